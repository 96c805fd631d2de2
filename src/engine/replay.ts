// replay.ts: a game played so far as a row of moments, one per log entry (an attack declared, damage
// assigned, each creature's damage dealt, each state-based action, each trigger), each with the game
// as it was right then. traceAction records the moments; this only walks the moves through it, so the
// replay shows exactly what the rules did, in the order they did it. Below the store (lessons compare
// replays too), and free of any view: what a viewer may see of a moment is the store's (store/replay.ts).
import { traceAction } from './trace';
import type { Action, EngineError, GameState, LogEntry } from './types';

export interface ReplayFrame {
  /** The game at this moment. */
  state: GameState;
  /** What has just happened (null for the position before the first move). */
  entry: LogEntry | null;
  /** Which move (index into the moves replayed) made this moment, or -1 for the start. */
  move: number;
  /** The last moment of a replay whose last move the engine refused: that move tried, and why not
   *  (the game as it was: a refused move changes nothing). */
  refused?: { action: Action; error: EngineError };
}

export interface Replay {
  frames: ReplayFrame[];
  /** The first moment of the last combat's damage (where the "Combat damage" button jumps), or null
   *  when the moves deal no combat damage. A replay always opens at its first moment (ReplayView). */
  combatDamage: number | null;
  /** A move the engine refused while replaying, with its index: the replay ends with it, a moment
   *  of its own (a lesson about a refusal ends on its refused move; a history no longer replays). */
  refused: { move: number; error: EngineError } | null;
}

/** Replays `moves` from `start`, one log entry at a time. */
export function buildReplay(start: GameState, moves: readonly Action[]): Replay {
  const frames: ReplayFrame[] = [{ state: start, entry: null, move: -1 }];
  let state = start;
  let refused: Replay['refused'] = null;
  for (const [move, action] of moves.entries()) {
    const traced = traceAction(state, action);
    if (!traced.ok) {
      refused = { move, error: traced.error };
      frames.push({ state, entry: null, move, refused: { action, error: traced.error } });
      break;
    }
    traced.steps.forEach((step, i) => {
      // The last moment of a move is the state the move left, pending choice and all.
      const last = i === traced.steps.length - 1;
      frames.push({ state: last ? traced.state : step.state, entry: step.entry, move });
    });
    state = traced.state;
  }
  return { frames, combatDamage: combatDamageMoment(frames), refused };
}

export const isDamageStep = (entry: LogEntry | null | undefined): boolean => entry?.event?.kind === 'stepBegan' && entry.event.step === 'combatDamage';

/** The moment the last combat's damage begins (a first-strike combat has two damage steps: the
 *  first of them), or null when no combat damage step is among the moments. */
export function combatDamageMoment(frames: readonly ReplayFrame[]): number | null {
  const damageSteps = frames.flatMap((f, i) => (isDamageStep(f.entry) ? [i] : []));
  const last = damageSteps.at(-1);
  if (last === undefined) return null;
  const turn = frames[last]?.state.turn.number;
  return damageSteps.find((i) => frames[i]?.state.turn.number === turn) ?? last;
}

