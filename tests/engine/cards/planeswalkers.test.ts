// Loyalty abilities (CR 606) and planeswalkers (306): Ajani Goldmane, Jace Beleren, Garruk Wildspeaker.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, legalActions, pass, permanent, play } from '../helpers';
import { activate, cast, graveyard, hand, lands, library, life, passBoth, stackIds, untilStep } from './cardHelpers';
import { findObject } from '../../../src/engine';

const deck = ['Island', 'Island', 'Island', 'Island', 'Island'];
const walker = (card: string, loyalty?: number, extra: object[] = [], bExtra: object[] = []) => game({ players: [
  { id: 'A', battlefield: [{ id: 'pw', card, ...(loyalty !== undefined ? { counters: { loyalty } } : {}) }, ...extra] as never, library: deck },
  { id: 'B', battlefield: bExtra as never, library: deck },
] });
const loyalty = (s: ReturnType<typeof game>) => findObject(s, 'pw')!.counters.loyalty;

describe('CR 606: loyalty abilities', () => {
  it('CR 306.5b: a planeswalker spell enters with its printed loyalty', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Island', 3, 'i'), hand: [{ id: 'jace', card: 'Jace Beleren' }], library: deck }, { id: 'B', library: deck }] });
    s = play(s, cast('A', 'jace'), pass('A'), pass('B'));
    expect(permanent(s, 'jace')!.counters).toEqual({ loyalty: 3 });
  });

  it('CR 606.4: the cost is paid as it is activated: the loyalty changes before the ability resolves', () => {
    const s = play(walker('Ajani Goldmane'), activate('A', 'pw', 0));
    expect(loyalty(s)).toBe(5);
    expect(stackIds(s)).toEqual(['pw.1']);
    expect(life(s, 'A')).toBe(20);
    expect(life(passBoth(s), 'A')).toBe(22);
  });

  it('CR 606.3: only one loyalty ability of a permanent per turn', () => {
    const s = passBoth(play(walker('Ajani Goldmane'), activate('A', 'pw', 0)));
    expectRefused(s, activate('A', 'pw', 0), '606.3');
    expectRefused(s, activate('A', 'pw', 1), '606.3');
    expect(legalActions(s).closed.map((c) => c.reason.rule)).toContain('606.3');
    const next = untilStep(s, 'main1', 5);
    expect(loyalty(play(next, activate('A', 'pw', 0)))).toBe(6);
  });

  it('CR 606.3: sorcery timing: not with a non-empty stack, not in the opponent\'s turn, not in combat', () => {
    let s = walker('Ajani Goldmane', undefined, [{ id: 'pw2', card: 'Garruk Wildspeaker' }, ...lands('Forest', 4, 'f')]);
    s = play(s, activate('A', 'pw2', 1));
    expectRefused(s, activate('A', 'pw', 0), '606.3');
    s = untilStep(passBoth(s), 'beginCombat');
    expectRefused(s, activate('A', 'pw', 0), '606.3');
    s = untilStep(s, 'upkeep', 4);
    expectRefused(play(s, pass('B')), activate('A', 'pw', 0), '606.3');
  });

  it('CR 606.6: a negative loyalty cost needs at least that many loyalty counters', () => {
    const s = walker('Ajani Goldmane');
    expectRefused(s, activate('A', 'pw', 2), '606.6');
    expect(legalActions(s).closed).toContainEqual(expect.objectContaining({ action: { type: 'activate', player: 'A', source: 'pw', ability: 2 }, reason: expect.objectContaining({ rule: '606.6' }) }));
  });

  it('CR 606.4, 704.5i: using all the loyalty puts the planeswalker into the graveyard before the ability resolves', () => {
    let s = play(walker('Jace Beleren', 10), activate('A', 'pw', 2, 'B'));
    expect(graveyard(s, 'A')).toEqual(['pw']);
    expect(stackIds(s)).toEqual(['pw.1']);
    s = passBoth(s);
    expect(library(s, 'B')).toEqual([]);
    expect(graveyard(s, 'B').length).toBe(5);
  });

  it('CR 602.2: the opponent cannot activate a player\'s loyalty abilities', () => {
    const s = play(walker('Ajani Goldmane'), pass('A'));
    expectRefused(s, activate('B', 'pw', 0), '602.2');
  });
});

describe('Ajani Goldmane', () => {
  it('CR 122.1, 611.2c: −1 puts a +1/+1 counter on each creature its controller controls; they gain vigilance until end of turn', () => {
    let s = walker('Ajani Goldmane', undefined, [{ id: 'bear', card: 'Grizzly Bears' }], [{ id: 'theirs', card: 'Grizzly Bears' }]);
    s = passBoth(play(s, activate('A', 'pw', 1)));
    expect(permanent(s, 'bear')).toMatchObject({ power: 3, toughness: 3, keywords: ['vigilance'], counters: { '+1/+1': 1 } });
    expect(permanent(s, 'theirs')).toMatchObject({ power: 2, counters: {} });
    s = untilStep(s, 'upkeep', 4);
    expect(permanent(s, 'bear')).toMatchObject({ power: 3, keywords: [] });
  });

  it('CR 604.3, 613.4a, 111.4: −6 creates a white "Avatar Token" whose power and toughness are its controller\'s life total, always', () => {
    let s = walker('Ajani Goldmane', 6, [], [...lands('Mountain', 1, 'm')]);
    s = passBoth(play(s, activate('A', 'pw', 2)));
    expect(graveyard(s, 'A')).toEqual(['pw']);
    expect(permanent(s, 'pw.1.1')).toMatchObject({ card: 'Avatar Token', power: 20, toughness: 20, token: true });
    expect(s.customCards['Avatar Token']).toMatchObject({ colors: ['W'], types: ['Creature'], subtypes: ['Avatar'], ptEqualsLife: true });
  });

  it('CR 604.3: the Avatar\'s size follows its controller\'s life as it changes', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'pw', card: 'Ajani Goldmane', counters: { loyalty: 6 } }], library: deck },
      { id: 'B', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'bolt', card: 'Lightning Bolt' }], library: deck },
    ] });
    s = passBoth(play(s, activate('A', 'pw', 2)));
    s = play(s, pass('A'), cast('B', 'bolt', 'A'), pass('B'), pass('A'));
    expect(permanent(s, 'pw.1.1')).toMatchObject({ power: 17, toughness: 17 });
  });
});

describe('Jace Beleren', () => {
  it('CR 101.4: +2: each player draws a card', () => {
    const s = passBoth(play(walker('Jace Beleren'), activate('A', 'pw', 0)));
    expect([hand(s, 'A').length, hand(s, 'B').length]).toEqual([1, 1]);
    expect(loyalty(s)).toBe(5);
  });

  it('CR 115.1: −1: target player draws a card', () => {
    let s = play(walker('Jace Beleren'), activate('A', 'pw', 1, 'B'));
    expect(s.stack[0]!.targets).toEqual([{ id: 'B' }]);
    s = passBoth(s);
    expect([hand(s, 'A').length, hand(s, 'B').length]).toEqual([0, 1]);
    expect(loyalty(s)).toBe(2);
  });

  it('CR 606.6: −10 is refused with 3 loyalty', () => {
    expectRefused(walker('Jace Beleren'), activate('A', 'pw', 2, 'B'), '606.6');
  });
});

describe('Garruk Wildspeaker', () => {
  it('CR 115.3: +1 untaps two different target lands', () => {
    let s = walker('Garruk Wildspeaker', undefined, [{ id: 'f1', card: 'Forest', tapped: true }, { id: 'f2', card: 'Forest', tapped: true }]);
    expectRefused(s, activate('A', 'pw', 0, 'f1', 'f1'), '115.3');
    s = passBoth(play(s, activate('A', 'pw', 0, 'f1', 'f2')));
    expect([findObject(s, 'f1')!.tapped, findObject(s, 'f2')!.tapped]).toEqual([false, false]);
    expect(loyalty(s)).toBe(4);
  });

  it('CR 111.4: −1 creates a 3/3 green "Beast Token"', () => {
    const s = passBoth(play(walker('Garruk Wildspeaker'), activate('A', 'pw', 1)));
    expect(permanent(s, 'pw.1.1')).toMatchObject({ card: 'Beast Token', power: 3, toughness: 3, token: true });
  });

  it('CR 611.2c: −4: the creatures its controller controls as it resolves get +3/+3 and trample until end of turn', () => {
    let s = walker('Garruk Wildspeaker', 4, [{ id: 'bear', card: 'Grizzly Bears' }], [{ id: 'theirs', card: 'Grizzly Bears' }]);
    s = passBoth(play(s, activate('A', 'pw', 2)));
    expect(permanent(s, 'bear')).toMatchObject({ power: 5, toughness: 5, keywords: ['trample'] });
    expect(permanent(s, 'theirs')).toMatchObject({ power: 2, keywords: [] });
  });
});
