// effects.ts: CR 608.2c–h, following a resolving spell's or ability's instructions in order, and
// 611 (continuous effects from resolution: "until end of turn" pumps).
import type { EffectSpec, GameState, StackItem } from '../types';
import { getObject, getPlayer, log, moveObject, nextId } from '../state';
import { exhaustive } from '../errors';
import { dealDamage } from './damage';
import { destroy, drawCard } from './zones';

/** Runs the effects of a resolving object. `legal[i]` says whether target i is still legal: an effect
 *  on an illegal target does nothing (CR 608.2b). */
export function runEffects(g: GameState, item: StackItem, effects: EffectSpec[], legal: boolean[]): void {
  for (const e of effects) {
    const targetId = 'target' in e && e.target !== undefined ? item.targets[e.target]?.id : undefined;
    if ('target' in e && e.target !== undefined && !legal[e.target]) continue;
    runEffect(g, item, e, targetId);
  }
}

function runEffect(g: GameState, item: StackItem, e: EffectSpec, targetId: string | undefined): void {
  switch (e.kind) {
    case 'pump': {
      const id = targetId ?? item.source;
      const o = getObject(g, id);
      if (o.zone !== 'battlefield') return;
      g.timestamp += 1;
      g.effects.push({
        id: `${item.id}:pump`, source: item.source, duration: e.duration, target: { id, zcc: o.zcc },
        power: e.power, toughness: e.toughness, ...(e.keywords ? { addKeywords: e.keywords } : {}), timestamp: g.timestamp,
      });
      const kw = e.keywords?.length ? ` and gains ${e.keywords.join(', ')}` : '';
      log(g, `${o.card} gets ${signed(e.power)}/${signed(e.toughness)}${kw} until end of turn`, '611.2');
      return;
    }
    case 'damage':
      if (targetId) dealDamage(g, [{ source: item.source, target: targetId, amount: e.amount, combat: false }]);
      return;
    case 'destroy':
      if (targetId && !destroy(g, targetId, '701.8', `${item.card} destroys it`)) {
        log(g, `${getObject(g, targetId).card} is indestructible and is not destroyed`, '702.12b');
      }
      return;
    case 'bounce':
      if (targetId) {
        log(g, `${getObject(g, targetId).card} returns to its owner's hand`, '608.2');
        moveObject(g, targetId, 'hand');
      }
      return;
    case 'regenerate': {
      const o = getObject(g, item.source);
      if (o.zone !== 'battlefield') return;
      o.regenerationShields = (o.regenerationShields ?? 0) + 1;
      log(g, `${o.card} gets a regeneration shield until end of turn`, '701.19a');
      return;
    }
    case 'preventAllCombatDamage':
      g.preventions.push({ id: `${item.id}:prevent`, source: item.source, kind: 'allCombatDamage', duration: 'endOfTurn' });
      log(g, 'All combat damage that would be dealt this turn will be prevented', '615.1');
      return;
    case 'preventNextDamage':
      if (!targetId) return;
      g.preventions.push({ id: `${item.id}:shield`, source: item.source, kind: 'nextDamage', target: g.objects[targetId] ? { id: targetId, zcc: getObject(g, targetId).zcc } : { id: targetId }, amount: e.amount, duration: 'endOfTurn' });
      log(g, `The next ${e.amount} damage that would be dealt to ${g.objects[targetId]?.card ?? getPlayer(g, targetId).name} this turn will be prevented`, '615.7');
      return;
    case 'draw':
      for (let i = 0; i < e.amount; i++) drawCard(g, item.controller);
      return;
    case 'createBlockingToken':
      createBlockingToken(g, item, e, targetId);
      return;
    default:
      exhaustive(e);
  }
}

/** CR 111.1, 509.4a (the rules' "put onto the battlefield blocking"): the token blocks the attacker
 *  without being declared as a blocker, and the attacker becomes blocked. */
function createBlockingToken(g: GameState, item: StackItem, e: Extract<EffectSpec, { kind: 'createBlockingToken' }>, attackerId: string | undefined): void {
  const id = nextId(g, item.id);
  const t = e.token;
  g.customCards[t.name] ??= { name: t.name, manaCost: null, colors: t.colors, types: t.types, subtypes: t.subtypes, power: t.power, toughness: t.toughness, keywords: t.keywords, oracleText: '' };
  g.objects[id] = {
    id, card: t.name, owner: item.controller, controller: item.controller, zone: 'battlefield', zcc: 0, token: true,
    tapped: false, damage: 0, deathtouchDamage: false, summoningSick: true, counters: {},
  };
  g.battlefield.push(id);
  log(g, `${getPlayer(g, item.controller).name} creates a ${t.name.replace(/ Token$/, '')} token`, '111.1', { kind: 'zoneChange', object: id, from: 'stack', to: 'battlefield', card: t.name });
  const attack = attackerId ? g.combat?.attackers.find((a) => a.id === attackerId) : undefined;
  if (!g.combat || !attack) return;
  g.combat.blockers.push({ id, zcc: 0, blocking: [attack.id] });
  attack.blocked = true;
  // Under the old rules the attacking player places the new blocker in the damage assignment order;
  // it goes last here (the pool's one such card, Flash Foliage, adds a single blocker).
  attack.blockedBy.push(id);
  log(g, `${t.name} is blocking ${getObject(g, attack.id).card}`, '509.4');
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}
