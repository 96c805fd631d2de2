// zones.ts: moving cards between zones as the rules do it: drawing (CR 121), destroying (701.8) with
// indestructible (702.12) and regeneration (701.19), sacrificing (701.21), returning to hand.
import type { GameState, ObjectId, PlayerId } from '../types';
import { getObject, getPlayer, log, moveObject, mutObject } from '../state';
import { hasKeyword } from './characteristics';
import { removeFromCombat } from '../state';

/** CR 121.1: draw the top card. With an empty library the player loses at the next check (704.5b). */
export function drawCard(g: GameState, player: PlayerId, rule = '121.1'): void {
  const p = getPlayer(g, player);
  const top = p.library[0];
  if (top === undefined) {
    p.drewFromEmptyLibrary = true;
    log(g, `${p.name} must draw from an empty library`, '121.4', { kind: 'drew', player });
    return;
  }
  moveObject(g, top, 'hand');
  // The log says which card only as an id: hands are hidden from the other player.
  log(g, `${p.name} draws a card`, rule, { kind: 'drew', player, object: top });
}

/** CR 701.8: destroy; indestructible permanents are not destroyed (702.12b); a regeneration shield
 *  replaces destruction (701.19a). Returns false when nothing happened (indestructible). */
export function destroy(g: GameState, id: ObjectId, rule: string, why: string): boolean {
  const o = getObject(g, id);
  // CR 702.26b: a phased-out permanent can't be affected by anything.
  if (o.zone !== 'battlefield' || o.phasedOut) return false;
  if (hasKeyword(g, o, 'indestructible')) {
    // Said once per damage event by the caller, not at every state-based action check.
    return false;
  }
  if ((o.regenerationShields ?? 0) > 0) {
    const r = mutObject(g, id);
    r.regenerationShields = (o.regenerationShields ?? 1) - 1;
    r.tapped = true;
    r.damage = 0;
    r.deathtouchDamage = false;
    removeFromCombat(g, id);
    log(g, `${o.card} regenerates: it is tapped, its damage is removed and it leaves combat`, '701.19a');
    return true;
  }
  log(g, `${o.card} is destroyed (${why})`, rule, { kind: 'sba', what: 'destroyed', object: id });
  moveObject(g, id, 'graveyard');
  return true;
}

/** CR 701.21a: sacrifice, a move to the graveyard that indestructible and regeneration cannot stop. */
export function sacrifice(g: GameState, id: ObjectId): void {
  const o = getObject(g, id);
  log(g, `${getPlayer(g, o.controller).name} sacrifices ${o.card}`, '701.21a');
  moveObject(g, id, 'graveyard');
}
