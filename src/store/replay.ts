// replay.ts: a game played so far as a row of moments, one per log entry (an attack declared, damage
// assigned, each creature's damage dealt, each state-based action, each trigger), each with the game
// as it was right then. The engine's traceAction records the moments; this only walks the moves
// through it, so the replay shows exactly what the rules did, in the order they did it. It also finds
// the last combat in a table's history, so any table can replay it.
import { logEntries, traceAction, type Action, type EngineError, type GameState, type LogEntry } from '../engine';
import { asEntry, selectTableView, type Viewer } from './hidden';

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

const isDamageStep = (entry: LogEntry | null | undefined): boolean => entry?.event?.kind === 'stepBegan' && entry.event.step === 'combatDamage';

/** The moment the last combat's damage begins (a first-strike combat has two damage steps: the
 *  first of them), or null when no combat damage step is among the moments. */
export function combatDamageMoment(frames: readonly ReplayFrame[]): number | null {
  const damageSteps = frames.flatMap((f, i) => (isDamageStep(f.entry) ? [i] : []));
  const last = damageSteps.at(-1);
  if (last === undefined) return null;
  const turn = frames[last]?.state.turn.number;
  return damageSteps.find((i) => frames[i]?.state.turn.number === turn) ?? last;
}

/** What a table's history holds: `performed[k]` led from `past[k]` to the next state (the last one
 *  to `game`). */
export interface PlayedHistory {
  game: GameState;
  past: readonly GameState[];
  performed: readonly Action[];
}

/** The moves of one combat and the position they start from. */
export interface CombatMoves {
  start: GameState;
  moves: Action[];
}

// Where the last combat damage step begins in each log chunk (-1: none). The engine's log is
// append-only in chunks that later states share, so a chunk is searched once, however long the game.
const damageStepInChunk = new WeakMap<readonly LogEntry[], number>();

function lastDamageStepIn(chunk: readonly LogEntry[]): number {
  let found = damageStepInChunk.get(chunk);
  if (found === undefined) {
    found = chunk.findLastIndex(isDamageStep);
    damageStepInChunk.set(chunk, found);
  }
  return found;
}

const logLength = (game: GameState): number => game.log.reduce((n, chunk) => n + chunk.length, 0);

/** The index in the whole log of the last entry that began a combat damage step, or -1. */
function lastDamageStep(game: GameState): number {
  let found = -1;
  let offset = 0;
  for (const chunk of game.log) {
    const at = lastDamageStepIn(chunk);
    if (at >= 0) found = offset + at;
    offset += chunk.length;
  }
  return found;
}

const firstState = (h: PlayedHistory): GameState => h.past[0] ?? h.game;

/** Whether the history holds a combat damage step (not merely the position it started from). Cheap
 *  enough to ask on every change of the table. */
export function hasCombatToReplay(h: PlayedHistory): boolean {
  return lastDamageStep(h.game) >= logLength(firstState(h));
}

/** The moves of the last combat in the history: from the position before its beginning of combat
 *  step (or the first position, for a scenario that starts in the middle of combat) to the move
 *  that leaves the combat phase (or the present, if it has not been left yet). Null when no combat
 *  damage step was played in the history. */
export function lastCombatMoves(h: PlayedHistory): CombatMoves | null {
  if (!hasCombatToReplay(h)) return null;
  const entries = logEntries(h.game);
  const damage = lastDamageStep(h.game);
  const began = (entry: LogEntry | undefined) => (entry?.event?.kind === 'stepBegan' ? entry.event : null);
  const turn = began(entries[damage])?.turn;
  const begin = entries.findLastIndex((entry, i) => i < damage && began(entry)?.step === 'beginCombat' && began(entry)?.turn === turn);
  // Past the end of combat step, or into another turn: the combat is over.
  const after = entries.findIndex((entry, i) => {
    const step = began(entry);
    return i > damage && step !== null && (step.turn !== turn || (step.step !== 'combatDamage' && step.step !== 'endCombat'));
  });

  const states = [...h.past, h.game];
  const from = begin < logLength(firstState(h)) ? 0 : moveThatLogged(states, begin);
  const to = after < 0 ? h.performed.length : moveThatLogged(states, after) + 1;
  return { start: states[from] as GameState, moves: h.performed.slice(from, to) };
}

/** The index of the move whose state first holds log entry `entry` (the logs only grow, so a binary
 *  search over the states). */
function moveThatLogged(states: readonly GameState[], entry: number): number {
  let low = 0;
  let high = states.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (logLength(states[mid + 1] as GameState) > entry) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** What a moment shows `viewer` has just happened: the entry as the hidden view words it (without
 *  which card moved out of sight, hidden.ts), or the entry itself for everyone's eyes. A moment's
 *  entry is the last one of its state's log. */
export function momentEntry(frame: ReplayFrame, viewer: Viewer): LogEntry | null {
  if (!frame.entry || viewer === 'all') return frame.entry;
  const seen = selectTableView(frame.state, viewer).log.at(-1);
  return seen ? asEntry(seen) : null;
}
