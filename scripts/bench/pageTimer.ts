// pageTimer.ts: the in-page timer and the mouse gesture the UI bench (ui.ts), its empty-page floor
// (emptyPage.ts) and the trace tool (traceDrops.ts) share, so that all of them time the same thing.
import type { Page } from 'playwright-core';

/** In the page: t0 at the capture-phase event, t1 after the next frame has painted. Written as a
 *  string: tsx would wrap functions passed to page.evaluate in a helper the page does not have. */
const TIMER_SCRIPT = `(() => {
  window.benchSamples = [];
  window.benchShown = [];
  window.benchFrameStarts = [];
  window.benchCheck = null;
  function start() {
    const t0 = performance.now();
    requestAnimationFrame((frameTime) => {
      window.benchShown.push(window.benchCheck ? window.benchCheck() : true);
      window.benchFrameStarts.push(frameTime - t0);
      setTimeout(() => window.benchSamples.push(performance.now() - t0), 0);
    });
  }
  window.addEventListener('pointerup', start, { capture: true });
  window.addEventListener('keydown', (event) => { if (event.key === 'p') start(); }, { capture: true });
})()`;

export const installTimer = (page: Page) => page.evaluate(TIMER_SCRIPT);

/** The check that the DOM shows the change, run in the frame after the event. */
export const setCheck = (page: Page, body: string) => page.evaluate(`window.benchCheck = () => ${body}`);

export const sampleCount = (page: Page) => page.evaluate(() => (window as unknown as { benchSamples: number[] }).benchSamples.length);

/** Waits for the sample the last event started, and returns it with its frame's start. */
export async function takeSample(page: Page, countBefore: number): Promise<{ sample: number; frameStart: number }> {
  await page.waitForFunction((count) => (window as unknown as { benchSamples: number[] }).benchSamples.length > count, countBefore);
  return (await page.evaluate('({ sample: window.benchSamples.at(-1), frameStart: window.benchFrameStarts.at(-1) })')) as { sample: number; frameStart: number };
}

/** Resolves once the page has painted twice and the main thread has then been idle (at most a second). */
export const SETTLE_SCRIPT = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(true), { timeout: 1000 }))))`;

/** The bench's drag: press, four small moves past dnd-kit's 5 px activation, 15 steps to the
 *  target's centre, release. */
export async function dragOnto(page: Page, from: string, to: string) {
  const a = await page.locator(from).boundingBox();
  const b = await page.locator(to).boundingBox();
  if (!a || !b) throw new Error(`not on screen: ${from} or ${to}`);
  const x = a.x + a.width / 2;
  const y = a.y + a.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 4; i++) await page.mouse.move(x + i * 2, y + i * 2);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
  return Math.round(value * 10) / 10;
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 10) / 10;
}
