// damageOnTable.test.ts: Craw Wurm's 6 damage divided on the table itself in Chromium (CR 510.1c–d):
// clicks on the blockers give them points, a Shift+click takes one off; each recipient carries
// data-assigned-damage and shows its amount with "lethal". Screenshots at 1440×900 and 390×844.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions, type ScenarioJson } from '../support/scenarios';
import { chromiumForFile } from './browser';
import { artifacts, drag, expectPrompt, keyboardDragListening, permanentSelector } from './helpers';

const crawWurm = fixture('craw-wurm-two-blockers');
const chromium = chromiumForFile(artifacts);
const pageErrors = chromium.errors;
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

beforeEach(async () => {
  pageErrors.length = 0;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${scenarioLinkHash(withActions(crawWurm, 6))}`);
  await expectPrompt(page, 'assignDamage', 'A');
  await settled();
});

/** The damage panel (a lazy chunk) is in, and the scroll that brings it into view after its first
 *  paint is over: a drag started before then has the page move under it. */
async function settled() {
  await page.waitForSelector('[data-role="damage-pool"]');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))));
}

const permanent = (id: string) => page.locator(permanentSelector(id));
const assigned = (id: string) => permanent(id).getAttribute('data-assigned-damage');
const badge = (id: string) => page.locator(`[data-role="assigned-damage"][data-for="${id}"]`);

describe('combat damage divided on the table', () => {
  it('CR 510.1c: Craw Wurm\'s 6 damage divided by clicking Wall of Wood and Eager Cadet on the table, then confirmed', async () => {
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['3', '3']);
    await permanent('wall').click();
    await permanent('wall').click();
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['5', '1']);
    await permanent('wall').click({ modifiers: ['Shift'] });
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['4', '1']);
    expect(await page.locator('[data-role="damage-left"]').getAttribute('data-left')).toBe('1');
    await permanent('cadet').click();
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['4', '2']);
    expect(await badge('wall').textContent()).toMatch(/[^:]lethal$/);
    expect(await badge('cadet').textContent()).toMatch(/[^:]lethal$/);
    // Each badge is narrower than its card: the two blockers stay side by side in Craw Wurm's lane, as
    // they stood when they were declared.
    expect((await permanent('wall').boundingBox())?.y).toBe((await permanent('cadet').boundingBox())?.y);
    // The panel shows the same split.
    expect(await page.inputValue('[data-source="wurm"][data-target="wall"]')).toBe('4');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'damage-on-table-1440.png') });
    // The tapped attacker: its name and power/toughness upright across its top.
    expect(await permanent('wurm').locator('.card-upright').getAttribute('data-pt')).toBe('6/4');
    await permanent('wurm').screenshot({ path: join(artifacts, 'tapped-upright.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await permanent('wall').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(artifacts, 'damage-on-table-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.click('[data-action="confirm-damage"]:not([disabled])');
    await page.waitForSelector(`[data-player-id="B"] [data-zone="graveyard"] [data-object-id="cadet"]`, { state: 'attached' });
    expect(await page.locator('[data-assigned-damage]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('CR 510.1c: a right click and the keys − and + on the focused Wall of Wood take a point off and give it back', async () => {
    await permanent('wall').click({ button: 'right' });
    expect(await assigned('wall')).toBe('2');
    expect(await badge('wall').textContent()).toContain('lethal: 3');
    await permanent('wall').focus();
    await page.keyboard.press('Minus');
    expect(await assigned('wall')).toBe('1');
    await page.keyboard.press('Shift+Equal');
    await page.keyboard.press('Enter');
    expect(await assigned('wall')).toBe('3');
    expect(pageErrors).toEqual([]);
  });

  it('CR 510.1c: a damage pip dragged from the panel onto Eager Cadet on the table, and one from the pool onto Wall of Wood', async () => {
    await page.setViewportSize({ width: 1440, height: 1300 });
    await settled();
    await drag(page, '[data-recipient="wall"] [data-pip="wall"] >> nth=0', permanentSelector('cadet'));
    await expect.poll(() => assigned('cadet')).toBe('4');
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['2', '4']);
    await permanent('cadet').click({ modifiers: ['Shift'] });
    await drag(page, '[data-role="damage-pool"] [data-pip="left"] >> nth=0', permanentSelector('wall'));
    await expect.poll(() => assigned('wall')).toBe('3');
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['3', '3']);
    // Dropped on nothing: nothing moves.
    await drag(page, '[data-recipient="wall"] [data-pip="wall"] >> nth=0', '[data-role="step"]');
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['3', '3']);
    expect(pageErrors).toEqual([]);
  });

  it('CR 510.1c: a point dragged from Craw Wurm itself onto Wall of Wood (taken from Eager Cadet\'s excess over lethal), and by keyboard onto the Cadet', async () => {
    // The Wurm and the blockers on one screen: a drag starts from what the pointer can reach.
    await page.setViewportSize({ width: 1440, height: 1300 });
    await settled();
    await drag(page, permanentSelector('wurm'), permanentSelector('wall'));
    await expect.poll(() => assigned('wall')).toBe('4');
    expect([await assigned('wall'), await assigned('cadet')]).toEqual(['4', '2']);
    await page.screenshot({ path: join(artifacts, 'damage-dragged-from-attacker.png') });
    // By keyboard: Space picks up a point of the Wurm's, the arrows walk the recipients (Wall, then
    // Cadet), Space drops it; nothing is left to assign, so it comes from the Wall's excess over lethal.
    await permanent('wurm').focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('[data-role="drag-ghost"]')?.textContent === 'Craw Wurm');
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => permanent('wall').getAttribute('data-over')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => permanent('cadet').getAttribute('data-over')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => assigned('cadet')).toBe('3');
    expect(await assigned('wall')).toBe('3');
    expect(pageErrors).toEqual([]);
  });

  it('legacy rules (pre-2024 CR 509.2): the blockers show 1st and 2nd on the table, and Eager Cadet dragged onto Wall of Wood in the lane goes first', async () => {
    const legacy = JSON.parse(readFileSync(join(process.cwd(), 'src/examples/seed-craw-wurm-legacy-order.json'), 'utf8')) as ScenarioJson;
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.goto('about:blank');
    await page.goto(`${inject('baseURL')}${scenarioLinkHash(withActions(legacy, 4))}`);
    await expectPrompt(page, 'orderBlockers', 'A');
    await page.waitForSelector('[data-order-item]');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))));
    const order = (id: string) => permanent(id).getAttribute('data-damage-order');
    expect([await order('wall'), await order('cadet')]).toEqual(['1', '2']);
    await drag(page, permanentSelector('cadet'), permanentSelector('wall'));
    await expect.poll(() => order('cadet')).toBe('1');
    expect(await order('wall')).toBe('2');
    expect(await page.locator('[data-slot="cadet"] [data-role="damage-order"]').textContent()).toContain('1st');
    await page.setViewportSize({ width: 1440, height: 900 });
    await permanent('wall').scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'damage-order-on-table-1440.png') });
    await page.click('[data-action="confirm-order"]');
    await expectPrompt(page, 'priority', 'A');
    expect(pageErrors).toEqual([]);
  });
});
