// memo.test.ts: the deep comparison behind the views' structural sharing, and the faces kept per card
// definition: a wrong "same" would leave a card showing an old value.
import { describe, expect, it } from 'vitest';
import { sameData, structuralSharing } from '../../src/store/memo';
import { selectCardFace, selectPermanent } from '../../src/store/selectors';
import { play, scenarioActions } from '../support/play';
import { fixture, startGame } from '../support/scenarios';

describe('sameData', () => {
  it('compares plain data deeply', () => {
    expect(sameData({ a: 1, b: ['x', { c: null }] }, { b: ['x', { c: null }], a: 1 })).toBe(true);
    expect(sameData([], [])).toBe(true);
    expect(sameData({}, {})).toBe(true);
  });

  it('tells apart a changed value, a missing or extra key, and a list from an object', () => {
    expect(sameData({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    // A key present with undefined is not the same as a key missing, whichever side it is on.
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData({ 0: 1 }, [1])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(1, '1')).toBe(false);
  });

  it('structural sharing returns the earlier object while the value is equal', () => {
    const share = structuralSharing<{ n: number[] }>();
    const first = share('k', { n: [1] });
    expect(share('k', { n: [1] })).toBe(first);
    expect(share('k', { n: [2] })).not.toBe(first);
  });
});

describe('card faces', () => {
  const json = fixture('craw-wurm-two-blockers');
  const game = startGame(json);

  it('a card keeps its face object across game states, and the face is its definition', () => {
    const face = selectCardFace(game, 'wurm');
    expect(face).toMatchObject({ id: 'wurm', name: 'Craw Wurm', typeLine: 'Creature — Wurm', basePower: 6, baseToughness: 4 });
    const later = play(game, ...scenarioActions(json, 1));
    expect(later).not.toBe(game);
    expect(selectCardFace(later, 'wurm')).toBe(face);
    // Another object of the table gets a face of its own.
    expect(selectCardFace(game, 'wall')).not.toBe(face);
    expect(selectPermanent(game, 'wurm')?.name).toBe('Craw Wurm');
  });
});
