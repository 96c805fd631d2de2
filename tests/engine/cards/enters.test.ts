// Enters-the-battlefield triggers (CR 603.6a) of the reference pool: Soul Warden, Elvish Visionary,
// Helpful Hunter, Vampire Spawn, Elvish Regrower, Eager Construct, Flametongue Kavu, Resolute
// Archangel, Wingmate Roc, Retreat to Kazandu, Retreat to Emeria.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play, result } from '../helpers';
import { attack, cast, choose, graveyard, hand, lands, library, life, logged, passBoth, resolveAll, stackIds, targets, untilStep } from './cardHelpers';

describe('Soul Warden', () => {
  it('CR 603.6a: Soul Warden gains 1 life whenever another creature enters, whoever controls it', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'warden', card: 'Soul Warden' }, ...lands('Forest', 2, 'f')], hand: [{ id: 'bear', card: 'Grizzly Bears' }] },
      { id: 'B', battlefield: lands('Forest', 2, 'g'), hand: [{ id: 'viper', card: 'Ambush Viper' }] },
    ] });
    s = play(s, cast('A', 'bear'), pass('A'), pass('B'));
    expect(stackIds(s)).toEqual(['warden.1']);
    s = passBoth(s);
    expect(life(s, 'A')).toBe(21);
    s = play(s, pass('A'), cast('B', 'viper'), pass('B'), pass('A'));
    expect(stackIds(s)).toEqual(['warden.2']);
    s = passBoth(s);
    expect(life(s, 'A')).toBe(22);
  });

  it('CR 603.6a: Soul Warden does not see itself enter ("another creature")', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Plains', 1, 'p'), hand: [{ id: 'warden', card: 'Soul Warden' }] }, { id: 'B' }] });
    s = play(s, cast('A', 'warden'), pass('A'), pass('B'));
    expect(s.battlefield).toContain('warden');
    expect(s.stack).toEqual([]);
    expect(life(s, 'A')).toBe(20);
  });

  it('CR 603.6a, 603.2c: two tokens entering at once trigger Soul Warden twice (Hero of Bladehold)', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'hero', card: 'Hero of Bladehold' }, { id: 'warden', card: 'Soul Warden' }] }, { id: 'B' },
    ] });
    s = attack(s, 'hero');
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['hero.1', 'hero.2'] }, pass('A'), pass('B'));
    // Two alike triggers of one player: still ordered by that player (the contract asks).
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', triggers: [{ id: 'warden.1' }, { id: 'warden.2' }] });
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['warden.1', 'warden.2'] });
    expect(stackIds(s)).toEqual(['hero.1', 'warden.1', 'warden.2']);
    expect(s.stack[1]!.eventObject).toBe('hero.2.1');
    expect(s.stack[2]!.eventObject).toBe('hero.2.2');
  });
});

describe('Elvish Visionary and Helpful Hunter', () => {
  for (const card of ['Elvish Visionary', 'Helpful Hunter']) {
    it(`CR 603.6a, 121.1: ${card} draws a card when it enters`, () => {
      let s = game({ players: [
        { id: 'A', battlefield: [...lands('Forest', 1, 'f'), ...lands('Plains', 1, 'p')], hand: [{ id: 'c', card }], library: [{ id: 'top', card: 'Island' }] }, { id: 'B' },
      ] });
      s = play(s, cast('A', 'c'), pass('A'), pass('B'));
      expect(stackIds(s)).toEqual(['c.1']);
      expect(s.stack[0]!.controller).toBe('A');
      s = passBoth(s);
      expect(hand(s, 'A')).toEqual(['top']);
    });
  }
});

describe('Vampire Spawn', () => {
  it('CR 603.6a, 119.3: when Vampire Spawn enters, each opponent loses 2 life and its controller gains 2', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Swamp', 3, 's'), hand: [{ id: 'spawn', card: 'Vampire Spawn' }] }, { id: 'B' }] });
    s = play(s, cast('A', 'spawn'), pass('A'), pass('B'), pass('A'), pass('B'));
    expect([life(s, 'A'), life(s, 'B')]).toEqual([22, 18]);
    expect(s.lifeLostThisTurn).toEqual({ B: 2 });
  });
});

describe('Elvish Regrower', () => {
  const start = (graveyardCards: { id: string; card: string }[]) => game({ players: [
    { id: 'A', battlefield: lands('Forest', 4, 'f'), hand: [{ id: 'regrower', card: 'Elvish Regrower' }], graveyard: graveyardCards },
    { id: 'B', graveyard: [{ id: 'theirs', card: 'Craw Wurm' }] },
  ] });

  it('CR 115.1, 603.3d: the target is a permanent card in its controller\'s own graveyard: not an instant, not the opponent\'s', () => {
    let s = start([{ id: 'forest', card: 'Forest' }, { id: 'shock', card: 'Shock' }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'arena', card: 'Phyrexian Arena' }]);
    s = play(s, cast('A', 'regrower'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'regrower.1', legalTargets: ['forest', 'bear', 'arena'] });
    expectRefused(s, targets('A', 'regrower.1', 'shock'), '115.2');
    expectRefused(s, targets('A', 'regrower.1', 'theirs'), '115.2');
    s = play(s, targets('A', 'regrower.1', 'bear'), pass('A'), pass('B'));
    expect(hand(s, 'A')).toEqual(['bear']);
    expect(graveyard(s, 'A')).toEqual(['forest', 'shock', 'arena']);
  });

  it('CR 603.3d: with no permanent card in its controller\'s graveyard, the ability is removed from the stack', () => {
    let s = start([{ id: 'shock', card: 'Shock' }]);
    s = play(s, cast('A', 'regrower'), pass('A'), pass('B'));
    expect(s.stack).toEqual([]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    expect(logged(s, '603.3d', 'no legal target')).toBe(true);
  });
});

describe('Eager Construct', () => {
  it('CR 101.4, 701.22a: each player may scry 1, the active player first, then the non-active player', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Forest', 2, 'f'), hand: [{ id: 'ec', card: 'Eager Construct' }], library: [{ id: 'a1', card: 'Forest' }, { id: 'a2', card: 'Island' }] },
      { id: 'B', library: [{ id: 'b1', card: 'Swamp' }, { id: 'b2', card: 'Mountain' }] },
    ] });
    s = play(s, cast('A', 'ec'), pass('A'), pass('B'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'ec.1', options: ['top', 'bottom'] });
    expect((s.pendingChoice as { prompt: string }).prompt).toContain('Forest');
    expectRefused(s, choose('B', 'ec.1', 'bottom'), '701.22a');
    s = play(s, choose('A', 'ec.1', 'bottom'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'B', object: 'ec.1', options: ['top', 'bottom'] });
    expect((s.pendingChoice as { prompt: string }).prompt).toContain('Swamp');
    // Nothing has moved yet: the scries happen together once both have chosen.
    expect(library(s, 'A')).toEqual(['a1', 'a2']);
    s = play(s, choose('B', 'ec.1', 'top'));
    expect(library(s, 'A')).toEqual(['a2', 'a1']);
    expect(library(s, 'B')).toEqual(['b1', 'b2']);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 701.22a: a player with an empty library has nothing to scry and is not asked', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Forest', 2, 'f'), hand: [{ id: 'ec', card: 'Eager Construct' }] },
      { id: 'B', library: [{ id: 'b1', card: 'Swamp' }, { id: 'b2', card: 'Mountain' }] },
    ] });
    s = play(s, cast('A', 'ec'), pass('A'), pass('B'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'B', object: 'ec.1' });
    s = play(s, choose('B', 'ec.1', 'bottom'));
    expect(library(s, 'B')).toEqual(['b2', 'b1']);
  });
});

describe('Flametongue Kavu', () => {
  it('CR 603.6a, 120.3: Flametongue Kavu deals 4 damage to target creature', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 4, 'm'), hand: [{ id: 'fk', card: 'Flametongue Kavu' }] },
      { id: 'B', battlefield: [{ id: 'ape', card: 'Silverback Ape' }, { id: 'bear', card: 'Grizzly Bears' }] },
    ] });
    s = play(s, cast('A', 'fk'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'fk.1', legalTargets: ['ape', 'bear', 'fk'] });
    s = play(s, targets('A', 'fk.1', 'bear'), pass('A'), pass('B'));
    expect(graveyard(s, 'B')).toEqual(['bear']);
    expect(permanent(s, 'ape')!.damage).toBe(0);
  });

  it('CR 603.3d, 115.1: the target is mandatory: with only its controller\'s creatures, one of them must be chosen', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [...lands('Mountain', 4, 'm'), { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'fk', card: 'Flametongue Kavu' }] }, { id: 'B' },
    ] });
    s = play(s, cast('A', 'fk'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', player: 'A', object: 'fk.1', legalTargets: ['bear', 'fk'] });
    expectRefused(s, targets('A', 'fk.1'), '601.2c');
    expectRefused(s, targets('A', 'fk.1', 'B'), '115.2');
    expectRefused(s, { type: 'pass', player: 'A' }, '603.3d');
    s = play(s, targets('A', 'fk.1', 'bear'), pass('A'), pass('B'));
    expect(graveyard(s, 'A')).toEqual(['bear']);
  });

  it('CR 608.2h: Flametongue Kavu that has left the battlefield still deals the damage (last known information)', () => {
    let s = game({ players: [
      { id: 'A', battlefield: lands('Mountain', 4, 'm'), hand: [{ id: 'fk', card: 'Flametongue Kavu' }] },
      { id: 'B', battlefield: [{ id: 'ape', card: 'Silverback Ape' }, ...lands('Island', 1, 'i')], hand: [{ id: 'unsummon', card: 'Unsummon' }] },
    ] });
    s = play(s, cast('A', 'fk'), pass('A'), pass('B'), targets('A', 'fk.1', 'ape'), pass('A'), cast('B', 'unsummon', 'fk'), pass('B'), pass('A'));
    expect(hand(s, 'A')).toEqual(['fk']);
    s = passBoth(s);
    expect(permanent(s, 'ape')!.damage).toBe(4);
  });
});

describe('Resolute Archangel', () => {
  it('CR 603.4: above the starting life total, Resolute Archangel\'s ability does not trigger at all', () => {
    let s = game({ players: [{ id: 'A', life: 23, battlefield: lands('Plains', 7, 'p'), hand: [{ id: 'angel', card: 'Resolute Archangel' }] }, { id: 'B' }] });
    s = play(s, cast('A', 'angel'), pass('A'), pass('B'));
    expect(s.stack).toEqual([]);
    expect(logged(s, '603.4', 'does not trigger')).toBe(true);
    expect(life(s, 'A')).toBe(23);
  });
});

describe('Wingmate Roc', () => {
  const start = (step: 'main1' | 'declareAttackers') => game({ turn: { number: 3, activePlayer: 'A', step }, players: [
    { id: 'A', battlefield: [...lands('Plains', 5, 'p'), { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'roc', card: 'Wingmate Roc' }] }, { id: 'B' },
  ] });

  it('CR 603.4 (raid): cast after its controller attacked this turn, Wingmate Roc creates a 3/4 flying Bird Token', () => {
    let s = start('declareAttackers');
    s = attack(s, 'bear');
    s = untilStep(s, 'main2');
    s = play(s, cast('A', 'roc'), pass('A'), pass('B'));
    expect(stackIds(s)).toEqual(['roc.1']);
    s = passBoth(s);
    const bird = permanent(s, 'roc.1.1')!;
    expect(bird).toMatchObject({ card: 'Bird Token', power: 3, toughness: 4, keywords: ['flying'], token: true });
  });

  it('CR 603.4 (raid): without an attack this turn it does not trigger', () => {
    let s = start('main1');
    s = play(s, cast('A', 'roc'), pass('A'), pass('B'));
    expect(s.stack).toEqual([]);
    expect(s.battlefield).not.toContain('roc.1.1');
  });

  it('CR 508.3a: whenever Wingmate Roc attacks, its controller gains 1 life for each attacking creature', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'roc', card: 'Wingmate Roc' }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'cadet', card: 'Eager Cadet' }] }, { id: 'B' },
    ] });
    s = attack(s, 'roc', 'bear', 'cadet');
    expect(stackIds(s)).toEqual(['roc.1']);
    expect(s.stack[0]!.trigger).toEqual({ kind: 'printed', index: 1 });
    s = passBoth(s);
    expect(life(s, 'A')).toBe(23);
  });
});

describe('Retreat to Kazandu and Retreat to Emeria (landfall, modal)', () => {
  const kazandu = (creatures: { id: string; card: string }[] = [{ id: 'bear', card: 'Grizzly Bears' }]) => game({ players: [
    { id: 'A', battlefield: [{ id: 'retreat', card: 'Retreat to Kazandu' }, ...creatures], hand: [{ id: 'forest', card: 'Forest' }] },
    { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
  ] });

  it('CR 603.3c, 700.2b: the mode is chosen as the ability is put on the stack, then the chosen mode\'s target', () => {
    let s = play(kazandu(), { type: 'playLand', player: 'A', card: 'forest' });
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'retreat.1', rule: '603.3c',
      options: ['Put a +1/+1 counter on target creature.', 'You gain 2 life.'] });
    expect(s.stack).toEqual([]);
    s = play(s, choose('A', 'retreat.1', 'Put a +1/+1 counter on target creature.'));
    expect(s.pendingChoice).toMatchObject({ type: 'chooseTargets', object: 'retreat.1', legalTargets: ['bear', 'wurm'] });
    s = play(s, targets('A', 'retreat.1', 'bear'));
    expect(s.stack[0]).toMatchObject({ id: 'retreat.1', mode: 0 });
    s = passBoth(s);
    expect(permanent(s, 'bear')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
  });

  it('CR 305.1, 603.6a: the log says Ana plays the Forest, then that it enters, then that landfall triggers (603.6a)', () => {
    const s = play(kazandu(), { type: 'playLand', player: 'A', card: 'forest' });
    expect(s.log.flat().slice(-3).map((e) => e.rule)).toEqual(['305.1', '400.7', '603.6a']);
  });

  it('CR 603.3c: choosing the life mode needs no target', () => {
    let s = play(kazandu(), { type: 'playLand', player: 'A', card: 'forest' }, choose('A', 'retreat.1', 'You gain 2 life.'));
    expect(s.stack[0]).toMatchObject({ id: 'retreat.1', mode: 1, targets: [] });
    s = passBoth(s);
    expect(life(s, 'A')).toBe(22);
  });

  it('CR 700.2b: a mode without a legal target cannot be chosen', () => {
    const s = game({ players: [
      { id: 'A', battlefield: [{ id: 'retreat', card: 'Retreat to Kazandu' }], hand: [{ id: 'forest', card: 'Forest' }] }, { id: 'B' },
    ] });
    const t = play(s, { type: 'playLand', player: 'A', card: 'forest' });
    expect(t.pendingChoice).toMatchObject({ type: 'choose', options: ['You gain 2 life.'] });
    expectRefused(t, choose('A', 'retreat.1', 'Put a +1/+1 counter on target creature.'), '603.3c');
  });

  it('CR 603.6a (landfall): an opponent\'s land entering does not trigger Retreat to Kazandu', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'retreat', card: 'Retreat to Kazandu' }], library: ['Island'] }, { id: 'B', hand: [{ id: 'forest', card: 'Forest' }], library: ['Island'] },
    ] });
    s = untilStep(s, 'main1', 4);
    s = play(s, { type: 'playLand', player: 'B', card: 'forest' });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
  });

  it('CR 111.4, 700.2: Retreat to Emeria creates a 1/1 white Kor Ally Token, or pumps the creatures its controller controls then', () => {
    const start = () => game({ players: [
      { id: 'A', battlefield: [{ id: 'retreat', card: 'Retreat to Emeria' }, { id: 'bear', card: 'Grizzly Bears' }], hand: [{ id: 'p1', card: 'Plains' }] },
      { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
    ] });
    let s = play(start(), { type: 'playLand', player: 'A', card: 'p1' }, choose('A', 'retreat.1', 'Create a 1/1 white Kor Ally creature token.'));
    s = passBoth(s);
    expect(permanent(s, 'retreat.1.1')).toMatchObject({ card: 'Kor Ally Token', power: 1, toughness: 1, controller: 'A' });
    let t = play(start(), { type: 'playLand', player: 'A', card: 'p1' }, choose('A', 'retreat.1', 'Creatures you control get +1/+1 until end of turn.'));
    t = passBoth(t);
    expect(permanent(t, 'bear')).toMatchObject({ power: 3, toughness: 3 });
    expect(permanent(t, 'wurm')).toMatchObject({ power: 6, toughness: 4 });
    t = untilStep(t, 'upkeep', 4);
    expect(permanent(t, 'bear')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('CR 603.3b, 603.3c: two Retreats triggering together: order them, then a mode for each as it goes on the stack', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'k', card: 'Retreat to Kazandu' }, { id: 'e', card: 'Retreat to Emeria' }], hand: [{ id: 'p1', card: 'Plains' }] }, { id: 'B' },
    ] });
    s = play(s, { type: 'playLand', player: 'A', card: 'p1' });
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', triggers: [{ id: 'k.1', card: 'Retreat to Kazandu' }, { id: 'e.1', card: 'Retreat to Emeria' }] });
    s = play(s, { type: 'orderTriggers', player: 'A', order: ['e.1', 'k.1'] });
    expect(s.pendingChoice).toMatchObject({ type: 'choose', object: 'e.1' });
    s = play(s, choose('A', 'e.1', 'Create a 1/1 white Kor Ally creature token.'));
    // Kazandu's counter mode has a legal target only if a creature exists now: none yet.
    expect(s.pendingChoice).toMatchObject({ type: 'choose', object: 'k.1', options: ['You gain 2 life.'] });
    s = play(s, choose('A', 'k.1', 'You gain 2 life.'));
    expect(stackIds(s)).toEqual(['e.1', 'k.1']);
    s = resolveAll(s);
    expect(life(s, 'A')).toBe(22);
    expect(s.battlefield).toContain('e.1.1');
  });
});

describe('result view of triggered abilities on the stack', () => {
  it('contract: a triggered ability on the stack shows its id, source, controller and text', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Swamp', 3, 's'), hand: [{ id: 'spawn', card: 'Vampire Spawn' }] }, { id: 'B' }] });
    s = play(s, cast('A', 'spawn'), pass('A'), pass('B'));
    expect(result(s).stack).toEqual([{ id: 'spawn.1', kind: 'ability', source: 'spawn', controller: 'A', text: 'When this creature enters, each opponent loses 2 life and you gain 2 life.', targets: [] }]);
  });
});
