// tabletPanels.test.ts: on a tablet (1024 × 768, touch) the decision panel sits above the table, near
// the sticky prompt. A card picked in a hand further down brings its menu into the window, below the
// prompt, without moving the page on a wide screen where the menu is already in sight beside the table;
// attackers marked on the table are confirmed from the prompt, which stays in sight. On a phone the
// prompt is taller (four lines): what is brought into view lands below it all the same. The division of
// damage, asked once a pass in the prompt ends the blockers step, is brought into view when it opens.
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

/** A finger's tap on `selector`, scrolled into the window first as the person would. */
async function tap(selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await tapInPlace(selector);
}

const tapInPlace = (selector: string) => tapAt(page, selector);

/** Where `selector` is in the window, and the bottom of the sticky prompt above it. */
async function placing(selector: string) {
  return page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    const prompt = document.querySelector('[data-role="prompt"]')?.parentElement?.parentElement?.getBoundingClientRect();
    return { top: box?.top ?? NaN, bottom: box?.bottom ?? NaN, promptBottom: prompt?.bottom ?? NaN, height: window.innerHeight, scrollY: window.scrollY };
  }, selector);
}

const titanicGrowth = '[data-zone="hand"] [data-object-id="tg"]';
const menu = '[data-role="play-menu"]';

describe('decision controls within reach on a tablet', () => {
  it('a card picked in hand brings its menu into the window, below the sticky prompt', async () => {
    await open('seed-titanic-growth-then-shock');
    await expectPrompt(page, 'priority', 'A');
    // The card is at the bottom of the page: scrolled to, the top of the page (the panel's place) is
    // out of the window.
    await page.locator(titanicGrowth).scrollIntoViewIfNeeded();
    const atCard = (await placing(titanicGrowth)).scrollY;
    expect(atCard).toBeGreaterThan(0);
    await tap(titanicGrowth);
    await page.waitForSelector(menu);
    // Scrolled (smoothly) until the whole menu is in sight, clear of the prompt.
    await expect
      .poll(async () => {
        const p = await placing(menu);
        return p.top >= p.promptBottom && p.bottom <= p.height;
      })
      .toBe(true);
    expect((await placing(menu)).scrollY).toBeLessThan(atCard);
    await page.screenshot({ path: join(artifacts, 'tablet-picked-menu-1024x768.png') });
    // The menu's button casts the spell from there.
    await tap(`${menu} [data-action-type="cast"] >> nth=0`);
    await page.waitForSelector('[data-role="stack"] [data-object-id="tg"]');
    expect(pageErrors).toEqual([]);
  });

  it('on a wide screen the menu is beside the table, in sight: picking a card does not move the page', async () => {
    await open('seed-titanic-growth-then-shock', { width: 1400, height: 1000 });
    await page.locator(titanicGrowth).scrollIntoViewIfNeeded();
    const before = (await placing(titanicGrowth)).scrollY;
    await tap(titanicGrowth);
    await page.waitForSelector(menu);
    await page.waitForTimeout(300);
    const after = await placing(menu);
    expect(after.scrollY).toBe(before);
    expect(after.top).toBeGreaterThanOrEqual(after.promptBottom);
    expect(after.bottom).toBeLessThanOrEqual(after.height);
    expect(pageErrors).toEqual([]);
  });

  it('on a phone the prompt is taller: the picked card’s menu still lands below all of it', async () => {
    const phone = { width: 390, height: 844 };
    await open('seed-titanic-growth-then-shock', phone);
    await expectPrompt(page, 'priority', 'A');
    await tap(titanicGrowth);
    await page.waitForSelector(menu);
    // More than index.css's 8rem fallback: the padding is the prompt's own height.
    const prompt = await placing('[data-role="prompt"]');
    expect(prompt.promptBottom).toBeGreaterThan(128);
    await expect
      .poll(async () => {
        const p = await placing(menu);
        return p.top >= p.promptBottom && p.bottom <= p.height;
      })
      .toBe(true);
    const cast = `${menu} [data-action-type="cast"] >> nth=0`;
    await page.screenshot({ path: join(artifacts, 'phone-picked-menu-390x844.png') });
    await tapInPlace(cast);
    await page.waitForSelector('[data-role="stack"] [data-object-id="tg"]');
    expect(pageErrors).toEqual([]);
  });

  it('CR 510.1c: the division of damage, asked after a pass in the prompt down by the table, is brought into view below the prompt', async () => {
    const blocked = [
      { player: 'A', type: 'declareAttackers', attackers: [{ attacker: 'wurm', defender: 'B' }] },
      { player: 'A', type: 'pass' },
      { player: 'B', type: 'pass' },
      { player: 'B', type: 'declareBlockers', blocks: [{ blocker: 'wall', attacker: 'wurm' }, { blocker: 'cadet', attacker: 'wurm' }] },
    ];
    await open('seed-craw-wurm-two-blockers', { width: 768, height: 1024 }, blocked);
    await expectPrompt(page, 'priority', 'A');
    // The player looks at the combat, down the page: the panels above the table are out of sight.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = (await placing(permanentSelector('wurm'))).scrollY;
    expect(scrolled).toBeGreaterThan(0);
    await tapInPlace('[data-action="pass"]');
    await expectPrompt(page, 'priority', 'B');
    await tapInPlace('[data-action="pass"]');
    await expectPrompt(page, 'assignDamage', 'A');
    const panel = 'section[aria-label="Assign combat damage"]';
    await page.waitForSelector(panel);
    await expect
      .poll(async () => {
        const top = await placing(panel);
        const confirm = await placing('[data-action="confirm-damage"]');
        return top.top >= top.promptBottom && confirm.bottom <= confirm.height;
      })
      .toBe(true);
    await page.screenshot({ path: join(artifacts, 'tablet-damage-in-view-768x1024.png') });
    await tapInPlace('[data-action="confirm-damage"]');
    await expectPrompt(page, 'priority', 'A');
    expect(pageErrors).toEqual([]);
  });

  it('CR 508.1: attackers marked by taps further down the table are confirmed from the prompt, in sight', async () => {
    await open('seed-craw-wurm-two-blockers');
    await expectPrompt(page, 'declareAttackers', 'A');
    await tap(permanentSelector('wurm'));
    await page.waitForSelector(`${permanentSelector('wurm')}[data-draft-attacking="B"]`);
    // The panel's own confirm has gone up behind the prompt; the prompt's is in the window.
    const confirm = '[data-action="confirm-declaration"]';
    expect(await page.locator(confirm).textContent()).toBe('Confirm 1 attacker');
    const p = await placing(confirm);
    expect(p.top).toBeGreaterThanOrEqual(0);
    expect(p.bottom).toBeLessThanOrEqual(p.height);
    const panel = await placing('[data-action="confirm-attackers"]');
    expect(panel.bottom).toBeLessThan(panel.promptBottom);
    await page.screenshot({ path: join(artifacts, 'tablet-attack-confirm-1024x768.png') });
    // Tapped where it is (no scrolling first: it is in sight), the board stays under the finger: the
    // Wurm is still in the window once it attacks.
    await tapInPlace(confirm);
    await page.waitForSelector(`${permanentSelector('wurm')}[data-attacking="B"]`);
    const wurm = await placing(permanentSelector('wurm'));
    expect(wurm.top).toBeGreaterThanOrEqual(wurm.promptBottom);
    expect(wurm.bottom).toBeLessThanOrEqual(wurm.height);
    expect(await page.locator('[data-action="pass"]').isEnabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
