// resolve.ts: CR 608, resolving the top object of the stack: targets checked again (608.2b), an
// intervening "if" checked again (603.4), choices made on resolution ("you may", scry: 608.2d), the
// effects followed in order, and where the object goes afterwards (608.2n, 608.3).
import type { CardDef, GameState, StackItem, TargetSpec, TriggeredAbilityDef, EffectSpec, PlayerId } from '../types';
import { cardDefinition } from '../cards/pool';
import { ownZone } from '../transaction';
import { apnapOrder, findObject, getObject, getPlayer, log, moveObject, mutObject, simultaneously } from '../state';
import { isStillLegal } from './targets';
import { runEffects, type EffectContext, type QuestionKind } from './effects';
import { activatedAbilities, spellAbility } from './stack';
import { attackableNow } from './defenders';
import { conditionHolds } from './conditions';
import { canAfford, payManaCost } from './mana';
import { characteristics, isCreature } from './characteristics';

const PERMANENT_TYPES = ['Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Land'] as const;

interface Resolution {
  specs: TargetSpec[];
  effects: EffectSpec[];
  triggered?: TriggeredAbilityDef;
}

function resolutionOf(item: StackItem, def: CardDef | undefined): Resolution {
  if (item.kind === 'spell') {
    const a = def ? spellAbility(def) : undefined;
    return { specs: a?.targets ?? [], effects: a?.effects ?? [] };
  }
  const t = item.trigger;
  if (t?.kind === 'printed') {
    const a = def?.abilities?.[t.index];
    if (a?.kind !== 'triggered') return { specs: [], effects: [] };
    const mode = item.mode !== undefined ? a.modes?.[item.mode] : undefined;
    return { specs: mode?.targets ?? a.targets, effects: mode?.effects ?? a.effects, triggered: a };
  }
  if (t) return { specs: [], effects: [] };
  // A mana ability never goes on the stack (CR 605.3b): an ability there is an `activated` one.
  const a = activatedAbilities(def)[item.abilityIndex ?? 0];
  return a?.kind === 'activated' ? { specs: a.targets, effects: a.effects } : { specs: [], effects: [] };
}

interface Question {
  /** Which question this is, the same each time the questions are gathered (CR 608.2d): an answer is
   *  found by it, never by its place in the list, which shrinks when a player leaves (CR 800.4a). */
  key: string;
  /** The effect the answer is for, by its index among the object's effects; -1 for "you may". */
  effect: number;
  /** What the answer is for: the effects find their answers by kind. */
  kind: QuestionKind;
  player: PlayerId;
  prompt: string;
  options: string[];
  rule: string;
  optionLabels?: Record<string, string>;
  /** Which of the tokens an answer is for, when each is asked about in turn (CR 508.4). */
  token?: { name: string; number: number; count: number };
}

/** The answer given to the question `key`, if any. */
function answerTo(item: StackItem, key: string): string | undefined {
  return item.answers?.find((a) => a.question === key)?.choice;
}

/** The questions asked as the object resolves, in order (CR 608.2d): "you may", then each effect's. They
 *  are gathered from the game as it is, so a player who has left is no longer asked (CR 800.4a). */
function questionsOf(g: GameState, item: StackItem, r: Resolution): Question[] {
  const out: Question[] = [];
  const opt = r.triggered?.optional;
  if (opt) {
    // CR 603.5: "you may" is chosen as it resolves; 608.2d: an option that can't be taken (a payment
    // its controller can't make) can't be chosen.
    const affordable = !opt.payMana || canAfford(g, item.controller, opt.payMana);
    const cannot = affordable ? '' : ` (${getPlayer(g, item.controller).name} cannot pay ${opt.payMana} now)`;
    out.push({ key: 'optional', effect: -1, kind: 'optional', player: item.controller, prompt: `${item.card}'s ability (${item.id}): ${opt.prompt}${cannot}`, options: affordable ? ['yes', 'no'] : ['no'], rule: '603.5' });
  }
  const yes = !opt || answerTo(item, 'optional') === 'yes';
  if (!yes) return out;
  r.effects.forEach((e, effect) => {
    if (e.kind === 'scry') {
      for (const p of apnapOrder(g)) {
        const top = p.library[0];
        // CR 101.4: each player in APNAP order; "may scry 1": keeping the card on top is not scrying.
        if (top) out.push({ key: `${effect}:scry:${p.id}`, effect, kind: 'scry', player: p.id, prompt: `${p.name}, you may scry 1 for ${item.card}'s ability (${item.id}): keep ${getObject(g, top).card} on top of your library or put it on the bottom?`, options: ['top', 'bottom'], rule: '701.22a' });
      }
    }
    if (e.kind === 'putCreatureFromHand') {
      const creatures = getPlayer(g, item.controller).hand.filter((id) => isCreature(g, getObject(g, id)));
      const optionLabels = Object.fromEntries([...creatures.map((id) => [id, getObject(g, id).card]), ['none', 'put nothing']]);
      const names = creatures.map((id) => `${getObject(g, id).card} (${id})`).join(', ');
      out.push({
        key: `${effect}:putCreature`, effect, kind: 'putCreature', player: item.controller, rule: '608.2d', optionLabels, options: [...creatures, 'none'],
        prompt: `${item.card}'s ability (${item.id}): you may put a creature card from your hand onto the battlefield${creatures.length ? `: ${names}` : ' (you have none)'}`,
      });
    }
    if (e.kind === 'createToken' && e.tappedAndAttacking && g.combat) {
      // CR 508.4: the controller chooses which player, planeswalker or battle each token attacks, when there
      // is a choice. CR 802.3: in a multiplayer game any defending player still in the game, a planeswalker
      // one controls or a battle one protects.
      const options = attackableNow(g);
      const optionLabels = Object.fromEntries(options.map((id) => [id, findObject(g, id)?.card ?? getPlayer(g, id).name]));
      for (let i = 0; i < e.count; i++) {
        const key = `${effect}:tokenDefender:${i}`;
        // An answer already given stands, also if what it names has since left (CR 508.4a then applies).
        if (options.length < 2 && answerTo(item, key) === undefined) continue;
        out.push({
          key, effect, kind: 'tokenDefender', player: item.controller, rule: '508.4', options, optionLabels, token: { name: e.token.name, number: i + 1, count: e.count },
          prompt: `${item.card}'s ability (${item.id}): which player, planeswalker or battle does ${e.token.name} ${i + 1} of ${e.count} attack?`,
        });
      }
    }
  });
  return out;
}

/** The first question not yet answered, if any (CR 608.2d, 101.4: in order). */
function nextQuestion(g: GameState, item: StackItem, r: Resolution): { questions: Question[]; next: Question | undefined } {
  const questions = questionsOf(g, item, r);
  return { questions, next: questions.find((q) => answerTo(item, q.key) === undefined) };
}

/** CR 608: resolves the top of the stack. Returns false when it stopped to ask a player something. */
export function resolveTopOfStack(g: GameState): boolean {
  const item = g.stack[g.stack.length - 1];
  if (!item) return true;
  const def = cardDefinition(g, item.card);
  const r = resolutionOf(item, def);
  const name = item.kind === 'spell' ? item.card : `${item.card}'s ability`;
  // CR 603.4: an intervening "if" that is false now makes the ability do nothing.
  if (r.triggered?.condition && !conditionHolds(g, r.triggered.condition, item.controller, item.source)) {
    g.stack.pop();
    log(g, `${name} does nothing: its "if" condition is no longer true`, '603.4', { kind: 'resolved', object: item.id });
    return true;
  }
  const legal = item.targets.map((t, i) => isStillLegal(g, r.specs[i] ?? 'anyTarget', t, item.controller));
  // CR 608.2b: if every target is now illegal, the spell or ability doesn't resolve.
  if (item.targets.length > 0 && legal.every((ok) => !ok)) {
    g.stack.pop();
    log(g, `${name} does not resolve: its target${item.targets.length > 1 ? 's are' : ' is'} no longer legal`, '608.2b', { kind: 'fizzled', object: item.id });
    if (item.kind === 'spell') finishSpell(g, item);
    return true;
  }
  const { questions, next: q } = nextQuestion(g, item, r);
  if (q) {
    g.pendingChoice = {
      type: 'choose', player: q.player, object: item.id, prompt: q.prompt, options: q.options, rule: q.rule,
      source: item.source, card: item.card, text: item.text, ...(q.optionLabels ? { optionLabels: q.optionLabels } : {}), ...(q.token ? { token: q.token } : {}),
    };
    return false;
  }
  g.stack.pop();
  log(g, `${name} resolves`, '608.2', { kind: 'resolved', object: item.id });
  if (item.kind === 'spell' && def && PERMANENT_TYPES.some((t) => def.types.includes(t))) {
    enterBattlefieldFromStack(g, item.id, item.controller);
    return true;
  }
  simultaneously(g, () => {
    const asked = questions.map((x) => ({ effect: x.effect, kind: x.kind, player: x.player, choice: answerTo(item, x.key), ...(x.token ? { token: x.token.number - 1 } : {}) }));
    const ctx: EffectContext = { asked, eventToughness: eventToughness(g, item) };
    if (item.trigger && item.trigger.kind !== 'printed') runDelayed(g, item);
    else if (!r.triggered?.optional || answerTo(item, 'optional') === 'yes') {
      const pay = r.triggered?.optional?.payMana;
      if (pay) payManaCost(g, item.controller, pay, name);
      runEffects(g, item, r.effects, legal, ctx);
    } else log(g, `${getPlayer(g, item.controller).name} chooses not to`, '608.2d');
  });
  if (item.kind === 'spell') finishSpell(g, item);
  return true;
}

/** The answer to a question asked on resolution; resolution then continues. */
export function answerResolutionQuestion(g: GameState, player: PlayerId, object: string, choice: string): boolean {
  const pending = g.pendingChoice;
  const item = g.stack[g.stack.length - 1];
  if (pending?.type !== 'choose' || !item || item.id !== object || pending.object !== object || pending.player !== player) return false;
  if (!pending.options.includes(choice)) return false;
  const { next } = nextQuestion(g, item, resolutionOf(item, cardDefinition(g, item.card)));
  if (!next) return false;
  item.answers = [...(item.answers ?? []), { question: next.key, choice }];
  g.pendingChoice = null;
  if (resolveTopOfStack(g)) g.awaitingPriority = g.turn.activePlayer;
  return true;
}

/** Whether `pending` is a question asked as the top of the stack resolves (CR 608.2d). */
export function isResolutionQuestion(g: GameState, pending: GameState['pendingChoice']): boolean {
  return pending?.type === 'choose' && g.stack[g.stack.length - 1]?.id === pending.object;
}

/** CR 800.4a, 101.4: after a player left the game, the resolution goes on from the game as it now is:
 *  the question asked again with its options as they now are, or the next player still in the game
 *  asked, or, with every question answered, the object finishes resolving. */
export function continueResolution(g: GameState): void {
  g.pendingChoice = null;
  if (resolveTopOfStack(g)) g.awaitingPriority = g.turn.activePlayer;
}

/** "That creature's toughness": its current toughness if it is still the same object on the battlefield,
 *  else its toughness when the ability triggered, standing in for last known information (CR 608.2h). */
function eventToughness(g: GameState, item: StackItem): number {
  const o = item.eventObject ? findObject(g, item.eventObject) : undefined;
  if (o && o.zone === 'battlefield' && (item.eventZcc === undefined || o.zcc === item.eventZcc)) return characteristics(g, o).toughness;
  return item.eventToughness ?? (o ? characteristics(g, o).toughness : 0);
}

/** CR 603.7c: a delayed trigger affects its object only if it is still where it was expected. */
function runDelayed(g: GameState, item: StackItem): void {
  const t = item.trigger;
  if (!t || t.kind === 'printed') return;
  const o = findObject(g, t.object);
  if (!o || o.zone !== 'battlefield' || o.phasedOut || o.zcc !== t.zcc) {
    log(g, `${item.card}'s delayed ability does nothing: the object is no longer on the battlefield`, '603.7c');
    return;
  }
  const effect = t.kind === 'sneakAttackSacrifice' ? 'sacrifice' : t.effect;
  if (effect === 'returnToOwnersHand') {
    log(g, `${o.card} returns to its owner's hand`, '603.7');
    moveTo(g, o.id, 'hand');
  } else {
    log(g, `${getPlayer(g, o.controller).name} sacrifices ${o.card}`, '701.21a');
    moveTo(g, o.id, 'graveyard');
  }
}

function moveTo(g: GameState, id: string, zone: 'hand' | 'graveyard'): void {
  moveObject(g, id, zone);
}

export function enterBattlefieldFromStack(g: GameState, id: string, controller: PlayerId): void {
  const o = mutObject(g, id);
  o.zone = 'battlefield';
  o.zcc += 1;
  o.controller = controller;
  o.summoningSick = true;
  o.tapped = false;
  const def = cardDefinition(g, o.card);
  if (def?.loyalty !== undefined) o.counters = { loyalty: def.loyalty };
  g.battlefield.push(id);
  log(g, `${o.card} enters the battlefield under ${getPlayer(g, controller).name}'s control`, '608.3', { kind: 'zoneChange', object: id, from: 'stack', to: 'battlefield', card: o.card, controller });
}

/** CR 608.2n: an instant or sorcery goes to its owner's graveyard as the last step of resolving. */
function finishSpell(g: GameState, item: StackItem): void {
  const o = mutObject(g, item.id);
  const owner = getPlayer(g, o.owner);
  o.zone = 'graveyard';
  o.zcc += 1;
  ownZone(g, owner, 'graveyard').push(item.id);
  log(g, `${o.card} is put into ${owner.name}'s graveyard`, '608.2n', { kind: 'zoneChange', object: item.id, from: 'stack', to: 'graveyard', card: o.card });
}
