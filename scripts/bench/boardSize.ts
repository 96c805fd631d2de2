// boardSize.ts: single actions on a board of 100 permanents. Random play keeps boards small, so it
// would hide costs that grow with the board (recomputing every creature's characteristics, scanning
// for triggers, checking state-based actions on each object); this section puts them in view.

import type { Action, GameState, PendingChoice } from '../../src/engine/types';
import type { EngineApi } from './engineApi';
import { firstLine } from './engineApi';
import { elapsedUs, summarize, type Stats } from './harness';

const PERMANENTS_PER_PLAYER = 50;
const LANDS_PER_PLAYER = 20;

// Vanilla and keyword creatures only: triggered abilities would add stack work that belongs to the
// "triggers" measurements, and here the cost of the board's size is what is being isolated.
const CREATURES_A = ['Grizzly Bears', 'Serra Angel', 'Giant Spider', 'Craw Wurm', 'Youthful Knight',
  'Typhoid Rats', 'Colossal Dreadmaw', 'Boggart Brute', 'Mesa Unicorn', 'Wall of Wood'];
const CREATURES_B = ['Runeclaw Bear', 'Suntail Hawk', 'Trained Armodon', 'Vampire Nighthawk', 'Goblin Piker',
  'Silverback Ape', 'Boros Swiftblade', 'Darksteel Myr', 'Foriysian Brigade', 'Ornithopter'];

interface Permanent {
  id: string;
  card: string;
}

const library = (land: string): string[] => Array.from({ length: 10 }, () => land);

function side(prefix: string, creatures: string[], lands: [string, string]): Permanent[] {
  const out: Permanent[] = [];
  for (let i = 0; i < LANDS_PER_PLAYER; i++) out.push({ id: `${prefix}-land-${i}`, card: lands[i % 2] as string });
  for (let i = 0; out.length < PERMANENTS_PER_PLAYER; i++) {
    out.push({ id: `${prefix}-c-${i}`, card: creatures[i % creatures.length] as string });
  }
  return out;
}

/** A scenario (shared/contract/SCENARIO.md) with 50 permanents a side: 20 untapped lands and 30
 *  creatures, none summoning sick. A holds Giant Growth and Lightning Bolt, castable at once. */
export function board100Scenario(step: 'main1' | 'declareAttackers'): Record<string, unknown> {
  return {
    format: 'tabletop-scenario/1',
    title: `Bench: 100 permanents (${step})`,
    seed: 100,
    turn: { number: 3, activePlayer: 'A', step },
    players: [
      {
        id: 'A', name: 'Ana',
        library: library('Forest'),
        hand: [{ id: 'gg', card: 'Giant Growth' }, { id: 'bolt', card: 'Lightning Bolt' }],
        battlefield: side('a', CREATURES_A, ['Forest', 'Mountain']),
      },
      {
        id: 'B', name: 'Bruno',
        library: library('Plains'),
        hand: [],
        battlefield: side('b', CREATURES_B, ['Plains', 'Swamp']),
      },
    ],
    actions: [],
  };
}

export interface OpResult {
  label: string;
  stats?: Stats;
  note?: string;
  error?: string;
}

export interface BoardSizeResult {
  permanents: number | null;
  ops: Record<string, OpResult>;
  /** The headline: a pass that ends a step (both players passed), the most common action. */
  headlineUs: number | null;
  error?: string;
}

/** How often each measurement repeats: `reps` times, but stopping after `budgetMs` (and at least
 *  `MIN_REPS` times), so a slow engine costs seconds rather than minutes. */
export interface Repetition {
  reps: number;
  budgetMs: number;
}

const MIN_REPS = 5;

/** Calls `body` repeatedly on the same input and times each call. States are immutable values, so
 *  every repetition does the same work; the median of many is steadier than a single timing. */
function repeat(rep: Repetition, body: () => void): Stats {
  const warmup = Math.min(50, Math.max(1, Math.floor(rep.reps / 10)));
  let start = process.hrtime.bigint();
  for (let i = 0; i < warmup; i++) {
    body();
    if (elapsedUs(start, process.hrtime.bigint()) / 1000 > rep.budgetMs / 4) break;
  }
  start = process.hrtime.bigint();
  const samples: number[] = [];
  while (samples.length < rep.reps) {
    const t0 = process.hrtime.bigint();
    body();
    const t1 = process.hrtime.bigint();
    samples.push(elapsedUs(t0, t1));
    if (samples.length >= MIN_REPS && elapsedUs(start, t1) / 1000 > rep.budgetMs) break;
  }
  return summarize(samples);
}

function timeApply(api: EngineApi, state: GameState, action: Action, rep: Repetition): { stats: Stats; next: GameState } {
  const r = api.applyAction(state, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.error.rule} ${r.error.message}`);
  return { stats: repeat(rep, () => api.applyAction(state, action)), next: r.state };
}

function timeLegal(api: EngineApi, state: GameState, rep: Repetition): Stats {
  return repeat(rep, () => api.legalActions(state));
}

function must(state: GameState, type: PendingChoice['type'], player: string): void {
  const p = state.pendingChoice;
  if (!p || p.type !== type || p.player !== player) {
    throw new Error(`expected ${player} to answer ${type}, pending is ${p ? `${p.type} for ${p.player}` : 'nothing'}`);
  }
}

/** Runs one measurement, recording an error instead of failing the others. */
function op(ops: Record<string, OpResult>, key: string, label: string, body: () => { stats: Stats; note?: string }): void {
  try {
    const { stats, note } = body();
    ops[key] = { label, stats, note };
  } catch (err) {
    ops[key] = { label, error: firstLine(err) };
  }
}

export function runBoardSize(api: EngineApi, reps: Repetition): BoardSizeResult {
  const ops: Record<string, OpResult> = {};
  let main: GameState;
  try {
    main = api.scenarioGame(board100Scenario('main1'));
  } catch (err) {
    return { permanents: null, ops, headlineUs: null, error: `scenario: ${firstLine(err)}` };
  }
  const permanents = main.battlefield.length;

  op(ops, 'legalActions', 'legalActions, A has priority in main 1', () => {
    const stats = timeLegal(api, main, reps);
    return { stats, note: `${api.legalActions(main).actions.length} actions offered` };
  });

  let afterPassA: GameState | null = null;
  op(ops, 'passToOpponent', 'pass: priority goes to B', () => {
    must(main, 'priority', 'A');
    const { stats, next } = timeApply(api, main, { type: 'pass', player: 'A' }, reps);
    afterPassA = next;
    return { stats };
  });

  op(ops, 'passEndsStep', 'pass: both passed, main 1 ends', () => {
    if (!afterPassA) throw new Error('needs the first pass');
    const before: GameState = afterPassA;
    must(before, 'priority', 'B');
    const { stats, next } = timeApply(api, before, { type: 'pass', player: 'B' }, reps);
    return { stats, note: `step ${before.turn.step} -> ${next.turn.step}` };
  });

  op(ops, 'cast', 'cast Giant Growth on a creature', () => {
    const offered = api.legalActions(main).actions.find((a) => a.type === 'cast' && a.card === 'gg');
    const action: Action = offered ?? { type: 'cast', player: 'A', card: 'gg', targets: ['a-c-0'] };
    const { stats } = timeApply(api, main, action, reps);
    return { stats, note: offered ? 'as offered by legalActions' : 'built by the bench (none offered)' };
  });

  let blockersState: GameState | null = null;
  op(ops, 'declareAttackers', 'declare attackers: every creature that can', () => {
    const combat = api.scenarioGame(board100Scenario('declareAttackers'));
    const pending = combat.pendingChoice;
    if (pending?.type !== 'declareAttackers') throw new Error(`pending is ${pending?.type ?? 'nothing'}, not declareAttackers`);
    const attackers = pending.attackers
      .filter((o) => o.defenders.length > 0)
      .map((o) => ({ attacker: o.creature, defender: o.defenders.includes('B') ? 'B' : (o.defenders[0] as string) }));
    const action: Action = { type: 'declareAttackers', player: 'A', attackers };
    const { stats, next } = timeApply(api, combat, action, reps);
    blockersState = advanceToBlockers(api, next);
    return { stats, note: `${attackers.length} attackers` };
  });

  op(ops, 'declareBlockers', 'declare blockers: every creature that can, spread over the attackers', () => {
    if (!blockersState) throw new Error('needs the declared attackers');
    const state: GameState = blockersState;
    const pending = state.pendingChoice;
    if (pending?.type !== 'declareBlockers') throw new Error(`pending is ${pending?.type ?? 'nothing'}, not declareBlockers`);
    const spread = pending.blockers
      .filter((o) => o.attackers.length > 0)
      .map((o, i) => ({ blocker: o.creature, attacker: o.attackers[i % o.attackers.length] as string }));
    // The options list who may block whom one by one; restrictions on the whole declaration can
    // still refuse it. Menace (CR 702.111b) is the common one here, so no attacker is left with a
    // single blocker; anything else the refusal names is dropped and the declaration retried.
    const perAttacker = new Map<string, number>();
    for (const b of spread) perAttacker.set(b.attacker, (perAttacker.get(b.attacker) ?? 0) + 1);
    const optionsOf = new Map(pending.blockers.map((o) => [o.creature, o.attackers]));
    for (const b of spread) {
      if (perAttacker.get(b.attacker) !== 1) continue;
      // A lone blocker joins an attacker that already has two, which keeps every block legal.
      const joined = optionsOf.get(b.blocker)?.find((a) => (perAttacker.get(a) ?? 0) >= 2);
      if (!joined) continue;
      perAttacker.set(b.attacker, 0);
      perAttacker.set(joined, (perAttacker.get(joined) ?? 0) + 1);
      b.attacker = joined;
    }
    let blocks = spread.filter((b) => perAttacker.get(b.attacker) !== 1);
    const started = process.hrtime.bigint();
    for (let attempt = 0; attempt < 20; attempt++) {
      if (elapsedUs(started, process.hrtime.bigint()) / 1000 > reps.budgetMs) throw new Error('no accepted declaration within the time budget');
      const r = api.applyAction(state, { type: 'declareBlockers', player: pending.player, blocks });
      if (r.ok) break;
      const named = new Set(r.error.objects);
      const kept = blocks.filter((b) => !named.has(b.attacker) && !named.has(b.blocker));
      if (kept.length === blocks.length) throw new Error(`declareBlockers refused: ${r.error.rule} ${r.error.message}`);
      blocks = kept;
    }
    const { stats } = timeApply(api, state, { type: 'declareBlockers', player: pending.player, blocks }, reps);
    return { stats, note: `${blocks.length} blockers` };
  });

  const headline = ops.passEndsStep?.stats?.p50;
  return { permanents, ops, headlineUs: headline ?? null };
}

/** Passes priority until B is asked to block (a trigger or spell would need more; none are here). */
function advanceToBlockers(api: EngineApi, from: GameState): GameState {
  let state = from;
  for (let i = 0; i < 6 && state.pendingChoice?.type === 'priority'; i++) {
    const r = api.applyAction(state, { type: 'pass', player: state.pendingChoice.player });
    if (!r.ok) throw new Error(`pass refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}
