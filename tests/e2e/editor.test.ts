// editor.test.ts: the scenario editor in Chromium: a position built by hand, shared as a link and
// opened in a fresh page; hostile links refused with a message; the Content Security Policy in force.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { MAX_LINK_CHARS } from '../../src/store/limits';
import { MY_LESSON_KEY_PREFIX } from '../../src/store/myLessons';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';
import { openBrowser, type Browser } from './browser';
import { artifacts, expectPrompt, permanentSelector, step } from './helpers';

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

function watch(p: Page): void {
  p.on('pageerror', (error) => pageErrors.push(error.message));
  p.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
}

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  watch(page);
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  pageErrors.length = 0;
});

async function open(p: Page, hash: string) {
  await p.goto('about:blank');
  await p.goto(`${inject('baseURL')}${hash}`);
}

const entry = (id: string) => page.locator(`[data-role="editor"] [data-object-id="${id}"]`);

/** Searches the pool and adds the first card of that name to a player's zone. */
async function addCard(query: string, name: string, player: number, zone: string) {
  await page.selectOption('[data-role="add-player"]', String(player));
  await page.selectOption('[data-role="add-zone"]', zone);
  await page.fill('[data-role="card-search"]', query);
  await page.click(`[data-card-option="${name}"]`);
}

describe('the scenario editor in Chromium', () => {
  it('a position built in the editor opens from its share link, in a fresh page, as it was built', async () => {
    await open(page, '#editor');
    await page.click('[data-action="start-blank"]');
    await page.fill('[data-field="title"]', 'Bears <b>at</b> the gate');

    await addCard('grizz', 'Grizzly Bears', 0, 'battlefield');
    await addCard('craw', 'Craw Wurm', 1, 'battlefield');
    await addCard('giant gr', 'Giant Growth', 0, 'hand');
    await page.check(`${'[data-role="editor"] [data-object-id="grizzly-bears"]'} [data-field="tapped"]`);
    await entry('grizzly-bears').locator('[data-field="damage"]').fill('1');
    await page.locator('[data-editor-player="A"] [data-field="life"]').fill('7');
    await page.selectOption('[data-field="activePlayer"]', 'B');
    await page.selectOption('[data-field="step"]', 'declareAttackers');

    expect(await entry('grizzly-bears').getAttribute('data-tapped')).toBe('true');
    expect(await entry('grizzly-bears').getAttribute('data-damage')).toBe('1');
    expect(await entry('craw-wurm').getAttribute('data-tapped')).toBe('false');
    expect(await entry('giant-growth').getAttribute('data-zone')).toBe('hand');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'editor.png'), fullPage: true });

    await page.click('[data-action="share-link"]:not([disabled])');
    const link = await page.locator('[data-role="share-link"]').inputValue();
    expect(link).toContain('#scenario=');

    const fresh = await browser.context.newPage();
    watch(fresh);
    await fresh.goto(link);
    await expectPrompt(fresh, 'declareAttackers', 'B');
    const bears = fresh.locator(permanentSelector('grizzly-bears'));
    expect(await fresh.locator('[data-player-id="A"] [data-object-id="grizzly-bears"][data-tapped]').count()).toBe(1);
    expect(await bears.getAttribute('data-tapped')).toBe('true');
    expect(await bears.textContent()).toContain('1 damage');
    expect(await fresh.locator('[data-player-id="B"] [data-object-id="craw-wurm"][data-tapped]').getAttribute('data-tapped')).toBe('false');
    expect(await step(fresh)).toBe('declareAttackers');
    expect(await fresh.locator('[data-player-id="A"] [data-life]').getAttribute('data-life')).toBe('7');
    expect(await fresh.locator('[data-player-id="B"] [data-life]').getAttribute('data-life')).toBe('20');
    // The title is text: the markup typed into it is shown, not interpreted.
    expect(await fresh.locator('[data-role="title"]').textContent()).toBe('Bears <b>at</b> the gate');
    expect(await fresh.locator('[data-role="title"] b').count()).toBe(0);
    await fresh.close();
    expect(pageErrors).toEqual([]);
  });

  it('CR 810: a two-headed giant position built in the editor plays on the table: four players, the teams\' life, the defending team\'s block', async () => {
    await open(page, '#editor');
    await page.click('[data-action="start-blank"]');
    await page.click('[data-action="editor-add-player"]');
    await page.click('[data-action="editor-add-player"]');
    await page.click('[data-field="variant-two-headed-giant"]');
    await page.fill('[data-field="team-life-T2"]', '12');
    await addCard('grizz', 'Grizzly Bears', 0, 'battlefield');
    await addCard('wall of w', 'Wall of Wood', 3, 'battlefield');
    await page.selectOption('[data-field="step"]', 'declareAttackers');
    await page.click('[data-action="play-scenario"]');
    await expectPrompt(page, 'declareAttackers', 'A');
    expect(await page.locator('[data-player-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-player-id')).sort())).toEqual(['A', 'B', 'C', 'D']);
    expect(await page.locator('[data-player-id="C"] [data-life]').getAttribute('data-life')).toBe('12');
    expect(await page.locator('[data-player-id="B"] [data-life]').getAttribute('data-life')).toBe('30');
    // Ana attacks Player 3; Player 4's Wall of Wood may block for the team (CR 805.10d).
    await page.click(permanentSelector('grizzly-bears'));
    await page.click('[data-action="confirm-attackers"]');
    // Each team passes once (CR 805.5b), then the defending team blocks.
    await expectPrompt(page, 'priority', 'A');
    await page.click('[data-action="pass"]');
    await expectPrompt(page, 'priority', 'C');
    await page.click('[data-action="pass"]');
    await expectPrompt(page, 'declareBlockers', 'C');
    expect(await page.locator('[data-player-id="D"] [data-lane="grizzly-bears"]').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('"Play it on the table" opens the draft, and the editor still has it on coming back', async () => {
    await open(page, '#editor');
    await page.click('[data-action="start-blank"]');
    await addCard('serra', 'Serra Angel', 0, 'battlefield');
    await page.selectOption('[data-field="step"]', 'declareAttackers');
    await page.click('[data-action="play-scenario"]');
    await expectPrompt(page, 'declareAttackers', 'A');
    expect(await page.locator(permanentSelector('serra-angel')).count()).toBe(1);
    await page.click('[data-nav="editor"]');
    await entry('serra-angel').waitFor();
    expect(await page.locator('[data-field="step"]').inputValue()).toBe('declareAttackers');
    expect(pageErrors).toEqual([]);
  });

  it('a goal typed with mistakes is listed and not taken; with a goal, the table and its share link offer the Check', async () => {
    await open(page, '#editor');
    await page.click('[data-action="start-blank"]');
    await addCard('grizz', 'Grizzly Bears', 0, 'battlefield');
    const json = page.locator('[data-field="goal-json"]');
    await json.fill('{"lifee":{"B":3},"permanents":{"nope":{"damage":2}},"stack":[{"controler":"A"}]}');
    const problems = page.locator('[data-role="goal"] [data-role="scenario-error"] li');
    await problems.first().waitFor();
    expect(await problems.allTextContents()).toEqual([
      'lifee“lifee” is not a field of the goal: did you mean “life”?',
      'permanents.nopeNo card of this scenario has the id “nope”, and no card of it can create an object with that id.',
      'stack[0].controler“controler” is not a property the check can compare: did you mean “controller”?',
    ]);
    await page.screenshot({ path: join(artifacts, 'editor-goal-typo.png'), fullPage: true });
    // Nothing was taken: the draft has no goal, and it can still be saved as it is.
    expect(await page.locator('[data-field="goal-ok"]').inputValue()).toBe('');
    await json.fill('{"permanents":{"grizzly-bears":{"tapped":true}}}');
    expect(await problems.count()).toBe(0);

    await page.click('[data-action="play-scenario"]');
    const goal = page.locator('[data-role="lesson-goal"]');
    await goal.waitFor();
    expect(await goal.textContent()).toContain('Grizzly Bears');
    await page.click('[data-action="check-lesson"]');
    expect(await page.locator('[data-role="lesson-check"]').getAttribute('data-passed')).toBe('false');
    expect(await page.locator('[data-action="lesson-play-all"]').count()).toBe(0);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'editor-goal-on-table.png'), fullPage: true });

    // A student given the share link gets the exercise too.
    await page.click('[data-nav="editor"]');
    await page.click('[data-action="share-link"]:not([disabled])');
    const link = await page.locator('[data-role="share-link"]').inputValue();
    const fresh = await browser.context.newPage();
    watch(fresh);
    await fresh.goto(link);
    await fresh.locator('[data-role="lesson-goal"]').waitFor();
    await fresh.click('[data-action="check-lesson"]');
    expect(await fresh.locator('[data-role="lesson-check"]').getAttribute('data-passed')).toBe('false');
    await fresh.close();
    expect(pageErrors).toEqual([]);
  });

  it('a copy of a shipped lesson keeps its intended moves: saved, it offers them and they reach the goal', async () => {
    await open(page, '#editor=kw-trample');
    await entry('maw').waitFor();
    await page.click('[data-action="save-lesson"]');
    await page.locator('[data-role="editor-notice"]').waitFor();
    const id = await page.evaluate((prefix) => Object.keys(localStorage).find((k) => k.startsWith(prefix))?.slice(prefix.length), MY_LESSON_KEY_PREFIX);
    expect(id).toBeTruthy();
    await open(page, `#lesson=${id}`);
    const progress = page.locator('[data-role="lesson-progress"]');
    await progress.waitFor();
    expect(await progress.textContent()).toMatch(/Intended moves played: 0 of [1-9]\d*/);
    await page.click('[data-action="lesson-play-all"]');
    await page.click('[data-action="check-lesson"]');
    expect(await page.locator('[data-role="lesson-check"]').getAttribute('data-passed')).toBe('true');
    expect(pageErrors).toEqual([]);
  });

  it('exports the draft as a .json file that is the scenario (a download the policy allows)', async () => {
    await open(page, '#editor');
    await page.click('[data-action="start-blank"]');
    await page.fill('[data-field="title"]', 'Export me');
    await addCard('wall of w', 'Wall of Wood', 1, 'battlefield');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="export-file"]')]);
    expect(download.suggestedFilename()).toBe('export-me.json');
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { title: string; players: { battlefield?: unknown[] }[] };
    expect(file.title).toBe('Export me');
    expect(file.players[1]?.battlefield).toEqual([{ id: 'wall-of-wood', card: 'Wall of Wood' }]);
    expect(pageErrors).toEqual([]);
  });

  it('a malformed link and an oversized link each show an error, never a blank page', async () => {
    await open(page, '#scenario=this is not lz-string!');
    const error = page.locator('[data-role="scenario-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/does not hold a compressed scenario/);

    await open(page, `#scenario=${'A'.repeat(MAX_LINK_CHARS + 1)}`);
    await error.waitFor();
    expect(await error.textContent()).toMatch(/too long/);

    const wrong = { ...withActions(fixture('shock-then-titanic-growth')), turn: { number: 1, activePlayer: 'A', step: 'lunch' } };
    await open(page, scenarioLinkHash(wrong));
    await error.waitFor();
    expect(await error.textContent()).toContain('turn.step');
    expect(pageErrors).toEqual([]);
  });

  it('a link pasted into the editor is checked like any other: a bad one changes nothing', async () => {
    await open(page, '#editor');
    await page.click('[data-action="start-blank"]');
    await addCard('grizz', 'Grizzly Bears', 0, 'battlefield');
    await page.fill('[data-role="editor-link"]', `${inject('baseURL')}#scenario=${'A'.repeat(MAX_LINK_CHARS + 5)}`);
    await page.click('[data-action="open-link"]');
    const error = page.locator('[data-role="editor"] [data-role="scenario-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/too long/);
    expect(await entry('grizzly-bears').count()).toBe(1);

    await page.fill('[data-role="editor-link"]', scenarioLinkHash(withActions(fixture('craw-wurm-two-blockers'))));
    await page.click('[data-action="open-link"]');
    await entry('wurm').waitFor();
    expect(await error.count()).toBe(0);
    expect(await entry('grizzly-bears').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('the built page carries a Content Security Policy that blocks inline script', async () => {
    const html = await (await fetch(inject('baseURL'))).text();
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");

    await open(page, '#editor');
    await page.locator('[data-role="editor"]').waitFor();
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.textContent = 'window.cspProbe = true;';
      document.body.append(script);
      const image = new Image();
      image.src = 'https://example.com/pixel.png';
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { injected: (window as unknown as { cspProbe?: boolean }).cspProbe ?? false, violations };
    });
    expect(outcome.injected).toBe(false);
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'img-src']));
    // The page's own CSP violation reports are console errors; these two were provoked on purpose.
    pageErrors.length = 0;
  });
});
