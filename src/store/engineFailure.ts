// engineFailure.ts: what the player is told when the rules engine throws. It throws only on a broken
// invariant (an engine bug, or a damaged position a save's checks could not see); its states are never
// changed in place, so the game is as it was before the move began (CR 733.1), and the table goes on.
import type { EngineError } from '../engine';

/** The refusal shown for a failed move. The cause is kept in the console for a bug report. */
export function engineFailure(cause: unknown): EngineError {
  console.error('The rules engine failed on a move:', cause);
  return {
    code: 'engine/internal',
    rule: '733.1',
    message: 'The rules engine could not carry out this move, so it was not made and the game is as it was before it. If this game was opened from a save or a link, it may be damaged.',
    objects: [],
  };
}
