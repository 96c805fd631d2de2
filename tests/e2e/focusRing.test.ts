// focusRing.test.ts: a button reached with Tab shows a focus ring that stands out on the near-black
// primary button as on the page (the browser's own thin dark ring did not): sky blue, as on the
// cards, with a white gap between it and the button.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { chromiumForFile } from './browser';
import { artifacts, expectPrompt, tabTo } from './helpers';

const scenario = {
  format: 'tabletop-scenario/1',
  title: 'Focus',
  turn: { number: 3, activePlayer: 'A', step: 'main1' },
  players: [
    { id: 'A', name: 'Ana', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
    { id: 'B', name: 'Bruno' },
  ],
  actions: [],
};

const chromium = chromiumForFile(artifacts);
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

const focusStyle = (selector: string) =>
  page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    return { shadow: style.boxShadow, outline: style.outlineStyle };
  });

describe('keyboard focus on buttons, in Chromium', () => {
  it('the primary Pass button and a secondary button show a sky-blue ring with a white offset when reached with Tab', async () => {
    await page.goto('about:blank');
    await page.goto(`${inject('baseURL')}${scenarioLinkHash(scenario)}`);
    await expectPrompt(page, 'priority', 'A');
    // Tailwind's sky-500, 2 px wide beyond a 2 px white offset (box shadows of 2 px and 4 px).
    const ring = expect.stringMatching(/rgb\(255, 255, 255\) 0px 0px 0px 2px, oklch\(0\.685 0\.169 237\.3\d*\) 0px 0px 0px 4px/);

    expect((await focusStyle('[data-action="pass"]')).shadow).not.toEqual(ring);
    await tabTo(page, '[data-action="pass"]');
    expect(await focusStyle('[data-action="pass"]')).toEqual({ shadow: ring, outline: 'none' });
    const box = await page.locator('[data-action="pass"]').boundingBox();
    if (!box) throw new Error('the Pass button is not shown');
    await page.screenshot({ path: join(artifacts, 'focus-pass.png'), clip: { x: box.x - 24, y: box.y - 16, width: box.width + 48, height: box.height + 32 } });

    await tabTo(page, '[data-action="share"]');
    expect(await focusStyle('[data-action="share"]')).toEqual({ shadow: ring, outline: 'none' });
    expect(chromium.errors).toEqual([]);
  });
});
