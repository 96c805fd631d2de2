// transaction.ts: one state transition, copy-on-write. The small containers of the state (players,
// zones, the stack, combat, effects…) are copied when the transition starts; the game objects, the card
// definitions and the log are shared with the previous state, and an object is copied only when the
// transition first changes it (`mutObject` in state.ts). So a transition costs microseconds, previous
// states stay valid for undo, and unchanged objects keep their identity (React re-renders only what
// changed). A throw abandons the copy: the input state is never touched.
import type { CombatState, GameState, LogEntry } from './types';

/** Ids of the objects already copied in each live transition. */
const owned = new WeakMap<GameState, Set<string>>();

export function ownedObjects(g: GameState): Set<string> | undefined {
  return owned.get(g);
}

function copyCombat(c: CombatState | null): CombatState | null {
  if (!c) return null;
  return {
    ...c,
    attackers: c.attackers.map((a) => ({ ...a, blockedBy: [...a.blockedBy] })),
    blockers: c.blockers.map((b) => ({ ...b, blocking: [...b.blocking] })),
    firstStrikers: [...c.firstStrikers],
    assigned: c.assigned.map((a) => ({ ...a, to: a.to.map((t) => ({ ...t })) })),
    assignedBy: [...c.assignedBy],
    ordered: [...c.ordered],
    dealers: [...c.dealers],
  };
}

function beginTransaction(s: GameState): GameState {
  return {
    ...s,
    rng: [...s.rng],
    customCards: { ...s.customCards },
    players: s.players.map((p) => ({
      ...p, library: [...p.library], hand: [...p.hand], graveyard: [...p.graveyard], exile: [...p.exile], manaPool: { ...p.manaPool },
    })),
    objects: { ...s.objects },
    battlefield: [...s.battlefield],
    stack: s.stack.map((x) => ({ ...x, targets: [...x.targets], ...(x.answers ? { answers: [...x.answers] } : {}) })),
    turn: { ...s.turn, extraTurns: [...s.turn.extraTurns], extraSteps: [...s.turn.extraSteps], skipSteps: [...s.turn.skipSteps] },
    passedInSuccession: [...s.passedInSuccession],
    combat: copyCombat(s.combat),
    effects: [...s.effects],
    preventions: s.preventions.map((p) => ({ ...p })),
    pendingTriggers: s.pendingTriggers.map((t) => ({ ...t })),
    stacking: s.stacking.map((t) => ({ ...t })),
    delayedTriggers: [...s.delayedTriggers],
    leftTogether: [],
    tokensLeftBattlefield: [...s.tokensLeftBattlefield],
    lifeLostThisTurn: { ...s.lifeLostThisTurn },
    attackRequirements: [...s.attackRequirements],
    nextIds: { ...s.nextIds },
    pregame: s.pregame && { mulligans: { ...s.pregame.mulligans }, decided: { ...s.pregame.decided } },
    log: [[]],
  };
}

/** Runs `fn` on a working copy of `state` and returns the next state; `state` is never changed. A
 *  throw from `fn` abandons the copy. */
export function transact(state: GameState, fn: (draft: GameState) => void): GameState {
  const g = beginTransaction(state);
  owned.set(g, new Set());
  try {
    fn(g);
  } finally {
    owned.delete(g);
  }
  g.log = appendLog(state.log, g.log[0] ?? []);
  return g;
}

export const LOG_CHUNK = 64;

/** The log is append-only: new entries follow the shared old chunks; only the last chunk is copied. */
function appendLog(chunks: LogEntry[][], added: LogEntry[]): LogEntry[][] {
  if (added.length === 0) return chunks;
  const out = chunks.slice();
  let i = 0;
  const last = out[out.length - 1];
  if (last && last.length < LOG_CHUNK) {
    i = LOG_CHUNK - last.length;
    out[out.length - 1] = last.concat(added.slice(0, i));
  }
  for (; i < added.length; i += LOG_CHUNK) out.push(added.slice(i, i + LOG_CHUNK));
  return out;
}

/** The whole log, oldest first. */
export function logEntries(g: Pick<GameState, 'log'>): LogEntry[] {
  return g.log.flat();
}
