// tapCost.ts: why a {T} cost cannot be paid now, for an activated ability (stack.ts, legal.ts) and for
// a mana source named to pay a cost (mana.ts) alike.
import type { EngineError, GameState, PlayerId, SharedObject } from '../types';
import { getPlayer } from '../state';
import { refusal } from '../errors';
import { hasKeyword, isCreature } from './characteristics';
import { isActivePlayer } from './teams';

/** Why a {T} cost cannot be paid: the permanent is already tapped (CR 118.3: a tapped permanent can't be
 *  tapped to pay a cost), or a creature has been under its controller's control only since this turn
 *  began and has no haste (302.6); else null. */
export function tapCostRefusal(g: GameState, player: PlayerId, o: SharedObject): EngineError | null {
  if (o.tapped) return refusal('activate/tapped', '118.3', `${o.card} is already tapped, so it cannot be tapped to pay its {T} cost.`, [o.id]);
  if (isCreature(g, o) && o.summoningSick && !hasKeyword(g, o, 'haste')) {
    // On another player's turn the controller's most recent turn is an earlier one (602.5a).
    const since = isActivePlayer(g, player) ? 'the turn began' : 'their most recent turn began';
    return refusal('activate/summoning-sick', '302.6', `${o.card} has not been under ${getPlayer(g, player).name}'s control continuously since ${since}, so its {T} ability cannot be activated.`, [o.id]);
  }
  return null;
}
