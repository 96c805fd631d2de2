// cardSuggestion.test.ts: an unknown card name that is a typo of a known one gets "did you mean …?"
// (the pool's cards and the file's own), and only then: a different card is never offered as a guess.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine';
import { cardNameSuggester, closestCardName } from '../../src/engine/scenario/suggest';

const scenario = (cards: unknown[], hand: string[]) => ({
  cards,
  turn: { number: 1, activePlayer: 'A', step: 'main1' },
  players: [{ id: 'A', hand }, { id: 'B' }],
});

describe('did you mean: the card an unknown name nearly is', () => {
  it('a letter missing, doubled or swapped, or another case, finds the pool card', () => {
    const suggest = cardNameSuggester([]);
    expect(suggest('Wall of Wod')).toBe('Wall of Wood');
    expect(suggest('Craw Wurmm')).toBe('Craw Wurm');
    expect(suggest('Giant Growht')).toBe('Giant Growth');
    expect(suggest('craw wurm')).toBe('Craw Wurm');
  });

  it('a name that is no typo of any card gets no guess, nor does an overlong one', () => {
    const suggest = cardNameSuggester([]);
    expect(suggest('Plumbing Wizard')).toBeUndefined();
    expect(suggest('Xy')).toBeUndefined();
    expect(suggest(`${'Craw Wurm'.repeat(10)}`)).toBeUndefined();
  });

  it('the closest candidate wins; of two as close, the first (the file\'s own before the pool)', () => {
    expect(closestCardName('Shok', ['Shack', 'Shock'])).toBe('Shock');
    expect(closestCardName('Bead Wall', ['Bear Wall', 'Bean Wall'])).toBe('Bear Wall');
    expect(closestCardName('Bead Wall', ['Bean Wall', 'Bear Wall'])).toBe('Bean Wall');
  });

  it('a custom card of the file is suggested in the runner\'s message, after the path and the reason', () => {
    const wall = { name: 'Test Wall', types: ['Creature'], power: 0, toughness: 4 };
    const r = parseScenario(scenario([wall], ['Test Wal']));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toEqual([{ path: 'players[0].hand[0]', message: 'unknown card "Test Wal" (did you mean Test Wall?)', finding: { kind: 'unknownCard', name: 'Test Wal', suggestion: 'Test Wall' } }]);
  });

  it('a file of hundreds of made-up names is answered quickly: only the first names get a guess', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Made Up Card Number ${i}`);
    const started = performance.now();
    const r = parseScenario(scenario([], names));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toHaveLength(200);
  });
});
