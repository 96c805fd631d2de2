import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';
import { chromiumForFile } from './browser';
import { artifacts, drag, expectPrompt, keyboardDragListening, panelsCaughtUp, passUntilStep, permanentSelector, sharedSeed, step, tabTo } from './helpers';

const shock = fixture('shock-then-titanic-growth');
const battleCry = fixture('battle-cry-triggers');
const options = fixture('combat-options');

const chromium = chromiumForFile(artifacts);
const pageErrors = chromium.errors;
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

beforeEach(() => {
  pageErrors.length = 0;
});

async function open(hash: string) {
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}${hash}`);
}

const permanent = (id: string) => page.locator(permanentSelector(id));
const stackIds = () => page.locator('[data-role="stack"] [data-object-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-object-id')));
const graveyardCount = (player: string) => page.locator(`[data-player-id="${player}"] [data-zone="graveyard"] [data-object-id]`).count();
const life = (player: string) => page.locator(`[data-player-id="${player}"] [data-life]`).getAttribute('data-life');

describe('the table in Chromium', () => {
  it('CR 508–510: the Craw Wurm seed played by mouse: attack by clicking, block by dragging, damage by steppers and dragged pips', async () => {
    await open(scenarioLinkHash(sharedSeed('seed-craw-wurm-two-blockers')));
    await expectPrompt(page, 'declareAttackers', 'A');
    expect(await page.locator('[data-player-id="A"]').getAttribute('data-deciding')).toBe('true');

    await permanent('wurm').click();
    expect(await permanent('wurm').getAttribute('data-draft-attacking')).toBe('B');
    expect(await page.locator('[data-action="confirm-attackers"]').textContent()).toBe('Confirm 1 attacker');
    await page.click('[data-action="confirm-attackers"]:not([disabled])');
    await expectPrompt(page, 'priority', 'A');
    expect(await permanent('wurm').getAttribute('data-attacking')).toBe('B');
    expect(await permanent('wurm').getAttribute('data-tapped')).toBe('true');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');

    await expectPrompt(page, 'declareBlockers', 'B');
    expect(await step(page)).toBe('declareBlockers');
    await drag(page, permanentSelector('wall'), permanentSelector('wurm'));
    expect(await permanent('wall').getAttribute('data-draft-blocking')).toBe('wurm');
    await drag(page, permanentSelector('cadet'), permanentSelector('wurm'));
    expect(await permanent('cadet').getAttribute('data-draft-blocking')).toBe('wurm');
    // Both blockers now stand in the Wurm's lane, across the table from it; their places stay, empty.
    expect(await page.locator('[data-player-id="B"] [data-lane="wurm"] [data-object-id]').count()).toBe(2);
    expect(await page.locator('[data-player-id="B"] [data-place-of]').count()).toBe(2);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'declare-blockers.png'), fullPage: true });
    await page.click('[data-action="confirm-blockers"]:not([disabled])');
    await expectPrompt(page, 'priority', 'A');
    expect(await permanent('wall').getAttribute('data-blocking')).toBe('wurm');
    expect(await permanent('cadet').getAttribute('data-blocking')).toBe('wurm');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');

    await expectPrompt(page, 'assignDamage', 'A');
    // The engine's default (lethal to the Wall, the rest to the Cadet) is shown; move one point.
    expect(await page.inputValue('[data-source="wurm"][data-target="wall"]')).toBe('3');
    await page.click('[data-recipient="cadet"] [data-step="-1"]');
    await page.click('[data-recipient="wall"] [data-step="+1"]');
    expect(await page.inputValue('[data-source="wurm"][data-target="wall"]')).toBe('4');
    expect(await page.inputValue('[data-source="wurm"][data-target="cadet"]')).toBe('2');
    // Damage pips dragged: one from the Wall to the Cadet, one from the Cadet back to what is left,
    // and that one onto the Wall.
    const damageTo = (target: string) => page.inputValue(`[data-source="wurm"][data-target="${target}"]`);
    await drag(page, '[data-recipient="wall"] [data-pip="wall"] >> nth=0', '[data-recipient="cadet"]');
    expect([await damageTo('wall'), await damageTo('cadet')]).toEqual(['3', '3']);
    await drag(page, '[data-recipient="cadet"] [data-pip="cadet"] >> nth=0', '[data-role="damage-pool"]');
    expect([await damageTo('wall'), await damageTo('cadet')]).toEqual(['3', '2']);
    expect(await page.getAttribute('[data-role="damage-left"]', 'data-left')).toBe('1');
    await drag(page, '[data-role="damage-pool"] [data-pip="left"]', '[data-recipient="wall"]');
    expect([await damageTo('wall'), await damageTo('cadet')]).toEqual(['4', '2']);
    expect(await page.getAttribute('[data-role="damage-left"]', 'data-left')).toBe('0');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'damage-assignment.png'), fullPage: true });
    await page.click('[data-action="confirm-damage"]:not([disabled])');
    await expectPrompt(page, 'priority', 'A');
    expect(await graveyardCount('B')).toBe(2);
    expect(await permanent('wall').count()).toBe(0);
    expect(await permanent('wurm').textContent()).toContain('1 damage');

    await passUntilStep(page, 'main2', 'click');
    expect(await life('B')).toBe('20');
    await panelsCaughtUp(page);
    expect(await page.locator('[data-role="log"]').textContent()).toContain('CR 510');
    // The log, longer than its box by now, shows its newest line (kept in view by CSS, not by script).
    const logView = await page.evaluate(() => {
      const scroller = document.querySelector('[data-role="log-scroller"]');
      const newest = scroller?.querySelector('li:last-child');
      if (!scroller || !newest) return null;
      const box = scroller.getBoundingClientRect();
      const line = newest.getBoundingClientRect();
      return { overflows: scroller.scrollHeight > scroller.clientHeight, newestInView: line.top >= box.top - 1 && line.bottom <= box.bottom + 1 };
    });
    expect(logView).toEqual({ overflows: true, newestInView: true });
    expect(pageErrors).toEqual([]);
  });

  it('the same combat by keyboard only: Enter marks, Space-arrows-Space blocks, steppers by Enter, P passes', async () => {
    await open(scenarioLinkHash(sharedSeed('seed-craw-wurm-two-blockers')));
    await expectPrompt(page, 'declareAttackers', 'A');
    await tabTo(page, permanentSelector('wurm'));
    await page.keyboard.press('Enter');
    expect(await permanent('wurm').getAttribute('data-draft-attacking')).toBe('B');
    await tabTo(page, '[data-action="confirm-attackers"]:not([disabled])');
    await page.keyboard.press('Enter');
    await expectPrompt(page, 'priority', 'A');
    // The confirm button is gone with the declaration: focus goes to the prompt, not the top of the page.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-role') === 'prompt');
    await page.keyboard.press('p');
    await page.keyboard.press('p');

    await expectPrompt(page, 'declareBlockers', 'B');
    // Pick the Wall up with Space, walk to the Wurm with an arrow key, drop with Space.
    await tabTo(page, permanentSelector('wall'));
    await page.keyboard.press('Space');
    // What a screen reader hears (the table's live region for drags). The keyboard sensor starts the
    // drag asynchronously, so the arrow key is pressed only once the drag has been announced.
    const liveRegionSays = (text: string) =>
      page.waitForFunction((t) => document.querySelector('[data-role="drag-announcer"]')?.textContent?.includes(t) ?? false, text);
    // The pick-up is announced, then at once where the creature is ("over Bruno's side").
    await liveRegionSays('Wall of Wood is over');
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowRight');
    await liveRegionSays('is over Craw Wurm');
    await page.keyboard.press('Space');
    await page.waitForSelector(`${permanentSelector('wall')}[data-draft-blocking="wurm"]`);
    // The Wall now stands in the Wurm's lane, a new element: focus follows it there.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-object-id') === 'wall');
    // Or pick the Cadet with Enter and choose the Wurm with Enter.
    await tabTo(page, permanentSelector('cadet'));
    await page.keyboard.press('Enter');
    await tabTo(page, permanentSelector('wurm'));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${permanentSelector('cadet')}[data-draft-blocking="wurm"]`);
    await tabTo(page, '[data-action="confirm-blockers"]:not([disabled])');
    await page.keyboard.press('Enter');
    await expectPrompt(page, 'priority', 'A');
    await page.keyboard.press('p');
    await page.keyboard.press('p');

    await expectPrompt(page, 'assignDamage', 'A');
    await tabTo(page, '[data-recipient="cadet"] [data-step="-1"]');
    await page.keyboard.press('Enter');
    await tabTo(page, '[data-recipient="wall"] [data-step="+1"]');
    await page.keyboard.press('Enter');
    expect(await page.inputValue('[data-source="wurm"][data-target="wall"]')).toBe('4');
    await tabTo(page, '[data-action="confirm-damage"]:not([disabled])');
    await page.keyboard.press('Enter');
    await expectPrompt(page, 'priority', 'A');
    expect(await graveyardCount('B')).toBe(2);
    await passUntilStep(page, 'main2', 'key');
    expect(pageErrors).toEqual([]);
  });

  it('CR 603.3b: two Battle cry triggers and a token trigger ordered by dragging, then resolved by passing', async () => {
    await open(scenarioLinkHash(withActions(battleCry)));
    await expectPrompt(page, 'declareAttackers', 'A');
    await page.click('[data-action="attack-all"]');
    await page.click('[data-action="confirm-attackers"]:not([disabled])');
    await expectPrompt(page, 'orderTriggers', 'A');
    await page.waitForSelector('[aria-label^="Triggered abilities"] [data-object-id]');
    const order = () => page.locator('[aria-label^="Triggered abilities"] [data-object-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-object-id')));
    // The queue order (603.3b: printed order), not an answer.
    expect(await order()).toEqual(['hero.1', 'hero.2', 'paladin.1']);
    // Drag the bottom one (by its handle) to the top: it will resolve first.
    await drag(page, '[data-object-id="paladin.1"] [aria-label^="Drag"]', '[data-object-id="hero.1"]', { sortable: true });
    await page.waitForFunction(() => document.querySelector('[aria-label^="Triggered abilities"] [data-object-id]')?.getAttribute('data-object-id') === 'paladin.1');
    expect(await order()).toEqual(['paladin.1', 'hero.1', 'hero.2']);
    await page.click('[data-action="confirm-trigger-order"]');
    await expectPrompt(page, 'priority', 'A');
    expect(await stackIds()).toEqual(['paladin.1', 'hero.1', 'hero.2']);
    expect(await page.locator('[data-role="priority"]').textContent()).toContain('Ana has priority');
    // Pass until the stack has resolved: Hero's own trigger makes two attacking Soldier tokens.
    for (let i = 0; i < 6 && (await stackIds()).length > 0; i++) await page.click('[data-action="pass"]');
    expect(await stackIds()).toEqual([]);
    expect(await page.locator('[data-player-id="A"] [data-object-id^="hero.2."][data-attacking="B"]').count()).toBe(2);
    expect(pageErrors).toEqual([]);
  });

  it('CR 508.1b: attackers dragged onto a planeswalker and onto the opponent; a menace block explained before confirming', async () => {
    await open(scenarioLinkHash(withActions(options)));
    await expectPrompt(page, 'declareAttackers', 'A');
    await drag(page, permanentSelector('angel'), permanentSelector('ajani'));
    expect(await permanent('angel').getAttribute('data-draft-attacking')).toBe('ajani');
    await drag(page, permanentSelector('brute'), '[data-role="player-target"][data-target-id="B"]');
    expect(await permanent('brute').getAttribute('data-draft-attacking')).toBe('B');
    await page.click('[data-action="confirm-attackers"]:not([disabled])');
    await expectPrompt(page, 'priority', 'A');
    expect(await permanent('angel').getAttribute('data-attacking')).toBe('ajani');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');
    await expectPrompt(page, 'declareBlockers', 'B');
    await drag(page, permanentSelector('wall'), permanentSelector('brute'));
    const problem = page.locator('[data-role="draft-problem"]');
    await problem.waitFor();
    expect(await problem.getAttribute('data-rule')).toBe('702.111b');
    // Explained before confirming; confirming anyway is the engine's refusal, and nothing changes.
    await page.click('[data-action="confirm-blockers"]');
    const refusal = page.locator('[data-role="last-error"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('702.111b');
    await expectPrompt(page, 'declareBlockers', 'B');
    expect(await permanent('wall').getAttribute('data-draft-blocking')).toBe('brute');
    await drag(page, permanentSelector('warden'), permanentSelector('brute'));
    await problem.waitFor({ state: 'detached' });
    await page.click('[data-action="confirm-blockers"]:not([disabled])');
    await expectPrompt(page, 'priority', 'A');
    expect(await permanent('warden').getAttribute('data-blocking')).toBe('brute');
    expect(pageErrors).toEqual([]);
  });

  it('CR 509.1a: the table keeps still as blockers are drafted: the rows keep their height, the other creatures their places', async () => {
    const attackers = ['ape', 'armodon'];
    await open(
      scenarioLinkHash({
        format: 'tabletop-scenario/1',
        title: 'Two blockers on one attacker',
        turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
        players: [
          { id: 'A', name: 'Ana', battlefield: [{ id: 'ape', card: 'Silverback Ape' }, { id: 'armodon', card: 'Trained Armodon' }] },
          { id: 'B', name: 'Bruno', battlefield: ['bear1', 'bear2', 'bear3'].map((id) => ({ id, card: 'Grizzly Bears' })) },
        ],
        actions: [
          { player: 'A', type: 'declareAttackers', attackers: attackers.map((attacker) => ({ attacker, defender: 'B' })) },
          { player: 'A', type: 'pass' },
          { player: 'B', type: 'pass' },
        ],
      }),
    );
    await expectPrompt(page, 'declareBlockers', 'B');
    const box = async (id: string) => JSON.stringify(await permanent(id).boundingBox());
    const [ape, armodon, bear3] = [await box('ape'), await box('armodon'), await box('bear3')];
    await drag(page, permanentSelector('bear1'), permanentSelector('ape'));
    await drag(page, permanentSelector('bear2'), permanentSelector('ape'));
    expect(await page.locator('[data-player-id="B"] [data-lane="ape"] [data-object-id]').count()).toBe(2);
    // Side by side, each blocker's "will block Silverback Ape" wraps to two lines: the lane was made
    // tall enough for that, so the attackers across the table are as high as before (the Ape's lane is
    // wider now, so the lanes move sideways).
    const top = (json: string) => (JSON.parse(json) as { y: number }).y;
    expect(top(await box('ape'))).toBe(top(ape));
    expect(top(await box('armodon'))).toBe(top(armodon));
    // The third bear stays in its row at the same height, though the lanes beside it have widened:
    // the two that left kept their places, empty.
    expect(top(await box('bear3'))).toBe(top(bear3));
    expect(await page.locator('[data-place-of]').count()).toBe(2);
    expect(pageErrors).toEqual([]);
  });

  it('CR 802.4a: at a free-for-all table each defending player has lanes only across from the creatures attacking them, lined up with them', async () => {
    await open(
      scenarioLinkHash({
        format: 'tabletop-scenario/1',
        title: 'Ana attacks Bruno and Carla’s Jace',
        variant: 'free-for-all',
        turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
        players: [
          { id: 'A', name: 'Ana', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'wurm', card: 'Craw Wurm' }] },
          { id: 'B', name: 'Bruno', battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
          { id: 'C', name: 'Carla', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'jace', card: 'Jace Beleren' }] },
          { id: 'D', name: 'Dario', battlefield: [{ id: 'armodon', card: 'Trained Armodon' }] },
        ],
        actions: [
          { player: 'A', type: 'declareAttackers', attackers: [{ attacker: 'bears', defender: 'B' }, { attacker: 'wurm', defender: 'jace' }] },
          ...['A', 'B', 'C', 'D'].map((player) => ({ player, type: 'pass' })),
        ],
      }),
    );
    await expectPrompt(page, 'declareBlockers', 'B');
    const lanes = (player: string) => page.locator(`[data-player-id="${player}"] [data-lane]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-lane')));
    expect(await lanes('B')).toEqual(['bears']);
    expect(await lanes('C')).toEqual(['wurm']);
    expect(await lanes('D')).toEqual([]);
    expect(await page.locator('[data-player-id="D"] [data-lane-elsewhere]').count()).toBe(0);
    // Dario takes no part in this combat: his side is drawn smaller, so the sides in it have the room.
    const width = async (id: string) => (await permanent(id).boundingBox())?.width ?? 0;
    expect(await width('armodon')).toBeLessThan((await width('cadet')) * 0.7);
    // Carla's lane stands across from the Craw Wurm: the Grizzly Bears' lane is an empty space in her row.
    const left = async (selector: string) => (await page.locator(selector).boundingBox())?.x;
    expect(await left('[data-player-id="C"] [data-lane="wurm"]')).toBe(await left('[data-player-id="A"] [data-lane="wurm"]'));
    expect(await left('[data-player-id="B"] [data-lane="bears"]')).toBe(await left('[data-player-id="A"] [data-lane="bears"]'));
    await drag(page, permanentSelector('wall'), permanentSelector('bears'));
    expect(await permanent('wall').getAttribute('data-draft-blocking')).toBe('bears');
    // CR 802.4: Bruno's block is declared, then Carla declares hers; his Wall of Wood stays in the Bears' lane.
    await page.click('[data-action="confirm-blockers"]');
    await expectPrompt(page, 'declareBlockers', 'C');
    expect(await permanent('wall').getAttribute('data-blocking')).toBe('bears');
    expect(await page.locator('[data-player-id="B"] [data-lane="bears"] [data-object-id="wall"]').count()).toBe(1);
    expect(await page.locator('[data-player-id="B"] [data-place-of]').count()).toBe(0);
    await drag(page, permanentSelector('cadet'), permanentSelector('wurm'));
    expect(await page.locator('[data-player-id="C"] [data-lane="wurm"] [data-object-id="cadet"]').count()).toBe(1);
    await page.screenshot({ path: join(artifacts, 'free-for-all-blockers.png') });
    expect(pageErrors).toEqual([]);
  });

  it('CR 800.1: at a table of three the two sides across the table stand side by side, each with its lands, other permanents and hand in one row (one line at a table of two); no creature, one line', async () => {
    const lands = (prefix: string, card: string) => [0, 1, 2].map((i) => ({ id: `${prefix}${i}`, card }));
    const players = [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...lands('af', 'Forest')], hand: ['Giant Growth'] },
      { id: 'B', name: 'Bruno', battlefield: [{ id: 'jace', card: 'Jace Beleren' }, ...lands('bi', 'Island')], hand: ['Unsummon'] },
      { id: 'C', name: 'Carla', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, ...lands('cp', 'Plains')], hand: ['Fog'] },
    ];
    const top = (selector: string) => page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const zoom = async () => Number(await page.locator('[data-role="board-content"]').getAttribute('data-zoom'));
    await open(scenarioLinkHash({ format: 'tabletop-scenario/1', variant: 'free-for-all', turn: { number: 3, activePlayer: 'A', step: 'main1' }, players }));
    await expectPrompt(page, 'priority', 'A');
    // Bruno's and Carla's sides share a line, so the board needs half the height for them.
    expect(await page.locator('[data-player-id][data-beside]').evaluateAll((els) => els.map((el) => el.getAttribute('data-player-id')))).toEqual(['B', 'C']);
    expect(await top('[data-player-id="B"]')).toBe(await top('[data-player-id="C"]'));
    // Bruno's planeswalker, his lands and his hand (shown: a scenario's table hides nothing) in one row,
    // which wraps in his half of the board.
    const rowOf = (selector: string) => page.locator(`[data-player-id="B"] ${selector}`).first().evaluate((el) => el.parentElement?.querySelector(':scope > [data-row="lands"]') != null);
    expect(await rowOf('[data-row="others"]')).toBe(true);
    expect(await rowOf('[data-zone="hand"]')).toBe(true);
    const threePlayerZoom = await zoom();
    // Bruno has no creature: his creature row is one line, not a card's height.
    const creatureRowHeight = () => page.locator('[data-player-id="B"] [data-row="creatures"]').evaluate((el) => el.getBoundingClientRect().height);
    const cardHeight = await permanent('cadet').evaluate((el) => el.getBoundingClientRect().height);
    expect(await creatureRowHeight()).toBeLessThan(cardHeight / 2);
    // Two players: the same row.
    await open(scenarioLinkHash({ format: 'tabletop-scenario/1', turn: { number: 3, activePlayer: 'A', step: 'main1' }, players: players.slice(0, 2) }));
    await expectPrompt(page, 'priority', 'A');
    expect(await top('[data-player-id="B"] [data-zone="hand"]')).toBe(await top('[data-player-id="B"] [data-row="lands"]'));
    // At a table of two the row stands behind the creatures (across the table, above them), room or not.
    expect(await top('[data-player-id="B"] [data-row="lands"]')).toBeLessThan(await top('[data-player-id="B"] [data-row="creatures"]'));
    // Stacked, the three sides fitted this window at 0.72; side by side, with the lands beside the
    // creatures where they fit, at 0.99.
    expect(threePlayerZoom).toBeGreaterThan(0.9);
    expect(pageErrors).toEqual([]);
  });

  it('plays the Shock / Titanic Growth seed by clicking a spell, then its target', async () => {
    await open(scenarioLinkHash(withActions(shock)));
    await expectPrompt(page, 'priority', 'A');
    await page.click('[data-action="pass"]');
    await expectPrompt(page, 'priority', 'B');
    await page.click('[data-player-id="B"] [data-zone="hand"] [data-object-id="shock"]');
    expect(await page.getAttribute(permanentSelector('construct'), 'data-lit')).toBe('');
    await page.click(permanentSelector('construct'));
    expect(await stackIds()).toEqual(['shock']);
    expect(await permanent('bm1').getAttribute('data-tapped')).toBe('true');
    await page.click('[data-action="pass"]');
    await page.click('[data-player-id="A"] [data-zone="hand"] [data-object-id="tg"]');
    await page.click(permanentSelector('construct'));
    expect(await stackIds()).toEqual(['tg', 'shock']);
    await page.hover('[data-role="stack"] [data-object-id="shock"]');
    expect(await permanent('construct').getAttribute('class')).toContain('ring-violet-400');
    await page.screenshot({ path: join(artifacts, 'shock-stack.png'), fullPage: true });
    await page.click('[data-action="pass"]');
    await page.keyboard.press('p');
    await expectPrompt(page, 'priority', 'A');
    expect(await stackIds()).toEqual(['shock']);
    await expect.poll(() => permanent('construct').locator('[data-role="pt"]').textContent()).toBe('6/6');
    await page.click('[data-action="pass"]');
    await page.click('[data-action="pass"]');
    await expectPrompt(page, 'priority', 'A');
    expect(await stackIds()).toEqual([]);
    expect(await permanent('construct').textContent()).toContain('2 damage');
    await page.click('[data-action="undo"]');
    await expectPrompt(page, 'priority', 'B');
    expect(await stackIds()).toEqual(['shock']);
    await page.click('[data-action="redo"]');
    expect(await stackIds()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('CR 615.7: Mending Hands between Mesa Unicorn and Craw Wurm: Bruno chooses by mouse which damage the shield prevents', async () => {
    await open(scenarioLinkHash(fixture('shield-two-sources')));
    await expectPrompt(page, 'choose', 'B');
    const question = page.locator('[data-role="question"]');
    await question.locator('[data-choice="2"]').waitFor();
    expect(await question.innerText()).toContain("How much of Mesa Unicorn's 2?");
    expect(await question.locator('[data-choice]').allInnerTexts()).toEqual(["Prevent 0 of Mesa Unicorn's 2", "Prevent 1 of Mesa Unicorn's 2", "Prevent 2 of Mesa Unicorn's 2"]);
    await page.screenshot({ path: `${artifacts}/shield-question.png` });
    await question.locator('[data-choice="2"]').click();
    await expectPrompt(page, 'priority', 'A');
    expect([await life('A'), await life('B')]).toEqual(['20', '16']);
    expect(await page.locator('[data-role="log"]').innerText()).toContain('2 damage from Mesa Unicorn to Bruno is prevented');
    expect(pageErrors).toEqual([]);
  });

  it('a malformed link shows a readable error, never a blank page', async () => {
    await open('#scenario=this-is-not-lz-string');
    const error = page.locator('[data-role="scenario-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/Could not open the scenario from the link/);
    expect(pageErrors).toEqual([]);
  });

  it('a broken link opened in a fresh tab shows its message and, under it, the examples list to pick from', async () => {
    const fresh = await chromium.browser.context.newPage();
    const errors: string[] = [];
    fresh.on('pageerror', (error) => errors.push(error.message));
    try {
      await fresh.goto(`${inject('baseURL')}#scenario=garbage`);
      const error = fresh.locator('[data-role="scenario-error"]');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/Could not open the scenario from the link/);
      // The examples come after the message, unfolded, and one of them opens.
      const examples = fresh.locator('details[open] [data-example]');
      await examples.first().waitFor();
      const below = await fresh.evaluate(() => {
        const message = document.querySelector('[data-role="scenario-error"]');
        const list = document.querySelector('details[open] [data-example]');
        return !!message && !!list && (message.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
      expect(below).toBe(true);
      expect(await examples.count()).toBeGreaterThan(3);
      await fresh.screenshot({ path: join(artifacts, 'broken-link-fresh-tab.png') });
      await examples.first().click();
      await fresh.locator('[data-role="prompt"]').waitFor();
      expect(await fresh.locator('[data-role="scenario-error"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('CR 510.1c: on a 1024 × 768 screen the damage is divided on the board, confirmed from the prompt; the Choice tab opens its panel under the prompt', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    try {
      await open(scenarioLinkHash(withActions(fixture('craw-wurm-two-blockers'), 6)));
      await expectPrompt(page, 'assignDamage', 'A');
      // The panel is folded away: the blockers and their drafted damage are in sight on the board.
      expect(await page.locator('[data-action="confirm-damage"]').isVisible()).toBe(false);
      const inWindow = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 768;
      };
      expect(await inWindow('[data-action="confirm-declaration"][data-kind="damage"]')).toBe(true);
      expect(await inWindow('[data-assigned-damage]')).toBe(true);
      await page.click('[data-tab="choice"]');
      const confirm = await page.locator('[data-action="confirm-damage"]').boundingBox();
      const prompt = await page.locator('[data-role="prompt"]').boundingBox();
      expect(confirm && prompt && confirm.y > prompt.y && confirm.y + confirm.height <= 768).toBe(true);
      await page.screenshot({ path: join(artifacts, 'narrow-damage.png') });
    } finally {
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  });

  it('an invalid scenario in a link names the field', async () => {
    const players = structuredClone(shock.players) as { battlefield: { card: string }[] }[];
    const first = players[1]?.battlefield[0];
    if (first) first.card = 'Mountainn';
    // A bad step as well: every problem is listed, not only the first, each in plain words.
    await open(scenarioLinkHash({ ...shock, players, turn: { ...(shock.turn as object), step: 'lunch' } }));
    const error = page.locator('[data-role="scenario-error"]');
    await error.waitFor();
    const lines = await error.locator('li').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^turn\.step“lunch” is not a step\. The steps are: “untap” \(Untap step\), /);
    expect(lines[1]).toBe("players[1].battlefield[0].cardThere is no card called “Mountainn”, neither in the card pool nor among the file's own cards: did you mean “Mountain”?");
    expect(await error.locator('[lang="en"]').count()).toBe(0);
    await page.screenshot({ path: join(artifacts, 'invalid-link.png'), fullPage: true });
  });
});
