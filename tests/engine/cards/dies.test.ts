// Dies triggers (CR 700.4, 603.6c, 603.10a: they look back in time) and sacrifice costs: Kalastria
// Highborn, Doomed Traveler, Blood Artist, Mogg Fanatic.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play, result } from '../helpers';
import { activate, cast, choose, graveyard, lands, life, logged, passBoth, stackIds, targets } from './cardHelpers';
import { findObject, type GameState } from '../../../src/engine/index';

describe('Kalastria Highborn', () => {
  /** B shocks one of A's creatures; A holds Kalastria Highborn and Swamps. */
  const shockThe = (victim: string, swamps = 1, extra: { id: string; card: string }[] = []): GameState => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'kh', card: 'Kalastria Highborn' }, { id: 'spawn', card: 'Vampire Spawn' }, { id: 'bear', card: 'Grizzly Bears' }, ...lands('Swamp', swamps, 's'), ...extra] },
      { id: 'B', battlefield: [...lands('Mountain', 1, 'm'), { id: 'theirs', card: 'Blood Artist' }], hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    ] });
    s = play(s, pass('A'), cast('B', 'bolt', victim), pass('B'), pass('A'));
    return s;
  };

  it('CR 603.10a: another Vampire its controller controls dying triggers it; the target player is chosen on the stack', () => {
    const s = shockThe('spawn');
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'kh.1', legalTargets: ['A', 'B'] });
  });

  it('CR 603.5, 118.3: "you may pay {B}": paying taps a Swamp, then the target loses 2 and its controller gains 2', () => {
    let s = play(shockThe('spawn'), targets('A', 'kh.1', 'B'));
    // Blood Artist (B's) also saw the Vampire die: APNAP puts A's first, so B's resolves first.
    expect(stackIds(s)).toEqual(['kh.1']);
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'B', object: 'theirs.1' });
    s = play(s, targets('B', 'theirs.1', 'A'));
    expect(stackIds(s)).toEqual(['kh.1', 'theirs.1']);
    s = passBoth(s);
    expect([life(s, 'A'), life(s, 'B')]).toEqual([19, 21]);
    s = passBoth(s);
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'kh.1', options: ['yes', 'no'], rule: '603.5' });
    expect(findObject(s, 's0')!.tapped).toBe(false);
    s = play(s, choose('A', 'kh.1', 'yes'));
    expect(findObject(s, 's0')!.tapped).toBe(true);
    expect([life(s, 'A'), life(s, 'B')]).toEqual([21, 19]);
  });

  it('CR 603.5: declining to pay does nothing: no mana is spent and no life changes', () => {
    let s = play(shockThe('spawn'), targets('A', 'kh.1', 'B'), targets('B', 'theirs.1', 'B'));
    s = passBoth(passBoth(s));
    s = play(s, choose('A', 'kh.1', 'no'));
    expect(findObject(s, 's0')!.tapped).toBe(false);
    expect([life(s, 'A'), life(s, 'B')]).toEqual([20, 20]);
    expect(logged(s, '608.2d', 'chooses not to')).toBe(true);
  });

  it('CR 608.2d: without {B} available, "yes" is not offered', () => {
    let s = play(shockThe('spawn', 0), targets('A', 'kh.1', 'B'), targets('B', 'theirs.1', 'B'));
    s = passBoth(passBoth(s));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', object: 'kh.1', options: ['no'] });
    expectRefused(s, choose('A', 'kh.1', 'yes'), '608.2d');
  });

  it('CR 603.10a: Kalastria Highborn sees its own death', () => {
    const s = shockThe('kh');
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'kh.1' });
  });

  it('CR 603.2: a non-Vampire dying, or an opponent\'s Vampire, does not trigger it', () => {
    const s = shockThe('bear');
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'B', object: 'theirs.1' });
    expect(s.pendingTriggers).toEqual([]);
    let t = game({ players: [
      { id: 'A', battlefield: [{ id: 'kh', card: 'Kalastria Highborn' }, ...lands('Mountain', 1, 'm')], hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
      { id: 'B', battlefield: [{ id: 'spawn', card: 'Vampire Spawn' }] },
    ] });
    t = play(t, cast('A', 'bolt', 'spawn'), pass('A'), pass('B'));
    expect(graveyard(t, 'B')).toEqual(['spawn']);
    expect(t.stack).toEqual([]);
  });
});

describe('Doomed Traveler', () => {
  it('CR 111.4, 603.10a: when Doomed Traveler dies, its controller creates a 1/1 white flying "Spirit Token"', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'dt', card: 'Doomed Traveler' }] },
      { id: 'B', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'shock', card: 'Shock' }] },
    ] });
    s = play(s, pass('A'), cast('B', 'shock', 'dt'), pass('B'), pass('A'));
    expect(stackIds(s)).toEqual(['dt.1']);
    expect(s.stack[0]!.controller).toBe('A');
    s = passBoth(s);
    const spirit = permanent(s, 'dt.1.1')!;
    expect(spirit).toMatchObject({ card: 'Spirit Token', controller: 'A', token: true, power: 1, toughness: 1, keywords: ['flying'], summoningSick: true });
    const view = (result(s).players[0] as { battlefield: { id: string; card: string }[] }).battlefield;
    expect(view.map((o) => o.card)).toEqual(['Spirit Token']);
  });

  it('CR 704.5d, 111.7: the Spirit Token dying goes to the graveyard and then ceases to exist', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'dt', card: 'Doomed Traveler' }] },
      { id: 'B', battlefield: lands('Mountain', 2, 'm'), hand: [{ id: 'shock', card: 'Shock' }, { id: 'bolt', card: 'Lightning Bolt' }] },
    ] });
    s = play(s, pass('A'), cast('B', 'shock', 'dt'), pass('B'), pass('A'), pass('A'), pass('B'));
    s = play(s, pass('A'), cast('B', 'bolt', 'dt.1.1'), pass('B'), pass('A'));
    expect(findObject(s, 'dt.1.1')).toBeUndefined();
    expect(graveyard(s, 'A')).toEqual(['dt']);
  });
});

describe('Blood Artist', () => {
  it('CR 603.2: Blood Artist sees an opponent\'s creature die too ("another creature")', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'artist', card: 'Blood Artist' }, ...lands('Mountain', 1, 'm')], hand: [{ id: 'shock', card: 'Shock' }] },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
    ] });
    s = play(s, cast('A', 'shock', 'bear'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'artist.1', legalTargets: ['A', 'B'] });
    s = play(s, targets('A', 'artist.1', 'B'), pass('A'), pass('B'));
    expect([life(s, 'A'), life(s, 'B')]).toEqual([21, 19]);
  });
});

describe('Mogg Fanatic', () => {
  it('CR 602.2, 701.21a: sacrificing Mogg Fanatic is its cost: it is in the graveyard before the ability resolves, and still deals 1 damage', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'fanatic', card: 'Mogg Fanatic' }] },
      { id: 'B', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] },
    ] });
    s = play(s, activate('A', 'fanatic', 0, 'cadet'));
    expect(graveyard(s, 'A')).toEqual(['fanatic']);
    expect(stackIds(s)).toEqual(['fanatic.1']);
    s = passBoth(s);
    expect(graveyard(s, 'B')).toEqual(['cadet']);
  });

  it('CR 603.10a: Blood Artist sees Mogg Fanatic die as the cost is paid', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'fanatic', card: 'Mogg Fanatic' }, { id: 'artist', card: 'Blood Artist' }] }, { id: 'B' },
    ] });
    s = play(s, activate('A', 'fanatic', 0, 'B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'artist.1' });
    s = play(s, targets('A', 'artist.1', 'B'));
    // The dies trigger goes on the stack above the ability: it resolves first.
    expect(stackIds(s)).toEqual(['fanatic.1', 'artist.1']);
    s = passBoth(passBoth(s));
    expect(life(s, 'B')).toBe(18);
  });

  it('CR 602.2: a player cannot sacrifice the opponent\'s Mogg Fanatic', () => {
    const s = game({ players: [{ id: 'A' }, { id: 'B', battlefield: [{ id: 'fanatic', card: 'Mogg Fanatic' }] }] });
    expectRefused(s, activate('A', 'fanatic', 0, 'B'), '602.2');
  });
});
