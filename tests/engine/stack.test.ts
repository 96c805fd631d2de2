import { findObject, logEntries } from '../../src/engine/index';
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play } from './helpers';

const forests = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: 'Forest' }));
const mountains = (n: number, prefix = 'm') => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: 'Mountain' }));

describe('CR 117, 405, 601, 608: priority and the stack', () => {
  it('CR 117.3c: the caster receives priority again after casting', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] }, { id: 'B' }] }),
      { type: 'cast', player: 'A', card: 'shock', targets: ['B'] });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(s.stack.map((x) => x.id)).toEqual(['shock']);
  });

  it('CR 117.3d: passing gives priority to the next player; CR 117.3b: after resolution the active player receives priority', () => {
    let s = play(game({ players: [{ id: 'A' }, { id: 'B', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] }] }), pass('A'));
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    s = play(s, { type: 'cast', player: 'B', card: 'shock', targets: ['A'] }, pass('B'), pass('A'));
    expect(s.players[0]!.life).toBe(18);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 405.5: last in, first out: the pump cast second resolves first', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...forests(1)], hand: [{ id: 'gg', card: 'Giant Growth' }] },
      { id: 'B', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] },
    ] });
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'shock', targets: ['bear'] }, pass('B'),
      { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] }, pass('A'), pass('B'));
    expect(permanent(s, 'bear')!.power).toBe(5);
    s = play(s, pass('A'), pass('B'));
    expect(permanent(s, 'bear')).toMatchObject({ damage: 2, toughness: 5 });
  });

  it('CR 608.2b: a spell whose only target is gone does not resolve and goes to the graveyard', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...forests(1)], hand: [{ id: 'gg', card: 'Giant Growth' }] },
      { id: 'B', battlefield: mountains(1), hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    ] });
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] }, pass('A'),
      { type: 'cast', player: 'B', card: 'bolt', targets: ['bear'] }, pass('B'), pass('A'));
    expect(s.players[0]!.graveyard).toEqual(['bear']);
    s = play(s, pass('A'), pass('B'));
    expect(s.players[0]!.graveyard).toEqual(['bear', 'gg']);
    expect(logEntries(s).some((e) => e.rule === '608.2b')).toBe(true);
  });

  it('CR 400.7: a creature that left the battlefield and came back is a new object; the pump no longer applies', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...forests(3), { id: 'i', card: 'Island' }], hand: [{ id: 'gg', card: 'Giant Growth' }, { id: 'u', card: 'Unsummon' }] },
      { id: 'B' },
    ] });
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] }, pass('A'), pass('B'));
    expect(permanent(s, 'bear')!.power).toBe(5);
    s = play(s, { type: 'cast', player: 'A', card: 'u', targets: ['bear'] }, pass('A'), pass('B'));
    expect(s.players[0]!.hand).toContain('bear');
    s = play(s, { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('B'));
    expect(permanent(s, 'bear')!.power).toBe(2);
  });

  it('CR 302.1: a creature spell needs a main phase of your own turn with an empty stack', () => {
    const s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A', battlefield: forests(2), hand: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B' }] });
    expectRefused(s, { type: 'cast', player: 'A', card: 'bear' }, '302.1');
  });

  it('CR 302.1: a creature cast in the main phase enters the battlefield when it resolves, summoning sick', () => {
    let s = game({ players: [{ id: 'A', battlefield: forests(2), hand: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B' }] });
    s = play(s, { type: 'cast', player: 'A', card: 'bear' }, pass('A'), pass('B'));
    expect(s.battlefield).toContain('bear');
    expect(permanent(s, 'bear')).toBeDefined();
    expect(findObject(s, 'bear')!.summoningSick).toBe(true);
  });

  it('CR 702.8a: flash lets a creature be cast any time its controller could cast an instant', () => {
    let s = game({ players: [{ id: 'A' }, { id: 'B', battlefield: forests(2, 'bf'), hand: [{ id: 'viper', card: 'Ambush Viper' }] }] });
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'viper' }, pass('B'), pass('A'));
    expect(s.battlefield).toContain('viper');
  });

  it('CR 117.1: a player without priority cannot cast a spell', () => {
    const s = game({ players: [{ id: 'A' }, { id: 'B', battlefield: mountains(1), hand: [{ id: 'shock', card: 'Shock' }] }] });
    expectRefused(s, { type: 'cast', player: 'B', card: 'shock', targets: ['A'] }, '117.1');
  });

  it('CR 601.2c: a spell needs a legal target: Giant Growth cannot target a player', () => {
    const s = game({ players: [{ id: 'A', battlefield: forests(1), hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B' }] });
    const msg = expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['B'] }, '115');
    expect(msg).toContain('Giant Growth');
    expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: [] }, '601.2c');
    expectRefused(s, { type: 'cast', player: 'A', card: 'gg', targets: ['nobody'] }, '115.1');
  });
});

describe('CR 305: lands', () => {
  it('CR 305.2: one land per turn', () => {
    let s = game({ players: [{ id: 'A', hand: [{ id: 'l1', card: 'Forest' }, { id: 'l2', card: 'Island' }] }, { id: 'B' }] });
    s = play(s, { type: 'playLand', player: 'A', card: 'l1' });
    expect(s.battlefield).toEqual(['l1']);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expectRefused(s, { type: 'playLand', player: 'A', card: 'l2' }, '305.2');
  });

  it('CR 505.6b: a land is played only in a main phase with an empty stack', () => {
    const s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A', hand: [{ id: 'l1', card: 'Forest' }] }, { id: 'B' }] });
    expectRefused(s, { type: 'playLand', player: 'A', card: 'l1' }, '505.6b');
  });

  it('CR 305.3: a player cannot play a land during another player\'s turn', () => {
    let s = game({ players: [{ id: 'A' }, { id: 'B', hand: [{ id: 'l1', card: 'Forest' }] }] });
    s = play(s, pass('A'));
    expectRefused(s, { type: 'playLand', player: 'B', card: 'l1' }, '305.3');
  });

  it('CR 305.9: a land cannot be cast', () => {
    const s = game({ players: [{ id: 'A', hand: [{ id: 'l1', card: 'Forest' }] }, { id: 'B' }] });
    expectRefused(s, { type: 'cast', player: 'A', card: 'l1' }, '305.9');
  });

  it('CR 305.1: Boros Guildgate enters tapped', () => {
    const s = play(game({ players: [{ id: 'A', hand: [{ id: 'gate', card: 'Boros Guildgate' }] }, { id: 'B' }] }), { type: 'playLand', player: 'A', card: 'gate' });
    expect(findObject(s, 'gate')!.tapped).toBe(true);
  });
});
