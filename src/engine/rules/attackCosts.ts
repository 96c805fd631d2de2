// attackCosts.ts: CR 508.1d (a cost to attack is never required), 508.1f–j (attackers are tapped, then
// the total cost to attack is determined, locked in, and paid in full after mana abilities), 802.3a
// (in multiplayer only creatures attacking the cost's player pay). Ghostly Prison and Propaganda:
// "Creatures can't attack you unless their controller pays {2} for each creature they control that's
// attacking you."
import type { AttackDeclaration, GameState, ObjectId, PlayerId, Refusal } from '../types';
import { ATTACK_COST_KEYWORD } from '../cards/abilities';
import { cardDefinition } from '../cards/pool';
import { findObject, findPlayer, getObject, getPlayer, log } from '../state';
import { sameTeam, teamsOf } from './teams';
import { IllegalAction, refuse } from '../errors';
import { hasKeyword } from './characteristics';
import { findPayment, manaSources, parseManaCost, payManaCost } from './mana';

/** One permanent's share of the total cost to attack. */
export interface AttackCostPart {
  source: ObjectId;
  card: string;
  /** The player the permanent protects ("you"): its controller. */
  player: PlayerId;
  creatures: number;
  amount: number;
}

const PER_CREATURE = 2;

type Tax = { id: ObjectId; card: string; controller: PlayerId };
const NO_TAXES: readonly Tax[] = Object.freeze([]);
/** The last answer of `taxes`, for the state, battlefield list and length it was found for: the attack
 *  options ask once per creature, on one unchanged state. */
let lastTaxes: { g: GameState; battlefield: readonly ObjectId[]; length: number; taxes: readonly Tax[] } | null = null;

/** The permanents with a cost to attack their controller, on the battlefield (a phased-out one is not
 *  on the list, CR 702.26b). Empty on almost every board. */
function taxes(g: GameState): readonly Tax[] {
  const known = lastTaxes;
  if (known && known.g === g && known.battlefield === g.battlefield && known.length === g.battlefield.length) return known.taxes;
  let out: Tax[] | null = null;
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    if (!cardDefinition(g, o.card)?.keywords.includes(ATTACK_COST_KEYWORD)) continue;
    (out ??= []).push({ id, card: o.card, controller: o.controller });
  }
  const found = out ?? NO_TAXES;
  lastTaxes = { g, battlefield: g.battlefield, length: g.battlefield.length, taxes: found };
  return found;
}

/** Whether attacking this player costs something (Ghostly Prison, Propaganda under their control). */
export function attackingCosts(g: GameState, defender: string): boolean {
  return findPlayer(g, defender) !== undefined && taxes(g).some((t) => t.controller === defender);
}

/** CR 508.1h: the total cost to attack for this declaration, part by part (taxes add up); null when
 *  nothing is owed. Only creatures attacking the permanent's controller count ("attacking you", 802.3a). */
export function attackCost(g: GameState, attacks: readonly AttackDeclaration[]): { total: number; parts: AttackCostPart[] } | null {
  if (attacks.length === 0) return null;
  const parts: AttackCostPart[] = [];
  for (const t of taxes(g)) {
    const creatures = attacks.filter((a) => a.defender === t.controller).length;
    if (creatures > 0) parts.push({ source: t.id, card: t.card, player: t.controller, creatures, amount: creatures * PER_CREATURE });
  }
  if (parts.length === 0) return null;
  return { total: parts.reduce((n, p) => n + p.amount, 0), parts };
}

function describeParts(g: GameState, parts: readonly AttackCostPart[]): string {
  return parts.map((p) => `${p.card}: {${PER_CREATURE}} for each of ${p.creatures} creature${p.creatures === 1 ? '' : 's'} attacking ${getPlayer(g, p.player).name}`).join('; ');
}

/** Whether `player` could pay the total cost of this declaration once its attackers are tapped
 *  (CR 508.1f: an attacking creature without vigilance cannot tap for mana). */
export function canPayAttackCost(g: GameState, player: PlayerId, attacks: readonly AttackDeclaration[]): boolean {
  // CR 805.10b, 508.1h: in two-headed giant each attacking player pays for the creatures they control.
  const split = byController(g, attacks);
  if (split) return [...split].every(([controller, theirs]) => canPayOwnAttackCost(g, controller, theirs));
  return canPayOwnAttackCost(g, player, attacks);
}

function canPayOwnAttackCost(g: GameState, player: PlayerId, attacks: readonly AttackDeclaration[]): boolean {
  const cost = attackCost(g, attacks);
  if (!cost) return true;
  const tapped = new Set(attacks.filter((a) => !hasKeyword(g, getObject(g, a.attacker), 'vigilance')).map((a) => a.attacker));
  const sources = manaSources(g, player).filter((s) => !tapped.has(s.id));
  return findPayment(getPlayer(g, player).manaPool, sources, parseManaCost(`{${cost.total}}`)!) !== null;
}

/** CR 508.1h–j: after the attackers are tapped, the total cost to attack is locked in and paid, with
 *  the mana abilities of `payWith` or automatically (508.1i); a cost that can't be paid in full makes
 *  the declaration illegal (508.1j: no partial payments), and the game goes back (733). */
export function payAttackCosts(g: GameState, player: PlayerId, attacks: readonly AttackDeclaration[], payWith?: ObjectId[]): void {
  // CR 805.10b, 508.1h: in two-headed giant each attacking player pays for the creatures they control
  // ("their controller pays"), with the sources of `payWith` they control.
  if (attackCost(g, attacks)) {
    for (const a of attacks) {
      const o = getObject(g, a.attacker);
      // CR 508.1f: the attackers were tapped as they were declared, before the cost is paid (508.1i-j).
      if (payWith?.includes(a.attacker) && !hasKeyword(g, o, 'vigilance')) {
        refuse('attack/attacker-pays', '508.1f', `${o.card} is attacking and was tapped as attackers were declared, before the cost to attack is paid: it can't tap for mana to pay it.`, [a.attacker]);
      }
    }
  }
  const split = byController(g, attacks);
  if (split && attackCost(g, attacks)) {
    const payers = [...split].filter(([, theirs]) => attackCost(g, theirs)).map(([controller]) => controller);
    for (const id of payWith ?? []) {
      const o = findObject(g, id);
      // A named source no paying player controls would otherwise be dropped without a word.
      if (!o || o.zone !== 'battlefield' || payers.includes(o.controller)) continue;
      const owner = getPlayer(g, o.controller).name;
      const paying = payers.map((pl) => getPlayer(g, pl).name).join(' and ');
      if (sameTeam(g, o.controller, player)) {
        // CR 810.5: a team's mana isn't shared; a teammate without attackers behind a cost pays nothing.
        refuse('attack/not-a-payer', '810.5', `${o.card} is ${owner}'s, who pays no cost to attack (no creature of theirs attacks a player with Ghostly Prison or Propaganda); a team's mana isn't shared, so it can't pay ${paying}'s.`, [id]);
      }
      refuse('mana/not-yours', '602.2', `${o.card} is not controlled by ${paying}: only its controller can activate its mana ability.`, [id]);
    }
    for (const [controller, theirs] of split) {
      if (!attackCost(g, theirs)) continue;
      payOwnAttackCosts(g, controller, theirs, payWith?.filter((id) => findObject(g, id)?.controller === controller));
    }
    return;
  }
  payOwnAttackCosts(g, player, attacks, payWith);
}

function payOwnAttackCosts(g: GameState, player: PlayerId, attacks: readonly AttackDeclaration[], payWith?: ObjectId[]): void {
  const cost = attackCost(g, attacks);
  const name = getPlayer(g, player).name;
  if (!cost) {
    if (payWith?.length) refuse('attack/no-cost', '508.1h', `${name} has no cost to attack to pay: no creature attacks a player who controls Ghostly Prison or Propaganda.`, payWith);
    return;
  }
  const total = `{${cost.total}}`;
  const parts = describeParts(g, cost.parts);
  // CR 508.1h: the total is determined and locked in; each cost adds its part.
  log(g, `The total cost to attack is ${total}`, '508.1h');
  for (const p of cost.parts) log(g, `${p.card}: {${p.amount}} for the creatures attacking ${getPlayer(g, p.player).name} (${p.creatures})`, '508.1h');
  try {
    payManaCost(g, player, total, 'the cost to attack', payWith);
  } catch (e) {
    if (!(e instanceof IllegalAction) || e.error.code !== 'mana/unaffordable') throw e;
    const sources = cost.parts.map((p) => p.source);
    // Why, in the player's terms: too little mana, and (508.1f) the attackers were tapped before the
    // cost, which only matters when one of them could have made mana.
    const manaAttackers = attacks.filter((a) => !hasKeyword(g, a.attacker, 'vigilance') && cardDefinition(g, getObject(g, a.attacker).card)?.abilities?.some((ab) => ab.kind === 'mana'));
    const tappedFirst = manaAttackers.length ? ` (${manaAttackers.map((a) => getObject(g, a.attacker).card).join(', ')} attacking, already tapped: 508.1f)` : '';
    const from = payWith ? `the named sources and ${name}'s mana pool` : `${name}'s mana pool and untapped mana sources${tappedFirst}`;
    refuse('attack/cost-unpaid', '508.1j', `${name} cannot pay the total cost to attack, ${total} (${parts}): ${from} make less than ${total}, and partial payments are not allowed.`, [...sources, ...attacks.map((a) => a.attacker)]);
  }
  log(g, `${name} pays ${total} to attack`, '508.1j');
}

/** In two-headed giant, the attacks grouped by their creatures' controllers (in the order of the
 *  declaration); null in other games. */
function byController(g: GameState, attacks: readonly AttackDeclaration[]): Map<PlayerId, AttackDeclaration[]> | null {
  if (!teamsOf(g)) return null;
  const out = new Map<PlayerId, AttackDeclaration[]>();
  for (const a of attacks) {
    const controller = getObject(g, a.attacker).controller;
    const list = out.get(controller);
    if (list) list.push(a);
    else out.set(controller, [a]);
  }
  return out;
}

/** What attacking costs, as conditions of a creature's attack option (the pending choice): for each
 *  player it may attack who controls a cost to attack, the sum per creature and the cards asking it. */
export function attackCostConditions(g: GameState, defenders: readonly string[]): Refusal[] {
  const all = taxes(g);
  if (all.length === 0) return [];
  const out: Refusal[] = [];
  for (const d of defenders) {
    const mine = all.filter((t) => t.controller === d);
    if (mine.length === 0) continue;
    out.push({
      rule: '508.1h',
      message: `Attacking ${getPlayer(g, d).name} costs {${mine.length * PER_CREATURE}} for each creature (${mine.map((t) => t.card).join(', ')}), paid after attackers are declared; no requirement forces anyone to pay it (508.1d).`,
    });
  }
  return out;
}
