// phasing.ts: CR 702.26 (phasing) and the untap step's phasing event (502.1). A phased-out permanent
// is treated as though it does not exist (702.26b): it is taken off `GameState.battlefield`, the list
// every rule scans (combat, targets, counts, state-based actions, triggers, mana sources, legal
// actions), and kept in its controller's `Player.phasedOut` with its place in the battlefield's order.
// It stays in the battlefield zone with its counters, damage and status (702.26d), so nothing that
// looks it up by id mistakes it for a card in another zone; `isPhasedOut` is for those look-ups.
import type { GameState, ObjectId, Player, SharedObject } from '../types';
import { cardDefinition } from '../cards/pool';
import { getObject, getPlayer, log, mutObject, removeFromCombat } from '../state';
import { teamPlayers } from './teams';

/** CR 702.26b: whether this object is a phased-out permanent (treated as though it doesn't exist). */
export function isPhasedOut(o: Pick<SharedObject, 'phasedOut'> | undefined): boolean {
  return o?.phasedOut === true;
}

/** CR 702.26a: whether the permanent has phasing (printed or on a custom card; no effect grants it). */
function hasPhasing(g: GameState, o: SharedObject): boolean {
  return cardDefinition(g, o.card)?.keywords.includes('phasing') ?? false;
}

/** CR 502.1, 702.26a: in the active player's untap step, before anything untaps, their phased-in
 *  permanents with phasing phase out and the permanents that phased out under their control phase
 *  in, simultaneously. Nothing else happens on a board without phasing (one pass over the list). */
export function phaseInAndOut(g: GameState): void {
  // CR 805.4: in two-headed giant, each player of the active team (their permanents are their own).
  for (const id of teamPlayers(g, g.turn.activePlayer)) {
    const p = getPlayer(g, id);
    if (!p.lost) phaseFor(g, p);
  }
}

function phaseFor(g: GameState, ap: Player): void {
  const goingOut: ObjectId[] = [];
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    if (o.controller === ap.id && hasPhasing(g, o)) goingOut.push(id);
  }
  const comingIn = ap.phasedOut ?? [];
  if (goingOut.length === 0 && comingIn.length === 0) return;
  // Simultaneous (502.1): those phasing out are chosen first, so a permanent phasing in stays in.
  if (comingIn.length > 0) {
    const order = mergedOrder(g);
    delete ap.phasedOut;
    for (const entry of [...comingIn].sort((a, b) => a.at - b.at)) {
      delete mutObject(g, entry.id).phasedOut;
      // CR 702.26c: the game treats it as though it exists again (not as entering, 702.26d).
      log(g, `${getObject(g, entry.id).card} phases in`, '702.26c');
    }
    // Back in its place in the battlefield's order (the result's "setup order, then arrival").
    g.battlefield.splice(0, g.battlefield.length, ...order.filter((id) => !getObject(g, id).phasedOut));
  }
  for (const id of goingOut) phaseOut(g, ap, id);
}

/** CR 702.26b: the permanent phases out under `controller`'s control. */
function phaseOut(g: GameState, controller: Player, id: ObjectId): void {
  const at = mergedOrder(g).indexOf(id);
  const i = g.battlefield.indexOf(id);
  if (i < 0) return;
  // CR 506.4: a permanent that phases out is removed from combat (logged while it still exists).
  removeFromCombat(g, id);
  g.battlefield.splice(i, 1);
  const o = mutObject(g, id);
  o.phasedOut = true;
  (controller.phasedOut ??= []).push({ id, at });
  log(g, `${o.card} phases out`, '702.26b');
}

/** Every permanent in the battlefield's order, phased-out ones at their recorded places (`at` is a
 *  place in this whole list). */
function mergedOrder(g: GameState): ObjectId[] {
  const list = g.battlefield.slice();
  const out = g.players.flatMap((p) => p.phasedOut ?? []);
  if (out.length === 0) return list;
  for (const e of out.sort((a, b) => a.at - b.at)) list.splice(Math.min(e.at, list.length), 0, e.id);
  return list;
}

/** A player's permanents in the battlefield's order, phased-out ones included at their places (the
 *  contract lists them in their player's battlefield with `phasedOut: true`; a phased-out permanent
 *  keeps its controller, 702.26d). */
export function battlefieldWithPhasedOut(g: GameState, player: Player): ObjectId[] {
  return mergedOrder(g).filter((id) => getObject(g, id).controller === player.id);
}
