// engineRandomPlay.ts: seeded random legal play with the ready-made decks. It measures what a
// table or a self-play loop pays per decision: `legalActions` then `applyAction`, timed
// separately, plus whole games per second and the heap a game's history holds.

import type { Action, GameState, LegalActions, PendingChoice } from '../../src/engine/types';
import { DECKS, deckList, type Deck } from '../../src/engine/cards/decks';
import type { EngineApi } from './engineApi';
import { firstLine } from './engineApi';
import { MB, countInto, createRng, elapsedUs, settledHeapUsed, summarize, type Rng, type Stats } from './harness';

export interface RandomPlayOptions {
  /** Measured games (the run stops early when `timeBudgetMs` is spent). */
  games: number;
  /** How long games of other seeds are played first and thrown away, so that V8 has finished
   *  optimising the engine (see `warmupGamesPerSecond`, and scripts/bench/README.md for the curve). */
  warmupMs: number;
  maxActionsPerGame: number;
  /** Chance of passing when passing is legal: uniform picks would mostly tap mana and cast, and a
   *  game would rarely reach its end within the cap. */
  passBias: number;
  /** Chance of declaring the largest attack offered (every creature able to attack) when attacking
   *  is possible. A uniform pick among "no attack", "all" and each single attacker made games crawl
   *  to ~40 turns of chump attacks and passes, far from the games a table hosts. */
  attackBias: number;
  seed: number;
  timeBudgetMs: number;
  /** Players per game: 2 (a two-player game), or 3 to 6 (a free-for-all game attacking multiple
   *  players, CR 806, 802). Default 2. */
  players?: number;
  /** With 4 players: a two-headed giant game instead (CR 810: A and B against C and D). */
  variant?: 'two-headed-giant';
}

export interface GameSetup {
  index: number;
  seed: number;
  /** One deck per player, in seating order. */
  decks: Deck[];
  /** CR 810: a two-headed giant game of A and B against C and D. */
  variant?: 'two-headed-giant';
}

interface Samples {
  apply: number[];
  legal: number[];
  byType: Record<string, number[]>;
}

export interface GameOutcome {
  actions: number;
  turns: number;
  end: 'gameOver' | 'cap' | 'stuck' | 'error';
  error?: string;
  final: GameState;
  history: GameState[] | null;
}

export interface RandomPlayResult {
  games: number;
  gamesOver: number;
  gamesCapped: number;
  gamesStuck: number;
  gamesErrored: number;
  totalActions: number;
  meanActionsPerGame: number;
  meanTurnsPerGame: number;
  wallMs: number;
  gamesPerSecond: number;
  apply: Stats;
  legal: Stats;
  byType: Record<string, Stats>;
  actionsIncluded: Record<string, number>;
  pendingChoices: Record<string, number>;
  rejectedOffered: number;
  fallbackAnswers: number;
  problems: string[];
  deckPairs: Record<string, number>;
  budgetHit: boolean;
  /** Games per second in each `WARMUP_WINDOW_MS` of the warm-up, in order: how long V8 took to
   *  settle on this run (the figure climbs while it still optimises and deoptimises the engine). */
  warmupGamesPerSecond: number[];
}

const WARMUP_WINDOW_MS = 2000;

/** The seeded sequence of games: which two decks, which engine seed. The same `seed` gives the
 *  same games, so a figure can be compared run to run and a failing game replayed alone. */
export function gameSetups(seed: number, count: number, players = 2, variant?: 'two-headed-giant'): GameSetup[] {
  const rng = createRng(seed);
  const setups: GameSetup[] = [];
  for (let index = 0; index < count; index++) {
    // The first deck cycles, so even a short, time-limited run plays every deck; the opponents are random.
    const first = DECKS[index % DECKS.length] as Deck;
    const seedOfGame = rng.int(2 ** 31);
    const decks = [first, ...Array.from({ length: players - 1 }, () => rng.pick(DECKS))];
    setups.push({ index, seed: seedOfGame, decks, ...(variant ? { variant } : {}) });
  }
  return setups;
}

const SEATS = ['Ana', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio'];

export function startGame(api: EngineApi, setup: GameSetup): GameState {
  return api.newGame({
    seed: setup.seed,
    // Three or more players: a free-for-all game, attacking multiple players (CR 806.2b, 802).
    ...(setup.variant === 'two-headed-giant'
      ? { multiplayer: { variant: 'two-headed-giant', teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }] } }
      : setup.decks.length > 2 ? { multiplayer: { variant: 'free-for-all', attack: 'multiple' } } : {}),
    players: setup.decks.map((deck, i) => ({ id: String.fromCharCode(65 + i), name: SEATS[i] ?? `P${i + 1}`, deck: deckList(deck) })),
  });
}

/** Plays one game to its end or the cap. With `samples` it times every call; with `keepHistory`
 *  it keeps every intermediate state, as an undo history would. */
export function playGame(
  api: EngineApi,
  setup: GameSetup,
  options: RandomPlayOptions,
  samples: Samples | null,
  tallies: { actions: Record<string, number>; pending: Record<string, number>; rejected: number; fallbacks: number } | null,
  keepHistory: boolean,
): GameOutcome {
  // A separate stream per game, so one game's choices do not depend on the games before it.
  const rng = createRng(setup.seed ^ 0x5bd1e995);
  let state = startGame(api, setup);
  const history: GameState[] | null = keepHistory ? [state] : null;
  let actions = 0;
  const outcome = (end: GameOutcome['end'], error?: string): GameOutcome => ({
    actions,
    turns: state.turn.number,
    end,
    error,
    final: state,
    history,
  });

  while (actions < options.maxActionsPerGame) {
    if (state.gameOver) return outcome('gameOver');
    let legal: LegalActions;
    let t0 = process.hrtime.bigint();
    try {
      legal = api.legalActions(state);
    } catch (err) {
      return outcome('error', `legalActions threw: ${firstLine(err)}`);
    }
    let t1 = process.hrtime.bigint();
    samples?.legal.push(elapsedUs(t0, t1));
    if (legal.player === null) return outcome(state.gameOver ? 'gameOver' : 'stuck', 'legalActions names no player');
    if (tallies) countInto(tallies.pending, legal.pending?.type ?? 'none');

    // Conceding would end every game at once and measure nothing.
    let candidates: Action[] = legal.actions.filter((a) => a.type !== 'concede');
    if (candidates.length === 0) {
      const answer = answerPending(legal.pending, state);
      if (!answer) return outcome('stuck', `no legal action offered for pending ${legal.pending?.type ?? 'none'}`);
      candidates = [answer];
      if (tallies) tallies.fallbacks++;
    }

    // An offered action that the engine then refuses is an engine bug; count it and try another,
    // so one bad offer does not end the measurement.
    let applied = false;
    while (candidates.length > 0) {
      const action = choose(candidates, rng, options);
      let result;
      t0 = process.hrtime.bigint();
      try {
        result = api.applyAction(state, action);
      } catch (err) {
        return outcome('error', `applyAction(${action.type}) threw: ${firstLine(err)}`);
      }
      t1 = process.hrtime.bigint();
      if (samples) {
        const us = elapsedUs(t0, t1);
        samples.apply.push(us);
        (samples.byType[action.type] ??= []).push(us);
      }
      if (result.ok) {
        state = result.state;
        history?.push(state);
        if (tallies) countInto(tallies.actions, action.type);
        applied = true;
        break;
      }
      if (tallies) tallies.rejected++;
      candidates = candidates.filter((c) => c !== action);
    }
    if (!applied) return outcome('stuck', 'every offered action was refused');
    actions++;
  }
  return outcome(state.gameOver ? 'gameOver' : 'cap');
}

function choose(candidates: Action[], rng: Rng, options: Pick<RandomPlayOptions, 'passBias' | 'attackBias'>): Action {
  const attacks = candidates.filter((a): a is Extract<Action, { type: 'declareAttackers' }> => a.type === 'declareAttackers');
  if (attacks.length > 1 && rng.next() < options.attackBias) {
    return attacks.reduce((most, a) => (a.attackers.length > most.attackers.length ? a : most));
  }
  const pass = candidates.find((a) => a.type === 'pass');
  if (pass && rng.next() < options.passBias) return pass;
  return rng.pick(candidates);
}

/** A legal answer built from the pending choice itself, for when `actions` is empty (the types
 *  allow a choice to be described only by its options). The simplest answer that is always legal:
 *  attack or block with nothing, keep the offered order, all damage to the first recipient. */
function answerPending(pending: PendingChoice | null, state: GameState): Action | null {
  if (!pending) return null;
  const player = pending.player;
  switch (pending.type) {
    case 'priority':
      return { type: 'pass', player };
    case 'declareAttackers':
      return { type: 'declareAttackers', player, attackers: [] };
    case 'declareBlockers':
      return { type: 'declareBlockers', player, blocks: [] };
    case 'orderBlockers':
      return { type: 'orderBlockers', player, orders: pending.attackers.map((a) => ({ attacker: a.attacker, blockers: a.blockers })) };
    case 'orderAttackers':
      return { type: 'orderAttackers', player, orders: pending.blockers.map((b) => ({ blocker: b.blocker, attackers: b.attackers })) };
    case 'assignDamage':
      return {
        type: 'assignDamage',
        player,
        assignments: pending.sources.flatMap((s) => {
          const first = s.recipients[0];
          return first ? [{ source: s.source, to: [{ target: first.target, amount: s.power }] }] : [];
        }),
      };
    case 'orderTriggers':
      return { type: 'orderTriggers', player, order: pending.triggers.map((t) => t.id) };
    case 'chooseTargets': {
      const target = pending.legalTargets[0];
      return { type: 'chooseTargets', player, object: pending.object, targets: target === undefined ? [] : [target] };
    }
    case 'choose': {
      const choice = pending.options[0];
      return choice === undefined ? null : { type: 'choose', player, object: pending.object, choice };
    }
    case 'discard': {
      const hand = state.players.find((p) => p.id === player)?.hand ?? [];
      return { type: 'discard', player, cards: hand.slice(0, pending.count) };
    }
    case 'mulligan': {
      const hand = state.players.find((p) => p.id === player)?.hand ?? [];
      return { type: 'mulligan', player, keep: true, ...(pending.mulligans ? { bottom: hand.slice(0, pending.mulligans) } : {}) };
    }
    default: {
      const unhandled: never = pending;
      return unhandled;
    }
  }
}

/** More warm-up games than any warm-up time plays; the time ends the warm-up. */
const MAX_WARMUP_GAMES = 5000;

export function runRandomPlay(
  api: EngineApi,
  options: RandomPlayOptions,
  progress: (message: string) => void,
): RandomPlayResult {
  // Other games than the measured ones, so that no measured game replays one V8 and the engine's
  // caches have already seen (what is common to all games, such as the mana memo, is warm, as in use).
  const warmups = gameSetups(options.seed ^ 0x7f4a7c15, MAX_WARMUP_GAMES, options.players, options.variant);
  const warmupStart = process.hrtime.bigint();
  const warmupGamesPerSecond: number[] = [];
  let windowGames = 0;
  let windowStartMs = 0;
  for (const setup of warmups) {
    const nowMs = elapsedUs(warmupStart, process.hrtime.bigint()) / 1000;
    if (nowMs - windowStartMs >= WARMUP_WINDOW_MS) {
      warmupGamesPerSecond.push(Math.round((windowGames / (nowMs - windowStartMs)) * 10000) / 10);
      windowGames = 0;
      windowStartMs = nowMs;
    }
    if (nowMs >= options.warmupMs) break;
    try {
      playGame(api, setup, options, null, null, false);
    } catch {
      // A game that cannot start is reported by the measured run.
    }
    windowGames++;
  }

  const setups = gameSetups(options.seed, options.games, options.players, options.variant);
  const samples: Samples = { apply: [], legal: [], byType: {} };
  const tallies = { actions: {} as Record<string, number>, pending: {} as Record<string, number>, rejected: 0, fallbacks: 0 };
  const problems: string[] = [];
  const deckPairs: Record<string, number> = {};
  let over = 0;
  let capped = 0;
  let stuck = 0;
  let errored = 0;
  let totalActions = 0;
  let totalTurns = 0;
  let played = 0;
  let budgetHit = false;

  const start = process.hrtime.bigint();
  for (const setup of setups) {
    if (elapsedUs(start, process.hrtime.bigint()) / 1000 > options.timeBudgetMs) {
      budgetHit = true;
      break;
    }
    let game: GameOutcome;
    try {
      game = playGame(api, setup, options, samples, tallies, false);
    } catch (err) {
      // newGame itself threw: nothing to measure in this game.
      errored++;
      played++;
      if (problems.length < 8) problems.push(`game ${setup.index} (seed ${setup.seed}): ${firstLine(err)}`);
      continue;
    }
    played++;
    totalActions += game.actions;
    totalTurns += game.turns;
    countInto(deckPairs, setup.decks.map((d) => d.id).join(' vs '));
    if (game.end === 'gameOver') over++;
    else if (game.end === 'cap') capped++;
    else if (game.end === 'stuck') stuck++;
    else errored++;
    if (game.error && problems.length < 8) {
      problems.push(`game ${setup.index} (seed ${setup.seed}, ${setup.decks.map((d) => d.id).join(' vs ')}) ${game.end} after ${game.actions} actions: ${game.error}`);
    }
    if ((setup.index + 1) % 25 === 0) progress(`  random play: ${setup.index + 1}/${setups.length} games`);
  }
  const wallMs = elapsedUs(start, process.hrtime.bigint()) / 1000;

  const byType: Record<string, Stats> = {};
  for (const [type, list] of Object.entries(samples.byType)) byType[type] = summarize(list);
  return {
    games: played,
    gamesOver: over,
    gamesCapped: capped,
    gamesStuck: stuck,
    gamesErrored: errored,
    totalActions,
    meanActionsPerGame: played ? totalActions / played : NaN,
    meanTurnsPerGame: played ? totalTurns / played : NaN,
    wallMs,
    gamesPerSecond: wallMs > 0 ? played / (wallMs / 1000) : NaN,
    apply: summarize(samples.apply),
    legal: summarize(samples.legal),
    byType,
    actionsIncluded: tallies.actions,
    pendingChoices: tallies.pending,
    rejectedOffered: tallies.rejected,
    fallbackAnswers: tallies.fallbacks,
    problems,
    deckPairs,
    budgetHit,
    warmupGamesPerSecond,
  };
}

export interface HeapResult {
  games: number;
  method: 'gc' | 'heapUsed-without-gc';
  /** Final states plus every intermediate state (what an undo history retains). */
  perGameWithHistoryMB: number;
  /** Final states only. */
  perGameFinalStateMB: number;
  meanStatesPerGame: number;
  /** JSON size of a final state: what saving or sharing a game costs. */
  meanFinalStateJsonKB: number;
}

/** Heap per game: replays the first games of the same seeded sequence, retaining each game's
 *  final state and full history, and measures the heap they hold after a full collection. Without
 *  a collector the figure includes garbage and is only an upper bound. */
export function measureHeap(
  api: EngineApi,
  options: RandomPlayOptions,
  games: number,
  budgetMs: number,
  gc: (() => void) | null,
): HeapResult {
  const setups = gameSetups(options.seed, games);
  const before = settledHeapUsed(gc);
  const kept: GameOutcome[] = [];
  const start = process.hrtime.bigint();
  for (const setup of setups) {
    if (kept.length > 0 && elapsedUs(start, process.hrtime.bigint()) / 1000 > budgetMs) break;
    kept.push(playGame(api, setup, options, null, null, true));
  }
  const withHistory = settledHeapUsed(gc);
  const states = kept.reduce((sum, g) => sum + (g.history?.length ?? 0), 0);
  for (const game of kept) game.history = null;
  const finalOnly = settledHeapUsed(gc);
  const json = kept.reduce((sum, g) => sum + JSON.stringify(g.final).length, 0);
  // Read `kept` after the last measurement, so it cannot be collected before it.
  const count = kept.length;
  return {
    games: count,
    method: gc ? 'gc' : 'heapUsed-without-gc',
    perGameWithHistoryMB: (withHistory - before) / count / MB,
    perGameFinalStateMB: (finalOnly - before) / count / MB,
    meanStatesPerGame: states / count,
    meanFinalStateJsonKB: json / count / 1024,
  };
}
