// Instants (CR 304, 608.2) and noncreature permanent spells: Giant Growth, Titanic Growth, Shock,
// Lightning Bolt, Mending Hands, Flash Foliage, Murder, Unsummon, Fog; Phyrexian Arena, Sneak Attack,
// Reconnaissance Mission, Bident of Thassa, Retreat to Kazandu, Retreat to Emeria, Ajani Goldmane,
// Jace Beleren, Garruk Wildspeaker are cast for their mana cost.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play } from '../helpers';
import { attack, block, cast, graveyard, hand, lands, life, passBoth, untilStep } from './cardHelpers';
import { findObject } from '../../../src/engine';

const library = ['Island', 'Island', 'Island', 'Island'];

describe('pump spells', () => {
  it('CR 611.2, 514.2: Giant Growth gives +3/+3 until end of turn', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Forest', 1, 'f')], hand: [{ id: 'gg', card: 'Giant Growth' }], library }, { id: 'B', library }] });
    s = play(s, cast('A', 'gg', 'bear'), pass('A'), pass('B'));
    expect(permanent(s, 'bear')).toMatchObject({ power: 5, toughness: 5 });
    expect(graveyard(s, 'A')).toEqual(['gg']);
    s = untilStep(s, 'upkeep', 4);
    expect(permanent(s, 'bear')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('CR 611.2: Titanic Growth gives +4/+4 until end of turn', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Forest', 2, 'f')], hand: [{ id: 'tg', card: 'Titanic Growth' }], library }, { id: 'B', library }] });
    s = play(s, cast('A', 'tg', 'bear'), pass('A'), pass('B'));
    expect(permanent(s, 'bear')).toMatchObject({ power: 6, toughness: 6 });
  });

  it('CR 115.1: a pump spell needs a creature target, not a player', () => {
    const s = game({ players: [{ id: 'A', battlefield: lands('Forest', 1, 'f'), hand: [{ id: 'gg', card: 'Giant Growth' }], library }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library }] });
    expectRefused(s, cast('A', 'gg', 'B'), '115.2');
  });
});

describe('damage spells', () => {
  it('CR 120.3a: Shock deals 2 damage to a player; Lightning Bolt 3 to a creature', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 2, 'm'), hand: [{ id: 'shock', card: 'Shock' }, { id: 'bolt', card: 'Lightning Bolt' }], library },
      { id: 'B', battlefield: [{ id: 'armodon', card: 'Trained Armodon' }], library },
    ] });
    s = play(s, cast('A', 'shock', 'B'), pass('A'), pass('B'));
    expect(life(s, 'B')).toBe(18);
    s = play(s, cast('A', 'bolt', 'armodon'), pass('A'), pass('B'));
    expect(graveyard(s, 'B')).toEqual(['armodon']);
  });

  it('CR 120.3c: Shock deals damage to a planeswalker by removing loyalty', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'shock', card: 'Shock' }], library },
      { id: 'B', battlefield: [{ id: 'jace', card: 'Jace Beleren' }], library },
    ] });
    s = play(s, cast('A', 'shock', 'jace'), pass('A'), pass('B'));
    expect(permanent(s, 'jace')!.counters).toEqual({ loyalty: 1 });
  });

  it('CR 608.2b: a spell whose only target is gone does not resolve (Unsummon in response to Lightning Bolt)', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'bolt', card: 'Lightning Bolt' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Island', 1, 'i')], hand: [{ id: 'un', card: 'Unsummon' }], library },
    ] });
    s = play(s, cast('A', 'bolt', 'bear'), pass('A'), cast('B', 'un', 'bear'), pass('B'), pass('A'));
    expect(hand(s, 'B')).toEqual(['bear']);
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['bolt']);
    expect(life(s, 'B')).toBe(20);
  });
});

describe('removal', () => {
  it('CR 701.8: Murder destroys target creature', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Swamp', 3, 's'), hand: [{ id: 'murder', card: 'Murder' }], library }, { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }], library }] });
    s = play(s, cast('A', 'murder', 'wurm'), pass('A'), pass('B'));
    expect(graveyard(s, 'B')).toEqual(['wurm']);
  });

  it('CR 400.7: Unsummon returns target creature to its owner\'s hand as a new object; a token ceases to exist', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Island', 2, 'i'), hand: [{ id: 'u1', card: 'Unsummon' }, { id: 'u2', card: 'Unsummon' }], library },
      { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm', damage: 2 }, { id: 'tok', card: 'Grizzly Bears', token: true }], library },
    ] });
    s = play(s, cast('A', 'u1', 'wurm'), pass('A'), pass('B'), cast('A', 'u2', 'tok'), pass('A'), pass('B'));
    expect(hand(s, 'B')).toEqual(['wurm']);
    expect(findObject(s, 'wurm')!.damage).toBe(0);
    expect(findObject(s, 'tok')).toBeUndefined();
  });
});

describe('prevention', () => {
  it('CR 615.1: Fog prevents all combat damage this turn', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'bear', card: 'Grizzly Bears' }], library },
      { id: 'B', battlefield: [{ id: 'cadet', card: 'Eager Cadet' }, ...lands('Forest', 1, 'f')], hand: [{ id: 'fog', card: 'Fog' }], library },
    ] });
    s = play(attack(s, 'wurm', 'bear'), pass('A'), cast('B', 'fog'), pass('B'), pass('A'), pass('A'), pass('B'));
    s = untilStep(block(s, 'B', ['cadet', 'bear']), 'main2');
    expect(life(s, 'B')).toBe(20);
    expect(s.battlefield).toContain('cadet');
  });

  it('CR 615.7: Mending Hands prevents the next 4 damage to its target this turn', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 2, 'm'), hand: [{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'shock', card: 'Shock' }], library },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Plains', 1, 'p')], hand: [{ id: 'mh', card: 'Mending Hands' }], library },
    ] });
    s = play(s, pass('A'), cast('B', 'mh', 'bear'), pass('B'), pass('A'));
    s = play(s, cast('A', 'bolt', 'bear'), pass('A'), pass('B'));
    expect(permanent(s, 'bear')!.damage).toBe(0);
    // 1 of the shield is left: of Shock's 2 damage, 1 is prevented and 1 is dealt.
    s = play(s, cast('A', 'shock', 'bear'), pass('A'), pass('B'));
    expect(permanent(s, 'bear')!.damage).toBe(1);
  });
});

describe('Flash Foliage', () => {
  it('CR 601.3, 509.4: cast only after blockers are declared: a 1/1 Saproling Token blocks the target attacker, and its caster draws', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
      { id: 'B', battlefield: lands('Forest', 3, 'f'), hand: [{ id: 'ff', card: 'Flash Foliage' }], library },
    ] });
    s = attack(s, 'bear');
    expectRefused(play(s, pass('A')), cast('B', 'ff', 'bear'), '601.3');
    s = play(passBoth(s), pass('A'), cast('B', 'ff', 'bear'), pass('B'), pass('A'));
    expect(permanent(s, 'ff.1')).toMatchObject({ card: 'Saproling Token', power: 1, toughness: 1 });
    expect(s.combat!.attackers[0]).toMatchObject({ id: 'bear', blocked: true, blockedBy: ['ff.1'] });
    expect(hand(s, 'B').length).toBe(1);
    s = untilStep(s, 'main2');
    expect(life(s, 'B')).toBe(20);
  });
});

describe('noncreature permanent spells are cast for their mana cost', () => {
  const cases: [string, { id: string; card: string }[]][] = [
    ['Phyrexian Arena', [...lands('Swamp', 3, 's')]],
    ['Sneak Attack', [...lands('Mountain', 4, 'm')]],
    ['Reconnaissance Mission', [...lands('Island', 4, 'i')]],
    ['Bident of Thassa', [...lands('Island', 4, 'i')]],
    ['Retreat to Kazandu', [...lands('Forest', 3, 'f')]],
    ['Retreat to Emeria', [...lands('Plains', 4, 'p')]],
    ['Ajani Goldmane', [...lands('Plains', 4, 'p')]],
    ['Jace Beleren', [...lands('Island', 3, 'i')]],
    ['Garruk Wildspeaker', [...lands('Forest', 4, 'f')]],
  ];
  for (const [card, mana] of cases) {
    it(`CR 601.2, 608.3: ${card} resolves onto the battlefield`, () => {
      let s = game({ players: [{ id: 'A', battlefield: mana, hand: [{ id: 'c', card }], library }, { id: 'B', library }] });
      s = play(s, cast('A', 'c'), pass('A'), pass('B'));
      expect(s.battlefield).toContain('c');
    });
  }

  it('CR 307.1: a sorcery-speed permanent (Phyrexian Arena) cannot be cast in the opponent\'s turn', () => {
    const s = untilStep(game({ players: [{ id: 'A', battlefield: lands('Swamp', 3, 's'), hand: [{ id: 'c', card: 'Phyrexian Arena' }], library }, { id: 'B', library }] }), 'main1', 4);
    expectRefused(play(s, pass('B')), cast('A', 'c'), '303.1');
  });
});
