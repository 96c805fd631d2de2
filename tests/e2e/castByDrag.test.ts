// castByDrag.test.ts: playing a card by dragging it out of the hand, with the mouse and with the
// keyboard, in Chromium: Shock dropped on a creature is cast targeting it, a land or a creature spell
// dropped on its player's side is played (also when it is let go over one of that player's
// creatures), and Murder dropped on a player is refused with the rule, leaving the card in hand. And
// the clicks beside the drags: a card with one way to be played is played by its click (issue 21).
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture } from '../support/scenarios';
import { chromiumForFile } from './browser';
import { artifacts, drag, expectPrompt, permanentSelector, tabTo } from './helpers';

const chromium = chromiumForFile(artifacts);
const pageErrors = chromium.errors;
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

beforeEach(async () => {
  pageErrors.length = 0;
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${scenarioLinkHash(fixture('cast-by-drop'))}`);
  await expectPrompt(page, 'priority', 'A');
});

const inHand = (id: string) => `[data-zone="hand"] [data-object-id="${id}"]`;
const onStack = (id: string) => `[data-role="stack"] [data-object-id="${id}"]`;

describe('playing a card by dragging it from the hand', () => {
  it('CR 601.2c: Shock dragged onto Silverback Ape lights its targets, and is cast targeting the Ape', async () => {
    const from = await page.locator(inHand('shock')).boundingBox();
    const to = await page.locator(permanentSelector('ape')).boundingBox();
    if (!from || !to) throw new Error('Shock or the Ape is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 4; i++) await page.mouse.move(from.x + from.width / 2 + i * 2, from.y + from.height / 2 - i * 2);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    // While over the Ape: every creature and player Shock may target is lit, the Ape is the place.
    await page.waitForSelector(`${permanentSelector('ape')}[data-over][data-lit]`);
    expect(await page.locator('[data-player-id] .card-slot[data-lit]').count()).toBe(2);
    expect(await page.locator('[data-role="player-target"][data-lit]').count()).toBe(2);
    await page.screenshot({ path: `${artifacts}/cast-by-drag-over-target.png` });
    await page.mouse.up();
    await page.waitForSelector(onStack('shock'));
    expect(await page.locator(onStack('shock')).innerText()).toContain('Silverback Ape');
    expect(await page.locator(inHand('shock')).count()).toBe(0);
    // CR 117.3c: the caster receives priority again.
    await expectPrompt(page, 'priority', 'A');
    expect(pageErrors).toEqual([]);
  });

  it('CR 305.1, 601.2a: a Forest dropped on Ana’s side is played; Grizzly Bears let go over her Mogg Fanatic is cast', async () => {
    await drag(page, inHand('forest'), permanentSelector('ai1'));
    await page.waitForSelector(permanentSelector('forest'));
    await drag(page, inHand('bears'), permanentSelector('fanatic'));
    await page.waitForSelector(onStack('bears'));
    expect(await page.locator(permanentSelector('fanatic')).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('CR 115.2: Murder dropped on Bruno is refused, naming the card and the rule; it stays in hand', async () => {
    await drag(page, inHand('murder'), '[data-player-id="B"] [data-role="player-target"]');
    const banner = page.locator('[role="alert"]');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/115\.2[\s\S]*Bruno is not a legal choice for Murder/);
    expect(await page.locator(inHand('murder')).count()).toBe(1);
    expect(await page.locator('[data-role="stack"] [data-object-id]').count()).toBe(0);
    await page.screenshot({ path: `${artifacts}/cast-by-drag-refused.png` });
  });

  it('by keyboard: Space picks Shock up, the arrow keys reach Silverback Ape, Space casts it there', async () => {
    await tabTo(page, inHand('shock'));
    await page.keyboard.press('Space');
    for (let i = 0; i < 8 && (await page.locator(`${permanentSelector('ape')}[data-over]`).count()) === 0; i++) await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`${permanentSelector('ape')}[data-over]`);
    await page.keyboard.press('Space');
    await page.waitForSelector(onStack('shock'));
    expect(await page.locator(onStack('shock')).innerText()).toContain('Silverback Ape');
    // The card left the hand: focus went to the prompt, not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-role="prompt"]') !== null)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('CR 605.3a–b, 106.4: a click on Ana\'s Forest taps it for {G}: her pool shows it, the log says so, and Grizzly Bears is paid from it', async () => {
    await page.locator(permanentSelector('af1')).click();
    await page.waitForSelector(`${permanentSelector('af1')}[data-tapped="true"]`);
    expect(await page.locator('[data-player-id="A"] [data-role="mana-pool"]').innerText()).toContain('{G}');
    expect(await page.locator('[data-role="log"]').innerText()).toMatch(/Ana taps Forest for \{G\}/);
    await page.screenshot({ path: `${artifacts}/mana-pool-floating.png` });
    await drag(page, inHand('bears'), permanentSelector('ai1'));
    await page.waitForSelector(onStack('bears'));
    // {1}{G}: the {G} came from the pool, so one more land is tapped, not two.
    expect(await page.locator('[data-player-id="A"] [data-role="mana-pool"]').innerText()).not.toContain('{G}');
    expect(await page.locator('[data-player-id="A"] .card-slot[data-tapped="true"]').count()).toBe(2);
    expect(pageErrors).toEqual([]);
  });
});

describe('playing a card by clicking it in the hand', () => {
  it('CR 305.1, 601.2a, 702.29a: a click plays the Forest and casts Grizzly Bears, with no menu; Reconnaissance Mission, cast or cycled, opens its menu', async () => {
    await page.click(inHand('forest'));
    await page.waitForSelector(permanentSelector('forest'));
    expect(await page.locator('[data-role="play-menu"]').count()).toBe(0);
    await page.click(inHand('bears'));
    await page.waitForSelector(onStack('bears'));
    expect(await page.locator('[data-role="play-menu"]').count()).toBe(0);
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');
    await page.waitForSelector(permanentSelector('bears'));
    await page.click(inHand('mission'));
    const menu = page.locator('[data-role="play-menu"]');
    await menu.waitFor();
    expect((await menu.locator('button[data-action-type]').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.actionType))).sort()).toEqual(['activate', 'cast']);
    expect(await page.locator(inHand('mission')).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
