// touch.test.ts: the table on a touch screen (a 768×1024 tablet, Chromium's touch emulation, so
// `pointer: coarse`). A list is put in order with a finger: pressed on a row's ⠿ handle, held, and
// dragged (Hero of Bladehold's two triggers; a damage assignment order under the rules before 2024);
// a finger elsewhere on a row scrolls the page instead. On a phone, Shock is dragged from the hand up
// the page (it scrolls at the window's edge) onto its target. What a finger presses (the handles, ↑/↓,
// the damage pips, steppers and number fields) is at least 40 px, still fits a 390 px phone, and a
// pip is still dragged by finger. On a phone the prompt leaves out what only a keyboard can use.
import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';
import { chromiumForFile } from './browser';
import { artifacts, expectPrompt, permanentSelector } from './helpers';
import { centreOf, touchEvent, type Point } from './touchInput';

const tablet = { width: 768, height: 1024 };
const chromium = chromiumForFile(artifacts, { viewport: tablet, hasTouch: true, isMobile: true });
const pageErrors = chromium.errors;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  page = chromium.page;
  cdp = await page.context().newCDPSession(page);
});

beforeEach(async () => {
  pageErrors.length = 0;
  await page.setViewportSize(tablet);
});

async function open(hash: string) {
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${hash}`);
}

const centre = (selector: string) => centreOf(page, selector);
const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) => touchEvent(cdp, type, at);

/** A finger put down at `from`, held `hold` ms (the touch sensor starts a drag after 150 ms of
 *  stillness; 0 is a swipe), moved to `to` a frame at a time, and lifted. */
async function finger(from: Point, to: Point, hold: number): Promise<void> {
  const steps = 14;
  await touch('touchStart', from);
  await page.waitForTimeout(hold);
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(60);
  await touch('touchEnd');
  await page.waitForTimeout(150);
}

/** Drags the row's handle, by finger, to just above the first row's handle. */
async function dragToTop(row: string, first: string): Promise<void> {
  const handle = (item: string) => `${item} [aria-label^="Drag"]`;
  await page.locator(first).scrollIntoViewIfNeeded();
  const top = await centre(handle(first));
  await finger(await centre(handle(row)), { x: top.x, y: top.y - 10 }, 300);
}

/** Width and height of each element `selector` matches. */
const sizes = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => ({ width: Math.round(el.getBoundingClientRect().width), height: Math.round(el.getBoundingClientRect().height) })));

/** The sizes below `min` px, named, so a failure says which target is too small. */
async function smallerThan(min: number, selectors: string[]): Promise<string[]> {
  const small: string[] = [];
  for (const selector of selectors) {
    const found = await sizes(selector);
    if (found.length === 0) small.push(`${selector}: none on the page`);
    for (const { width, height } of found) if (width < min || height < min) small.push(`${selector}: ${width}×${height}`);
  }
  return small;
}

/** On a 390 px phone the bigger targets still fit: nothing in `selector` sticks out to the right,
 *  and the page does not scroll sideways. Back to the tablet after a screenshot. */
async function fitsPhone(selector: string, screenshot: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(selector).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const right = await page.locator(`${selector}, ${selector} *`).evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${artifacts}/${screenshot}.png` });
  await page.setViewportSize(tablet);
}

const ids = (selector: string, attribute: string) => page.locator(selector).evaluateAll((els, name) => els.map((el) => el.getAttribute(name)), attribute);
const sortableTargets = (list: string) => [`${list} [aria-label^="Drag"]`, `${list} button[aria-label^="Move"]`];

describe('on a touch screen', () => {
  it('CR 603.3b: Hero of Bladehold’s token trigger is dragged by finger above its battle cry (the list opens in the queue order), and goes on the stack in that order', async () => {
    const list = '[aria-label^="Triggered abilities"]';
    const triggers = () => ids(`${list} [data-object-id]`, 'data-object-id');
    await open('#lesson=hero-battle-cry-first');
    await expectPrompt(page, 'declareAttackers', 'A');
    // The triggers are to be seen on the stack, not passed through: automatic passing off (in the
    // bar's menu on a tablet).
    await page.tap('[data-action="bar-menu"]');
    await page.tap('[data-switch="autopass"]');
    expect(await page.locator('[data-switch="autopass"]').isChecked()).toBe(false);
    await page.tap('[data-action="bar-menu"]');
    await page.tap(permanentSelector('hero'));
    await page.tap('[data-action="confirm-declaration"][data-kind="attackers"]');
    await expectPrompt(page, 'orderTriggers', 'A');
    // The order is answered in the stack's panel: its drawer opens by itself.
    expect(await page.locator('[data-tab="stack"]').getAttribute('aria-pressed')).toBe('true');
    await page.waitForSelector(`${list} [data-object-id]`);
    const [first, second] = await triggers();
    // The queue order (603.3b: printed order): battle cry, then the token ability.
    expect([first, second]).toEqual(['hero.1', 'hero.2']);
    expect(await smallerThan(40, sortableTargets(list))).toEqual([]);

    // A swipe on the row's text (not its handle) leaves the order alone (it would scroll the drawer).
    const text = `${list} [data-object-id="${second}"] p`;
    await page.locator(text).first().scrollIntoViewIfNeeded();
    const from = await centre(`${text} >> nth=0`);
    await finger(from, { x: from.x, y: from.y - 150 }, 0);
    expect(await triggers()).toEqual([first, second]);

    await dragToTop(`${list} [data-object-id="${second}"]`, `${list} [data-object-id="${first}"]`);
    await page.waitForFunction(([l, id]) => document.querySelector(`${l} [data-object-id]`)?.getAttribute('data-object-id') === id, [list, second]);
    expect(await triggers()).toEqual([second, first]);
    await page.screenshot({ path: `${artifacts}/touch-trigger-order.png` });
    await page.tap('[data-action="confirm-trigger-order"]');
    await expectPrompt(page, 'priority', 'A');
    // The list reads top-first, as the stack does: the dragged one resolves first.
    expect(await ids('[data-role="stack"] [data-object-id]', 'data-object-id')).toEqual([second, first]);
    expect(pageErrors).toEqual([]);
  });

  it('CR 510.1c as before 2024 (damage assignment order): Craw Wurm’s blockers put in order by finger; the damage panel’s pips, steppers and fields are a finger’s size', async () => {
    const list = '[data-order-for="wurm"]';
    const order = () => ids(`${list} [data-order-item]`, 'data-order-item');
    // Attacked and blocked by both: Ana is asked for the damage assignment order.
    await open(scenarioLinkHash({ ...withActions(fixture('craw-wurm-two-blockers'), 4), rules: 'legacy-damage-order' }));
    await expectPrompt(page, 'orderBlockers', 'A');
    // The order is shown on the blockers on the board (1st, 2nd); its panel opens from the Choice tab.
    await page.tap('[data-tab="choice"]');
    // The order panel is loaded with its sortable list when first asked for: wait for its rows.
    await page.waitForSelector(`${list} [data-order-item]`);
    expect(await order()).toEqual(['wall', 'cadet']);
    expect(await smallerThan(40, sortableTargets(list))).toEqual([]);
    await fitsPhone(list, 'touch-order-phone');
    await dragToTop(`${list} [data-order-item="cadet"]`, `${list} [data-order-item="wall"]`);
    await page.waitForFunction((l) => document.querySelector(`${l} [data-order-item]`)?.getAttribute('data-order-item') === 'cadet', list);
    expect(await order()).toEqual(['cadet', 'wall']);
    await page.tap('[data-action="confirm-order"]');

    // The engine took the order: damage goes to the Cadet first (lethal 1), the rest to the Wall.
    for (let i = 0; i < 4; i++) {
      await page.waitForSelector('[data-action="pass"]:not([disabled]), [data-action="confirm-declaration"][data-kind="damage"]');
      if ((await page.locator('[data-action="confirm-declaration"][data-kind="damage"]').count()) > 0) break;
      await page.tap('[data-action="pass"]');
    }
    await page.tap('[data-tab="choice"]');
    await page.waitForSelector('[data-damage-source="wurm"] [data-recipient]');
    expect(await ids('[data-damage-source="wurm"] [data-recipient]', 'data-recipient')).toEqual(['cadet', 'wall']);
    const panel = '[data-damage-source="wurm"]';
    const fingerTargets = [`${panel} [data-recipient] button[title]`, `${panel} button[data-step]`, `${panel} input[type="number"]`];
    expect(await smallerThan(40, fingerTargets)).toEqual([]);
    // A pip, bigger now, is still dragged by finger: one point goes from the Wall to the Cadet.
    await page.locator(panel).scrollIntoViewIfNeeded();
    await finger(await centre(`${panel} [data-pip="wall"] >> nth=0`), await centre(`${panel} [data-recipient="cadet"]`), 200);
    const amount = (target: string) => page.locator(`${panel} input[data-target="${target}"]`).inputValue();
    expect([await amount('cadet'), await amount('wall')]).toEqual(['2', '4']);
    await page.screenshot({ path: `${artifacts}/touch-damage-tablet.png` });

    await fitsPhone(panel, 'touch-damage-phone');
    expect(pageErrors).toEqual([]);
  });

  it('CR 601.2c: on a 390 px phone, Shock dragged by finger from the docked hand onto Bruno’s Silverback Ape, both in sight, is cast targeting it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(scenarioLinkHash(fixture('cast-by-drop')));
    await expectPrompt(page, 'priority', 'A');
    const shock = '[data-zone="hand"] [data-object-id="shock"]';
    const ape = permanentSelector('ape');
    // The board is the screen: the hand at its bottom edge and the Ape across the table, no scrolling.
    for (const selector of [shock, ape]) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.y >= 0 && box.y + box.height <= 844, selector).toBe(true);
    }
    const start = await centre(shock);
    const onApe = await centre(ape);
    await touch('touchStart', start);
    await page.waitForTimeout(300);
    for (let k = 1; k <= 12; k++) {
      await touch('touchMove', { x: start.x + ((onApe.x - start.x) * k) / 12, y: start.y + ((onApe.y - start.y) * k) / 12 });
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(60);
    expect(await page.locator(`${ape}[data-over]`).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifacts}/touch-cast-by-drag-phone.png` });
    await touch('touchEnd');
    await page.waitForSelector('[data-role="stack"] [data-object-id="shock"]', { state: 'attached' });
    expect(await page.locator('[data-role="stack"] [data-object-id="shock"]').textContent()).toContain('Silverback Ape');
    expect(pageErrors).toEqual([]);
  });

  it('on a phone the prompt leaves out the keyboard line and the P key; a tablet keeps them, for its keyboard', async () => {
    // At priority (during a declaration the prompt's button is its confirm, PromptAction.tsx).
    await open(scenarioLinkHash(withActions(fixture('craw-wurm-two-blockers'), 1)));
    await expectPrompt(page, 'priority', 'A');
    const shown = async () => [await page.locator('[data-role="keyboard-hint"]').isVisible(), await page.locator('[data-action="pass"] kbd').isVisible()];
    expect(await shown()).toEqual([true, true]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => !document.querySelector('[data-role="keyboard-hint"]')?.checkVisibility());
    expect(await shown()).toEqual([false, false]);
    expect(await page.locator('[data-role="how-to"]').isVisible()).toBe(true);
  });
});
