// dropTarget.test.ts: a drop lands on what is under the pointer when it is released, even when the
// release comes before the page has caught up with the move (a quick drag on a slow tablet or a busy
// machine). The page's main thread is kept busy by a long task while the last move and the release
// arrive, so the browser hands both to the page back to back, before React renders the move: the
// case in which dnd-kit's `over` still named an attacker the pointer had crossed earlier. The input is
// sent through the DevTools protocol without waiting for each event to be handled (Playwright's mouse
// waits, and so could never queue a release behind a move).
import type { CDPSession, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { chromiumForFile } from './browser';
import { artifacts, expectPrompt, permanentSelector } from './helpers';

const chromium = chromiumForFile(artifacts);
const pageErrors = chromium.errors;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  page = chromium.page;
  cdp = await page.context().newCDPSession(page);
});

beforeEach(() => {
  pageErrors.length = 0;
});

afterEach(async () => {
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
});

/** Ana attacks with three Grizzly Bears side by side; Bruno is to block with his Craw Wurm. */
const ATTACKERS = ['left', 'middle', 'right'];
const scenario = {
  format: 'tabletop-scenario/1',
  title: 'Quick drops',
  turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
  players: [
    { id: 'A', name: 'Ana', battlefield: ATTACKERS.map((id) => ({ id, card: 'Grizzly Bears' })) },
    { id: 'B', name: 'Bruno', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
  ],
  actions: [
    { player: 'A', type: 'declareAttackers', attackers: ATTACKERS.map((attacker) => ({ attacker, defender: 'B' })) },
    { player: 'A', type: 'pass' },
    { player: 'B', type: 'pass' },
  ],
};

interface Point {
  x: number;
  y: number;
}

async function openAtBlockers() {
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${scenarioLinkHash(scenario)}`);
  await expectPrompt(page, 'declareBlockers', 'B');
}

async function centre(id: string): Promise<Point> {
  const box = await page.locator(permanentSelector(id)).boundingBox();
  if (!box) throw new Error(`${id} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits until the page shows the dragged creature over `id` (dnd-kit has rendered that move). */
const shownOver = (id: string) => page.waitForSelector(`${permanentSelector(id)}[data-over="true"]`);

/** Makes the page's main thread busy for a while, as another task on a slow machine would, and
 *  records where the page saw the pointer move and let go. */
async function busyPage() {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const record = (event: PointerEvent) => seen.push(`${event.type} ${event.clientX},${event.clientY}`);
    for (const type of ['pointermove', 'pointerup', 'pointercancel'] as const) document.addEventListener(type, record, { capture: true });
    setTimeout(() => {
      const end = performance.now() + 400;
      while (performance.now() < end);
    });
  });
}

/** The premise of a quick drop: the last thing the page saw was the release, where the pointer ended. */
async function expectReleasedAt(to: Point) {
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const [type, at] = (seen.at(-1) ?? '').split(' ');
  const [x, y] = (at ?? '').split(',').map(Number);
  expect(type).toBe('pointerup');
  expect(Math.hypot((x ?? NaN) - to.x, (y ?? NaN) - to.y)).toBeLessThan(1);
}

const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', at: Point, buttons = 1) =>
  cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', buttons, clickCount: 1 });

/** Presses the Wurm, moves it onto `over` and waits until the page shows it there, then moves on
 *  through `via` to `to` and lets go at once, while the page is busy. */
async function quickMouseDrop(over: string, via: Point, to: Point) {
  const start = await centre('wurm');
  const first = await centre(over);
  await mouse('mouseMoved', start, 0);
  await mouse('mousePressed', start);
  for (let i = 1; i <= 4; i++) await mouse('mouseMoved', { x: start.x + i * 2, y: start.y + i * 2 });
  await mouse('mouseMoved', first);
  await shownOver(over);
  await busyPage();
  await Promise.all([mouse('mouseMoved', via), mouse('mouseMoved', to), mouse('mouseReleased', to, 0)]);
  await expectReleasedAt(to);
}

const blocking = () => page.locator(permanentSelector('wurm')).getAttribute('data-draft-blocking');

describe('a quick drop on a busy page', () => {
  it('CR 509.1a: released on another attacker than the one the page last showed, the blocker blocks the one under the pointer', async () => {
    await openAtBlockers();
    await quickMouseDrop('left', await centre('middle'), await centre('right'));
    await page.waitForSelector(`${permanentSelector('wurm')}[data-draft-blocking]`);
    expect(await blocking()).toBe('right');
    // Nothing is left looking dragged or lit as a drop target.
    expect(await page.locator('[data-over="true"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('released off every target after crossing an attacker, the blocker blocks nothing', async () => {
    await openAtBlockers();
    const left = await centre('left');
    // The top edge of the window, above the table: no attacker, no side of the battlefield.
    const off = { x: left.x, y: 2 };
    await quickMouseDrop('left', { x: left.x, y: left.y / 2 }, off);
    // The drop has been handled once the dragged look is gone.
    await page.waitForSelector(`${permanentSelector('left')}:not([data-over])`);
    await page.waitForTimeout(100);
    expect(await blocking()).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('with a finger: lifted on another attacker than the one the page last showed, the blocker blocks the one under it', async () => {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await openAtBlockers();
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: Point | null) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [] });
    const [start, left, middle, right] = [await centre('wurm'), await centre('left'), await centre('middle'), await centre('right')];
    await touch('touchStart', start);
    // A touch drag starts after a short press (150 ms) held still.
    await page.waitForTimeout(300);
    await touch('touchMove', left);
    await shownOver('left');
    await busyPage();
    await Promise.all([touch('touchMove', middle), touch('touchMove', right), touch('touchEnd', null)]);
    await expectReleasedAt(right);
    await page.waitForSelector(`${permanentSelector('wurm')}[data-draft-blocking]`);
    expect(await blocking()).toBe('right');
    expect(pageErrors).toEqual([]);
  });
});
