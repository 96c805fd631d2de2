// "At the beginning of" triggers (CR 603.2b), intervening "if" (603.4) and state triggers (603.8):
// Phyrexian Arena, Ball Lightning, Dragonmaster Outcast, Ophiomancer, Luminarch Aspirant,
// Battle-Rattle Shaman, Alert Heedbonder, Knight of the Ebon Legion, Emperor Crocodile.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play } from '../helpers';
import { activate, attack, cast, choose, graveyard, hand, lands, life, logged, passBoth, stackIds, targets, untilStep } from './cardHelpers';

const library = ['Forest', 'Forest', 'Forest', 'Forest'];

describe('Phyrexian Arena', () => {
  it('CR 603.2b: at the beginning of its controller\'s upkeep they draw a card and lose 1 life; not in the opponent\'s upkeep', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'arena', card: 'Phyrexian Arena' }], library }, { id: 'B', library },
    ] });
    expect(stackIds(s)).toEqual(['arena.1']);
    s = passBoth(s);
    expect(hand(s, 'A').length).toBe(1);
    expect(life(s, 'A')).toBe(19);
    s = untilStep(s, 'draw', 4);
    expect(life(s, 'A')).toBe(19);
    expect(s.nextIds.arena).toBe(1);
  });
});

describe('Ball Lightning', () => {
  it('CR 702.10, 702.19, 603.2b: cast with haste, it attacks with 6 trample and is sacrificed at the beginning of the end step', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 3, 'm'), hand: [{ id: 'ball', card: 'Ball Lightning' }], library },
      { id: 'B', battlefield: [{ id: 'wall', card: 'Wall of Wood' }], library },
    ] });
    s = play(s, cast('A', 'ball'), pass('A'), pass('B'));
    s = untilStep(s, 'declareAttackers');
    s = passBoth(attack(s, 'ball'));
    s = play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'ball' }] });
    s = untilStep(s, 'combatDamage');
    s = play(s, { type: 'assignDamage', player: 'A', assignments: [{ source: 'ball', to: [{ target: 'wall', amount: 3 }, { target: 'B', amount: 3 }] }] });
    s = untilStep(s, 'main2');
    expect(life(s, 'B')).toBe(17);
    expect(graveyard(s, 'B')).toEqual(['wall']);
    s = untilStep(s, 'end');
    expect(stackIds(s)).toEqual(['ball.1']);
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['ball']);
  });

  it('CR 603.2b: "the end step" means every end step: the opponent\'s Ball Lightning is sacrificed in this turn\'s end step too', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [{ id: 'A', library }, { id: 'B', battlefield: [{ id: 'ball', card: 'Ball Lightning' }], library }] });
    expect(s.stack).toMatchObject([{ id: 'ball.1', controller: 'B' }]);
    s = passBoth(s);
    expect(graveyard(s, 'B')).toEqual(['ball']);
  });
});

describe('Dragonmaster Outcast', () => {
  it('CR 603.4, 111.4: with six lands, its controller\'s upkeep creates a 5/5 red flying "Dragon Token"', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'dm', card: 'Dragonmaster Outcast' }, ...lands('Mountain', 6, 'm')], library }, { id: 'B', library },
    ] });
    s = passBoth(s);
    expect(permanent(s, 'dm.1.1')).toMatchObject({ card: 'Dragon Token', power: 5, toughness: 5, keywords: ['flying'], token: true });
  });

  it('CR 603.2b: not in the opponent\'s upkeep', () => {
    const s = game({ turn: { number: 4, activePlayer: 'B', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'dm', card: 'Dragonmaster Outcast' }, ...lands('Mountain', 6, 'm')], library }, { id: 'B', library },
    ] });
    expect(s.stack).toEqual([]);
  });
});

describe('Ophiomancer', () => {
  it('CR 603.2b: at the beginning of each upkeep, the opponent\'s too, its controller creates a 1/1 deathtouch "Snake Token"', () => {
    let s = game({ turn: { number: 4, activePlayer: 'B', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'oph', card: 'Ophiomancer' }], library }, { id: 'B', library },
    ] });
    expect(s.stack).toMatchObject([{ id: 'oph.1', controller: 'A' }]);
    s = passBoth(s);
    expect(permanent(s, 'oph.1.1')).toMatchObject({ card: 'Snake Token', controller: 'A', power: 1, toughness: 1, keywords: ['deathtouch'] });
    // CR 603.4: next upkeep, its controller controls a Snake: it does not trigger.
    s = untilStep(s, 'upkeep', 5);
    expect(s.stack).toEqual([]);
    expect(logged(s, '603.4', 'Ophiomancer\'s ability does not trigger')).toBe(true);
  });

  it('CR 603.4: a Snake arriving before it resolves (Ambush Viper, flash) makes the ability do nothing', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'oph', card: 'Ophiomancer' }, ...lands('Forest', 2, 'f')], hand: [{ id: 'viper', card: 'Ambush Viper' }], library }, { id: 'B', library },
    ] });
    s = play(s, cast('A', 'viper'), pass('A'), pass('B'));
    expect(stackIds(s)).toEqual(['oph.1']);
    s = passBoth(s);
    expect(s.stack).toEqual([]);
    expect(s.battlefield).not.toContain('oph.1.1');
    expect(logged(s, '603.4', 'no longer true')).toBe(true);
  });

  it('CR 603.4: River Boa is a Snake too', () => {
    const s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [
      { id: 'A', battlefield: [{ id: 'oph', card: 'Ophiomancer' }, { id: 'boa', card: 'River Boa' }], library }, { id: 'B', library },
    ] });
    expect(s.stack).toEqual([]);
  });
});

describe('Luminarch Aspirant', () => {
  it('CR 603.2b, 603.3d: at the beginning of combat on its controller\'s turn, a +1/+1 counter on target creature they control', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'beginCombat' }, players: [
      { id: 'A', battlefield: [{ id: 'lum', card: 'Luminarch Aspirant' }, { id: 'bear', card: 'Grizzly Bears' }] },
      { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
    ] });
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'lum.1', legalTargets: ['lum', 'bear'] });
    expectRefused(s, targets('A', 'lum.1', 'wurm'), '115.2');
    s = passBoth(play(s, targets('A', 'lum.1', 'bear')));
    expect(permanent(s, 'bear')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
  });

  it('CR 603.2b: not at the beginning of the opponent\'s combat', () => {
    const s = game({ turn: { number: 4, activePlayer: 'B', step: 'beginCombat' }, players: [{ id: 'A', battlefield: [{ id: 'lum', card: 'Luminarch Aspirant' }] }, { id: 'B' }] });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
  });
});

describe('Battle-Rattle Shaman', () => {
  const start = () => game({ turn: { number: 3, activePlayer: 'A', step: 'beginCombat' }, players: [
    { id: 'A', battlefield: [{ id: 'brs', card: 'Battle-Rattle Shaman' }] }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
  ] });

  it('CR 603.3d, 603.5: the target is chosen on the stack (any creature); "you may" is asked as it resolves', () => {
    let s = start();
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'brs.1', legalTargets: ['brs', 'bear'] });
    s = passBoth(play(s, targets('A', 'brs.1', 'brs')));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'brs.1', options: ['yes', 'no'] });
    s = play(s, choose('A', 'brs.1', 'yes'));
    expect(permanent(s, 'brs')).toMatchObject({ power: 4, toughness: 2 });
  });

  it('CR 603.5: declining leaves the target unchanged', () => {
    let s = passBoth(play(start(), targets('A', 'brs.1', 'bear')));
    s = play(s, choose('A', 'brs.1', 'no'));
    expect(permanent(s, 'bear')).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('Alert Heedbonder', () => {
  it('CR 603.2b, 702.20: at its controller\'s end step, 1 life for each creature they control with vigilance', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [
      { id: 'A', battlefield: [{ id: 'ah', card: 'Alert Heedbonder' }, { id: 'angel', card: 'Serra Angel' }, { id: 'bear', card: 'Grizzly Bears' }] },
      { id: 'B', battlefield: [{ id: 'angel2', card: 'Serra Angel' }] },
    ] });
    expect(stackIds(s)).toEqual(['ah.1']);
    s = passBoth(s);
    expect(life(s, 'A')).toBe(22);
  });

  it('CR 613.1f: vigilance given until end of turn counts (Ajani Goldmane\'s −1)', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'ah', card: 'Alert Heedbonder' }, { id: 'ajani', card: 'Ajani Goldmane' }, { id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B' },
    ] });
    s = passBoth(play(s, activate('A', 'ajani', 1)));
    expect(permanent(s, 'bear')!.keywords).toEqual(['vigilance']);
    s = untilStep(s, 'end');
    s = passBoth(s);
    expect(life(s, 'A')).toBe(22);
  });
});

describe('Knight of the Ebon Legion', () => {
  const start = (spells: { id: string; card: string }[]) => game({ players: [
    { id: 'A', battlefield: [{ id: 'knight', card: 'Knight of the Ebon Legion' }, ...lands('Mountain', 2, 'm')], hand: spells, library }, { id: 'B', library },
  ] });

  it('CR 603.4: at its controller\'s end step, if a player lost 4 or more life this turn, a +1/+1 counter', () => {
    let s = start([{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'shock', card: 'Shock' }]);
    s = play(s, cast('A', 'bolt', 'B'), pass('A'), pass('B'), cast('A', 'shock', 'B'), pass('A'), pass('B'));
    expect(s.lifeLostThisTurn).toEqual({ B: 5 });
    s = untilStep(s, 'end');
    expect(stackIds(s)).toEqual(['knight.1']);
    s = passBoth(s);
    expect(permanent(s, 'knight')).toMatchObject({ power: 2, toughness: 3, counters: { '+1/+1': 1 } });
  });

  it('CR 603.4: 3 life lost, or 2 by each player, is not 4 by a player: no trigger', () => {
    let s = start([{ id: 'bolt', card: 'Lightning Bolt' }]);
    s = untilStep(play(s, cast('A', 'bolt', 'B'), pass('A'), pass('B')), 'end');
    expect(s.stack).toEqual([]);
    let t = start([{ id: 's1', card: 'Shock' }, { id: 's2', card: 'Shock' }]);
    t = play(t, cast('A', 's1', 'B'), pass('A'), pass('B'), cast('A', 's2', 'A'), pass('A'), pass('B'));
    t = untilStep(t, 'end');
    expect(t.stack).toEqual([]);
  });

  it('CR 602.2: {2}{B}: +3/+3 and deathtouch until end of turn', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'knight', card: 'Knight of the Ebon Legion' }, ...lands('Swamp', 3, 's')], library }, { id: 'B', library }] });
    s = passBoth(play(s, activate('A', 'knight', 0)));
    expect(permanent(s, 'knight')).toMatchObject({ power: 4, toughness: 5, keywords: ['deathtouch'] });
    s = untilStep(s, 'upkeep', 4);
    expect(permanent(s, 'knight')).toMatchObject({ power: 1, toughness: 2, keywords: [] });
  });
});

describe('Emperor Crocodile', () => {
  it('CR 603.8: a state trigger has no intervening "if": once triggered it sacrifices even if another creature arrived meanwhile', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'croc', card: 'Emperor Crocodile' }, ...lands('Forest', 2, 'f')], hand: [{ id: 'viper', card: 'Ambush Viper' }] }, { id: 'B' },
    ] });
    expect(stackIds(s)).toEqual(['croc.1']);
    s = play(s, cast('A', 'viper'), pass('A'), pass('B'));
    expect(stackIds(s)).toEqual(['croc.1']);
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['croc']);
  });

  it('CR 603.8: the opponent\'s creatures do not count', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'croc', card: 'Emperor Crocodile' }] }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }] });
    expect(stackIds(s)).toEqual(['croc.1']);
  });

  it('CR 603.8: with another creature, it does not trigger', () => {
    const s = game({ players: [{ id: 'A', battlefield: [{ id: 'croc', card: 'Emperor Crocodile' }, { id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B' }] });
    expect(s.stack).toEqual([]);
  });
});
