import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';
import { openBrowser, type Browser } from './browser';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const shock = fixture('shock-then-titanic-growth');
const crawWurm = fixture('craw-wurm-two-blockers');

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  pageErrors.length = 0;
});

async function open(hash: string) {
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${hash}`);
}

const permanent = (id: string) => page.locator(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
const stackIds = () => page.locator('[data-role="stack"] [data-object-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-object-id')));

async function expectPrompt(pending: string, player: string) {
  await page.waitForSelector(`[data-role="prompt"][data-pending="${pending}"][data-player="${player}"]`);
}

describe('the table in Chromium', () => {
  it('plays the Shock / Titanic Growth seed from a #scenario= link by clicking', async () => {
    await open(scenarioLinkHash(withActions(shock)));
    await expectPrompt('priority', 'A');
    expect(await page.locator('[data-role="step"]').getAttribute('data-step')).toBe('main1');
    expect(await page.locator('[data-player-id="A"] [data-life]').getAttribute('data-life')).toBe('20');
    expect(await permanent('construct').getAttribute('data-tapped')).toBe('false');

    await page.click('[data-action="pass"]');
    await expectPrompt('priority', 'B');
    await page.getByRole('button', { name: 'Cast Shock → Eager Construct' }).click();
    await expectPrompt('priority', 'B');
    expect(await stackIds()).toEqual(['shock']);
    expect(await permanent('bm1').getAttribute('data-tapped')).toBe('true');

    await page.click('[data-action="pass"]');
    await expectPrompt('priority', 'A');
    await page.getByRole('button', { name: 'Cast Titanic Growth → Eager Construct' }).click();
    expect(await stackIds()).toEqual(['tg', 'shock']);
    await page.screenshot({ path: join(artifacts, 'shock-stack.png'), fullPage: true });

    // Both pass: Titanic Growth resolves; both pass again: Shock resolves (CR 117.4, 608.1).
    await page.click('[data-action="pass"]');
    await page.keyboard.press('p');
    await expectPrompt('priority', 'A');
    expect(await stackIds()).toEqual(['shock']);
    await expect.poll(() => permanent('construct').locator('[data-role="pt"]').textContent()).toBe('6/6');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');
    await expectPrompt('priority', 'A');
    expect(await stackIds()).toEqual([]);
    expect(await permanent('construct').textContent()).toContain('2 damage');
    await page.screenshot({ path: join(artifacts, 'shock-resolved.png'), fullPage: true });

    await page.click('[data-action="undo"]');
    await expectPrompt('priority', 'B');
    expect(await stackIds()).toEqual(['shock']);
    await page.click('[data-action="redo"]');
    await expectPrompt('priority', 'A');
    expect(await stackIds()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('CR 508–510: plays a double block through the attack, block and damage forms', async () => {
    await open(scenarioLinkHash(withActions(crawWurm)));
    await expectPrompt('declareAttackers', 'A');
    await page.check('[data-attacker="wurm"]');
    await page.click('[data-action="confirm-attackers"]');
    await expectPrompt('priority', 'A');
    expect(await permanent('wurm').getAttribute('data-attacking')).toBe('B');
    expect(await permanent('wurm').getAttribute('data-tapped')).toBe('true');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');

    await expectPrompt('declareBlockers', 'B');
    expect(await page.locator('[data-role="step"]').getAttribute('data-step')).toBe('declareBlockers');
    await page.check('[data-blocker="wall"][data-attacker="wurm"]');
    await page.check('[data-blocker="cadet"][data-attacker="wurm"]');
    await page.click('[data-action="confirm-blockers"]');
    await expectPrompt('priority', 'A');
    expect(await permanent('wall').getAttribute('data-blocking')).toBe('wurm');
    expect(await permanent('cadet').getAttribute('data-blocking')).toBe('wurm');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');

    await expectPrompt('assignDamage', 'A');
    await page.screenshot({ path: join(artifacts, 'combat-damage.png'), fullPage: true });
    await page.fill('[data-source="wurm"][data-target="wall"]', '3');
    await page.fill('[data-source="wurm"][data-target="cadet"]', '3');
    await page.click('[data-action="confirm-damage"]');
    await expectPrompt('priority', 'A');
    expect(await page.locator('[data-role="step"]').getAttribute('data-step')).toBe('combatDamage');
    expect(await page.locator('[data-player-id="B"] [data-zone="graveyard"] [data-object-id]').count()).toBe(2);
    expect(await permanent('wall').count()).toBe(0);
    expect(await permanent('wurm').textContent()).toContain('1 damage');
    expect(await page.locator('[data-player-id="B"] [data-life]').getAttribute('data-life')).toBe('20');
    expect(pageErrors).toEqual([]);
  });

  it('a malformed link shows a readable error, never a blank page', async () => {
    await open('#scenario=this-is-not-lz-string');
    const error = page.locator('[data-role="scenario-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/Could not open the scenario from the link/);
    expect(pageErrors).toEqual([]);
  });

  it('an invalid scenario in a link names the field', async () => {
    const players = structuredClone(shock.players) as { battlefield: { card: string }[] }[];
    const first = players[1]?.battlefield[0];
    if (first) first.card = 'Mountainn';
    await open(scenarioLinkHash({ ...shock, players }));
    const error = page.locator('[data-role="scenario-error"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('players[1].battlefield[0].card');
    await page.screenshot({ path: join(artifacts, 'invalid-link.png'), fullPage: true });
  });
});
