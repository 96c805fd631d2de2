// replay.ts: a game played so far as a row of moments, one per log entry (an attack declared, damage
// assigned, each creature's damage dealt, each state-based action, each trigger), each with the game
// as it was right then. The engine's traceAction records the moments; this only walks the moves
// through it, so the replay shows exactly what the rules did, in the order they did it.
import { traceAction, type Action, type EngineError, type GameState, type LogEntry } from '../engine';

export interface ReplayFrame {
  /** The game at this moment. */
  state: GameState;
  /** What has just happened (null for the position before the first move). */
  entry: LogEntry | null;
  /** Which move (index into the moves replayed) made this moment, or -1 for the start. */
  move: number;
}

export interface Replay {
  frames: ReplayFrame[];
  /** Where to start watching: the first moment of combat damage, else the first move. */
  start: number;
  /** A move the engine refused while replaying (the history no longer replays), with its index. */
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
      break;
    }
    traced.steps.forEach((step, i) => {
      // The last moment of a move is the state the move left, pending choice and all.
      const last = i === traced.steps.length - 1;
      frames.push({ state: last ? traced.state : step.state, entry: step.entry, move });
    });
    state = traced.state;
  }
  return { frames, start: combatDamageStart(frames), refused };
}

/** The first moment of the last combat's damage (a first-strike combat has two damage steps: the
 *  replay starts at the first), where a combat is worth watching; else the first move. */
export function combatDamageStart(frames: readonly ReplayFrame[]): number {
  const damageSteps = frames.flatMap((f, i) => (f.entry?.event?.kind === 'stepBegan' && f.entry.event.step === 'combatDamage' ? [i] : []));
  const last = damageSteps.at(-1);
  if (last === undefined) return Math.min(1, frames.length - 1);
  const turn = frames[last]?.state.turn.number;
  return damageSteps.find((i) => frames[i]?.state.turn.number === turn) ?? last;
}
