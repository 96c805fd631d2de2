// harness.ts: what every bench section shares: the section interface (so later issues add a
// "combat" or "ui" section by appending to one array), timing and percentiles, a seeded PRNG, and
// access to the garbage collector for heap figures.

import v8 from 'node:v8';
import vm from 'node:vm';

/** What a section runner gets: options from the command line and a progress logger (stderr). */
export interface SectionContext {
  /** `--quick`: fewer games and repetitions, for a smoke run. */
  quick: boolean;
  /** Progress messages. Always stderr, because `--json` reserves stdout for the one JSON object. */
  progress: (message: string) => void;
  /** A full garbage collection, or null when the collector cannot be reached. */
  gc: (() => void) | null;
  /** Key/value pairs from `--set key=value`, for tuning a section without editing it. */
  settings: Record<string, string>;
}

/** A figure compared with its target, for the readable report. */
export interface Figure {
  label: string;
  value: number | null;
  unit: string;
  /** `max`: the value must be at most `limit`; `min`: at least. */
  target?: { kind: 'max' | 'min'; limit: number };
  note?: string;
}

export interface SectionOutput {
  /** Merged into the top-level JSON object under the section's key. */
  data: Record<string, unknown>;
  /** Headline figures, printed with their targets. */
  figures: Figure[];
  /** Further lines of the readable report (details, notes, errors). */
  details: string[];
}

export interface BenchSection {
  /** The key of this section in the `--json` object ("engine", later "combat", "ui"). */
  key: string;
  title: string;
  run(ctx: SectionContext): Promise<SectionOutput>;
}

// ---- timing ----

/** Microseconds between two `process.hrtime.bigint()` readings. */
export function elapsedUs(start: bigint, end: bigint): number {
  return Number(end - start) / 1000;
}

export interface Stats {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** Percentiles by the nearest-rank method over a copy (the samples stay in arrival order). */
export function summarize(samples: ArrayLike<number>): Stats {
  const count = samples.length;
  if (count === 0) return { count: 0, p50: NaN, p90: NaN, p99: NaN, max: NaN, mean: NaN };
  // A fresh copy is sorted in place: toSorted would need lib ES2023, and the copy is ours.
  // oxlint-disable-next-line unicorn/no-array-sort
  const sorted = Float64Array.from(samples).sort();
  const rank = (q: number): number => sorted[Math.min(count - 1, Math.max(0, Math.ceil(q * count) - 1))] ?? NaN;
  let sum = 0;
  for (let i = 0; i < count; i++) sum += sorted[i] ?? 0;
  return { count, p50: rank(0.5), p90: rank(0.9), p99: rank(0.99), max: sorted[count - 1] ?? NaN, mean: sum / count };
}

/** Rounds for JSON output: 3 significant decimals are plenty for µs and MB, and NaN becomes null. */
export function round(value: number, digits = 3): number | null {
  if (!Number.isFinite(value)) return null;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function roundStats(stats: Stats): Record<string, number | null> {
  return {
    count: stats.count,
    p50: round(stats.p50),
    p90: round(stats.p90),
    p99: round(stats.p99),
    max: round(stats.max),
    mean: round(stats.mean),
  };
}

// ---- seeded randomness ----

/** The bench's own choices (which action, which deck pair) must be repeatable run to run, so it
 *  uses a seeded sfc32 (the generator the engine keeps in its state) instead of Math.random. */
export interface Rng {
  next(): number;
  int(bound: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // sfc32 needs a few rounds before nearby seeds stop giving nearby outputs.
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    int: (bound) => Math.floor(next() * bound),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}

// ---- memory ----

/** A way to force a full collection, so heap deltas measure what is retained rather than what
 *  happens to be uncollected. `node --expose-gc` provides `gc`; `npm run bench` runs under tsx
 *  without that flag, so the flag is switched on at run time and `gc` taken from a fresh context
 *  (V8 installs it on contexts created after the flag is set). */
export function acquireGc(): (() => void) | null {
  const existing = (globalThis as { gc?: unknown }).gc;
  if (typeof existing === 'function') return existing as () => void;
  try {
    v8.setFlagsFromString('--expose-gc');
    const fromContext: unknown = vm.runInNewContext('gc');
    if (typeof fromContext === 'function') return fromContext as () => void;
  } catch {
    // Fall through: heap figures are then noisier and the report says so.
  }
  return null;
}

/** Heap in use after a full collection (two passes: weak references and finalizers settle). */
export function settledHeapUsed(gc: (() => void) | null): number {
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed;
}

export const MB = 1024 * 1024;

/** Counts by key, kept in first-seen order. */
export function countInto(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** A number for the readable report. */
export function fmt(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  return value.toFixed(digits);
}
