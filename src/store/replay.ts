// replay.ts: the replays of a table: the last combat found in its history, so any table can replay it,
// and what a viewer may see of each moment. The moments themselves are the engine's (engine/replay.ts).
import { isDamageStep, logEntries, type Action, type GameState, type LogEntry, type ReplayFrame } from '../engine';

export { buildReplay, combatDamageMoment, type Replay, type ReplayFrame } from '../engine';
import { asEntry, selectTableView, type Viewer } from './hidden';

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
