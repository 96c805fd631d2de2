// moment.ts: everything the explanation panel says about the game as it stands: the current step
// (explainStep), what the last move caused, entry by entry (state-based actions and triggers among
// them, as they happen), and why the last intent was refused.
import { logEntries, type EngineError, type GameState, type LegalActions, type LogEntry } from '../engine';
import { explainLogEntry, isUnnamedHandMove, type LogExplanation } from './log';
import { explainRefusal } from './refusal';
import { explainStep, type StepExplanation } from './step';
import type { Explanation } from './types';
import { namesIn } from './names';

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
export function explainMoment(
  game: GameState,
  previous?: GameState,
  lastError?: EngineError | null,
  legal?: LegalActions,
  /** The log as the reader may see it (a hot-seat player's view hides the other hand's cards); the
   *  whole log by default. Entry for entry the same length as the game's log. */
  entries: readonly LogEntry[] = logEntries(game),
): MomentExplanation {
  const names = namesIn(game);
  const from = previous ? Math.min(logEntries(previous).length, entries.length) : entries.length;
  const lastMove: LogExplanation[] = [];
  for (let i = from; i < entries.length; i++) {
    const entry = entries[i] as LogEntry;
    // "Ana draws a card" says it; the unnamed card's move between library and hand would repeat it.
    if (!isUnnamedHandMove(entry)) lastMove.push(explainLogEntry(entry, i, names));
  }
  return { step: explainStep(game, legal), lastMove, refusal: lastError ? explainRefusal(lastError) : null };
}
