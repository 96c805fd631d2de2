// combatDamage.ts: how long resolving a 20 × 20 combat damage step takes (CR 510: assignment, damage
// dealt simultaneously, then the state-based actions that follow, 704.3). The board is a contract
// scenario: 20 attackers, each blocked by one of 20 blockers, with deathtouch, lifelink, indestructible
// and trample among them, so that the step assigns, deals, gains life, destroys and asks for a
// trampler's division. Two transitions are timed from fixed states (states are immutable values, so
// each repetition does the same work):
//   - the pass that ends the declare blockers step: the combat damage step begins, the creatures with
//     one recipient are assigned, and Ana is asked for her tramplers' division;
//   - the assignDamage that answers it: all damage is dealt, state-based actions destroy the dead, and
//     Ana gets priority. This is the headline figure, `damageStep20Us`.
// Standalone: `npx tsx scripts/bench/combatDamage.ts` prints the figures.

import { pathToFileURL } from 'node:url';
import { applyAction, legalActions, runScenario } from '../../src/engine/index';
import type { Action, GameState } from '../../src/engine/index';
import { elapsedUs, summarize, type BenchSection, type Stats } from './harness';

const SIZE = 20;
const TARGET_US = 200;

const ATTACKERS = ['Craw Wurm', 'Grizzly Bears', 'Mesa Unicorn', 'Colossal Dreadmaw', 'Typhoid Rats', 'Silverback Ape', 'Goblin Piker', 'Durkwood Boars', 'Trained Armodon', 'Enormous Baloth'];
const BLOCKERS = ['Runeclaw Bear', 'Wall of Wood', 'Typhoid Rats', 'Darksteel Myr', 'Giant Spider', 'Eager Cadet', 'Silverback Ape', 'Lumengrid Warden', 'Grizzly Bears', 'Trained Armodon'];

/** The scenario up to the moment before the timed pass: attackers and blockers declared, Ana has
 *  passed in the declare blockers step, Bruno is to pass. */
export function damageStepScenario(size = SIZE): Record<string, unknown> {
  const attackers = Array.from({ length: size }, (_, i) => ({ id: `a${i}`, card: ATTACKERS[i % ATTACKERS.length] as string }));
  const blockers = Array.from({ length: size }, (_, i) => ({ id: `b${i}`, card: BLOCKERS[i % BLOCKERS.length] as string }));
  return {
    format: 'tabletop-scenario/1',
    title: `Bench: a ${size} × ${size} combat damage step`,
    seed: 20,
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      { id: 'A', name: 'Ana', life: 20, library: ['Forest', 'Forest'], battlefield: attackers },
      { id: 'B', name: 'Bruno', life: 200, library: ['Forest', 'Forest'], battlefield: blockers },
    ],
    actions: [
      { player: 'A', type: 'declareAttackers', attackers: attackers.map((a) => ({ attacker: a.id, defender: 'B' })) },
      { player: 'A', type: 'pass' },
      { player: 'B', type: 'pass' },
      { player: 'B', type: 'declareBlockers', blocks: attackers.map((a, i) => ({ blocker: `b${i}`, attacker: a.id })) },
      { player: 'A', type: 'pass' },
    ],
  };
}

function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`combat damage bench: ${what}`);
}

/** The two fixed states and actions of the bench, checked to do what they should. */
export function damageStepFixture(size = SIZE): { beforePass: GameState; pass: Action; beforeAssign: GameState; assign: Action } {
  const run = runScenario(damageStepScenario(size));
  must(run.exitCode === 0 && run.result.ok, `the scenario does not run: ${JSON.stringify(run.exitCode === 0 ? run.result.error : run.issues)}`);
  if (run.exitCode !== 0) throw new Error('unreachable');
  const beforePass = run.state;
  must(beforePass.pendingChoice?.type === 'priority' && beforePass.pendingChoice.player === 'B', 'Bruno should be about to pass');
  must(beforePass.combat?.attackers.every((a) => a.blockedBy.length === 1) === true, 'every attacker should be blocked');
  const pass: Action = { type: 'pass', player: 'B' };
  const afterPass = applyAction(beforePass, pass);
  must(afterPass.ok, 'the pass was refused');
  if (!afterPass.ok) throw new Error('unreachable');
  const beforeAssign = afterPass.state;
  must(beforeAssign.pendingChoice?.type === 'assignDamage', `an assignDamage choice should be pending, not ${beforeAssign.pendingChoice?.type}`);
  const assign = legalActions(beforeAssign).actions[0] as Action;
  const dealt = applyAction(beforeAssign, assign);
  must(dealt.ok, 'the default assignment was refused');
  if (!dealt.ok) throw new Error('unreachable');
  must(dealt.state.pendingChoice?.type === 'priority' && dealt.state.turn.step === 'combatDamage', 'damage should be dealt and Ana have priority');
  must(dealt.state.battlefield.length < beforeAssign.battlefield.length, 'some creatures should die');
  return { beforePass, pass, beforeAssign, assign };
}

/** Applies both timed transitions, alternately, until `ms` have passed. V8 optimises the functions of a
 *  damage step only after about a second of running them here (measured: two rounds of 2000 at about
 *  220 µs, then about 100 µs from the third on); a table in use has long run them. A fixed count of
 *  warm-up runs timed the step before it was optimised whenever this section ran first or alone. */
function warmUp(f: ReturnType<typeof damageStepFixture>, ms: number): void {
  const until = process.hrtime.bigint() + BigInt(Math.round(ms * 1e6));
  while (process.hrtime.bigint() < until) {
    applyAction(f.beforeAssign, f.assign);
    applyAction(f.beforePass, f.pass);
  }
}

function time(state: GameState, action: Action, runs: number): Stats {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    applyAction(state, action);
    samples.push(elapsedUs(t0, process.hrtime.bigint()));
  }
  return summarize(samples);
}

let lastDetails: { pass: Stats; assign: Stats } | null = null;

/** Median microseconds of the transition that deals a 20 × 20 combat damage step's damage, with its
 *  state-based actions (the assignDamage answer); the pass that begins the step is in the details. */
export async function runCombatDamageBench(runs = 2000, warmUpMs = 3000): Promise<{ damageStep20Us: number }> {
  const f = damageStepFixture();
  warmUp(f, warmUpMs);
  const assign = time(f.beforeAssign, f.assign, runs);
  const pass = time(f.beforePass, f.pass, runs);
  lastDetails = { pass, assign };
  return { damageStep20Us: assign.p50 };
}

export const combatDamageSection: BenchSection = {
  key: 'combatDamage',
  title: 'Combat damage step, 20 attackers each blocked (CR 510, 704)',
  async run(ctx) {
    const figures = await runCombatDamageBench(ctx.quick ? 200 : 2000, ctx.quick ? 300 : 3000);
    const d = lastDetails;
    return {
      data: { ...figures, details: d },
      figures: [{ label: 'damage step 20 × 20 (median)', value: figures.damageStep20Us, unit: 'µs', target: { kind: 'max', limit: TARGET_US } }],
      details: d ? [
        `assignDamage → damage dealt, SBA, priority: p50 ${d.assign.p50.toFixed(1)} µs, p90 ${d.assign.p90.toFixed(1)} µs`,
        `pass → step begins, automatic assignments, choice asked: p50 ${d.pass.p50.toFixed(1)} µs, p90 ${d.pass.p90.toFixed(1)} µs`,
      ] : [],
    };
  },
};

async function main(): Promise<void> {
  const figures = await runCombatDamageBench();
  console.log(JSON.stringify({ ...figures, details: lastDetails }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
