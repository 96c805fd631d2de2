// tokens.ts: CR 111 (tokens), 508.4/509.4 (put onto the battlefield attacking or blocking: never
// declared, so no "attacks"/"blocks" triggers, 508.3a), and putting cards onto the battlefield.
import type { EffectSpec, GameState, StackItem, TokenSpec } from '../types';
import { findObject, findPlayer, getObject, getPlayer, log, mutObject, nextId } from '../state';
import { attackableNow } from './defenders';
import { putObject } from '../transaction';

function ensureTokenDef(g: GameState, t: TokenSpec): void {
  if (Object.hasOwn(g.customCards, t.name)) return;
  // A new record, not a change: states share their custom cards (transaction.ts).
  g.customCards = {
    ...g.customCards,
    [t.name]: {
      name: t.name, manaCost: null, colors: t.colors, types: t.types, subtypes: t.subtypes, power: t.power, toughness: t.toughness,
      keywords: t.keywords, oracleText: t.ptEqualsLife ? "This token's power and toughness are each equal to your life total." : t.keywords.map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', '),
      ...(t.ptEqualsLife ? { ptEqualsLife: true } : {}),
    },
  };
}

/** Creates tokens; all enter at once, so each sees the others enter (CR 603.6a). `defenders[i]` is what
 *  the i-th token attacks, as its controller chose (CR 508.4). */
export function createTokens(g: GameState, item: StackItem, t: TokenSpec, count: number, tappedAndAttacking: boolean, defenders: Readonly<Record<number, string | undefined>> = {}): string[] {
  ensureTokenDef(g, t);
  const ids: string[] = [];
  const attacking: string[] = [];
  const notAttacking: string[] = [];
  const options = tappedAndAttacking ? attackableNow(g) : [];
  for (let i = 0; i < count; i++) {
    const id = nextId(g, item.id);
    putObject(g, {
      id, card: t.name, owner: item.controller, controller: item.controller, zone: 'battlefield', zcc: 0, token: true,
      tapped: tappedAndAttacking, damage: 0, deathtouchDamage: false, summoningSick: true, counters: {},
    });
    g.battlefield.push(id);
    ids.push(id);
    if (!tappedAndAttacking || !g.combat) continue;
    // CR 508.4: attacking what its controller chose, or the one player, planeswalker or battle it can attack.
    const defender = defenders[i] ?? options[0];
    // CR 508.4a: a player no longer in the game (or a planeswalker gone) can't be attacked: the token
    // enters, but is never an attacking creature.
    if (defender === undefined || !options.includes(defender)) {
      const what = defender === undefined ? 'no defending player is left in the game' : `${findPlayer(g, defender)?.name ?? findObject(g, defender)?.card ?? defender} can no longer be attacked`;
      notAttacking.push(`${t.name} (${id}) is on the battlefield but is not attacking: ${what}`);
      continue;
    }
    g.combat.attackers.push({ id, zcc: 0, defender, blocked: false, blockedBy: [] });
    attacking.push(id);
  }
  const what = `${count === 1 ? 'a' : count} ${t.power}/${t.toughness} ${t.name.replace(/ Token$/, '')} token${count === 1 ? '' : 's'}`;
  const how = !tappedAndAttacking ? '' : attacking.length === count ? ' tapped and attacking' : attacking.length === 0 ? ' tapped' : ` tapped, ${attacking.length} of them attacking`;
  log(g, `${getPlayer(g, item.controller).name} creates ${what}${how}`, tappedAndAttacking ? '508.4' : '111.1');
  for (const id of ids) log(g, `${t.name} enters the battlefield`, '111.2', { kind: 'zoneChange', object: id, from: 'stack', to: 'battlefield', card: t.name, controller: item.controller });
  for (const text of notAttacking) log(g, text, '508.4a');
  return ids;
}

/** CR 509.4: the token blocks the named attacker without being declared as a blocker, and the attacker
 *  becomes blocked. */
export function createBlockingToken(g: GameState, item: StackItem, e: Extract<EffectSpec, { kind: 'createBlockingToken' }>, attackerId: string | undefined): void {
  const [id] = createTokens(g, item, e.token, 1, false);
  const attack = attackerId ? g.combat?.attackers.find((a) => a.id === attackerId) : undefined;
  if (!id || !g.combat || !attack) return;
  const wasBlocked = attack.blocked;
  g.combat.blockers.push({ id, zcc: 0, blocking: [attack.id] });
  attack.blocked = true;
  // Under the old rules the attacking player places the new blocker in the damage assignment order;
  // it goes last here (the pool's one such card, Flash Foliage, adds a single blocker).
  attack.blockedBy.push(id);
  log(g, `${e.token.name} is blocking ${getObject(g, attack.id).card}${wasBlocked ? '' : `, which becomes blocked`}`, '509.4',
    { kind: 'putOntoBattlefieldBlocking', blocker: id, attacker: attack.id, attackerWasBlocked: wasBlocked });
}

/** Sneak Attack: the creature card enters with haste, and is sacrificed at the next end step. */
export function putOntoBattlefieldFromHand(g: GameState, item: StackItem, cardId: string): void {
  const p = getPlayer(g, item.controller);
  if (!p.hand.includes(cardId)) return;
  const o = mutObject(g, cardId);
  p.hand = p.hand.filter((x) => x !== cardId);
  o.zone = 'battlefield';
  o.zcc += 1;
  o.controller = item.controller;
  o.summoningSick = true;
  g.battlefield.push(cardId);
  g.timestamp += 1;
  g.effects.push({ id: `${item.id}:haste`, source: item.source, duration: 'permanent', target: { id: cardId, zcc: o.zcc }, addKeywords: ['haste'], timestamp: g.timestamp });
  log(g, `${p.name} puts ${o.card} onto the battlefield; it gains haste`, '110.2a', { kind: 'zoneChange', object: cardId, from: 'hand', to: 'battlefield', card: o.card, controller: item.controller });
  const text = `At the beginning of the next end step, sacrifice ${o.card}.`;
  g.delayedTriggers.push({ source: item.source, card: item.card, controller: item.controller, when: 'nextEndStep', effect: 'sacrifice', object: cardId, zcc: o.zcc, text });
  log(g, `${item.card} sets up a delayed triggered ability: ${text}`, '603.7a');
}
