// ui.ts: the UI bench, measured in Chromium (playwright-core, Debian's Chromium) against a built app
// with 100 permanents on the table:
//   - dropToPaintP95Ms: from the pointerup of a drop (a blocker onto an attacker) to the next painted
//     frame: a capture-phase pointerup listener takes t0; a requestAnimationFrame callback checks the
//     DOM already shows the drop and queues a setTimeout(0), which runs after that frame's paint: t1.
//   - dropToPaintP95Ms4x: the same with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate).
//   - passToPaintP95Ms: the same from the keydown of P (pass priority), pressed once the page is idle.
//   - dropOverFloorP95Ms, passOverFloorP95Ms: those two p95s minus the same timer's on an empty page in
//     the same run (emptyPage.ts): the wait for the 60 Hz frame clock is the machine's, not the table's.
//   - rendersPerDrop: card faces rendered per drop, drag start to settled (a counter compiled into a
//     `--mode bench` build only).
//   - initialJsGzipKB: gzip size of the JS the production build's index.html loads at startup.
// Runnable alone: `npx tsx scripts/bench/ui.ts` prints the JSON.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lzString from 'lz-string';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { type EmptyPageFloor, measureEmptyPage } from './emptyPage';
import { dragOnto, installTimer, median, p95, sampleCount, setCheck, SETTLE_SCRIPT, takeSample } from './pageTimer';
import { BENCH_SIZES, hundredPermanentMainPhase, hundredPermanentScenario } from './uiScenario';

export interface UiBenchResult {
  dropToPaintP95Ms: number;
  dropToPaintP95Ms4x: number;
  passToPaintP95Ms: number;
  /** The table's own share of a frame: its p95 minus the empty page's, measured in the same run. */
  dropOverFloorP95Ms: number;
  passOverFloorP95Ms: number;
  rendersPerDrop: number;
  initialJsGzipKB: number;
  /** How the figures were obtained, and the figures behind them. */
  details: { emptyPage: EmptyPageFloor } & Record<string, unknown>;
}

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outRoot = join(root, 'node_modules', '.tmp', 'bench-ui');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Tall enough that the whole 100-permanent table is on screen: page.mouse works in the viewport.
// Each page is then made taller than its document (fitViewport): a drag that ends within a fifth of
// the window's bottom edge makes dnd-kit scroll the window, and drops then missed their attacker.
const VIEWPORT = { width: 1400, height: 4200 };
const DROPS = 40;
const WARMUP_DROPS = 4;
const PASS_ROUNDS = 20;

const log = (message: string) => process.stderr.write(`[ui bench] ${message}\n`);

/** The JS files index.html loads at startup (entry scripts and modulepreloads), gzipped (level 9). */
async function initialJs(dist: string): Promise<{ kb: number; files: Record<string, number> }> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1] ?? m[2] ?? '');
  const files: Record<string, number> = {};
  let total = 0;
  for (const path of paths) {
    const bytes = gzipSync(await readFile(join(dist, path.replace(/^\//, '')))).length;
    files[path] = Math.round((bytes / 1024) * 10) / 10;
    total += bytes;
  }
  return { kb: Math.round((total / 1024) * 10) / 10, files };
}

/** Gzip size of every JS file the page fetched (the startup shell plus what opening a scenario loads). */
async function loadedJs(page: Page, dist: string): Promise<number> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  let total = 0;
  for (const url of urls) total += gzipSync(await readFile(join(dist, new URL(url).pathname))).length;
  return Math.round((total / 1024) * 10) / 10;
}

export async function buildApp(mode: 'production' | 'bench', minify = true): Promise<string> {
  const outDir = join(outRoot, mode);
  await build({ root, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, minify } });
  return outDir;
}

/** Makes the window taller than the page, so nothing can scroll and no permanent lies in the bottom
 *  fifth where a drag makes dnd-kit scroll (the page grows a little as blocks are drafted); returns
 *  the height. */
export async function fitViewport(page: Page): Promise<number> {
  // Measured at the base size: the document is at least as tall as the window it was laid out in.
  await page.setViewportSize(VIEWPORT);
  const height = Math.max(VIEWPORT.height, Math.ceil((await page.evaluate(() => document.documentElement.scrollHeight)) * 1.25) + 200);
  await page.setViewportSize({ width: VIEWPORT.width, height });
  return height;
}

export const permanent = (id: string) => `[data-player-id] [data-object-id="${id}"][data-tapped]`;

async function measureDrops(page: Page, drops: number, warmup: number) {
  await installTimer(page);
  const counts = () =>
    page.evaluate('({ cards: window.cardRenderCount ?? 0, slots: window.slotRenderCount ?? 0 })') as Promise<{ cards: number; slots: number }>;
  let cards = 0;
  let slots = 0;
  let applied = 0;
  const samples: number[] = [];
  const frameStarts: number[] = [];
  const shown: boolean[] = [];
  for (let i = 0; i < warmup + drops; i++) {
    const blocker = `b${i % BENCH_SIZES.blockers}`;
    // The first sixteen attackers: their lanes stay on screen as the blockers join them.
    const attacker = `a${(i * 7) % 16}`;
    // The drop is visible when the blocker says whom it will block.
    await setCheck(page, `(document.querySelector('${permanent(blocker)}')?.getAttribute('data-draft-blocking') ?? '').split(' ').includes('${attacker}')`);
    const before = await counts();
    const n = await sampleCount(page);
    await dragOnto(page, permanent(blocker), permanent(attacker));
    await page.waitForFunction((count) => (window as unknown as { benchSamples: number[] }).benchSamples.length > count, n);
    // Let any trailing render settle (dnd-kit's announcement, a tooltip).
    await page.waitForTimeout(150);
    const after = await counts();
    const result = (await page.evaluate('({ sample: window.benchSamples.at(-1), frameStart: window.benchFrameStarts.at(-1), shown: window.benchShown.at(-1), applied: window.benchCheck() })')) as {
      sample: number;
      frameStart: number;
      shown: boolean;
      applied: boolean;
    };
    if (i < warmup) continue;
    samples.push(result.sample);
    frameStarts.push(result.frameStart);
    shown.push(result.shown);
    if (result.applied) applied++;
    cards += after.cards - before.cards;
    slots += after.slots - before.slots;
  }
  return { samples, frameStarts, applied, shownInFrame: shown.filter(Boolean).length, cardsPerDrop: cards / drops, slotsPerDrop: slots / drops };
}

/** Presses P, alternately for each player, and takes back both passes with two undos after each round,
 *  so every sample times the same two passes. `settle`: before each press, wait until the page is idle
 *  (see scripts/bench/README.md: a person cannot press P milliseconds after the undo's prompt shows). */
async function measurePasses(page: Page, rounds: number, settle: boolean) {
  await installTimer(page);
  const samples: number[] = [];
  const frameStarts: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const player of ['A', 'B']) {
      const next = player === 'A' ? 'B' : 'A';
      await setCheck(page, `document.querySelector('[data-role="prompt"]')?.getAttribute('data-player') === '${next}'`);
      if (settle) await page.evaluate(SETTLE_SCRIPT);
      const n = await sampleCount(page);
      await page.keyboard.press('p');
      const taken = await takeSample(page, n);
      await page.waitForTimeout(50);
      samples.push(taken.sample);
      frameStarts.push(taken.frameStart);
    }
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.waitForSelector('[data-role="prompt"][data-pending="priority"][data-player="A"]');
    await page.waitForFunction(() => document.querySelector('[data-role="step"]')?.getAttribute('data-step') === 'main1');
  }
  return { samples, frameStarts };
}

export async function runUiBench(): Promise<UiBenchResult> {
  log('building the app (production, then bench mode with render counters)…');
  const productionDist = await buildApp('production');
  const initial = await initialJs(productionDist);
  const benchDist = await buildApp('bench');
  const server = await preview({ root, logLevel: 'warn', build: { outDir: benchDist }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('vite preview did not report its address');
  const profile = await mkdtemp(join(tmpdir(), 'ui-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS, viewport: VIEWPORT });
  context.setDefaultTimeout(30_000);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const viewportHeights: number[] = [];
    const openAt = async (scenario: Record<string, unknown>, pending: string) => {
      await page.goto('about:blank');
      const started = Date.now();
      // lz-string is CommonJS: under plain Node only its default export is there.
      await page.goto(`${base}#scenario=${lzString.compressToEncodedURIComponent(JSON.stringify(scenario))}`);
      await page.waitForSelector(`[data-role="prompt"][data-pending="${pending}"]`);
      const opened = Date.now() - started;
      viewportHeights.push(await fitViewport(page));
      return opened;
    };

    log(`drops: ${DROPS} blockers onto attackers, ${BENCH_SIZES.permanents} permanents…`);
    const openMs = await openAt(hundredPermanentScenario(), 'declareBlockers');
    const jsForLinkKB = await loadedJs(page, benchDist);
    const permanents = await page.locator('[data-player-id] [data-tapped]').count();
    const drops = await measureDrops(page, DROPS, WARMUP_DROPS);

    log('drops with the CPU slowed 4×…');
    await openAt(hundredPermanentScenario(), 'declareBlockers');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slowDrops = await measureDrops(page, Math.min(DROPS, 32), WARMUP_DROPS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    log(`passes: ${PASS_ROUNDS * 2} presses of P, each once the page is idle, then ${PASS_ROUNDS * 2} without waiting…`);
    await openAt(hundredPermanentMainPhase(), 'priority');
    const passes = await measurePasses(page, PASS_ROUNDS, true);
    await openAt(hundredPermanentMainPhase(), 'priority');
    const hastyPasses = await measurePasses(page, PASS_ROUNDS, false);

    log(`the floor: the same drags and presses on an empty page…`);
    const emptyPage = await measureEmptyPage(page, DROPS);

    const overFloor = (ms: number, floor: number) => Math.round((ms - floor) * 10) / 10;
    return {
      dropToPaintP95Ms: p95(drops.samples),
      dropToPaintP95Ms4x: p95(slowDrops.samples),
      passToPaintP95Ms: p95(passes.samples),
      dropOverFloorP95Ms: overFloor(p95(drops.samples), emptyPage.dropToPaintP95Ms),
      passOverFloorP95Ms: overFloor(p95(passes.samples), emptyPage.passToPaintP95Ms),
      rendersPerDrop: Math.round(drops.cardsPerDrop * 100) / 100,
      initialJsGzipKB: initial.kb,
      details: {
        permanentsOnTable: permanents,
        viewport: { width: VIEWPORT.width, heights: viewportHeights },
        drops: drops.samples.length,
        dropToPaintP50Ms: median(drops.samples),
        // Drops that had taken effect by the frame after the pointerup, and by the time the next drag began.
        dropShownInNextFrame: `${drops.shownInFrame}/${drops.samples.length}`,
        dropsApplied: `${drops.applied}/${drops.samples.length}`,
        // When the frame that shows the drop began (its requestAnimationFrame timestamp), after t0: the
        // part of each sample that is Chromium's 60 Hz frame clock; what follows it is the page's work.
        dropFrameStartP50Ms: median(drops.frameStarts),
        dropToPaintP50Ms4x: median(slowDrops.samples),
        passes: passes.samples.length,
        passToPaintP50Ms: median(passes.samples),
        passFrameStartP50Ms: median(passes.frameStarts),
        // The same presses without waiting for the page to be idle first: P pressed as soon as the
        // undo's prompt shows, while the panels rendered after its paint may still be at work.
        passToPaintP95MsUnsettled: p95(hastyPasses.samples),
        passToPaintP50MsUnsettled: median(hastyPasses.samples),
        // The same timer, drags and presses on a page with no framework and nothing to compute, in
        // the same browser minutes later (emptyPage.ts): what any page measures on this machine.
        emptyPage,
        // The memoised permanent slots around the faces (the marks and rings of a draft), per drop.
        slotRendersPerDrop: Math.round(drops.slotsPerDrop * 100) / 100,
        initialJsFiles: initial.files,
        jsLoadedToShowALinkGzipKB: jsForLinkKB,
        openHundredPermanentLinkMs: openMs,
        chromium: CHROMIUM,
        // Timings on a shared machine: compare runs made at a low load average.
        machine: { cpu: cpus()[0]?.model ?? '?', cores: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 100) / 100) },
      },
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runUiBench()
    .then((result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
