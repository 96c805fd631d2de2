// combatSearch.ts: how long checking a block declaration takes (CR 509.1c makes it a maximisation)
// on seeded random boards of 20 × 20 and 50 × 50 creatures built to make the search work: menace,
// "can block an additional creature", flying-like partial lists, several "blocks each combat if
// able" creatures, "can't block alone" and, on some boards, Silent Arbiter. Weighted boards put some
// required blockers under two or three requirements at once (CR 509.1c counts requirements).
// Standalone: `npx tsx scripts/bench/combatSearch.ts` prints the figures.

import { pathToFileURL } from 'node:url';
import {
  checkBlockDeclaration,
  maxBlockRequirements,
  type BlockerSpec,
  type BlockProblem,
} from '../../src/engine/rules/combatSearch';
import { createRng, elapsedUs, summarize, type BenchSection, type Rng } from './harness';

const BOARDS_PER_SIZE = 24;
const REPEATS_PER_BOARD = 5;
const TARGET_20_MS = 5;
const TARGET_50_MS = 50;

type Flavour = 'mixed' | 'menaceHeavy' | 'scarce';
const FLAVOURS: Flavour[] = ['mixed', 'menaceHeavy', 'scarce'];

function chance(rng: Rng, p: number): boolean {
  return rng.next() < p;
}

interface Attacker {
  id: string;
  menace: boolean;
  flying: boolean;
}

function attackersFor(rng: Rng, n: number, menaceRate: number): Attacker[] {
  return Array.from({ length: n }, (_, i) => ({ id: `A${i}`, menace: chance(rng, menaceRate), flying: chance(rng, 0.4) }));
}

/** Flying-like evasion plus a sprinkle of other evasion (fear, shadow…) the caller would have filtered. */
function reachable(rng: Rng, attackers: Attacker[], reach: boolean, onlyFlyers: boolean, keep: number): string[] {
  return attackers.filter((a) => (a.flying ? reach : !onlyFlyers) && chance(rng, keep)).map((a) => a.id);
}

function mixedBlocker(rng: Rng, attackers: Attacker[], i: number): BlockerSpec {
  const reach = chance(rng, 0.3);
  const onlyFlyers = reach && chance(rng, 0.3);
  return {
    id: `B${i}`,
    canBlock: reachable(rng, attackers, reach, onlyFlyers, 0.8),
    capacity: chance(rng, 0.2) ? 2 : 1,
    mustBlock: chance(rng, 0.2),
    cantBlockAlone: chance(rng, 0.1),
  };
}

/** Short lists over mostly menace attackers and many required blockers: partners are scarce. */
function scarceBlocker(rng: Rng, attackers: Attacker[], i: number): BlockerSpec {
  const options = 1 + rng.int(3);
  const canBlock = new Set<string>();
  for (let k = 0; k < options; k++) canBlock.add(rng.pick(attackers).id);
  return {
    id: `B${i}`,
    canBlock: [...canBlock],
    capacity: chance(rng, 0.15) ? 2 : 1,
    mustBlock: chance(rng, 0.45),
    cantBlockAlone: chance(rng, 0.1),
  };
}

/** Weighted boards: a required blocker is under 1 to 3 requirements. Drawn from a separate stream so
 *  that the unweighted boards stay the same. */
function withWeights(seed: number, blockers: BlockerSpec[]): BlockerSpec[] {
  const rng = createRng(seed * 104729 + 17);
  return blockers.map((b) => (b.mustBlock ? { ...b, requirements: 1 + rng.int(3) } : b));
}

/** A seeded board of n attackers and n potential blockers; the flavour cycles with the seed. */
export function hardBlockBoard(seed: number, n: number, weighted = false): BlockProblem {
  const rng = createRng(seed * 7919 + n);
  const flavour = FLAVOURS[seed % FLAVOURS.length] as Flavour;
  const menaceRate = flavour === 'mixed' ? 0.35 : 0.85;
  const attackers = attackersFor(rng, n, menaceRate);
  const blockers = Array.from({ length: n }, (_, i) =>
    flavour === 'scarce' ? scarceBlocker(rng, attackers, i) : mixedBlocker(rng, attackers, i),
  );
  // Silent Arbiter on about one board in four.
  const maxBlockers = chance(rng, 0.25) ? 1 : null;
  return { attackers: attackers.map(({ id, menace }) => ({ id, menace })), blockers: weighted ? withWeights(seed, blockers) : blockers, maxBlockers };
}

function timeMs(run: () => unknown): number {
  const start = process.hrtime.bigint();
  run();
  return elapsedUs(start, process.hrtime.bigint()) / 1000;
}

interface SizeFigures {
  checkMedianMs: number;
  checkMaxMs: number;
  maximiseMedianMs: number;
  maximiseMaxMs: number;
}

/** Per board: the median of several checks of an optimal declaration (the checker must prove no better one exists). */
function measureSize(n: number, weighted = false): SizeFigures {
  const check: number[] = [];
  const maximise: number[] = [];
  for (let seed = 1; seed <= BOARDS_PER_SIZE; seed++) {
    const p = hardBlockBoard(seed, n, weighted);
    const { witness } = maxBlockRequirements(p);
    if (checkBlockDeclaration(p, witness) !== null) throw new Error(`bench board ${seed}×${n}: witness rejected`);
    check.push(summarize(Array.from({ length: REPEATS_PER_BOARD }, () => timeMs(() => checkBlockDeclaration(p, witness)))).p50);
    maximise.push(summarize(Array.from({ length: REPEATS_PER_BOARD }, () => timeMs(() => maxBlockRequirements(p)))).p50);
  }
  const c = summarize(check);
  const m = summarize(maximise);
  return { checkMedianMs: c.p50, checkMaxMs: c.max, maximiseMedianMs: m.p50, maximiseMaxMs: m.max };
}

function warmUp(): void {
  for (let seed = 1; seed <= 30; seed++) {
    const p = hardBlockBoard(1000 + seed, 20 + (seed % 3) * 15);
    checkBlockDeclaration(p, maxBlockRequirements(p).witness);
  }
}

let lastDetails: Record<string, SizeFigures> = {};

/** Median milliseconds of checkBlockDeclaration (with its maximisation) on 20 × 20 and 50 × 50 boards. */
export async function runCombatSearchBench(): Promise<{ blockCheck20Ms: number; blockCheck50Ms: number }> {
  warmUp();
  const at20 = measureSize(20);
  const at50 = measureSize(50);
  lastDetails = { 20: at20, 50: at50, weighted50: measureSize(50, true) };
  return { blockCheck20Ms: at20.checkMedianMs, blockCheck50Ms: at50.checkMedianMs };
}

/** The same figures as a section of the shared bench report. */
export const combatSearchSection: BenchSection = {
  key: 'combatSearch',
  title: 'Block declaration check (CR 509.1c maximisation)',
  async run() {
    const figures = await runCombatSearchBench();
    const worst20 = lastDetails[20]?.checkMaxMs ?? NaN;
    const worst50 = lastDetails[50]?.checkMaxMs ?? NaN;
    const weighted = lastDetails.weighted50;
    return {
      data: { ...figures, details: lastDetails },
      figures: [
        { label: 'checkBlockDeclaration 20 × 20 (median)', value: figures.blockCheck20Ms, unit: 'ms', target: { kind: 'max', limit: TARGET_20_MS } },
        { label: 'checkBlockDeclaration 50 × 50 (median)', value: figures.blockCheck50Ms, unit: 'ms', target: { kind: 'max', limit: TARGET_50_MS } },
      ],
      details: [
        `worst board: ${worst20.toFixed(3)} ms at 20 × 20, ${worst50.toFixed(3)} ms at 50 × 50`,
        `weighted requirements, 50 × 50: median ${weighted?.checkMedianMs.toFixed(3)} ms, worst board ${weighted?.checkMaxMs.toFixed(3)} ms`,
      ],
    };
  },
};

async function main(): Promise<void> {
  const figures = await runCombatSearchBench();
  console.log(JSON.stringify(figures));
  for (const [n, d] of Object.entries(lastDetails)) {
    console.log(
      `${n === 'weighted50' ? '50 × 50 weighted' : `${n} × ${n}`}: check median ${d.checkMedianMs.toFixed(3)} ms, worst board ${d.checkMaxMs.toFixed(3)} ms; ` +
        `maxBlockRequirements median ${d.maximiseMedianMs.toFixed(3)} ms, worst ${d.maximiseMaxMs.toFixed(3)} ms`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
