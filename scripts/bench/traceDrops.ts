// traceDrops.ts: where the UI bench's drop time goes. Plays the bench's drags (ui.ts: a blocker onto
// an attacker on the 100-permanent board) under a Chromium trace with its CPU profiler, and prints,
// per drop from the pointerup to just after the next paint: the main thread's busy time, each
// rendering phase (script, style, layout, pre-paint, paint, layerize, commit) as a median, the nested
// events of one drop and, with --profile, the functions the script time went to. Sessions 7 and 8
// took these traces by hand; this is the same measurement, kept.
//
//   npx tsx scripts/bench/traceDrops.ts [--drops N] [--tree K] [--profile] [--minified] [--passes] [--floor move|paint] [--settled] [--cpu N] [--under F] [--save FILE] [--dist DIR] [--css RULES] [--categories LIST]
//   npx tsx scripts/bench/traceDrops.ts --against DIR [--rounds N] [--drops N] [--dist DIR]
//
// --against DIR compares two builds, the way issue 20 asks a drop's work to be shown before and
// after: this one (--dist, else a build of the working tree) and DIR (a bench build of another
// commit), traced in turn for N rounds (5 by default), so that both see the same load. It prints, per
// round and build, the median drop's work until the page is idle, in the main thread's own time and
// in busy time, and the ratio of this build's to DIR's; then the median of each column.
//
// --passes traces the bench's presses of P instead (N of them, on the board in Ana's main phase).
// --save writes the trace to FILE (Chromium's trace format: DevTools' Performance panel opens it).
// --dist serves a bench build made before (a copy of node_modules/.tmp/bench-ui/bench, say, from
// another commit) instead of building one: two builds traced in turn, at the same load, compare.
// --css adds a style sheet to the page before the drags: a question about the rendering ("does this
// clip cost the frame anything?") tried without a build. --categories adds trace categories (comma-
// separated, e.g. disabled-by-default-devtools.timeline.invalidationTracking: what each drop
// invalidated), for --save.
//
// --floor move|paint traces the page's floor instead: the same drags, but the app never sees them (a
// capture-phase listener stops every pointer event) and the release makes the smallest change the
// page can show, in plain JS: `move` sets one card's transform (what a drop that moves a card needs at
// the least), `paint` changes its background colour (a repaint only). What is left of a drop's busy
// time over the floor is the drop's own work; the floor is what this page costs Chromium to show any
// change at all (its layout, paint, layerize and commit of a hundred cards).
//
// --under F (with --profile) adds the script time spent inside function F, by the functions F called
// (at any depth): what a store update's subscribers or a component's render cost, say.
//
// --cpu N slows the CPU N times, as the bench's dropToPaintP95Ms4x does (--cpu 4).
//
// Besides the window to the paint, each drop's busy time until the page is idle again (within
// SETTLED_MS of the release) is printed: work a drop puts off until after its paint is still its work.
//
// The bench build is made unminified unless --minified, so the profile names functions; minifying
// does not change the rendering phases. Tracing adds its own cost, and the CPU profiler more (script
// about a third longer): compare runs of this tool made with the same options with each other, and the
// bench's figures with the bench.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lzString from 'lz-string';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { dragOnto, median, SETTLE_SCRIPT } from './pageTimer';
import { buildApp, CHROMIUM, fitViewport, FLAGS, permanent, root } from './ui';
import { BENCH_SIZES, hundredPermanentMainPhase, hundredPermanentScenario } from './uiScenario';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the slice: the time it ran on a core, without its waits for one. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { type?: string; startTime?: number; timeDeltas?: number[]; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] } };
    elementCount?: number;
    beginData?: { dirtyObjects?: number };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

const { values } = parseArgs({ options: { against: { type: 'string' }, rounds: { type: 'string', default: '5' }, drops: { type: 'string', default: '40' }, tree: { type: 'string', default: '10' }, profile: { type: 'boolean', default: false }, minified: { type: 'boolean', default: false }, passes: { type: 'boolean', default: false }, save: { type: 'string' }, dist: { type: 'string' }, css: { type: 'string' }, floor: { type: 'string' }, settled: { type: 'boolean', default: false }, cpu: { type: 'string', default: '1' }, under: { type: 'string' }, categories: { type: 'string' } } });
const DROPS = Number(values.drops);
/** What is timed: the bench's drops, or with --passes its presses of P on an idle page. */
const WHAT = values.passes ? 'passes' : 'drops';
const ONE = values.passes ? 'pass' : 'drop';
const WARMUP = 4;
/** How long after a release its work is counted as the drop's, when the page settles: less than the
 *  pause between drops (200 ms, both times --cpu), more than any work the drop schedules (the engine's verdict on the
 *  draft runs a frame after the paint). */
const CPU = Number(values.cpu);
const SETTLED_MS = 180 * CPU;
// The passes are taken back by two undos 50 ms after every second press: they would fall inside.
if (values.settled && values.passes) throw new Error('--settled times drops only: the passes are undone within the window');
if (values.floor && values.floor !== 'move' && values.floor !== 'paint') throw new Error('--floor takes move or paint');
/** --floor: the page's smallest change in plain JS, the app seeing no pointer event (see the top). */
const FLOOR = `(() => {
  let pressed = null;
  const hide = (event) => event.stopImmediatePropagation();
  for (const type of ['pointermove', 'mousedown', 'mousemove', 'mouseup', 'click']) window.addEventListener(type, hide, { capture: true });
  window.addEventListener('pointerdown', (event) => { hide(event); pressed = event.target.closest('[data-slot]'); }, { capture: true });
  window.addEventListener('pointerup', (event) => {
    hide(event);
    if (!pressed) return;
    if (${JSON.stringify(values.floor)} === 'paint') pressed.style.backgroundColor = pressed.style.backgroundColor ? '' : 'red';
    else pressed.style.transform = pressed.style.transform ? '' : 'translate(' + (event.clientX % 40) + 'px, 12px)';
  }, { capture: true });
})()`;
/** The rendering phases, as Chromium's timeline names them. FunctionCall holds the script; the style,
 *  layout and pre-paint of the pointerup task run inside its EventDispatch (hit-testing the release). */
const PHASES = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest'];
const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', ...(values.categories?.split(',') ?? [])];
const PROFILER = ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'];
/** t0 at the capture-phase pointerup (or keydown of P), t1 in a timer the next animation frame
 *  queues: pageTimer.ts's timer, as marks in the trace. */
const MARKS = `(() => {
  const start = () => { performance.mark('drop-t0'); requestAnimationFrame(() => setTimeout(() => performance.mark('drop-t1'), 0)); };
  window.addEventListener('pointerup', start, { capture: true });
  window.addEventListener('keydown', (event) => { if (event.key === 'p') start(); }, { capture: true });
})()`;

const round = (ms: number) => Math.round(ms * 100) / 100;
const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

/** This build: --dist, else the working tree's, built once. */
async function thisBuild(): Promise<string> {
  if (values.dist) return values.dist;
  process.stderr.write('[trace] building the bench app…\n');
  return buildApp('bench', values.minified);
}

async function traceDrops(dist: string): Promise<TraceEvent[]> {
  const server = await preview({ root, logLevel: 'warn', build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const profile = await mkdtemp(join(tmpdir(), 'trace-drops-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scenario = values.passes ? hundredPermanentMainPhase() : hundredPermanentScenario();
    await page.goto(`${server.resolvedUrls?.local[0]}#scenario=${lzString.compressToEncodedURIComponent(JSON.stringify(scenario))}`);
    await page.waitForSelector(`[data-role="prompt"][data-pending="${values.passes ? 'priority' : 'declareBlockers'}"]`);
    if (values.css) await page.addStyleTag({ content: values.css });
    await fitViewport(page);
    await page.evaluate(MARKS);
    if (values.floor) await page.evaluate(FLOOR);
    // ui.ts's passes: P on an idle page, Ana's then Bruno's, both taken back by two undos.
    const pass = async (i: number) => {
      await page.evaluate(SETTLE_SCRIPT);
      await page.keyboard.press('p');
      await page.waitForTimeout(50);
      if (i % 2 === 0) return;
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      await page.waitForSelector('[data-role="prompt"][data-pending="priority"][data-player="A"]');
    };
    const drop = async (i: number) => {
      if (values.passes) return pass(i);
      await dragOnto(page, permanent(`b${i % BENCH_SIZES.blockers}`), permanent(`a${(i * 7) % 16}`));
      await page.waitForTimeout(200 * CPU);
    };
    const cdp = await context.newCDPSession(page);
    // --cpu N: the CPU slowed N times (the bench's 4× phone), warm-up included.
    if (CPU !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    for (let i = 0; i < WARMUP; i++) await drop(i);
    const events: TraceEvent[] = [];
    // The protocol types the events loosely: they are the trace format's events.
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: [...CATEGORIES, ...(values.profile ? PROFILER : [])].join(','), transferMode: 'ReportEvents' });
    process.stderr.write(`[trace] ${DROPS} ${WHAT}…\n`);
    for (let i = WARMUP; i < WARMUP + DROPS; i++) await drop(i);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.close();
  }
}

/** Each drop's window [t0, t1] on the renderer's main thread, and that thread's events. */
function dropWindows(events: TraceEvent[]) {
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!thread) throw new Error('no renderer main thread in the trace');
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const t0s = main.filter((e) => e.name === 'drop-t0').map((e) => e.ts).sort((a, b) => a - b);
  const t1s = main.filter((e) => e.name === 'drop-t1').map((e) => e.ts).sort((a, b) => a - b);
  const windows = t0s.flatMap((t0) => {
    const t1 = t1s.find((t) => t > t0);
    return t1 === undefined ? [] : [[t0, t1] as const];
  });
  return { windows, slices: main.filter((e) => e.ph === 'X') };
}

/** Milliseconds of the thread's own time (tdur) that `tasks` spent in [t0, t1]: a task cut by the
 *  window counts in proportion. The wall-clock figures include the thread's waits for a core (two
 *  cores shared with the compositor, the raster threads, the GPU process and the machine's other
 *  work); the thread's own time is the work itself, and moves less with the machine's load (on the
 *  bench machine it still moved by up to a third between runs of the same build). */
function ranWithin(tasks: TraceEvent[], t0: number, t1: number): number {
  let ran = 0;
  let reached = -Infinity;
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    // A task nested in another (a nested run loop) is already in the outer one's time.
    if (end(task) <= reached) continue;
    reached = end(task);
    const from = Math.max(task.ts, t0);
    const to = Math.min(end(task), t1);
    if (to > from && task.dur) ran += (task.tdur ?? task.dur) * ((to - from) / task.dur);
  }
  return ran / 1000;
}

/** Milliseconds of [t0, t1] covered by `events`, a slice nested in another of the same name counted once. */
function within(events: TraceEvent[], t0: number, t1: number): number {
  let covered = 0;
  let reached = t0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    const from = Math.max(e.ts, reached);
    const to = Math.min(end(e), t1);
    if (to > from) covered += to - from;
    reached = Math.max(reached, to);
  }
  return covered / 1000;
}

function phases(windows: (readonly [number, number])[], slices: TraceEvent[]) {
  const busy: number[] = [];
  const settled: number[] = [];
  const ran: number[] = [];
  const ranSettled: number[] = [];
  const perPhase = new Map<string, number[]>(PHASES.map((name) => [name, []]));
  // Counts that do not move with the machine's load: elements restyled, objects laid out again.
  const restyled: number[] = [];
  const relaid: number[] = [];
  const sum = (events: TraceEvent[], count: (e: TraceEvent) => number | undefined) => events.reduce((total, e) => total + (count(e) ?? 0), 0);
  for (const [t0, t1] of windows) {
    const inside = slices.filter((e) => end(e) > t0 && e.ts < t1);
    // The thread's tasks, not nested slices: its busy time.
    const tasks = inside.filter((e) => e.name === 'RunTask');
    busy.push(within(tasks, t0, t1));
    ran.push(ranWithin(tasks, t0, t1));
    const t2 = t0 + SETTLED_MS * 1000;
    const tasksUntilIdle = slices.filter((e) => e.name === 'RunTask' && end(e) > t0 && e.ts < t2);
    settled.push(within(tasksUntilIdle, t0, t2));
    ranSettled.push(ranWithin(tasksUntilIdle, t0, t2));
    for (const [name, list] of perPhase) list.push(within(inside.filter((e) => e.name === name), t0, t1));
    restyled.push(sum(inside.filter((e) => e.name === 'UpdateLayoutTree'), (e) => e.args?.elementCount));
    relaid.push(sum(inside.filter((e) => e.name === 'Layout'), (e) => e.args?.beginData?.dirtyObjects));
  }
  return { busy, settled, ran, ranSettled, perPhase, restyled, relaid };
}

/** Script time per function from the trace's CPU profile, inside the windows: self and inclusive, ms per drop. */
function scriptProfile(events: TraceEvent[], windows: (readonly [number, number])[]) {
  const start = events.find((e) => e.name === 'Profile');
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  let t = start?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === start?.id)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (chunk.args?.data?.cpuProfile?.samples ?? []).forEach((node, i) => samples.push([(t += deltas[i] ?? 0), node]));
  }
  const name = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    // Native entries ((program), (garbage collector), DOM calls) have no script.
    return frame.url ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${(frame.lineNumber ?? 0) + 1}` : frame.functionName;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const under = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  samples.forEach(([ts, id], i) => {
    if (!windows.some(([t0, t1]) => ts >= t0 && ts < t1)) return;
    const us = Math.min((samples[i + 1]?.[0] ?? ts) - ts, 1000);
    add(self, name(id), us);
    const seen = new Set<string>();
    // The stack from the sampled function out; with --under F, what runs inside F (F's callees' stacks).
    const stack: string[] = [];
    for (let node: number | undefined = id; node !== undefined; node = nodes.get(node)?.parent) stack.push(name(node));
    for (const key of stack) seen.add(key);
    for (const key of seen) add(inclusive, key, us);
    const inside = values.under === undefined ? -1 : stack.findLastIndex((key) => key.startsWith(`${values.under} `) || key === values.under);
    if (inside > 0) for (const key of new Set(stack.slice(0, inside))) add(under, key, us);
  });
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, us]) => `${round(us / 1000 / windows.length).toFixed(2).padStart(6)}  ${key}`);
  return { self: top(self, 20), inclusive: top(inclusive, 40), under: top(under, 30) };
}

/** The nested slices of one drop of at least 0.08 ms, as the Performance panel would show them. */
function tree(slices: TraceEvent[], [t0, t1]: readonly [number, number]): string[] {
  const inside = slices.filter((e) => end(e) > t0 - 1000 && e.ts < t1).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open: TraceEvent[] = [];
  const lines: string[] = [];
  for (const e of inside) {
    while (open.length && end(open[open.length - 1] as TraceEvent) <= e.ts) open.pop();
    if (open.length < 6 && (e.dur ?? 0) >= 80) lines.push(`${'  '.repeat(open.length)}${((e.ts - t0) / 1000).toFixed(2)} ms  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(2)}${e.args?.data?.type ? ` (${e.args.data.type})` : ''}`);
    open.push(e);
  }
  return lines;
}

/** --against: the two builds traced in turn, round after round; the medians of each drop's work until
 *  idle, and their ratio. Returns the lines to print. */
async function compareBuilds(dist: string, against: string): Promise<string[]> {
  const rounds = Number(values.rounds);
  const rows: { ran: number; busy: number; againstRan: number; againstBusy: number }[] = [];
  const untilIdle = async (build: string) => {
    const { windows, slices } = dropWindows(await traceDrops(build));
    const { settled, ranSettled } = phases(windows, slices);
    return { ran: median(ranSettled), busy: median(settled) };
  };
  for (let r = 0; r < rounds; r++) {
    const mine = await untilIdle(dist);
    const theirs = await untilIdle(against);
    rows.push({ ran: mine.ran, busy: mine.busy, againstRan: theirs.ran, againstBusy: theirs.busy });
  }
  /** The rounds' median, the mean of the middle two for an even count, unrounded (median() rounds to
   *  a tenth, too coarse for a ratio, and takes the upper of the middle two). */
  const middle = (numbers: number[]) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[half] ?? Number.NaN) : ((sorted[half - 1] ?? Number.NaN) + (sorted[half] ?? Number.NaN)) / 2;
  };
  /** A line of the table: this build's and the other's time, and their ratio, in thread then busy time. */
  const line = (label: string, ran: number, againstRan: number, ranRatio: number, busy: number, againstBusy: number, busyRatio: number) =>
    `${label.padEnd(8)}${ran.toFixed(1).padStart(14)}${againstRan.toFixed(1).padStart(10)}${ranRatio.toFixed(2).padStart(8)}${busy.toFixed(1).padStart(14)}${againstBusy.toFixed(1).padStart(10)}${busyRatio.toFixed(2).padStart(8)}`;
  const mid = (pick: (row: (typeof rows)[number]) => number) => middle(rows.map(pick));
  return [
    `${DROPS} drops a build a round; ms per drop until the page is idle (within ${SETTLED_MS} ms), median; this build ${dist}, against ${against}`,
    `${''.padEnd(8)}${'thread: this'.padStart(14)}${'against'.padStart(10)}${'ratio'.padStart(8)}${'busy: this'.padStart(14)}${'against'.padStart(10)}${'ratio'.padStart(8)}`,
    ...rows.map((row, i) => line(`round ${i + 1}`, row.ran, row.againstRan, row.ran / row.againstRan, row.busy, row.againstBusy, row.busy / row.againstBusy)),
    // The median of each column, and the median of the rounds' ratios (not the ratio of the medians).
    line('median', mid((r) => r.ran), mid((r) => r.againstRan), mid((r) => r.ran / r.againstRan), mid((r) => r.busy), mid((r) => r.againstBusy), mid((r) => r.busy / r.againstBusy)),
  ];
}

if (values.against) {
  process.stdout.write(`${(await compareBuilds(await thisBuild(), values.against)).join('\n')}\n`);
  process.exit(0);
}
const events = await traceDrops(await thisBuild());
if (values.save) await writeFile(values.save, JSON.stringify({ traceEvents: events }));
const { windows, slices } = dropWindows(events);
/** --settled: the phases, the profile and the tree cover each drop until the page is idle again, not
 *  to its paint only. */
const profiled = values.settled ? windows.map(([t0]) => [t0, t0 + SETTLED_MS * 1000] as const) : windows;
const { busy, settled, ran, ranSettled } = phases(windows, slices);
const { perPhase, restyled, relaid } = phases(profiled, slices);
const out = [
  `${windows.length} ${WHAT} traced; ${values.passes ? 'keydown' : 'pointerup'} to after the next paint, median ${median(windows.map(([t0, t1]) => (t1 - t0) / 1000))} ms; main thread busy, median ${median(busy)} ms`,
  `busy until the page is idle again (within ${SETTLED_MS} ms of the ${values.passes ? 'keydown' : 'pointerup'}), median ${median(settled)} ms${values.floor ? ` (the page's floor: ${values.floor === 'paint' ? 'one card repainted' : 'one card moved'} in plain JS, the app not told)` : ''}`,
  `the main thread's own time (the trace's thread time: its work without its waits for a core), median ${median(ran)} ms to the paint, ${median(ranSettled)} ms until idle`,
  '',
  `phase (ms per ${ONE}${values.settled ? ', until idle' : ''})`.padEnd(25) + 'median   max',
  ...PHASES.map((name) => `${name.padEnd(24)} ${median(perPhase.get(name) ?? []).toFixed(2).padStart(6)} ${Math.max(...(perPhase.get(name) ?? [0])).toFixed(2).padStart(6)}`),
  '',
  `elements restyled per ${ONE}, median ${median(restyled)}; layout objects dirty per ${ONE}, median ${median(relaid)}`,
];
if (values.profile) {
  const profile = scriptProfile(events, profiled);
  out.push('', 'script, self (ms per event)', ...profile.self, '', 'script, inclusive (ms per event)', ...profile.inclusive);
  if (values.under) out.push('', `script inside ${values.under}, inclusive (ms per event)`, ...profile.under);
}
const k = Math.min(Number(values.tree), windows.length - 1);
const chosen = profiled[k];
if (chosen) out.push('', `${ONE} ${k}, ${round((chosen[1] - chosen[0]) / 1000)} ms: the main thread's slices from the ${values.passes ? 'keydown' : 'pointerup'}`, ...tree(slices, chosen));
process.stdout.write(`${out.join('\n')}\n`);
