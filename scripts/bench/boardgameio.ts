// boardgameio.ts: the reference point. The same combat (declare attackers, declare blockers,
// assign damage, pass priority) written as a small boardgame.io 0.50 game, timed per move in the
// same process as the engine, so the ratio between the two is measured on one machine in one run
// rather than quoted from elsewhere.
//
// boardgame.io keeps state immutable the way this project does: moves write to an Immer draft and
// the reducer returns a new state. Two paths are timed: the core reducer (what a boardgame.io
// server runs per move; the engine's `applyAction` is the counterpart) and a non-networked
// `Client` (what a browser app calls: redux store, middleware and subscribers around the reducer).

import { Client } from 'boardgame.io/client';
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Ctx, Game, State } from 'boardgame.io';
import { createRng, elapsedUs, summarize, type Rng, type Stats } from './harness';

type Pid = '0' | '1';
type Step = 'beginCombat' | 'declareAttackers' | 'declareBlockers' | 'combatDamage' | 'endCombat';

interface Creature {
  id: string;
  power: number;
  toughness: number;
  damage: number;
  tapped: boolean;
  sick: boolean;
  flying: boolean;
  reach: boolean;
  vigilance: boolean;
}

interface Attack {
  attacker: string;
  blockers: string[];
}

interface CombatG {
  life: Record<Pid, number>;
  creatures: Record<Pid, Creature[]>;
  step: Step;
  priority: Pid;
  passes: number;
  /** Who must declare or assign now; priority waits until they have. */
  pending: null | { type: 'declareAttackers' | 'declareBlockers' | 'assignDamage'; player: Pid };
  attacks: Attack[];
  nextId: number;
}

interface DamageAssignment {
  source: string;
  to: { target: string; amount: number }[];
}

type MoveContext = { G: CombatG; ctx: Ctx; playerID: string; events: { endTurn: () => void } };

// A small pool in the spirit of the reference cards: vanilla bodies, fliers, reach, vigilance.
const PROTOTYPES: Omit<Creature, 'id' | 'damage' | 'tapped' | 'sick'>[] = [
  { power: 2, toughness: 2, flying: false, reach: false, vigilance: false },
  { power: 4, toughness: 4, flying: true, reach: false, vigilance: true },
  { power: 2, toughness: 4, flying: false, reach: true, vigilance: false },
  { power: 6, toughness: 4, flying: false, reach: false, vigilance: false },
  { power: 3, toughness: 3, flying: false, reach: false, vigilance: false },
];

const other = (p: Pid): Pid => (p === '0' ? '1' : '0');

function summon(G: CombatG, player: Pid, sick: boolean): void {
  const proto = PROTOTYPES[G.nextId % PROTOTYPES.length] as (typeof PROTOTYPES)[number];
  G.creatures[player].push({ ...proto, id: `c${G.nextId++}`, damage: 0, tapped: false, sick });
}

function find(G: CombatG, player: Pid, id: string): Creature | undefined {
  return G.creatures[player].find((c) => c.id === id);
}

function canBlock(blocker: Creature, attacker: Creature): boolean {
  return !blocker.tapped && (!attacker.flying || blocker.flying || blocker.reach);
}

/** Combat damage: assigned damage for attackers with a choice, all of it to the only blocker or to
 *  the player otherwise; blockers hit their attacker; then lethal damage destroys. */
function dealDamage(G: CombatG, active: Pid, assignments: DamageAssignment[]): void {
  const defender = other(active);
  for (const attack of G.attacks) {
    const attacker = find(G, active, attack.attacker);
    if (!attacker) continue;
    const assigned = assignments.find((a) => a.source === attack.attacker);
    if (attack.blockers.length === 0) G.life[defender] -= attacker.power;
    else if (assigned) {
      for (const part of assigned.to) {
        const target = find(G, defender, part.target);
        if (target) target.damage += part.amount;
      }
    } else {
      const only = find(G, defender, attack.blockers[0] as string);
      if (only) only.damage += attacker.power;
    }
    for (const id of attack.blockers) {
      const blocker = find(G, defender, id);
      if (blocker) attacker.damage += blocker.power;
    }
  }
  for (const p of ['0', '1'] as const) G.creatures[p] = G.creatures[p].filter((c) => c.damage < c.toughness);
}

function needsAssignment(G: CombatG): boolean {
  return G.attacks.some((a) => a.blockers.length > 1);
}

/** Both players passed in succession: the step ends (CR 500.2), in the order the engine uses. */
function endStep(G: CombatG, ctx: Ctx, events: { endTurn: () => void }): void {
  const active = ctx.currentPlayer as Pid;
  G.passes = 0;
  G.priority = active;
  switch (G.step) {
    case 'beginCombat':
      G.step = 'declareAttackers';
      G.pending = { type: 'declareAttackers', player: active };
      return;
    case 'declareAttackers':
      if (G.attacks.length === 0) {
        G.step = 'endCombat';
        return;
      }
      G.step = 'declareBlockers';
      G.pending = { type: 'declareBlockers', player: other(active) };
      return;
    case 'declareBlockers':
      G.step = 'combatDamage';
      if (needsAssignment(G)) G.pending = { type: 'assignDamage', player: active };
      else dealDamage(G, active, []);
      return;
    case 'combatDamage':
      G.step = 'endCombat';
      return;
    case 'endCombat':
      events.endTurn();
      return;
  }
}

export const CombatGame: Game<CombatG> = {
  name: 'combat-bench',
  setup: () => {
    const G: CombatG = {
      life: { '0': 20, '1': 20 },
      creatures: { '0': [], '1': [] },
      step: 'beginCombat',
      priority: '0',
      passes: 0,
      pending: null,
      attacks: [],
      nextId: 0,
    };
    for (let i = 0; i < 4; i++) {
      summon(G, '0', false);
      summon(G, '1', false);
    }
    return G;
  },
  turn: {
    // Both players act during a turn (the defender blocks and holds priority), so every player
    // may move and each move checks that it is theirs, as priority does in the engine.
    activePlayers: ActivePlayers.ALL,
    onBegin: ({ G, ctx }) => {
      const active = ctx.currentPlayer as Pid;
      for (const c of G.creatures[active]) {
        c.tapped = false;
        c.sick = false;
      }
      for (const p of ['0', '1'] as const) for (const c of G.creatures[p]) c.damage = 0;
      // A new creature each turn keeps the boards from emptying, so the game lasts many combats.
      summon(G, active, true);
      G.step = 'beginCombat';
      G.priority = active;
      G.passes = 0;
      G.pending = null;
      G.attacks = [];
    },
  },
  moves: {
    passPriority: ({ G, ctx, playerID, events }: MoveContext) => {
      if (G.pending || playerID !== G.priority) return INVALID_MOVE;
      G.passes++;
      if (G.passes >= 2) endStep(G, ctx, events);
      else G.priority = other(G.priority);
      return undefined;
    },
    declareAttackers: ({ G, playerID }: MoveContext, attackers: string[]) => {
      if (G.pending?.type !== 'declareAttackers' || playerID !== G.pending.player) return INVALID_MOVE;
      const me = playerID as Pid;
      if (new Set(attackers).size !== attackers.length) return INVALID_MOVE;
      for (const id of attackers) {
        const c = find(G, me, id);
        if (!c || c.tapped || c.sick) return INVALID_MOVE;
      }
      for (const id of attackers) {
        const c = find(G, me, id) as Creature;
        if (!c.vigilance) c.tapped = true;
      }
      G.attacks = attackers.map((attacker) => ({ attacker, blockers: [] }));
      G.pending = null;
      return undefined;
    },
    declareBlockers: ({ G, ctx, playerID }: MoveContext, blocks: { blocker: string; attacker: string }[]) => {
      if (G.pending?.type !== 'declareBlockers' || playerID !== G.pending.player) return INVALID_MOVE;
      const me = playerID as Pid;
      const active = ctx.currentPlayer as Pid;
      if (new Set(blocks.map((b) => b.blocker)).size !== blocks.length) return INVALID_MOVE;
      for (const b of blocks) {
        const blocker = find(G, me, b.blocker);
        const attacker = find(G, active, b.attacker);
        const attack = G.attacks.find((a) => a.attacker === b.attacker);
        if (!blocker || !attacker || !attack || !canBlock(blocker, attacker)) return INVALID_MOVE;
      }
      for (const b of blocks) G.attacks.find((a) => a.attacker === b.attacker)?.blockers.push(b.blocker);
      G.pending = null;
      G.priority = active;
      return undefined;
    },
    assignDamage: ({ G, ctx, playerID }: MoveContext, assignments: DamageAssignment[]) => {
      if (G.pending?.type !== 'assignDamage' || playerID !== G.pending.player) return INVALID_MOVE;
      const active = ctx.currentPlayer as Pid;
      for (const a of assignments) {
        const attack = G.attacks.find((x) => x.attacker === a.source);
        const attacker = find(G, active, a.source);
        if (!attack || !attacker) return INVALID_MOVE;
        const total = a.to.reduce((sum, part) => sum + part.amount, 0);
        if (total !== attacker.power || a.to.some((part) => !attack.blockers.includes(part.target) || part.amount < 0)) {
          return INVALID_MOVE;
        }
      }
      dealDamage(G, active, assignments);
      G.pending = null;
      G.priority = active;
      return undefined;
    },
  },
  endIf: ({ G }) => {
    if (G.life['0'] <= 0) return { winner: '1' };
    if (G.life['1'] <= 0) return { winner: '0' };
    return undefined;
  },
};

interface Move {
  name: 'passPriority' | 'declareAttackers' | 'declareBlockers' | 'assignDamage';
  player: Pid;
  args: unknown[];
}

/** The next move of a seeded player: attack with a random subset, block with random legal
 *  blockers (double blocks happen, so damage is assigned), split damage in order, pass otherwise. */
function nextMove(G: CombatG, ctx: Ctx, rng: Rng): Move {
  const active = ctx.currentPlayer as Pid;
  const pending = G.pending;
  if (!pending) return { name: 'passPriority', player: G.priority, args: [] };
  if (pending.type === 'declareAttackers') {
    const able = G.creatures[active].filter((c) => !c.tapped && !c.sick);
    return { name: 'declareAttackers', player: active, args: [able.filter(() => rng.next() < 0.7).map((c) => c.id)] };
  }
  if (pending.type === 'declareBlockers') {
    const defender = other(active);
    const blocks: { blocker: string; attacker: string }[] = [];
    for (const blocker of G.creatures[defender]) {
      if (rng.next() < 0.3) continue;
      const options = G.attacks.filter((a) => {
        const attacker = find(G, active, a.attacker);
        return attacker !== undefined && canBlock(blocker, attacker);
      });
      if (options.length > 0) blocks.push({ blocker: blocker.id, attacker: rng.pick(options).attacker });
    }
    return { name: 'declareBlockers', player: defender, args: [blocks] };
  }
  const defender = other(active);
  const assignments: DamageAssignment[] = G.attacks
    .filter((a) => a.blockers.length > 1)
    .map((a) => {
      let left = (find(G, active, a.attacker) as Creature).power;
      const to = a.blockers.map((id, i) => {
        const blocker = find(G, defender, id) as Creature;
        const amount = i === a.blockers.length - 1 ? left : Math.min(left, Math.max(0, blocker.toughness - blocker.damage));
        left -= amount;
        return { target: id, amount };
      });
      return { source: a.attacker, to };
    });
  return { name: 'assignDamage', player: active, args: [assignments] };
}

export interface BoardgameioResult {
  reducer: Stats;
  client: Stats;
  byMove: Record<string, Stats>;
  /** The reducer with boardgame.io's development-mode checks on (NODE_ENV not production). */
  reducerDevelopment: Stats;
  moves: number;
  games: number;
  invalidMoves: number;
}

/** boardgame.io's state counter: it advances on every accepted move, so an unchanged value after a
 *  move means the move was refused. */
function stateId(state: { _stateID: number }): number {
  // oxlint-disable-next-line no-underscore-dangle
  return state._stateID;
}

function startClient() {
  const client = Client({ game: CombatGame, numPlayers: 2, debug: false });
  client.start();
  return client;
}

const makeMove = (move: Move) => ({
  type: 'MAKE_MOVE' as const,
  payload: { type: move.name, args: move.args, playerID: move.player },
});

/** Core reducer path: `reducer(state, MAKE_MOVE)`, what the boardgame.io master does per move. */
function runReducer(moves: number, seed: number, byMove: Record<string, number[]>): { samples: number[]; games: number; invalid: number } {
  const reducer = CreateGameReducer({ game: CombatGame });
  const rng = createRng(seed);
  const fresh = (): State<CombatG> => InitializeGame({ game: CombatGame, numPlayers: 2 }) as State<CombatG>;
  let state = fresh();
  let games = 1;
  let invalid = 0;
  const samples: number[] = [];
  for (let i = 0; i < moves; i++) {
    if (state.ctx.gameover !== undefined) {
      state = fresh();
      games++;
    }
    const move = nextMove(state.G, state.ctx, rng);
    const before = stateId(state);
    const t0 = process.hrtime.bigint();
    const next = reducer(state, makeMove(move)) as State<CombatG>;
    const us = elapsedUs(t0, process.hrtime.bigint());
    samples.push(us);
    (byMove[move.name] ??= []).push(us);
    // An invalid move leaves the state id unchanged; the driver should never make one.
    if (stateId(next) === before) invalid++;
    // The reducer returns transient error metadata alongside the state; strip it as the master does.
    const { transients: _ignored, ...clean } = next as State<CombatG> & { transients?: unknown };
    state = clean as State<CombatG>;
  }
  return { samples, games, invalid };
}

/** Client path: `client.moves.x(...)` on a local client, the way a browser app drives a game. */
function runClient(moves: number, seed: number): { samples: number[]; games: number; invalid: number } {
  const rng = createRng(seed);
  let client = startClient();
  let games = 1;
  let invalid = 0;
  const samples: number[] = [];
  for (let i = 0; i < moves; i++) {
    let s = client.getState();
    if (!s || s.ctx.gameover !== undefined) {
      client.stop();
      client = startClient();
      games++;
      s = client.getState();
    }
    if (!s) throw new Error('boardgame.io client has no state');
    const move = nextMove(s.G, s.ctx, rng);
    // Switching the seat happens outside the timed call: a two-seat table has one client per seat.
    if (client.playerID !== move.player) client.updatePlayerID(move.player);
    const before = stateId(s);
    const dispatch = client.moves[move.name] as (...args: unknown[]) => void;
    const t0 = process.hrtime.bigint();
    dispatch(...move.args);
    samples.push(elapsedUs(t0, process.hrtime.bigint()));
    const after = client.getState();
    if (after && stateId(after) === before) invalid++;
  }
  client.stop();
  return { samples, games, invalid };
}

/** Runs `body` with NODE_ENV set as given. boardgame.io reads NODE_ENV on every move to decide
 *  whether to check that the new state is JSON-serialisable (its development mode); a bundled
 *  production app runs without the check, so both modes are measured. */
function withNodeEnv<T>(value: string | undefined, body: () => T): T {
  const saved = process.env.NODE_ENV;
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
  try {
    return body();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

export function runBoardgameio(moves: number, seed: number): BoardgameioResult {
  // Warm-up on a different stream: the first few thousand moves include JIT compilation.
  runReducer(Math.min(6000, moves), seed ^ 1, {});
  runClient(Math.min(4000, moves), seed ^ 1);
  // The three paths run interleaved in rounds, so drift in the machine's speed (JIT, a neighbour's
  // load, heap growth) spreads over all of them instead of favouring whichever ran last.
  const rounds = 4;
  const perRound = Math.ceil(moves / rounds);
  const byMoveSamples: Record<string, number[]> = {};
  const reducer: number[] = [];
  const client: number[] = [];
  const development: number[] = [];
  let games = 0;
  let invalid = 0;
  for (let round = 0; round < rounds; round++) {
    // The headline is production mode: the faster of boardgame.io's two modes, and the one a
    // shipped app runs, so the comparison does not flatter the engine.
    const r = withNodeEnv('production', () => runReducer(perRound, seed + round, byMoveSamples));
    const c = withNodeEnv('production', () => runClient(perRound, seed + round));
    const d = withNodeEnv('development', () => runReducer(perRound, seed + round, {}));
    reducer.push(...r.samples);
    client.push(...c.samples);
    development.push(...d.samples);
    games += r.games;
    invalid += r.invalid + c.invalid + d.invalid;
  }
  const byMove: Record<string, Stats> = {};
  for (const [name, list] of Object.entries(byMoveSamples)) byMove[name] = summarize(list);
  return {
    reducer: summarize(reducer),
    client: summarize(client),
    reducerDevelopment: summarize(development),
    byMove,
    moves: reducer.length,
    games,
    invalidMoves: invalid,
  };
}
