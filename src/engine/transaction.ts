// transaction.ts: one state transition, copy-on-write. The small containers of the state (players,
// zones, the stack, combat, effects…) are copied when the transition starts; the game objects, the card
// definitions and the log are shared with the previous state, and an object is copied only when the
// transition first changes it (`mutObject` in state.ts). So a transition costs microseconds, previous
// states stay valid for undo, and unchanged objects keep their identity (React re-renders only what
// changed). A throw abandons the copy: the input state is never touched.
import type { CombatState, GameState, LogEntry, ObjectId, PendingChoice, Player, PlayerId, SharedObject, TurnState } from './types';
import { bucketOf } from './objects';
import { invariant } from './errors';

/** What each live transition has already copied: whether the objects table itself is its own yet and
 *  which of its buckets (a bit per bucket), and the players' zone lists it has copied (a handful at
 *  most, so a list). Its own copies of objects need no list: they are the objects that differ from
 *  the table it started from (`base`, see ownsObject). */
interface Owned {
  base: GameState['objects'];
  table: boolean;
  buckets: number;
  zones: ObjectId[][] | null;
  /** The small records of counts (ownCounts) it has copied. */
  counts: Record<string, number>[] | null;
}
/** The live transitions, innermost last (a transition may run inside another: a scenario's setup).
 *  A plain list: a WeakMap entry per transition measured as a visible share of a pass. */
const live: { draft: GameState; owned: Owned }[] = [];

function ownedBy(g: GameState): Owned | undefined {
  for (let i = live.length - 1; i >= 0; i--) if (live[i]!.draft === g) return live[i]!.owned;
  return undefined;
}

/** Whether `g` is the working copy of a live transition (its parts may still change), not a finished state. */
export function isDraft(g: GameState): boolean {
  return ownedBy(g) !== undefined;
}

/** Whether `o`, found under `id` in the working copy `g`, is the transition's own to change: an object
 *  the transition has put there (a copy, or a new object) is not the one its starting state had.
 *  (A set of copied ids did this before; its hashing was two fifths of mutObject's time.) */
export function ownsObject(g: GameState, bucket: number, id: ObjectId, o: SharedObject): boolean {
  const mine = ownedBy(g);
  invariant(mine, 'objects are changed only inside a transaction');
  return mine.base[bucket]![id] !== o;
}

/** Adds a new object (a token, 111.1) to the transition's table. */
export function putObject(g: GameState, o: SharedObject): void {
  ownBucket(g, bucketOf(o.id))[o.id] = o;
  cardIndexes.delete(g.objects);
}

/** Removes an object from the game (a token that has left the battlefield, 704.5d). */
export function deleteObject(g: GameState, id: ObjectId): void {
  delete ownBucket(g, bucketOf(id))[id];
  cardIndexes.delete(g.objects);
}

/** The transition's own copy of a bucket of the objects table, to replace an object with its copy in
 *  (mutObject): ids and cards stay as they were. The table and its buckets are shared with the previous
 *  state until then: most transitions (a pass that only moves priority) change no object. */
export function ownBucket(g: GameState, bucket: number): Record<ObjectId, SharedObject> {
  const mine = ownedBy(g);
  invariant(mine, 'objects are changed only inside a transaction');
  if (!mine.table) {
    const shared = g.objects;
    g.objects = shared.slice();
    mine.table = true;
    // The copy holds the same ids and cards, so the indexes carry over (putObject and deleteObject drop them).
    const indexes = cardIndexes.get(shared);
    if (indexes) cardIndexes.set(g.objects, indexes);
  }
  const bit = 1 << bucket;
  if ((mine.buckets & bit) === 0) {
    g.objects[bucket] = { ...g.objects[bucket] };
    mine.buckets |= bit;
  }
  return g.objects[bucket]!;
}

/** Whether `g`'s objects table is one no live transaction owns: the table, and every object in it, is
 *  then exactly as it was in a finished state and cannot change while it is `g`'s (a transition copies
 *  the table before it changes an object, ownBucket; finished states are never changed). Caches keyed
 *  on the table rely on this. */
export function objectsTableFrozen(g: GameState): boolean {
  for (let i = live.length - 1; i >= 0; i--) {
    const t = live[i]!;
    if (t.owned.table && t.draft.objects === g.objects) return false;
  }
  return true;
}

/** Whether two lists hold the same items in the same order (a cache's snapshot against the state's list). */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

type PlayerZone = 'library' | 'hand' | 'graveyard' | 'exile';

/** A player's zone list to change in place (push, splice, shuffle) in this transition: copied the first
 *  time, since the lists are shared with the previous state until then (`copyPlayer`). Code that
 *  replaces a list with a new array (`p.hand = p.hand.filter(…)`) needs no copy. */
export function ownZone(g: GameState, player: Player, zone: PlayerZone): ObjectId[] {
  const mine = ownedBy(g);
  invariant(mine, 'zones are changed only inside a transaction');
  const list = player[zone];
  if (mine.zones?.includes(list)) return list;
  const copy = list.slice();
  player[zone] = copy;
  (mine.zones ??= []).push(copy);
  return copy;
}

/** A record of counts by id (`nextIds`, `lifeLostThisTurn`) to change in place in this transition:
 *  copied the first time, since it is shared with the previous state until then (beginTransaction).
 *  Most transitions create no object and make no one lose life, and `nextIds` grows with the game. */
export function ownCounts(g: GameState, key: 'nextIds' | 'lifeLostThisTurn'): Record<string, number> {
  const mine = ownedBy(g);
  invariant(mine, 'counts are changed only inside a transaction');
  const counts = g[key];
  if (mine.counts?.includes(counts)) return counts;
  const copy = { ...counts };
  g[key] = copy;
  (mine.counts ??= []).push(copy);
  return copy;
}

/** Per objects table, the ids of the objects whose card is in a given set of names. An object's card
 *  never changes and objects are added or removed only through `putObject` and `deleteObject`, which
 *  drop the table's indexes, so an index stays exact for as long as it is kept. */
const cardIndexes = new WeakMap<GameState['objects'], Map<ReadonlySet<string>, ReadonlySet<string>>>();

/** The ids of the objects (in any zone) whose card is one of `cards`: a handful of candidates to check
 *  instead of the whole battlefield, for abilities looked for at every step and zone change. */
export function objectsWithCard(g: GameState, cards: ReadonlySet<string>): ReadonlySet<string> {
  let indexes = cardIndexes.get(g.objects);
  if (!indexes) cardIndexes.set(g.objects, (indexes = new Map()));
  let ids = indexes.get(cards);
  if (!ids) {
    const found = new Set<string>();
    for (const bucket of g.objects) for (const id in bucket) if (cards.has(bucket[id]!.card)) found.add(id);
    indexes.set(cards, (ids = found));
  }
  return ids;
}

function copyCombat(c: CombatState | null): CombatState | null {
  if (!c) return null;
  const copy: CombatState = {
    defendingPlayer: c.defendingPlayer,
    attackers: c.attackers.map((a) => ({ id: a.id, zcc: a.zcc, defender: a.defender, blocked: a.blocked, blockedBy: a.blockedBy.slice(), ...(a.attackingNothing && { attackingNothing: a.attackingNothing }), ...(a.defendingPlayer && { defendingPlayer: a.defendingPlayer }) })),
    blockers: c.blockers.map((b) => ({
      id: b.id, zcc: b.zcc, blocking: b.blocking.slice(),
      ...(b.declared !== undefined ? { declared: b.declared } : {}), ...(b.placed !== undefined ? { placed: b.placed } : {}),
    })),
    attackersDeclared: c.attackersDeclared,
    blockersDeclared: c.blockersDeclared,
    firstStrikeStepDone: c.firstStrikeStepDone,
    firstStrikers: c.firstStrikers.slice(),
    hasFirstStrikeStep: c.hasFirstStrikeStep,
    assigned: c.assigned.map((a) => ({ source: a.source, to: a.to.map((t) => ({ target: t.target, amount: t.amount })) })),
    dealers: c.dealers.slice(),
    assignedBy: c.assignedBy.slice(),
    ordered: c.ordered.slice(),
  };
  if (c.defendingPlayers) copy.defendingPlayers = c.defendingPlayers.slice();
  if (c.blockersDeclaredBy) copy.blockersDeclaredBy = c.blockersDeclaredBy.slice();
  if (c.attackersOrderedBy) copy.attackersOrderedBy = c.attackersOrderedBy.slice();
  if (c.declaredAttackers) copy.declaredAttackers = c.declaredAttackers.slice();
  if (c.shieldAnswers) copy.shieldAnswers = c.shieldAnswers.map((a) => ({ ...a }));
  return copy;
}

// Every field is written out, in one order: states made by different code paths then share one
// hidden class, and copying stays on V8's fast path (a spread of the whole state measured 20–30 µs).
// The zone lists are shared until changed in place (`ownZone`): a library of fifty ids copied at every
// pass was a good part of the garbage a game makes.
function copyPlayer(p: Player): Player {
  const copy: Player = {
    id: p.id, name: p.name, life: p.life, lost: p.lost,
    library: p.library, hand: p.hand, graveyard: p.graveyard, exile: p.exile,
    manaPool: { W: p.manaPool.W, U: p.manaPool.U, B: p.manaPool.B, R: p.manaPool.R, G: p.manaPool.G, C: p.manaPool.C },
    landsPlayedThisTurn: p.landsPlayedThisTurn, drewFromEmptyLibrary: p.drewFromEmptyLibrary, maxHandSize: p.maxHandSize,
  };
  // CR 702.26: only a player with phased-out permanents has the list (set, not spread: this runs for
  // every player at every transition).
  if (p.phasedOut) copy.phasedOut = p.phasedOut.slice();
  return copy;
}

function copyTurn(t: TurnState): TurnState {
  const copy: TurnState = {
    number: t.number, activePlayer: t.activePlayer, phase: t.phase, step: t.step,
    extraTurns: t.extraTurns.slice(), extraSteps: t.extraSteps.slice(), skipSteps: t.skipSteps.slice(),
    firstPlayer: t.firstPlayer, cleanupAgain: t.cleanupAgain,
  };
  // CR 500.8 and the turn's attackers: present only in turns that have them (set, not spread).
  if (t.additionalPhases) copy.additionalPhases = t.additionalPhases.slice();
  if (t.attackedCreatures) copy.attackedCreatures = t.attackedCreatures.slice();
  if (t.resumeStep !== undefined) copy.resumeStep = t.resumeStep;
  if (t.lastNormalTurnOf !== undefined) copy.lastNormalTurnOf = t.lastNormalTurnOf;
  return copy;
}

function beginTransaction(s: GameState): GameState {
  return {
    rules: s.rules,
    // Never changed after setup: shared (undefined in a two-player game, and then left out of JSON).
    multiplayer: s.multiplayer,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    // Shared: replaced, not changed, when a token adds its definition (tokens.ts).
    customCards: s.customCards,
    players: s.players.map(copyPlayer),
    // Shared until the transition first changes an object (ownBucket).
    objects: s.objects,
    battlefield: s.battlefield.slice(),
    stack: s.stack.map((x) => ({ ...x, targets: x.targets.slice(), ...(x.answers ? { answers: x.answers.slice() } : {}) })),
    turn: copyTurn(s.turn),
    passedInSuccession: s.passedInSuccession.slice(),
    awaitingPriority: s.awaitingPriority,
    pendingChoice: s.pendingChoice,
    combat: copyCombat(s.combat),
    effects: s.effects.slice(),
    preventions: s.preventions.map((p) => ({ ...p })),
    pendingTriggers: s.pendingTriggers.map((t) => ({ ...t })),
    stacking: s.stacking.map((t) => ({ ...t })),
    delayedTriggers: s.delayedTriggers.slice(),
    leftTogether: [],
    attackRequirements: s.attackRequirements.slice(),
    tokensLeftBattlefield: s.tokensLeftBattlefield.slice(),
    // Shared until changed (ownCounts).
    lifeLostThisTurn: s.lifeLostThisTurn,
    pregame: s.pregame && { mulligans: { ...s.pregame.mulligans }, decided: { ...s.pregame.decided } },
    nextIds: s.nextIds,
    timestamp: s.timestamp,
    log: [[]],
    gameOver: s.gameOver,
  };
}

/** The next state of a transition that only hands priority on (CR 117.3d): it changes the passes in
 *  succession and the pending choice and adds log entries, and shares every other part with `s`
 *  (unchanged, and states are never changed: a later transition copies what it changes, as from any
 *  state). The same fields as beginTransaction's copy, in its order, so both paths give states of one
 *  shape; `leftTogether` is emptied as every transition does. */
export function priorityHandedOn(s: GameState, passedInSuccession: PlayerId[], pendingChoice: PendingChoice, added: LogEntry[]): GameState {
  return {
    rules: s.rules,
    multiplayer: s.multiplayer,
    rng: s.rng,
    customCards: s.customCards,
    players: s.players,
    objects: s.objects,
    battlefield: s.battlefield,
    stack: s.stack,
    turn: s.turn,
    passedInSuccession,
    awaitingPriority: s.awaitingPriority,
    pendingChoice,
    combat: s.combat,
    effects: s.effects,
    preventions: s.preventions,
    pendingTriggers: s.pendingTriggers,
    stacking: s.stacking,
    delayedTriggers: s.delayedTriggers,
    leftTogether: [],
    attackRequirements: s.attackRequirements,
    tokensLeftBattlefield: s.tokensLeftBattlefield,
    lifeLostThisTurn: s.lifeLostThisTurn,
    pregame: s.pregame,
    nextIds: s.nextIds,
    timestamp: s.timestamp,
    log: appendLog(s.log, added),
    gameOver: s.gameOver,
  };
}

/** The transition being traced (trace.ts) and what to call after each of its log entries; null when
 *  nothing is traced, so an untraced transition pays one comparison per entry. Keyed by the draft, so
 *  a transition nested inside a traced one (a setup, a hypothetical) is not mistaken for it. */
let traced: { draft: GameState; onEntry: (draft: GameState) => void } | null = null;

/** Called by `log` (state.ts) right after an entry is added to `g`'s log. */
export function loggedEntry(g: GameState): void {
  if (traced !== null && traced.draft === g) traced.onEntry(g);
}

/** Runs `fn` on a working copy of `state` and returns the next state; `state` is never changed. A
 *  throw from `fn` abandons the copy. `onEntry`, when given, sees the working copy after each new log
 *  entry (its last entry is the new one). */
export function transact(state: GameState, fn: (draft: GameState) => void, onEntry?: (draft: GameState) => void): GameState {
  const g = beginTransaction(state);
  live.push({ draft: g, owned: { base: state.objects, table: false, buckets: 0, zones: null, counts: null } });
  const outer = traced;
  if (onEntry) traced = { draft: g, onEntry };
  try {
    fn(g);
  } finally {
    live.pop();
    traced = outer;
  }
  g.log = appendLog(state.log, g.log[0] ?? []);
  return g;
}

export const LOG_CHUNK = 64;

/** The log is append-only: new entries follow the shared old chunks; only the last chunk is copied. */
export function appendLog(chunks: LogEntry[][], added: LogEntry[]): LogEntry[][] {
  if (added.length === 0) return chunks;
  const out = chunks.slice();
  let i = 0;
  const last = out[out.length - 1];
  if (last && last.length < LOG_CHUNK) {
    i = LOG_CHUNK - last.length;
    // Most transitions add a few entries: they fit in the last chunk, with one copy and no slice.
    out[out.length - 1] = last.concat(added.length <= i ? added : added.slice(0, i));
  }
  for (; i < added.length; i += LOG_CHUNK) out.push(added.slice(i, i + LOG_CHUNK));
  return out;
}

/** The whole log, oldest first. */
export function logEntries(g: Pick<GameState, 'log'>): LogEntry[] {
  return g.log.flat();
}
