// touchCards.test.ts: the cards on a touch screen (Chromium's touch emulation, so `pointer: coarse`).
// A finger cannot hover, so a card's full Oracle text opens by a tap on a card the choice gives no
// meaning, by a long press, or by the "i" button on each card's corner; a tap that acts still acts
// (a tap on an attacker marks it), a press held 150 ms still drags, and a held finger selects no
// text. On a 390 px phone, two blockers in a lane wrap inside the table: the page never scrolls
// sideways, through the declaration of blockers and the damage step.
import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { chromiumForFile } from './browser';
import { artifacts, expectPrompt, permanentSelector, sharedSeed } from './helpers';
import { centreOf, tapAt, touchEvent, type Point } from './touchInput';

const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };
const chromium = chromiumForFile(artifacts, { viewport: tablet, hasTouch: true, isMobile: true });
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

async function openCrawWurm(viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${scenarioLinkHash(sharedSeed('seed-craw-wurm-two-blockers'))}`);
  await expectPrompt(page, 'declareAttackers', 'A');
}

/** The centre of `selector`, scrolled into view first. */
async function centre(selector: string): Promise<Point> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  return centreNow(selector);
}

async function tap(selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await tapAt(page, selector);
  await page.waitForTimeout(100);
}

const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) => touchEvent(cdp, type, at);

/** A finger held still `hold` ms, and lifted. */
async function longPress(at: Point, hold: number) {
  await touch('touchStart', at);
  await page.waitForTimeout(hold);
  await touch('touchEnd');
  await page.waitForTimeout(150);
}

/** A finger held on `from` until `started` is on the page (the drag starts after 150 ms held still;
 *  on a busy machine a move handled before that would pan the page instead), moved onto `to` a frame
 *  at a time, and lifted there. The page may scroll under the finger during the drag (dnd-kit
 *  scrolls near the window's edges): `to` is found again before letting go. */
async function dragByFinger(from: Point, to: string, started: string) {
  await touch('touchStart', from);
  await page.waitForTimeout(300);
  await page.waitForSelector(started);
  let end = await centreNow(to);
  for (let i = 1; i <= 12; i++) {
    await touch('touchMove', { x: from.x + ((end.x - from.x) * i) / 12, y: from.y + ((end.y - from.y) * i) / 12 });
    await page.waitForTimeout(16);
  }
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(30);
    end = await centreNow(to);
    await touch('touchMove', end);
  }
  await touch('touchEnd');
  await page.waitForTimeout(150);
}

const centreNow = (selector: string) => centreOf(page, selector);

const details = () => page.locator('[data-role="card-details"]');
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('reading a card with a finger', () => {
  it('a tap on a card that has no action opens its full Oracle text; a tap elsewhere closes it; a tap on an attacker still marks it', async () => {
    await openCrawWurm(tablet);
    // Bruno's Wall, while Ana declares attackers: nothing to do with it.
    await tap(permanentSelector('wall'));
    await details().waitFor();
    expect(await details().innerText()).toContain("Defender (This creature can't attack.)");
    await page.screenshot({ path: `${artifacts}/touch-cards-tap-details.png` });
    // A second tap on it closes it; a tap opens it again, and a tap on the table elsewhere closes it.
    await tap(permanentSelector('wall'));
    expect(await details().count()).toBe(0);
    await tap(permanentSelector('wall'));
    await details().waitFor();
    // The empty right end of Bruno's side, in the same view (a scroll would close them too).
    const side = await page.locator('[data-player-id="B"]').boundingBox();
    if (!side) throw new Error('Bruno’s side is not on screen');
    await page.touchscreen.tap(side.x + side.width - 20, side.y + 20);
    await page.waitForTimeout(100);
    expect(await details().count()).toBe(0);

    await tap(permanentSelector('wurm'));
    await page.waitForSelector(`${permanentSelector('wurm')}[data-draft-attacking="B"]`);
    expect(await details().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('the "i" on an attacker’s corner opens its details without marking it; their close button closes them', async () => {
    await openCrawWurm(tablet);
    await tap('[data-details-for="wurm"]');
    await details().waitFor();
    expect(await details().innerText()).toContain('Creature — Wurm');
    expect(await page.locator(`${permanentSelector('wurm')}[data-draft-attacking]`).count()).toBe(0);
    await page.screenshot({ path: `${artifacts}/touch-cards-info-button.png` });
    await tap('[data-action="close-card-details"]');
    expect(await details().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('a long press on a card that is not dragged opens its details; cards select no text, the details do', async () => {
    await openCrawWurm(tablet);
    await longPress(await centre(permanentSelector('cadet')), 900);
    await details().waitFor();
    expect(await details().innerText()).toContain('Eager Cadet');
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    // (-webkit-touch-callout, which card.css sets too, is Safari's: Chromium drops it.)
    expect(await page.locator(permanentSelector('cadet')).evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
    expect(await details().evaluate((el) => getComputedStyle(el).userSelect)).not.toBe('none');
    expect(pageErrors).toEqual([]);
  });
});

describe('combat on a 390 px phone', () => {
  it('CR 509.1: two blockers in Craw Wurm’s lane wrap inside the table: no sideways scroll while blocking nor at the damage step', async () => {
    await openCrawWurm(phone);
    await tap(permanentSelector('wurm'));
    // Confirmed from the prompt: on a phone the attackers' panel is folded away (the board is the screen).
    await tap('[data-action="confirm-declaration"][data-kind="attackers"]');
    for (let i = 0; i < 4 && (await page.locator('[data-role="prompt"]').getAttribute('data-pending')) !== 'declareBlockers'; i++) await tap('[data-action="pass"]');
    await expectPrompt(page, 'declareBlockers', 'B');
    // The Wall dragged onto the Wurm by a held finger (the drag starts after 150 ms), the Cadet by
    // taps. Both on screen: the Wall just under the prompt (it stays at the top of the window), the
    // Wurm's lane below it.
    const prompt = await page.locator('[data-role="prompt"]').boundingBox();
    await page.locator(permanentSelector('wall')).evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().top - top), (prompt?.y ?? 0) + (prompt?.height ?? 0) + 12);
    await page.waitForTimeout(100);
    // The drag has started when the attacker the Wall may block is lit.
    await dragByFinger(await centreNow(permanentSelector('wall')), permanentSelector('wurm'), `${permanentSelector('wurm')}[data-lit]`);
    await page.waitForSelector(`${permanentSelector('wall')}[data-draft-blocking="wurm"]`);
    await tap(permanentSelector('cadet'));
    await tap(permanentSelector('wurm'));
    await page.waitForSelector(`${permanentSelector('cadet')}[data-draft-blocking="wurm"]`);
    expect(await pageWidth()).toBeLessThanOrEqual(phone.width);
    await tap('[data-action="confirm-declaration"][data-kind="blockers"]');
    // Pass until the damage is asked for (the prompt then holds the damage panel's confirm, not Pass).
    const asked = async () => (await page.locator('[data-role="prompt"]').getAttribute('data-pending')) === 'assignDamage';
    for (let i = 0; i < 6 && !(await asked()); i++) await tap('[data-action="pass"]');
    await page.waitForSelector('[data-action="confirm-declaration"][data-kind="damage"]');
    expect(await pageWidth()).toBeLessThanOrEqual(phone.width);
    // Both blockers inside the window, one above the other in the Wurm's lane.
    const lane = await page.locator('[data-player-id="B"] [data-lane="wurm"]').boundingBox();
    for (const id of ['wall', 'cadet']) {
      const box = await page.locator(permanentSelector(id)).boundingBox();
      expect(box && lane && box.x >= lane.x && box.x + box.width <= lane.x + lane.width, id).toBe(true);
    }
    await page.locator(permanentSelector('cadet')).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.screenshot({ path: `${artifacts}/touch-cards-phone-damage.png` });
    expect(pageErrors).toEqual([]);
  });
});
