// moment.ts: everything the explanation panel says about the game as it stands: the current step
// (explainStep), what the last move caused, entry by entry (state-based actions and triggers among
// them, as they happen), and why the last intent was refused.
import { logEntries, type EngineError, type GameState, type LegalActions } from '../engine';
import { explainLogEntry, type LogExplanation } from './log';
import { explainRefusal } from './refusal';
import { explainStep, type StepExplanation } from './step';
import type { Explanation } from './types';
import { namesIn } from './vocabulary';

export interface MomentExplanation {
  step: StepExplanation;
  /** The entries the last move logged, oldest first (empty without a previous state). */
  lastMove: LogExplanation[];
  /** Why the last intent was refused, or null. */
  refusal: Explanation | null;
}

/** The game explained. `previous` is the state before the last move (the undo history's last state):
 *  what was logged since is what that move caused. `legal` may be passed when already computed (the
 *  store memoises it per state). */
export function explainMoment(game: GameState, previous?: GameState, lastError?: EngineError | null, legal?: LegalActions): MomentExplanation {
  const names = namesIn(game);
  const entries = logEntries(game);
  const from = previous ? Math.min(logEntries(previous).length, entries.length) : entries.length;
  return {
    step: explainStep(game, legal),
    lastMove: entries.slice(from).map((entry, i) => explainLogEntry(entry, from + i, names)),
    refusal: lastError ? explainRefusal(lastError) : null,
  };
}
