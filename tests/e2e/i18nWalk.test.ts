// i18nWalk.test.ts (issue 21): every screen walked in Spanish and in Italian, in Chromium, looking
// for English words. On each screen the visible text (and the titles shown on hover) is collected,
// less the text inside elements marked lang="en" (the rules' own words, the engine's messages),
// less the card names of the pool and the players' names; what is left must hold no word of a
// stop-list of common English UI words that are not also Spanish or Italian words.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STORAGE_KEY } from '../../src/i18n/languages';
import { scenarioLinkHash } from '../../src/store/scenarioSource';
import { fixture, withActions } from '../support/scenarios';
import { chromiumForFile } from './browser';
import { artifacts, panelsCaughtUp } from './helpers';

const here = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const poolNames = ['reference-cards.json', 'more-cards.json'].flatMap((file) => {
  const json = JSON.parse(readFileSync(join(here, 'src', 'engine', 'cards', file), 'utf8')) as unknown;
  const cards = (Array.isArray(json) ? json : Object.values(json as Record<string, unknown>)) as unknown[];
  return cards.flatMap((card) => (card && typeof card === 'object' && 'name' in card ? [String((card as { name: unknown }).name)] : []));
});
// Longest first, so "Craw Wurm" goes before a shorter name inside it.
const names = [...new Set([...poolNames, 'Ana', 'Bruno', 'Carla', 'Dario', 'Magic: The Gathering'])].sort((a, b) => b.length - a.length);

/** Common English UI words that are neither Spanish nor Italian words. */
const ENGLISH = `the and with without step attack attacks attacking attacker attackers block blocks blocking blocker
blockers damage player players turn life hand graveyard library pass passes passed confirm undo redo cancel choose target
targets lethal home start open close save lesson lessons goal check spell spells creatures ability abilities
trigger triggers triggered stack combat beginning end main phase draw upkeep untap cast resolve resolves tapped
untapped your you who what when which this that these those from into onto each other order first strike trample flying
reach vigilance deathtouch lifelink defender haste menace power toughness land lands token tokens counter counters
battlefield exile deck decks new game games play settings back next previous show hide details example examples
rules rule reminder type instant sorcery enchantment artifact loyalty until can cannot can't don't isn't
it's has have must may will would should its their them they there here not only also more less than then now yet
before after while why how stops ready done edit search add remove delete copy paste text move
moves played intended hint hints solution answer explain explanation log happened closed opens opened shows shown
enemy opponent opponents choose chosen dies died deals dealt assign assigned assignment prevent prevented prevention
wins win lose loses lost draw discard cr of is to by or for on was were be been any some`.split(/\s+/).filter(Boolean);
const english = new Set(ENGLISH);

const chromium = chromiumForFile(artifacts);
const pageErrors = chromium.errors;
let page: Page;

beforeAll(() => {
  page = chromium.page;
});

/** The words on the page a reader sees, less the English on purpose, card names and players. */
async function visibleText(selector = 'body'): Promise<string> {
  return page.evaluate((root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(root) ?? document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        const title = node.getAttribute('title');
        if (title && !node.closest('[lang="en"]') && node.checkVisibility()) parts.push(`\n${title}\n`);
        continue;
      }
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, option:not(:checked)') || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
      if (getComputedStyle(parent).display !== 'inline') parts.push('\n');
    }
    return parts.join(' ');
  }, selector);
}

interface Finding {
  screen: string;
  word: string;
  around: string;
}

function englishIn(screen: string, text: string): Finding[] {
  let cleaned = text;
  for (const words of authored) cleaned = cleaned.split(words).join(' ');
  for (const name of names) cleaned = cleaned.split(name).join(' ');
  const found: Finding[] = [];
  for (const line of cleaned.split('\n')) {
    for (const match of line.matchAll(/\p{L}[\p{L}'’]*/gu)) {
      const word = match[0].toLowerCase().replace('’', "'");
      if (!english.has(word)) continue;
      found.push({ screen, word, around: line.replace(/\s+/g, ' ').trim().slice(0, 300) });
    }
  }
  return found;
}

async function open(hash: string) {
  await page.goto('about:blank');
  await page.goto(`${inject('baseURL')}/${hash}`);
}

/** Opens every fold (<details>) so its text is seen too, then reads the screen. */
async function read(screen: string, findings: Finding[], lang: string, options: { unfold?: boolean; shot?: boolean } = {}) {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await panelsCaughtUp(page);
  if (options.unfold !== false) await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  await page.waitForTimeout(50);
  findings.push(...englishIn(screen, await visibleText()));
  if (options.shot !== false) await page.screenshot({ path: join(artifacts, `i18nwalk-${lang}-${screen.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
}

// The scenarios' own titles and descriptions are their authors' text, like the card names: not the
// app's words. (The examples of "Open a scenario" are the app's: they are shown translated.)
const authored = ['combat-options', 'craw-wurm-two-blockers', 'battle-cry-triggers', 'shock-then-titanic-growth', 'mending-hands'].flatMap((name) => {
  const json = fixture(name) as { title?: unknown; description?: unknown };
  return [json.title, json.description].filter((text): text is string => typeof text === 'string');
});

const tableScreens: { screen: string; hash: string }[] = [
  { screen: 'main phase (combat-options)', hash: scenarioLinkHash(withActions(fixture('combat-options'), 0)) },
  { screen: 'declare blockers (combat-options)', hash: scenarioLinkHash(withActions(fixture('combat-options'), 3)) },
  { screen: 'blocks declared (combat-options)', hash: scenarioLinkHash(withActions(fixture('combat-options'), 4)) },
  { screen: 'declare attackers (craw-wurm)', hash: scenarioLinkHash(withActions(fixture('craw-wurm-two-blockers'), 0)) },
  { screen: 'damage division (craw-wurm)', hash: scenarioLinkHash(withActions(fixture('craw-wurm-two-blockers'), 6)) },
  { screen: 'after combat damage (craw-wurm)', hash: scenarioLinkHash(withActions(fixture('craw-wurm-two-blockers'), 7)) },
  { screen: 'trigger ordering (battle-cry)', hash: scenarioLinkHash(withActions(fixture('battle-cry-triggers'), 1)) },
  { screen: 'stack (shock)', hash: scenarioLinkHash(withActions(fixture('shock-then-titanic-growth'), 3)) },
  { screen: 'resolved (shock)', hash: scenarioLinkHash(withActions(fixture('shock-then-titanic-growth'), 8)) },
  { screen: 'shield (mending-hands)', hash: scenarioLinkHash(withActions(fixture('mending-hands'), 11)) },
];

async function walk(lang: 'es' | 'it'): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.goto(`${inject('baseURL')}/`);
  await page.evaluate(({ key, l }) => localStorage.setItem(key, l), { key: STORAGE_KEY, l: lang });

  // Home, with "Open a scenario" open: the examples listed; then each example opened.
  await open('');
  await page.waitForSelector('[data-example]');
  await read('home', findings, lang);
  const examples = await page.locator('[data-example]').evaluateAll((els) => els.map((e) => e.getAttribute('data-example')!));
  for (const id of examples) {
    await open('');
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    await page.click(`[data-example="${id}"]`);
    await page.waitForSelector('[data-role="prompt"]');
    // A screenshot of the first only: full-page shots are the walk's slowest part.
    await read(`example ${id}`, findings, lang, { unfold: false, shot: id === examples[0] });
  }

  for (const { screen, hash } of tableScreens) {
    await open(hash);
    await page.waitForSelector('[data-role="prompt"]');
    await read(screen, findings, lang);
  }

  // One word per thing: Home, the beginning of combat and the game's start are three words; the end
  // of combat and the end step are two (the two main phases share theirs, as in English).
  await open(tableScreens[0]!.hash);
  await page.waitForSelector('[data-role="prompt"]');
  const steps = await page.locator('[data-role="step"] [data-label]').evaluateAll((els) => els.map((e) => e.getAttribute('data-label')!));
  const words = [...steps.filter((w, i) => !(i > 3 && w === steps[3])), await page.locator('[data-nav="home"]').innerText(), await page.locator('[data-action="restart"]').innerText()];
  const twice = words.filter((w, i) => words.indexOf(w) !== i);
  if (twice.length) findings.push({ screen: 'one word per thing (step bar, Home, Start)', word: twice.join(', '), around: words.join(' | ') });

  // A card's details, shown on hover: type line, keyword chips, reminder text.
  for (const hash of [tableScreens[0]!.hash, tableScreens[3]!.hash]) {
    await open(hash);
    await page.waitForSelector('[data-role="prompt"]');
    const ids = await page.locator('[data-player-id] [data-object-id][data-tapped]').evaluateAll((els) => els.map((e) => e.getAttribute('data-object-id')!));
    for (const id of ids) {
      await page.mouse.move(0, 0);
      await page.hover(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
      await page.waitForSelector('[data-role="card-details"]');
      findings.push(...englishIn(`card details ${id}`, await visibleText('[data-role="card-details"]')));
    }
  }

  // Lessons: the list, then one lesson with its goal and check.
  await open('#lessons');
  await page.waitForSelector('[data-role="lesson-library"]');
  await read('lessons list', findings, lang);
  await open('#lesson=kw-trample');
  await page.waitForSelector('[data-role="lesson"] [data-role="prompt"]');
  await page.click('[data-action="lesson-play-all"]');
  await page.click('[data-action="check-lesson"]');
  await page.waitForSelector('[data-role="lesson-check"]');
  await read('lesson kw-trample, played and checked', findings, lang);

  // Hot-seat: the new-game form, then a game with its stops and settings.
  await open('#play');
  await page.waitForSelector('[data-action="start-game"]');
  await page.fill('[data-field="name-0"]', 'Ana');
  await page.fill('[data-field="name-1"]', 'Bruno');
  await read('play (new game)', findings, lang);
  await page.click('[data-action="start-game"]');
  await page.waitForSelector('[data-role="hand-over"]');
  await read('play (pass the device)', findings, lang);
  await page.click('[data-action="hand-over"]');
  await page.waitForSelector('[data-role="prompt"]');
  await read('play (mulligan)', findings, lang);
  await page.click('[data-action="toggle-stops"]');
  await page.waitForSelector('[data-role="stops"]');
  await read('play (stops and settings)', findings, lang);

  // The scenario editor.
  await open('#editor');
  // The editor's own panels (a lazy chunk), not the page's frame: its card list and goal are read too.
  await page.waitForSelector('[data-role="editor"] [data-card-option]');
  await page.waitForSelector('[data-field="goal-json"]');
  await read('editor', findings, lang);
  return findings;
}

/** One line per screen and piece of text, with the English words found in it. */
function report(findings: Finding[]): string {
  const lines = new Map<string, Set<string>>();
  for (const f of findings) {
    const key = `[${f.screen}] ${f.around}`;
    lines.set(key, (lines.get(key) ?? new Set()).add(f.word));
  }
  return [...lines].map(([key, words]) => `${key}  <- ${[...words].join(', ')}`).join('\n');
}

describe('every word in the reader language, in Chromium', () => {
  for (const lang of ['es', 'it'] as const) {
    it(`${lang}: no English outside card names and the rules' quotations`, async () => {
      const findings = await walk(lang);
      expect(report(findings)).toBe('');
      expect(pageErrors).toEqual([]);
    });
  }
});
