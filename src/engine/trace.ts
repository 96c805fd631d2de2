// trace.ts: an action applied one log entry at a time, for replaying a finished combat moment by moment.
// The transition runs exactly as `applyAction` runs it; after each log entry the working state is
// copied (a deep copy through JSON, which a state is by design: the transition goes on changing its working copy, and an object it has
// already copied is changed in place, so a shared snapshot would show later moments). Tracing is for
// replay, not play: an untraced action pays nothing for it.
import type { Action, EngineError, GameState, LogEntry } from './types';
import { applyObserved } from './apply';
import { appendLog } from './transaction';

/** One moment of a traced action: the log entry and the game as it was right after it was logged. */
export interface TraceStep {
  entry: LogEntry;
  state: GameState;
}

export type TraceResult =
  | { ok: true; state: GameState; steps: TraceStep[] }
  | { ok: false; error: EngineError };

/** Applies `action` like `applyAction` (same final state, same refusal) and also returns every log
 *  entry it made, in order, each with the state right after it. */
export function traceAction(state: GameState, action: Action): TraceResult {
  const steps: TraceStep[] = [];
  const result = applyObserved(state, action, (draft) => {
    const added = draft.log[draft.log.length - 1] ?? [];
    const entry = added[added.length - 1];
    if (entry) steps.push({ entry, state: snapshot(state, draft, added) });
  });
  if (!result.ok) return result;
  return { ok: true, state: result.state, steps };
}

/** The working state as a state of its own: a deep copy, with the log as it would be committed so far
 *  (the committed chunks are never changed, so they are shared rather than copied). */
function snapshot(before: GameState, draft: GameState, added: LogEntry[]): GameState {
  const copy = JSON.parse(JSON.stringify({ ...draft, log: [] })) as GameState;
  copy.log = appendLog(before.log, added.slice());
  return copy;
}
