// tabletPanels.test.ts: the controls of a decision within reach on a tablet (1024 × 768, touch), a
// phone and a wide screen, where the table is one screen (tableScreen.css): the hand is docked at the
// board's bottom edge, a card tapped there lights its targets up on the board and is cast by a tap on
// one; the division of damage and a declaration are answered on the board and confirmed from the
// prompt; the choice's panel opens from its tab under the prompt; nothing ever scrolls the page.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { chromiumForFile } from './browser';
import { artifacts, expectPrompt, permanentSelector, sharedSeed } from './helpers';
import { tapAt } from './touchInput';

const tablet = { width: 1024, height: 768 };
const chromium = chromiumForFile(artifacts, { viewport: tablet, hasTouch: true, isMobile: true });
const pageErrors = chromium.errors;
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

beforeEach(() => {
  pageErrors.length = 0;
});

async function open(seed: string, viewport = tablet, actions: unknown[] = []) {
  await page.setViewportSize(viewport);
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${scenarioLinkHash({ ...sharedSeed(seed), actions })}`);
  await page.waitForSelector('[data-role="prompt"]');
}

const tapInPlace = (selector: string) => tapAt(page, selector);

const titanicGrowth = '[data-zone="hand"] [data-object-id="tg"]';
const menu = '[data-role="play-menu"]';

/** Whether the whole of `selector` is in the window. */
async function inWindow(selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** The page's scroll (it scrolls inside <main>, App.tsx), and the board's. */
const scrolls = () =>
  page.evaluate(() => ({
    main: document.querySelector('main')?.scrollTop ?? NaN,
    board: document.querySelector('[data-role="board"]')?.scrollTop ?? NaN,
  }));

const construct = permanentSelector('construct');

describe('decision controls within reach, the page never scrolled', () => {
  it('CR 601.2c: on a tablet a card tapped in the docked hand lights its target up on the board; a tap there casts it', async () => {
    await open('seed-titanic-growth-then-shock');
    await expectPrompt(page, 'priority', 'A');
    expect(await inWindow(titanicGrowth)).toBe(true);
    expect(await inWindow(construct)).toBe(true);
    await tapInPlace(titanicGrowth);
    await page.waitForSelector(`${titanicGrowth}[aria-pressed="true"]`);
    await page.screenshot({ path: join(artifacts, 'tablet-picked-card-1024x768.png') });
    await tapInPlace(construct);
    // On the stack (in its drawer, closed: attached, not shown).
    await page.waitForSelector('[data-role="stack"] [data-object-id="tg"]', { state: 'attached' });
    expect(await scrolls()).toEqual({ main: 0, board: 0 });
    expect(pageErrors).toEqual([]);
  });

  it('on a wide screen the picked card is answered beside the board: nothing moves', async () => {
    await open('seed-titanic-growth-then-shock', { width: 1400, height: 1000 });
    await tapInPlace(titanicGrowth);
    await page.waitForSelector(menu);
    expect(await inWindow(menu)).toBe(true);
    expect(await page.locator(`aside ${menu}`).count()).toBe(1);
    expect(await scrolls()).toEqual({ main: 0, board: 0 });
    expect(pageErrors).toEqual([]);
  });

  it('CR 601.2c: on a phone the same, with the hand, the target and the prompt in one screen', async () => {
    await open('seed-titanic-growth-then-shock', { width: 390, height: 844 });
    await expectPrompt(page, 'priority', 'A');
    for (const selector of [titanicGrowth, construct, '[data-action="pass"]']) expect(await inWindow(selector), selector).toBe(true);
    await tapInPlace(titanicGrowth);
    await page.screenshot({ path: join(artifacts, 'phone-picked-card-390x844.png') });
    await tapInPlace(construct);
    // On the stack (in its drawer, closed: attached, not shown).
    await page.waitForSelector('[data-role="stack"] [data-object-id="tg"]', { state: 'attached' });
    expect(await scrolls()).toEqual({ main: 0, board: 0 });
    expect(pageErrors).toEqual([]);
  });

  it('CR 510.1c: the division of damage is on the board and confirmed from the prompt; its panel opens from the Choice tab under the prompt', async () => {
    const blocked = [
      { player: 'A', type: 'declareAttackers', attackers: [{ attacker: 'wurm', defender: 'B' }] },
      { player: 'A', type: 'pass' },
      { player: 'B', type: 'pass' },
      { player: 'B', type: 'declareBlockers', blocks: [{ blocker: 'wall', attacker: 'wurm' }, { blocker: 'cadet', attacker: 'wurm' }] },
    ];
    await open('seed-craw-wurm-two-blockers', { width: 768, height: 1024 }, blocked);
    await expectPrompt(page, 'priority', 'A');
    await tapInPlace('[data-action="pass"]');
    await expectPrompt(page, 'priority', 'B');
    await tapInPlace('[data-action="pass"]');
    await expectPrompt(page, 'assignDamage', 'A');
    for (const id of ['wurm', 'wall', 'cadet']) expect(await inWindow(permanentSelector(id)), id).toBe(true);
    expect(await inWindow('[data-action="confirm-declaration"][data-kind="damage"]')).toBe(true);
    await tapInPlace('[data-tab="choice"]');
    const panel = 'section[aria-label="Assign combat damage"]';
    await page.waitForSelector(panel);
    // Under the prompt, over the top of the board.
    const prompt = (await page.locator('[data-role="prompt"]').boundingBox())!;
    expect((await page.locator(panel).boundingBox())!.y).toBeGreaterThan(prompt.y + prompt.height);
    await page.screenshot({ path: join(artifacts, 'tablet-damage-in-view-768x1024.png') });
    // The sheet scrolls by itself (at most half the board): its own confirm is at its end.
    await page.locator('[data-action="confirm-damage"]').scrollIntoViewIfNeeded();
    await tapInPlace('[data-action="confirm-damage"]');
    await expectPrompt(page, 'priority', 'A');
    expect(await scrolls()).toEqual({ main: 0, board: 0 });
    expect(pageErrors).toEqual([]);
  });

  it('CR 508.1: attackers marked by taps on the board are confirmed from the prompt, in sight, and stay in sight', async () => {
    await open('seed-craw-wurm-two-blockers');
    await expectPrompt(page, 'declareAttackers', 'A');
    await tapInPlace(permanentSelector('wurm'));
    await page.waitForSelector(`${permanentSelector('wurm')}[data-draft-attacking="B"]`);
    const confirm = '[data-action="confirm-declaration"]';
    expect(await page.locator(confirm).textContent()).toBe('Confirm 1 attacker');
    expect(await inWindow(confirm)).toBe(true);
    await page.screenshot({ path: join(artifacts, 'tablet-attack-confirm-1024x768.png') });
    await tapInPlace(confirm);
    await page.waitForSelector(`${permanentSelector('wurm')}[data-attacking="B"]`);
    expect(await inWindow(permanentSelector('wurm'))).toBe(true);
    expect(await page.locator('[data-action="pass"]').isEnabled()).toBe(true);
    expect(await scrolls()).toEqual({ main: 0, board: 0 });
    expect(pageErrors).toEqual([]);
  });
});
