import { findObject, logEntries } from '../../src/engine/index';
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, play } from './helpers';

const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain' }));

describe('CR 704: state-based actions', () => {
  it('CR 704.5g: a creature with lethal damage is destroyed', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }] }),
      { type: 'cast', player: 'A', card: 'shock', targets: ['bear'] }, pass('A'), pass('B'));
    expect(s.players[1]!.graveyard).toEqual(['bear']);
    expect(logEntries(s).some((e) => e.rule === '704.5g' && e.text.includes('Grizzly Bears'))).toBe(true);
  });

  it('CR 704.5g: damage already marked counts toward lethal', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] }, { id: 'B', battlefield: [{ id: 'w', card: 'Lumengrid Warden', damage: 1 }] }] }),
      { type: 'cast', player: 'A', card: 'shock', targets: ['w'] }, pass('A'), pass('B'));
    expect(s.players[1]!.graveyard).toEqual(['w']);
  });

  it('CR 704.5a, 104.2a: a player at 0 life loses and the other player wins', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: mountains(1), hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }, { id: 'B', life: 3 }] }),
      { type: 'cast', player: 'A', card: 'bolt', targets: ['B'] }, pass('A'), pass('B'));
    expect(s.players[1]!.lost).toBe(true);
    expect(s.gameOver?.winner).toBe('A');
    expect(s.pendingChoice).toBeNull();
  });

  it('CR 704.3, 104.4a: both players at 0 life lose at once: a draw, and nobody is said to have won first', () => {
    const s = play(game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A', life: 0, library: ['Forest'] }, { id: 'B', life: 0, library: ['Forest'] }] }));
    expect(s.players.map((p) => p.lost)).toEqual([true, true]);
    expect(s.gameOver?.winner).toBeNull();
    const ending = logEntries(s).filter((e) => e.event?.kind === 'lost' || e.event?.kind === 'gameOver');
    expect(ending.map((e) => [e.text, e.rule])).toEqual([
      ['A loses the game: A has 0 life', '704.5a'],
      ['B loses the game: B has 0 life', '704.5a'],
      ['The game is a draw', '104.4a'],
    ]);
  });

  it('CR 704.5b: a player who drew from an empty library loses', () => {
    const s = play(game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A' }, { id: 'B' }] }), pass('A'), pass('B'));
    expect(s.gameOver).toMatchObject({ winner: 'B' });
  });

  it('CR 704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs, as a state-based action', () => {
    const s = game({
      players: [
        { id: 'A', battlefield: [{ id: 'warden', card: 'Soul Warden', counters: { '+1/+1': 1, '-1/-1': 1 } }, { id: 'wurm', card: 'Craw Wurm', counters: { '+1/+1': 1, '-1/-1': 3 } }] },
        { id: 'B', battlefield: [{ id: 'ape', card: 'Silverback Ape', counters: { '+1/+1': 2 } }] },
      ],
    });
    expect(findObject(s, 'warden')?.counters).toEqual({});
    expect(findObject(s, 'wurm')?.counters).toEqual({ '-1/-1': 2 });
    // Only one kind: nothing to cancel.
    expect(findObject(s, 'ape')?.counters).toEqual({ '+1/+1': 2 });
    expect(logEntries(s).filter((e) => e.rule === '704.5q').map((e) => e.text)).toEqual([
      '1 +1/+1 counter and 1 -1/-1 counter are removed from Soul Warden',
      '1 +1/+1 counter and 1 -1/-1 counter are removed from Craw Wurm',
    ]);
  });

  it('CR 704.5q, 704.3: the cancelled counters leave toughness as it was: a 2/2 with one +1/+1 and three -1/-1 counters dies (0 toughness, 704.5f)', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1, '-1/-1': 3 } }] }, { id: 'B' }] });
    expect(s.players[0]!.graveyard).toEqual(['bear']);
  });

  it('CR 704.5f: a creature with 0 toughness is put into the graveyard even if indestructible', () => {
    const s = game({ cards: [{ name: 'Zero Wall', types: ['Creature'], power: 0, toughness: 0, keywords: ['indestructible'] }], players: [{ id: 'A', battlefield: [{ id: 'z', card: 'Zero Wall' }] }, { id: 'B' }] });
    expect(s.players[0]!.graveyard).toEqual(['z']);
  });

  it('CR 702.12b: an indestructible creature with lethal damage is not destroyed', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] }, { id: 'B', battlefield: [{ id: 'myr', card: 'Darksteel Myr' }] }] }),
      { type: 'cast', player: 'A', card: 'shock', targets: ['myr'] }, pass('A'), pass('B'));
    expect(s.battlefield).toContain('myr');
    expect(findObject(s, 'myr')!.damage).toBe(2);
  });

  it('CR 704.5d: a token that left the battlefield ceases to exist', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: [...mountains(1), { id: 'tok', card: 'Grizzly Bears', token: true }], hand: [{ id: 'shock', card: 'Shock' }] }, { id: 'B' }] }),
      { type: 'cast', player: 'A', card: 'shock', targets: ['tok'] }, pass('A'), pass('B'));
    expect(findObject(s, 'tok')).toBeUndefined();
    expect(s.players[0]!.graveyard).toEqual(['shock']);
  });

  it('CR 704.5i: a planeswalker with no loyalty is put into the graveyard', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: mountains(1), hand: [{ id: 'bolt', card: 'Lightning Bolt' }] }, { id: 'B', battlefield: [{ id: 'jace', card: 'Jace Beleren' }] }] }),
      { type: 'cast', player: 'A', card: 'bolt', targets: ['jace'] }, pass('A'), pass('B'));
    expect(s.players[1]!.graveyard).toEqual(['jace']);
  });

  it('CR 704.5j: the legend rule asks the controller which of two legendary permanents with the same name to keep', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'j1', card: 'Jace Beleren' }, { id: 'j2', card: 'Jace Beleren', counters: { loyalty: 1 } }] }, { id: 'B' }] });
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'legend-rule', options: ['j1', 'j2'], rule: '704.5j' });
    expectRefused(s, { type: 'choose', player: 'A', object: 'legend-rule', choice: 'nope' }, '704.5j');
    expectRefused(s, { type: 'choose', player: 'B', object: 'legend-rule', choice: 'j1' }, '704.5j');
    s = play(s, { type: 'choose', player: 'A', object: 'legend-rule', choice: 'j2' });
    expect(s.battlefield).toEqual(['j2']);
    expect(s.players[0]!.graveyard).toEqual(['j1']);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 704.3: state-based actions are performed before a player receives priority', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears', damage: 2 }] }, { id: 'B' }] });
    expect(s.players[0]!.graveyard).toEqual(['bear']);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });
});
