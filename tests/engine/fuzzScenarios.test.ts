// Seeded mutation fuzzing of the engine's inputs: scenario files and actions. The inputs are the
// project's own valid ones (every scenario of tests/scenarios and of the shared seeds), mutated
// (tests/support/mutate.ts), and random actions with hostile fields applied to the states those
// scenarios reach. For every input:
// - the loader and runner never throw, never hang, and never pollute Object.prototype;
// - a refused file names the field (a path) and says what is wrong, in words, not a crash's text;
// - a file the loader accepts runs to states that keep the engine's invariants (stateInvariants.ts,
//   leavingInvariants.ts) and round-trip through JSON;
// - an action is applied, or refused with a code, a CR rule and a message, the state (deep-frozen)
//   unchanged: CR 733.1, the game returns to the moment before.
// FUZZ_INPUT_RUNS=<n> scales the number of inputs, FUZZ_INPUT_SEED=<n> picks others; a failure names
// the scenario file and the mutations, enough to pin it as a regression (badInput.test.ts).
// FUZZ_TRACE=<file> appends each input's mutations to that file before it runs: the last line names
// an input that crashed the worker (out of memory) without a report.
import { appendFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { allObjects, applyAction, legalActions, runScenario, type Action, type GameState } from '../../src/engine/index';
import { deepFreeze } from './freeze';
import { combatProblem, departedProblem, newEntries, pendingProblem, transitionProblem } from './leavingInvariants';
import { sbaProblem, teamProblem, zoneProblem } from './stateInvariants';
import { mulberry32 as rng } from '../support/rng';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, INPUT_RUN_SCALE, INPUT_SEED, RAW_ERROR, RESERVED_NAMES, mutateJson, pick, projectScenarios, prototypesPolluted, type Random } from '../support/mutate';

const SCENARIOS = projectScenarios();
/** Longer than any valid scenario of the project takes to run on a busy machine, by far. */
const HANG_MS = 5_000;

/** Why a state breaks an invariant, or null. */
function stateProblem(s: GameState): string | null {
  // As the random games check an ended game (randomPlay.test.ts): teams, and nothing more to decide.
  if (s.gameOver) return teamProblem(s) ?? (s.pendingChoice ? 'the game is over but a choice is pending' : null);
  if (s.pendingChoice?.type === 'priority') {
    const sba = sbaProblem(s);
    if (sba) return `state-based actions: ${sba}`;
  }
  for (const [what, check] of [['zones', zoneProblem], ['teams', teamProblem], ['leaving', departedProblem], ['pending', pendingProblem], ['combat', combatProblem]] as const) {
    const p = check(s);
    if (p) return `${what}: ${p}`;
  }
  if (!s.gameOver && !s.pendingChoice) return 'no choice is pending and the game is not over';
  return null;
}

/** Where `a` (parsed JSON) and `b` differ, or null (frozen or not, -0 or 0). */
function difference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path || '(state)'}: ${String(b)} becomes ${JSON.stringify(a)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = difference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

/** Why a JSON round trip changes the state (a NaN, an undefined, a non-plain value), or null. */
function roundTripProblem(s: GameState): string | null {
  const back: unknown = JSON.parse(JSON.stringify(s));
  if (isDeepStrictEqual(back, s)) return null;
  const d = difference(back, s, '');
  return d && `the state does not round-trip through JSON: ${d}`;
}

/** Runs a (mutated) scenario and returns what is wrong with how the runner handled it, or null. */
function runnerProblem(json: unknown): { problem: string | null; accepted: boolean } {
  const started = performance.now();
  let outcome: ReturnType<typeof runScenario>;
  try {
    outcome = runScenario(json);
  } catch (e) {
    return { problem: `runScenario threw: ${(e as Error).stack ?? String(e)}`, accepted: false };
  }
  const took = performance.now() - started;
  if (took > HANG_MS) return { problem: `runScenario took ${Math.round(took)} ms`, accepted: false };
  const polluted = prototypesPolluted();
  if (polluted) return { problem: polluted, accepted: false };
  if (outcome.exitCode === 2) {
    if (!outcome.issues.length) return { problem: 'refused without an issue', accepted: false };
    for (const i of outcome.issues) {
      if (typeof i.path !== 'string' || typeof i.message !== 'string' || !i.message) return { problem: `an issue without a path or message: ${JSON.stringify(i)}`, accepted: false };
      if (RAW_ERROR.test(i.message)) return { problem: `an issue worded as a crash: ${i.path}: ${i.message}`, accepted: false };
    }
    return { problem: null, accepted: false };
  }
  const { result, states } = outcome;
  if (result.error && (!result.error.message || !result.error.rule || RAW_ERROR.test(result.error.message))) return { problem: `an unclear refusal: ${JSON.stringify(result.error)}`, accepted: true };
  try {
    JSON.stringify(result);
  } catch (e) {
    return { problem: `the result does not serialize: ${String(e)}`, accepted: true };
  }
  for (const [i, s] of states.entries()) {
    const p = stateProblem(s);
    if (p) return { problem: `state ${i}: ${p}`, accepted: true };
    if (i > 0) {
      const before = states[i - 1] as GameState;
      const t = transitionProblem(before, s, newEntries(before, s));
      if (t) return { problem: `action ${i - 1}: ${t}`, accepted: true };
    }
  }
  const rt = roundTripProblem(states.at(-1) as GameState);
  return { problem: rt ?? playOn(states.at(-1) as GameState, json), accepted: true };
}

/** A few random legal moves on from where an accepted scenario stopped, each checked as the scenario's
 *  own were: a board no valid file writes (a huge life total, odd counters) must still play. */
function playOn(start: GameState, seedOf: unknown): string | null {
  const random = rng(JSON.stringify(seedOf)?.length ?? 0);
  let s = start;
  for (let i = 0; i < 6 && !s.gameOver; i++) {
    try {
      const legal = legalActions(s);
      const offered = [...legal.actions, ...legal.manaAbilities];
      if (!offered.length) return `nothing is offered while ${JSON.stringify(s.pendingChoice)?.slice(0, 200)} is pending`;
      const action = pick(random, offered);
      const r = applyAction(s, action);
      if (!r.ok) return `an offered move is refused: ${JSON.stringify(action)}: ${r.error.message}`;
      const p = stateProblem(r.state) ?? transitionProblem(s, r.state, newEntries(s, r.state));
      if (p) return `after the offered move ${JSON.stringify(action)}: ${p}`;
      s = r.state;
    } catch (e) {
      return `playing on threw: ${(e as Error).stack ?? String(e)}`;
    }
  }
  return null;
}

describe('fuzz: mutated scenario files', () => {
  it(`every mutation of the project's scenarios is run or refused with its field named, never thrown (seed ${INPUT_SEED})`, () => {
    const random = rng(INPUT_SEED);
    const runs = Math.round(150 * INPUT_RUN_SCALE);
    let accepted = 0;
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const { value, did } = mutateJson(json, random);
      if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `${file} ${n} ${did.join('; ')}\n`);
      const { problem, accepted: ok } = runnerProblem(value);
      if (problem) throw new Error(`[${file}, run ${n}] ${did.join('; ')}\n${problem}`);
      if (ok) accepted++;
    }
    // Both sides are exercised: some mutations are refused, some still make a playable scenario.
    expect(accepted).toBeGreaterThan(runs / 20);
    expect(accepted).toBeLessThan(runs);
  }, 60_000);

  it('mutations of every action of a scenario are applied or refused, never thrown', () => {
    const random = rng(INPUT_SEED + 1);
    const withActions = SCENARIOS.filter(([, json]) => ((json as { actions?: unknown[] }).actions ?? []).length > 0);
    const runs = Math.round(100 * INPUT_RUN_SCALE);
    for (let n = 0; n < runs; n++) {
      const [file, json] = pick(random, withActions);
      const actions = (json as { actions: unknown[] }).actions;
      const at = Math.floor(random() * actions.length);
      const { value: action, did } = mutateJson({ action: actions[at] }, random, 2);
      const mutated = { ...(json as object), actions: [...actions.slice(0, at), action.action, ...actions.slice(at + 1)] };
      if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `${file} action ${at} ${n} ${did.join('; ')}\n`);
      const { problem } = runnerProblem(mutated);
      if (problem) throw new Error(`[${file}, action ${at}, run ${n}] ${did.join('; ')}\n${problem}`);
    }
  }, 60_000);
});

/** The states a scenario's actions reach, each deep-frozen. */
function reached(json: unknown): GameState[] {
  const outcome = runScenario(json);
  if (outcome.exitCode !== 0) throw new Error('a project scenario does not load');
  const seen = new WeakSet<object>();
  return outcome.states.map((s) => deepFreeze(s, seen));
}

const ACTION_TYPES = ['pass', 'playLand', 'cast', 'activate', 'declareAttackers', 'declareBlockers', 'orderBlockers', 'orderAttackers', 'assignDamage', 'orderTriggers', 'chooseTargets', 'choose', 'discard', 'concede', 'mulligan'] as const;

/** A random action with hostile fields: any type, ids of any object or player (or none), wrong types,
 *  out-of-range indexes and amounts, long lists. Mostly by the player asked, so that the rules see it. */
function hostileAction(s: GameState, random: Random): unknown {
  const objects = allObjects(s.objects).map((o) => o.id);
  const players = s.players.map((p) => p.id);
  const stack = s.stack.map((x) => x.id);
  const asked = s.pendingChoice?.player;
  const wrong = (): unknown => pick(random, [null, 7, true, {}, [], undefined, ...HOSTILE_NUMBERS.slice(0, 4), pick(random, HOSTILE_STRINGS), pick(random, RESERVED_NAMES)]);
  const id = (): unknown => {
    const r = random();
    if (r < 0.45) return pick(random, objects.length ? objects : ['x']);
    if (r < 0.65) return pick(random, players);
    if (r < 0.75 && stack.length) return pick(random, stack);
    if (r < 0.85) return pick(random, ['nope', ...RESERVED_NAMES]);
    return wrong();
  };
  const ids = (): unknown => {
    if (random() < 0.1) return wrong();
    return Array.from({ length: pick(random, [0, 1, 1, 2, 3, 250]) }, id);
  };
  const amount = (): unknown => (random() < 0.5 ? Math.floor(random() * 8) : random() < 0.8 ? pick(random, HOSTILE_NUMBERS) : wrong());
  const list = <T>(item: () => T): unknown => (random() < 0.1 ? wrong() : Array.from({ length: pick(random, [0, 1, 1, 2, 3]) }, item));
  const fields: Record<(typeof ACTION_TYPES)[number], () => Record<string, unknown>> = {
    pass: () => ({}),
    concede: () => ({}),
    playLand: () => ({ card: id() }),
    cast: () => ({ card: id(), targets: ids(), payWith: random() < 0.5 ? ids() : undefined }),
    activate: () => ({ source: id(), ability: random() < 0.6 ? Math.floor(random() * 4) : amount(), targets: ids(), payWith: random() < 0.3 ? ids() : undefined, choice: random() < 0.3 ? pick(random, ['{R}', '{G}', '{W}', 'x', 7]) : undefined }),
    declareAttackers: () => ({ attackers: list(() => ({ attacker: id(), defender: id() })), payWith: random() < 0.2 ? ids() : undefined }),
    declareBlockers: () => ({ blocks: list(() => ({ blocker: id(), attacker: id() })) }),
    orderBlockers: () => ({ orders: list(() => ({ attacker: id(), blockers: ids() })) }),
    orderAttackers: () => ({ orders: list(() => ({ blocker: id(), attackers: ids() })) }),
    assignDamage: () => ({ assignments: list(() => ({ source: id(), to: list(() => ({ target: id(), amount: amount() })) })) }),
    orderTriggers: () => ({ order: ids() }),
    chooseTargets: () => ({ object: id(), targets: ids() }),
    choose: () => ({ object: id(), choice: random() < 0.7 ? id() : pick(random, ['yes', 'no', 'top', 'bottom', '0', '1']) }),
    discard: () => ({ cards: ids() }),
    mulligan: () => ({ keep: random() < 0.8 ? random() < 0.5 : wrong(), bottom: random() < 0.5 ? ids() : undefined }),
  };
  const answers = s.pendingChoice?.type === 'priority' ? ['pass', 'cast', 'activate', 'playLand'] : [s.pendingChoice?.type ?? 'pass'];
  const type = random() < 0.6 ? pick(random, answers) as (typeof ACTION_TYPES)[number] : pick(random, ACTION_TYPES);
  const body = (fields[type] ?? fields.pass)();
  const player = random() < 0.75 && asked ? asked : random() < 0.8 ? pick(random, players) : wrong();
  const action: Record<string, unknown> = { type: random() < 0.03 ? wrong() : type, player, ...body };
  for (const k of Object.keys(action)) if (action[k] === undefined && random() < 0.8) delete action[k];
  return action;
}

/** A legal action with one or two of its fields mutated: deep into the rules' checks. */
function mutatedLegal(s: GameState, random: Random): unknown {
  const legal = legalActions(s);
  const offered = [...legal.actions, ...legal.manaAbilities];
  if (!offered.length) return hostileAction(s, random);
  return mutateJson(pick(random, offered), random, 2).value;
}

/** Applies `action` to the frozen `s`; what is wrong with the outcome, or null. */
function applyProblem(s: GameState, action: unknown): string | null {
  const before = JSON.stringify(s);
  let r: ReturnType<typeof applyAction>;
  try {
    r = applyAction(s, action as Action);
  } catch (e) {
    return `applyAction threw: ${(e as Error).stack ?? String(e)}`;
  }
  const polluted = prototypesPolluted();
  if (polluted) return polluted;
  if (JSON.stringify(s) !== before) return 'the input state changed';
  if (!r.ok) {
    const { code, rule, message } = r.error;
    if (typeof code !== 'string' || !code.includes('/')) return `a refusal without a namespaced code: ${JSON.stringify(r.error)}`;
    if (typeof rule !== 'string' || !/^\d{3}(\.\d+[a-z]?)?/.test(rule)) return `a refusal without a CR rule: ${JSON.stringify(r.error)}`;
    if (typeof message !== 'string' || !message || RAW_ERROR.test(message)) return `an unclear refusal: ${JSON.stringify(r.error)}`;
    return null;
  }
  const next = r.state;
  const p = stateProblem(next) ?? transitionProblem(s, next, newEntries(s, next)) ?? roundTripProblem(next);
  if (p) return `accepted, but ${p}`;
  try {
    legalActions(next);
  } catch (e) {
    return `accepted, but legalActions then threw: ${(e as Error).stack ?? String(e)}`;
  }
  return null;
}

describe('fuzz: hostile actions on the states the scenarios reach', () => {
  it(`every action type with wrong types, unknown ids, other players' objects and out-of-range values is refused cleanly (seed ${INPUT_SEED})`, () => {
    const random = rng(INPUT_SEED + 2);
    const scenarios = Math.round(40 * INPUT_RUN_SCALE);
    let refused = 0;
    let applied = 0;
    for (let n = 0; n < scenarios; n++) {
      const [file, json] = pick(random, SCENARIOS);
      const states = reached(json);
      for (let k = 0; k < 25; k++) {
        const s = pick(random, states);
        const action = random() < 0.5 ? hostileAction(s, random) : mutatedLegal(s, random);
        const problem = applyProblem(s, action);
        if (problem) throw new Error(`[${file}, state ${states.indexOf(s)}] ${JSON.stringify(action)?.slice(0, 600)}\n${problem}`);
        const r = applyAction(s, action as Action);
        if (r.ok) applied++;
        else refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(applied).toBeGreaterThan(0);
  }, 60_000);
});
