// effects.ts: CR 608.2c–h, following a resolving spell's or ability's instructions in order, and
// 611 (continuous effects from resolution: "until end of turn" pumps).
import type { EffectSpec, GameState, PlayerId, SharedObject, StackItem } from '../types';
import { startingLife } from './teams';
import { apnapOrder, findObject, getObject, getPlayer, log, moveObject, mutObject, opponents, removeFromCombat } from '../state';
import { exhaustive } from '../errors';
import { dealDamage } from './damage';
import { destroy, drawCard, sacrifice } from './zones';
import { characteristics, isCreature } from './characteristics';
import { createTokens, createBlockingToken, putOntoBattlefieldFromHand } from './tokens';
import { changeLife } from './life';
import { addExtraTurn, addPhasesAfterThisMain, untapCreaturesThatAttacked } from './extraTurns';

/** What a question asked on resolution is for (CR 608.2d). */
export type QuestionKind = 'optional' | 'scry' | 'putCreature' | 'tokenDefender';

/** A question asked as the object resolved, with its answer: `effect` is the index of the effect it is
 *  for among the object's effects (-1 for "you may"), `token` which of that effect's tokens (from 0). */
export interface AskedQuestion {
  effect: number;
  kind: QuestionKind;
  player: PlayerId;
  choice: string | undefined;
  token?: number;
}

/** Answers given on resolution, and what the effects need to know about the trigger event. */
export interface EffectContext {
  /** The questions asked of the players still in the game, in the order asked, with their answers. */
  asked: AskedQuestion[];
  eventToughness: number;
}

/** The answers to the questions of `kind` asked for the effect at `effect`. */
function askedFor(ctx: EffectContext, effect: number, kind: QuestionKind): AskedQuestion[] {
  return ctx.asked.filter((q) => q.effect === effect && q.kind === kind);
}

/** Runs the effects of a resolving object. `legal[i]` says whether target i is still legal: an effect
 *  on an illegal target does nothing (CR 608.2b). */
export function runEffects(g: GameState, item: StackItem, effects: EffectSpec[], legal: boolean[], ctx: EffectContext): void {
  effects.forEach((e, index) => {
    const targetId = 'target' in e && e.target !== undefined ? item.targets[e.target]?.id : undefined;
    if ('target' in e && e.target !== undefined && !legal[e.target]) return;
    runEffect(g, item, e, index, targetId, ctx);
  });
}

function addPump(g: GameState, item: StackItem, id: string, power: number, toughness: number, keywords: string[] | undefined, duration: 'endOfTurn' | 'endOfCombat' | 'permanent'): void {
  const o = getObject(g, id);
  // CR 702.26e: a phased-out permanent is not affected.
  if (o.zone !== 'battlefield' || o.phasedOut) return;
  g.timestamp += 1;
  g.effects.push({
    id: `${item.id}:${g.timestamp}`, source: item.source, duration, target: { id, zcc: o.zcc },
    power, toughness, ...(keywords?.length ? { addKeywords: keywords } : {}), timestamp: g.timestamp,
  });
  const kw = keywords?.length ? `${power || toughness ? ' and' : ''} gains ${keywords.join(', ')}` : '';
  const pt = power || toughness ? ` gets ${signed(power)}/${signed(toughness)}` : '';
  log(g, `${o.card}${pt}${kw}${duration === 'permanent' ? '' : ' until end of turn'}`, '611.2');
}

/** "This creature": the ability's source if it is still the object it was when the ability triggered or
 *  was activated, on the battlefield; a new object is not it (CR 400.7, 603.6). */
function selfOnBattlefield(g: GameState, item: StackItem): SharedObject | undefined {
  const o = findObject(g, item.source);
  if (!o || o.zone !== 'battlefield' || o.phasedOut) return undefined;
  return item.sourceZcc === undefined || o.zcc === item.sourceZcc ? o : undefined;
}

/** "That creature" of the trigger event, if still the same object on the battlefield (CR 400.7). */
function eventObjectOnBattlefield(g: GameState, item: StackItem): SharedObject | undefined {
  const o = item.eventObject ? findObject(g, item.eventObject) : undefined;
  if (!o || o.zone !== 'battlefield' || o.phasedOut) return undefined;
  return item.eventZcc === undefined || o.zcc === item.eventZcc ? o : undefined;
}

function creaturesOf(g: GameState, player: string): string[] {
  return g.battlefield.filter((id) => getObject(g, id).controller === player && isCreature(g, getObject(g, id)));
}

function runEffect(g: GameState, item: StackItem, e: EffectSpec, index: number, targetId: string | undefined, ctx: EffectContext): void {
  const me = item.controller;
  switch (e.kind) {
    case 'pump': {
      const id = targetId ?? selfOnBattlefield(g, item)?.id;
      if (id) addPump(g, item, id, e.power, e.toughness, e.keywords, e.duration);
      return;
    }
    case 'pumpAll':
      for (const id of creaturesOf(g, me)) addPump(g, item, id, e.power, e.toughness, e.keywords, 'endOfTurn');
      return;
    case 'battleCry': {
      // CR 702.91a: each other attacking creature gets +1/+0 until end of turn.
      const others = (g.combat?.attackers ?? []).map((a) => a.id).filter((id) => id !== item.source);
      for (const id of others) addPump(g, item, id, 1, 0, undefined, 'endOfTurn');
      // Said, so that a reader of the log does not wait for a pump that will not come.
      if (others.length === 0) log(g, `${item.card}'s battle cry gives +1/+0 to no creature: no other creature is attacking`, '702.91a');
      return;
    }
    case 'grantKeywordUntilEndOfTurn':
      for (const id of creaturesOf(g, me)) addPump(g, item, id, 0, 0, e.keywords, 'endOfTurn');
      return;
    case 'counter': {
      const self = selfOnBattlefield(g, item)?.id;
      const ids = e.all ? creaturesOf(g, me) : targetId ? [targetId] : self ? [self] : [];
      for (const id of ids) {
        if (getObject(g, id).zone !== 'battlefield') continue;
        const o = mutObject(g, id);
        o.counters[e.counter] = (o.counters[e.counter] ?? 0) + e.amount;
        log(g, `${o.card} gets ${e.amount} ${e.counter} counter${e.amount === 1 ? '' : 's'}`, '122.1');
      }
      return;
    }
    case 'damage':
      if (targetId) dealDamage(g, [{ source: item.source, target: targetId, amount: e.amount, combat: false }]);
      return;
    case 'destroy':
      if (targetId && !destroy(g, targetId, '701.8', `${item.card} destroys it`)) {
        log(g, `${getObject(g, targetId).card} is not destroyed`, '702.12b');
      }
      return;
    case 'destroyEventObject': {
      const o = eventObjectOnBattlefield(g, item);
      if (o && !destroy(g, o.id, '701.8', `${item.card}'s ability destroys it`)) log(g, `${o.card} is not destroyed`, '702.12b');
      return;
    }
    case 'bounce':
    case 'returnToHand':
      if (targetId) {
        log(g, `${getObject(g, targetId).card} returns to its owner's hand`, '608.2');
        moveObject(g, targetId, 'hand');
      }
      return;
    case 'regenerate': {
      const self = selfOnBattlefield(g, item);
      if (!self) return;
      const o = mutObject(g, self.id);
      o.regenerationShields = (o.regenerationShields ?? 0) + 1;
      log(g, `${o.card} gets a regeneration shield until end of turn`, '701.19a');
      return;
    }
    case 'preventAllCombatDamage':
      g.preventions.push({ id: `${item.id}:prevent`, source: item.source, kind: 'allCombatDamage', duration: 'endOfTurn' });
      log(g, 'All combat damage that would be dealt this turn will be prevented', '615.1');
      return;
    case 'preventNextDamage': {
      if (!targetId) return;
      const shielded = findObject(g, targetId);
      g.preventions.push({ id: `${item.id}:shield`, source: item.source, kind: 'nextDamage', target: shielded ? { id: targetId, zcc: shielded.zcc } : { id: targetId }, amount: e.amount, duration: 'endOfTurn' });
      log(g, `The next ${e.amount} damage that would be dealt to ${shielded?.card ?? getPlayer(g, targetId).name} this turn will be prevented`, '615.7');
      return;
    }
    case 'draw': {
      const who = e.who === 'eachPlayer' ? apnapOrder(g).map((p) => p.id) : e.who === 'target' && targetId ? [targetId] : [me];
      for (const p of who) for (let i = 0; i < e.amount; i++) drawCard(g, p);
      return;
    }
    case 'mill': {
      if (!targetId) return;
      // CR 701.17a: milled cards go face up to the graveyard, so the log may name them.
      const milled: string[] = [];
      for (let i = 0; i < e.amount; i++) {
        const top = getPlayer(g, targetId).library[0];
        if (!top) break;
        moveObject(g, top, 'graveyard');
        milled.push(getObject(g, top).card);
      }
      log(g, `${getPlayer(g, targetId).name} mills ${milled.length} card${milled.length === 1 ? '' : 's'}${milled.length ? `: ${milled.join(', ')}` : ''}`, '701.17a');
      return;
    }
    case 'scry':
      // CR 101.4: each player still in the game chose in APNAP order; the scries happen at once.
      for (const { player, choice } of askedFor(ctx, index, 'scry')) {
        if (choice !== 'top' && choice !== 'bottom') continue;
        const p = getPlayer(g, player);
        const top = p.library[0];
        if (choice === 'bottom' && top) {
          p.library = [...p.library.slice(1), top];
        }
        log(g, `${p.name} scries 1 and puts the card on the ${choice}`, '701.22a');
      }
      return;
    case 'createBlockingToken':
      createBlockingToken(g, item, e, targetId);
      return;
    case 'createToken':
      createTokens(g, item, e.token, e.count, e.tappedAndAttacking ?? false, Object.fromEntries(askedFor(ctx, index, 'tokenDefender').map((q) => [q.token ?? 0, q.choice])));
      return;
    case 'gainLife': {
      const amount = e.amount === 'attackingCreatures' ? (g.combat?.attackers.length ?? 0)
        : e.amount === 'creaturesWithVigilance' ? creaturesOf(g, me).filter((id) => characteristics(g, id).keywords.includes('vigilance')).length
          : e.amount === 'eventToughness' ? ctx.eventToughness : e.amount;
      changeLife(g, me, amount);
      return;
    }
    case 'loseLife': {
      const who = e.who === 'eachOpponent' ? opponents(g, me).map((p) => p.id) : e.who === 'target' && targetId ? [targetId] : [me];
      for (const p of who) changeLife(g, p, -e.amount);
      return;
    }
    case 'setLifeToStarting': {
      const p = getPlayer(g, me);
      // CR 119.5: setting a life total is gaining or losing the difference.
      // CR 810.9c: in two-headed giant the player gains or loses the difference to the team's starting 30.
      changeLife(g, me, startingLife(g) - p.life, '119.5');
      return;
    }
    case 'sacrifice': {
      // CR 701.21a: only a permanent its controller controls can be sacrificed; a new object is not "it".
      const o = e.what === 'self' ? selfOnBattlefield(g, item) : eventObjectOnBattlefield(g, item);
      if (o && o.controller === me) sacrifice(g, o.id);
      return;
    }
    case 'delayed': {
      // CR 603.7c: the delayed ability refers to the object the trigger was about, as it was then.
      const id = e.what === 'self' ? item.source : item.eventObject;
      const zcc = e.what === 'self' ? item.sourceZcc : item.eventZcc;
      const o = id ? findObject(g, id) : undefined;
      if (!o) return;
      const text = e.effect === 'returnToOwnersHand'
        ? `At end of combat, return ${o.card} to its owner's hand.`
        : e.when === 'endOfCombat' ? `At end of combat, sacrifice ${o.card}.` : `At the beginning of the next end step, sacrifice ${o.card}.`;
      g.delayedTriggers.push({ source: item.source, card: item.card, controller: me, when: e.when, effect: e.effect, object: o.id, zcc: zcc ?? o.zcc, text });
      log(g, `${item.card} sets up a delayed triggered ability: ${text}`, '603.7a');
      return;
    }
    case 'doesntUntapNextUntapStep': {
      const that = eventObjectOnBattlefield(g, item);
      const o = that ? mutObject(g, that.id) : undefined;
      if (!o) return;
      o.skipNextUntap = true;
      log(g, `${o.card} doesn't untap during its controller's next untap step`, '502.3');
      return;
    }
    case 'untapAndRemoveFromCombat': {
      const self = selfOnBattlefield(g, item);
      if (!self) return;
      const o = mutObject(g, self.id);
      o.tapped = false;
      removeFromCombat(g, o.id);
      log(g, `${o.card} untaps and is removed from combat`, '506.4');
      return;
    }
    case 'assignsNoCombatDamageThisTurn': {
      const self = selfOnBattlefield(g, item);
      if (!self) return;
      mutObject(g, self.id).noCombatDamageTurn = g.turn.number;
      log(g, `${self.card} assigns no combat damage this turn`, '510.1a');
      return;
    }
    case 'untap':
      if (targetId && findObject(g, targetId)?.zone === 'battlefield') {
        mutObject(g, targetId).tapped = false;
        log(g, `${getObject(g, targetId).card} untaps`, '701.26b');
      }
      return;
    case 'putCreatureFromHand': {
      const choice = askedFor(ctx, index, 'putCreature')[0]?.choice;
      if (choice && choice !== 'none') putOntoBattlefieldFromHand(g, item, choice);
      return;
    }
    case 'opponentsCreaturesMustAttack':
      g.timestamp += 1;
      for (const p of opponents(g, me)) g.attackRequirements.push({ player: p.id, turn: g.turn.number, source: item.card });
      log(g, `Creatures ${getPlayer(g, me).name}'s opponents control attack this turn if able`, '508.1d');
      return;
    case 'untapCreaturesThatAttacked':
      untapCreaturesThatAttacked(g);
      return;
    case 'additionalPhasesAfterThisMain':
      addPhasesAfterThisMain(g, e.phases, item.card);
      return;
    case 'extraTurn':
      if (targetId) addExtraTurn(g, targetId);
      return;
    default:
      exhaustive(e);
  }
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}
