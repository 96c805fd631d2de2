// i18n-table.test.ts: the table in Spanish and Italian in Chromium: the language menu rewords the
// prompt, the step bar, the stack and the play menu at once, the choice survives a reload (and sets
// <html lang>), and a link that cannot be opened is refused in the chosen language.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';
import { chromiumForFile } from './browser';
import { artifacts, expectPrompt } from './helpers';

const shock = fixture('shock-then-titanic-growth');

const chromium = chromiumForFile(artifacts);
const pageErrors = chromium.errors;
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

async function open(hash: string) {
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${hash}`);
}

const textOf = (selector: string) => page.locator(selector).first().textContent();
const currentStep = () => page.locator('[data-role="step"] [aria-current="step"]').getAttribute('title');

describe('the table in three languages, in Chromium', () => {
  it('the language menu rewords the table at once and is remembered', async () => {
    // Bruno has cast Shock at Eager Construct and passed: Ana has priority.
    await open(scenarioLinkHash(withActions(shock, 3)));
    await expectPrompt(page, 'priority', 'A');
    expect(await textOf('[data-role="prompt"]')).toBe('Ana has priority — pass to resolve Shock');

    await page.selectOption('[data-role="language"]', 'es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await textOf('[data-role="prompt"]')).toBe('Ana tiene la prioridad — pasa para que se resuelva Shock');
    expect(await currentStep()).toBe('Fase principal precombate');
    expect(await textOf('[data-role="stack"] [data-object-id="shock"]')).toContain('Hechizo');
    await page.click('[data-player-id="A"] [data-zone="hand"] [data-object-id="tg"]');
    expect(await textOf('[data-role="play-menu"]')).toContain('Lanzar Titanic Growth → Eager Construct');
    await page.screenshot({ path: join(artifacts, 'i18n-es-stack.png'), fullPage: true });

    // The same link again: the language chosen is kept.
    await open(scenarioLinkHash(withActions(shock, 3)));
    await expectPrompt(page, 'priority', 'A');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await textOf('[data-role="passed"]')).toContain('Han pasado seguidos, por orden: Bruno');

    await page.selectOption('[data-role="language"]', 'it');
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    expect(await textOf('[data-role="prompt"]')).toBe('Ana ha la priorità — passa per far risolvere Shock');
    expect(await currentStep()).toBe('Fase principale pre-combattimento');
    await page.screenshot({ path: join(artifacts, 'i18n-it-stack.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('a malformed link is refused in the chosen language', async () => {
    await open('#scenario=not-a-scenario');
    const error = page.locator('[data-role="scenario-error"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('Impossibile aprire lo scenario dal link');
    expect(pageErrors).toEqual([]);
  });

  it('the home page in Italian on a phone: the welcome leads to a game, the lessons and the editor, and the page does not scroll sideways', async () => {
    const before = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await open('');
    const welcome = page.locator('[data-role="welcome"]');
    await welcome.waitFor();
    expect(await welcome.locator('h2').textContent()).toBe('Il combattimento di Magic, passo per passo');
    expect(await welcome.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['#play', '#lessons', '#editor']);
    // The section names are longer in Italian than the phone is wide: the header scrolls on its own,
    // and nothing in it (its hidden labels included) widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(artifacts, 'i18n-it-home-phone.png') });
    await welcome.locator('a[href="#lessons"]').click();
    await page.locator('[data-role="welcome"]').waitFor({ state: 'detached' });
    expect(page.url()).toContain('#lessons');
    if (before) await page.setViewportSize(before);
    expect(pageErrors).toEqual([]);
  });
});
