import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASIC_LANDS, DECKS, deckById, deckList, deckSize } from '../../src/engine/cards/decks';

interface PoolCard {
  name: string;
  colors?: string[] | null;
  types: string[];
}

// The pool is read as the JSON file itself rather than through the engine, so this test holds the
// decks to the shared reference list even while the engine's own card module changes. A copy
// inside the repository wins over the shared folder, so the test also runs from a fresh clone.
const here = dirname(fileURLToPath(import.meta.url));
const poolCandidates = [
  resolve(here, '../../src/engine/cards/reference-cards.json'),
  resolve(here, '../../shared/cards/reference-cards.json'),
  '/work/shared/cards/reference-cards.json',
];
const poolPath = poolCandidates.find((path) => existsSync(path));

describe('ready-made decks', () => {
  it('finds the reference card pool', () => {
    expect(poolPath, `none of ${poolCandidates.join(', ')}`).toBeDefined();
  });

  const pool: PoolCard[] = poolPath ? (JSON.parse(readFileSync(poolPath, 'utf8')) as PoolCard[]) : [];
  const byName = new Map(pool.map((card) => [card.name, card]));

  it('offers at least six decks, one per colour and some two-colour ones', () => {
    expect(DECKS.length).toBeGreaterThanOrEqual(6);
    for (const color of ['W', 'U', 'B', 'R', 'G'] as const) {
      expect(DECKS.some((deck) => deck.colors.length === 1 && deck.colors[0] === color), color).toBe(true);
    }
    expect(new Set(DECKS.map((deck) => deck.id)).size).toBe(DECKS.length);
  });

  for (const deck of DECKS) {
    describe(deck.name, () => {
      it('uses only names from the reference pool', () => {
        const unknown = deck.cards.filter((entry) => !byName.has(entry.name)).map((entry) => entry.name);
        expect(unknown).toEqual([]);
      });

      it('has at least 40 cards, and deckList lists each of them', () => {
        expect(deckSize(deck)).toBeGreaterThanOrEqual(40);
        expect(deckList(deck)).toHaveLength(deckSize(deck));
        for (const entry of deck.cards) {
          expect(deckList(deck).filter((name) => name === entry.name)).toHaveLength(entry.count);
        }
      });

      it('CR 100.2a: at most four copies of any card but basic lands', () => {
        const names = deck.cards.map((entry) => entry.name);
        expect(new Set(names).size).toBe(names.length);
        for (const entry of deck.cards) {
          expect(entry.count).toBeGreaterThan(0);
          if (!BASIC_LANDS.includes(entry.name)) expect(entry.count, entry.name).toBeLessThanOrEqual(4);
        }
      });

      it("plays only cards of the deck's colours, and has lands", () => {
        for (const entry of deck.cards) {
          const colors = byName.get(entry.name)?.colors ?? [];
          for (const color of colors) expect(deck.colors, `${entry.name} is ${color}`).toContain(color);
        }
        const lands = deck.cards
          .filter((entry) => byName.get(entry.name)?.types.includes('Land'))
          .reduce((sum, entry) => sum + entry.count, 0);
        expect(lands).toBeGreaterThanOrEqual(15);
      });
    });
  }

  it('deckById finds a deck by its id', () => {
    expect(deckById('green-stompy')?.name).toBe('Green Stompy');
    expect(deckById('no-such-deck')).toBeUndefined();
  });
});
