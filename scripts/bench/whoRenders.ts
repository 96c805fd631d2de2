// whoRenders.ts: which React components render on the UI bench's drop, and how often. Plays the
// bench's drags (ui.ts) on the unminified bench build with a stand-in for React's DevTools hook that,
// after each commit, counts the components that rendered in it (the fibers React marked
// PerformedWork, as the DevTools profiler tells them). Prints the counts per drop, largest first.
//
//   npx tsx scripts/bench/whoRenders.ts [--drops N] [--passes] [--dist DIR]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lzString from 'lz-string';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { dragOnto, SETTLE_SCRIPT } from './pageTimer';
import { buildApp, CHROMIUM, fitViewport, FLAGS, permanent, root } from './ui';
import { BENCH_SIZES, hundredPermanentMainPhase, hundredPermanentScenario } from './uiScenario';

const { values } = parseArgs({ options: { drops: { type: 'string', default: '10' }, passes: { type: 'boolean', default: false }, dist: { type: 'string' } } });
const DROPS = Number(values.drops);

/** React calls the DevTools hook after every commit; a fiber whose flags hold PerformedWork (1)
 *  rendered in that commit. Function and class components and memo wrappers are counted by name. */
const HOOK = `(() => {
  // Each render is counted under the part of the gesture it came in: the drag (up to the release),
  // the drop (from the release to the timer after the next paint, as the bench times it), or after.
  window.renders = {};
  window.commits = {};
  let phase = 'drag';
  window.addEventListener('pointerdown', () => void (phase = 'drag'), { capture: true });
  window.addEventListener('pointerup', () => { phase = 'drop'; requestAnimationFrame(() => setTimeout(() => void (phase = 'after'), 0)); }, { capture: true });
  window.addEventListener('keydown', (event) => { if (event.key !== 'p') return; phase = 'drop'; requestAnimationFrame(() => setTimeout(() => void (phase = 'after'), 0)); }, { capture: true });
  // The fibers of the tree committed last: a subtree React skipped keeps its fiber objects, and their
  // flags from the render that made them.
  let previous = new WeakSet();
  const named = (fiber) => { const t = fiber.type; if (!t || typeof t === 'string') return null; return t.displayName || t.name || (t.type && (t.type.displayName || t.type.name)) || (t.render && (t.render.displayName || t.render.name)) || null; };
  const walk = (fiber, seen) => {
    for (let f = fiber; f; f = f.sibling) {
      seen.add(f);
      const name = named(f);
      if (name && (f.flags & 1) && !previous.has(f)) window.renders[phase + ' ' + name] = (window.renders[phase + ' ' + name] || 0) + 1;
      if (f.child) walk(f.child, seen);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
    onCommitFiberRoot(_id, root) { window.commits[phase] = (window.commits[phase] || 0) + 1; const seen = new WeakSet(); walk(root.current.child, seen); previous = seen; },
  };
})()`;

const dist = values.dist ?? (await buildApp('bench', false));
const server = await preview({ root, logLevel: 'warn', build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const profile = await mkdtemp(join(tmpdir(), 'who-renders-chromium-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(HOOK);
  const scenario = values.passes ? hundredPermanentMainPhase() : hundredPermanentScenario();
  await page.goto(`${server.resolvedUrls?.local[0]}#scenario=${lzString.compressToEncodedURIComponent(JSON.stringify(scenario))}`);
  await page.waitForSelector(`[data-role="prompt"][data-pending="${values.passes ? 'priority' : 'declareBlockers'}"]`);
  await fitViewport(page);
  const act = async (i: number) => {
    if (values.passes) {
      // ui.ts's passes: P on an idle page, Ana's then Bruno's, both taken back by two undos.
      await page.evaluate(SETTLE_SCRIPT);
      await page.keyboard.press('p');
      await page.waitForTimeout(100);
      if (i % 2 === 0) return;
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      await page.waitForSelector('[data-role="prompt"][data-pending="priority"][data-player="A"]');
      await page.waitForTimeout(100);
      return;
    }
    await dragOnto(page, permanent(`b${i % BENCH_SIZES.blockers}`), permanent(`a${(i * 7) % 16}`));
    await page.waitForTimeout(250);
  };
  for (let i = 0; i < 4; i++) await act(i);
  await page.evaluate('window.renders = {}; window.commits = {}');
  for (let i = 4; i < 4 + DROPS; i++) await act(i);
  const { renders, commits } = (await page.evaluate('({ renders: window.renders, commits: window.commits })')) as { renders: Record<string, number>; commits: Record<string, number> };
  const per = (n: number) => (n / DROPS).toFixed(1).padStart(6);
  const out = [`per ${values.passes ? 'pass' : 'drop'}: renders of each component in the drag, the ${values.passes ? 'pass' : 'drop'} (to after the next paint) and after`];
  for (const phase of ['drag', 'drop', 'after']) {
    out.push('', `${phase}: ${per(commits[phase] ?? 0).trim()} commits`);
    const rows = Object.entries(renders).filter(([key]) => key.startsWith(`${phase} `)).sort((a, b) => b[1] - a[1]);
    out.push(...rows.map(([key, n]) => `${per(n)}  ${key.slice(phase.length + 1)}`));
  }
  process.stdout.write(`${out.join('\n')}\n`);
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
  await server.close();
}
