import { describe, expect, it } from 'vitest';
import { game, pass, passUntil, permanent, play } from './helpers';
import { findObject } from '../../src/engine';

const lands = (card: string, n: number, p = card[0]!.toLowerCase()) => Array.from({ length: n }, (_, i) => ({ id: `${p}${i}`, card }));

describe('the spells of the pool (issue 2)', () => {
  it('Giant Growth: CR 613.4c, target creature gets +3/+3 until end of turn', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Forest', 1)], hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B' }] }),
      { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] }, pass('A'), pass('B'));
    expect(permanent(s, 'bear')).toMatchObject({ power: 5, toughness: 5 });
  });

  it('Titanic Growth: +4/+4 until end of turn, gone after the cleanup step (CR 514.2)', () => {
    let s = play(game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Forest', 2)], hand: [{ id: 'tg', card: 'Titanic Growth' }], library: ['Forest'] }, { id: 'B', library: ['Forest'] }] }),
      { type: 'cast', player: 'A', card: 'tg', targets: ['bear'] }, pass('A'), pass('B'));
    expect(permanent(s, 'bear')).toMatchObject({ power: 6, toughness: 6 });
    s = passUntil(s, (x) => x.turn.activePlayer === 'B');
    expect(permanent(s, 'bear')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Shock and Lightning Bolt: damage to any target (CR 120.3a player, 120.3c planeswalker)', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: lands('Mountain', 2), hand: [{ id: 'shock', card: 'Shock' }, { id: 'bolt', card: 'Lightning Bolt' }] }, { id: 'B', battlefield: [{ id: 'garruk', card: 'Garruk Wildspeaker' }] }] }),
      { type: 'cast', player: 'A', card: 'shock', targets: ['B'] }, pass('A'), pass('B'),
      { type: 'cast', player: 'A', card: 'bolt', targets: ['garruk'] }, pass('A'), pass('B'));
    expect(s.players[1]!.life).toBe(18);
    expect(s.players[1]!.graveyard).toEqual(['garruk']);
  });

  it('Murder: CR 701.8, destroy target creature', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: lands('Swamp', 3), hand: [{ id: 'm', card: 'Murder' }] }, { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] }] }),
      { type: 'cast', player: 'A', card: 'm', targets: ['wurm'] }, pass('A'), pass('B'));
    expect(s.players[1]!.graveyard).toEqual(['wurm']);
  });

  it('Unsummon: return target creature to its owner\'s hand', () => {
    const s = play(game({ players: [{ id: 'A', battlefield: lands('Island', 1), hand: [{ id: 'u', card: 'Unsummon' }] }, { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm', damage: 2 }] }] }),
      { type: 'cast', player: 'A', card: 'u', targets: ['wurm'] }, pass('A'), pass('B'));
    expect(s.players[1]!.hand).toEqual(['wurm']);
    expect(findObject(s, 'wurm')!.damage).toBe(0);
  });

  it('Mending Hands: CR 615.7, prevents the next 4 damage to the target this turn', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [...lands('Plains', 1), { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'mh', card: 'Mending Hands' }] },
      { id: 'B', battlefield: lands('Mountain', 3), hand: [{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'shock', card: 'Shock' }] },
    ] });
    s = play(s, { type: 'cast', player: 'A', card: 'mh', targets: ['bear'] }, pass('A'), pass('B'), pass('A'),
      { type: 'cast', player: 'B', card: 'bolt', targets: ['bear'] }, pass('B'), pass('A'));
    expect(findObject(s, 'bear')!.damage).toBe(0);
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'shock', targets: ['bear'] }, pass('B'), pass('A'));
    // 1 of the shield was left: 1 of Shock's 2 is prevented.
    expect(findObject(s, 'bear')!.damage).toBe(1);
  });

  it('Fog: CR 615.1, prevents all combat damage this turn', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
      { id: 'B', battlefield: lands('Forest', 1), hand: [{ id: 'fog', card: 'Fog' }] },
    ] });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] }, pass('A'),
      { type: 'cast', player: 'B', card: 'fog' }, pass('B'), pass('A'));
    s = passUntil(s, (x) => x.turn.step === 'combatDamage');
    expect(s.players[1]!.life).toBe(20);
  });
});
