// triggers.ts: CR 603.3, putting triggered abilities on the stack the next time a player would
// receive priority. The reference pool's trigger definitions arrive with the triggered-abilities
// issue; until then no ability triggers and this returns false.
import type { GameState } from '../types';

/** Puts waiting triggered abilities on the stack (asking players to order them when needed).
 *  Returns true when it changed anything, so the caller checks state-based actions again. */
export function putTriggersOnStack(g: GameState): boolean {
  void g;
  return false;
}
