// cardFace.test.ts: a card on the battlefield keeps its P/T box, damage and counters on the card, in
// Chromium, however much the card says: its slot clips whatever leaves its fixed size (contain:
// strict), and the P/T box of creatures with rules text once ended up below the card's bottom edge.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { chromiumForFile } from './browser';
import { artifacts } from './helpers';

// The pool's creatures with the longest rules text, keyword labels, names and type lines, and a
// custom card worse than any of them.
const worst = [
  'Knight of the Ebon Legion',
  'Resolute Archangel',
  'Hero of Bladehold',
  'Luminarch Aspirant',
  'Battle-Rattle Shaman',
  'Dragonmaster Outcast',
  'Sustainer of the Realm',
  'Ball Lightning',
  'Wingmate Roc',
  'Vampire Nighthawk',
  'Silent Arbiter',
  'Juggernaut',
  'Foriysian Brigade',
  'Test Colossus of the Endless Keyword Parade',
];

const colossus = {
  name: 'Test Colossus of the Endless Keyword Parade',
  manaCost: '{10}{W}{U}{B}{R}{G}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct', 'Soldier', 'Warrior'],
  power: 10,
  toughness: 10,
  keywords: ['flying', 'first strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'menace', 'can block an additional creature each combat'],
};

// Every card twice, upright and tapped, each with damage, two kinds of counters and summoning
// sickness: the most a card carries.
const scenario = {
  format: 'tabletop-scenario/1',
  title: 'Crowded cards',
  cards: [colossus],
  turn: { number: 3, activePlayer: 'A', step: 'main1' },
  players: ['A', 'B'].map((player) => ({
    id: player,
    name: player === 'A' ? 'Ana' : 'Bruno',
    battlefield: worst.map((card, i) => ({
      id: `${player}${i}`,
      card,
      tapped: player === 'B',
      summoningSick: true,
      damage: 1,
      counters: { '+1/+1': 2, '-1/-1': 1 },
    })),
  })),
  actions: [],
};

const chromium = chromiumForFile(artifacts);
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

beforeEach(() => {
  chromium.errors.length = 0;
});

interface Misplaced {
  card: string;
  what: string;
}

/** The P/T box, damage and counter badges of every permanent that do not lie wholly inside their
 *  card (the tapped ones' cards turned, so compared by their bounding boxes on the page). */
function misplaced(): Promise<Misplaced[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.card-slot .card-permanent')].flatMap((frame) => {
      const card = frame.getBoundingClientRect();
      const name = frame.querySelector('.card-name-bar > span')?.textContent ?? '?';
      const marks = [...frame.querySelectorAll('.card-pt-box, .card-footer > *')];
      if (!marks.some((mark) => mark.matches('.card-pt-box'))) return [{ card: name, what: 'no P/T box' }];
      return marks
        .filter((mark) => {
          const r = mark.getBoundingClientRect();
          return r.left < card.left - 0.5 || r.right > card.right + 0.5 || r.top < card.top - 0.5 || r.bottom > card.bottom + 0.5;
        })
        .map((mark) => ({ card: name, what: mark.textContent ?? '' }));
    }),
  );
}

describe('card faces on the battlefield, in Chromium', () => {
  it('the P/T box, damage and counters stay inside the card on the wordiest creatures, in English and Italian', async () => {
    await page.goto('about:blank');
    await page.goto(`${inject('baseURL')}${scenarioLinkHash(scenario)}`);
    await page.waitForSelector('[data-player-id="B"] .card-slot .card-pt-box');
    expect(await page.locator('.card-slot .card-permanent').count()).toBe(worst.length * 2);
    expect(await misplaced()).toEqual([]);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(artifacts, 'card-faces-crowded.png'), fullPage: true });

    // The longest words for "damage" and "summoning sick" of the three languages.
    await page.selectOption('[data-role="language"]', 'it');
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    await page.waitForSelector('.card-slot .card-footer >> text=/danno|danni/');
    expect(await misplaced()).toEqual([]);
    expect(chromium.errors).toEqual([]);
  });
});
