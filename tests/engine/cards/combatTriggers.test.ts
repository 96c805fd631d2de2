// Combat triggers (CR 508.3, 509.3, 510.2, 603.2e, 603.2g, 603.7): Hero of Bladehold, Accorder Paladin,
// Wall of Tears, Wall of Frost, Gustcloak Runner, Engulfing Slagwurm, Ophidian, Thieving Magpie,
// Fog Elemental, Royal Trooper, Sustainer of the Realm, Reconnaissance Mission, Bident of Thassa.
import { describe, expect, it } from 'vitest';
import { expectRefused, game, pass, permanent, play } from '../helpers';
import { attack, block, cast, choose, graveyard, hand, lands, life, logged, order, passBoth, resolveAll, stackIds, untilStep } from './cardHelpers';
import { findObject, type GameState } from '../../../src/engine/index';

const combat = (a: object[], b: object[], extra: { aHand?: object[]; bHand?: object[]; aLibrary?: string[] } = {}): GameState => game({
  turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
  players: [
    { id: 'A', battlefield: a as never, hand: (extra.aHand ?? []) as never, library: extra.aLibrary ?? ['Island', 'Island', 'Island'] },
    { id: 'B', battlefield: b as never, hand: (extra.bHand ?? []) as never, library: ['Island', 'Island', 'Island'] },
  ],
});
/** From the declare attackers step: attack, both pass, so the defending player is asked to block. */
const toBlocks = (s: GameState, ...attackers: string[]) => passBoth(attack(s, ...attackers));

describe('Hero of Bladehold', () => {
  it('CR 111.4, 508.4: the tokens are 1/1 white "Soldier Token"s, tapped and attacking the defending player', () => {
    let s = combat([{ id: 'hero', card: 'Hero of Bladehold' }], []);
    s = play(attack(s, 'hero'), order('A', 'hero.1', 'hero.2'), pass('A'), pass('B'));
    expect(permanent(s, 'hero.2.1')).toMatchObject({ card: 'Soldier Token', token: true, tapped: true, attacking: 'B', power: 1, toughness: 1 });
  });

  it('CR 508.4: with a planeswalker on the defending side, its controller chooses what each token attacks as it enters', () => {
    let s = combat([{ id: 'hero', card: 'Hero of Bladehold' }], [{ id: 'jace', card: 'Jace Beleren' }]);
    s = play(attack(s, 'hero'), order('A', 'hero.1', 'hero.2'), pass('A'), pass('B'));
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'hero.2', rule: '508.4', options: ['B', 'jace'],
      optionLabels: { B: 'B', jace: 'Jace Beleren' } });
    s = play(s, choose('A', 'hero.2', 'B'), choose('A', 'hero.2', 'jace'));
    expect(permanent(s, 'hero.2.1')).toMatchObject({ attacking: 'B' });
    expect(permanent(s, 'hero.2.2')).toMatchObject({ attacking: 'jace' });
    s = untilStep(passBoth(s), 'combatDamage');
    // Battle cry resolved after the tokens arrived: each token deals 2.
    expect(life(s, 'B')).toBe(15);
    expect(permanent(s, 'jace')!.counters).toEqual({ loyalty: 1 });
  });
});

describe('Accorder Paladin', () => {
  it('CR 702.91a: battle cry gives each other attacking creature +1/+0, not the Paladin itself', () => {
    let s = combat([{ id: 'paladin', card: 'Accorder Paladin' }, { id: 'bear', card: 'Grizzly Bears' }], []);
    s = attack(s, 'paladin', 'bear');
    expect(stackIds(s)).toEqual(['paladin.1']);
    s = passBoth(s);
    expect(permanent(s, 'bear')).toMatchObject({ power: 3, toughness: 2 });
    expect(permanent(s, 'paladin')).toMatchObject({ power: 3, toughness: 1 });
    s = untilStep(s, 'main2');
    expect(life(s, 'B')).toBe(14);
  });
});

describe('Wall of Tears', () => {
  it('CR 603.7c: the delayed ability does nothing to a creature that left the battlefield and came back (a new object)', () => {
    let s = combat([{ id: 'viper', card: 'Ambush Viper' }, ...lands('Forest', 2, 'f'), ...lands('Island', 1, 'i')], [{ id: 'wall', card: 'Wall of Tears' }],
      { aHand: [{ id: 'unsummon', card: 'Unsummon' }] });
    s = block(toBlocks(s, 'viper'), 'B', ['wall', 'viper']);
    s = passBoth(s);
    expect(s.delayedTriggers).toMatchObject([{ source: 'wall', controller: 'B', when: 'endOfCombat', object: 'viper', zcc: 0 }]);
    // Unsummon the Viper, then cast it again with flash: a new object (CR 400.7).
    s = play(s, cast('A', 'unsummon', 'viper'), pass('A'), pass('B'), cast('A', 'viper'), pass('A'), pass('B'));
    expect(s.battlefield).toContain('viper');
    s = untilStep(s, 'endCombat');
    expect(stackIds(s)).toEqual(['wall.2']);
    expect(s.stack[0]!.controller).toBe('B');
    s = passBoth(s);
    expect(s.battlefield).toContain('viper');
    expect(logged(s, '603.7c', 'no longer on the battlefield')).toBe(true);
  });
});

describe('Wall of Frost', () => {
  it('CR 509.3b: Wall of Frost triggers as it blocks; the blocked creature stays tapped through its next untap step only', () => {
    let s = combat([{ id: 'wurm', card: 'Craw Wurm' }], [{ id: 'wall', card: 'Wall of Frost' }]);
    s = block(toBlocks(s, 'wurm'), 'B', ['wall', 'wurm']);
    expect(stackIds(s)).toEqual(['wall.1']);
    s = passBoth(s);
    s = untilStep(s, 'upkeep', 5);
    expect(findObject(s, 'wurm')!.tapped).toBe(true);
    expect(logged(s, '502.3', "Craw Wurm doesn't untap")).toBe(true);
  });
});

describe('Gustcloak Runner', () => {
  it('CR 603.5: declining leaves Gustcloak Runner blocked and tapped', () => {
    let s = combat([{ id: 'runner', card: 'Gustcloak Runner' }], [{ id: 'bear', card: 'Grizzly Bears' }]);
    s = block(toBlocks(s, 'runner'), 'B', ['bear', 'runner']);
    s = play(passBoth(s), choose('A', 'runner.1', 'no'));
    expect(findObject(s, 'runner')!.tapped).toBe(true);
    s = untilStep(s, 'main2');
    expect(graveyard(s, 'A')).toEqual(['runner']);
  });

  it('CR 509.3c, 603.2e: becomes blocked once, however many creatures block it', () => {
    let s = combat([{ id: 'runner', card: 'Gustcloak Runner' }], [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'cadet', card: 'Eager Cadet' }]);
    s = block(toBlocks(s, 'runner'), 'B', ['bear', 'runner'], ['cadet', 'runner']);
    expect(stackIds(s)).toEqual(['runner.1']);
  });

  it('CR 509.3c, 509.4: a creature put onto the battlefield blocking an unblocked Gustcloak Runner makes it "become blocked"', () => {
    let s = combat([{ id: 'runner', card: 'Gustcloak Runner' }], [...lands('Forest', 3, 'f')], { bHand: [{ id: 'foliage', card: 'Flash Foliage' }] });
    s = toBlocks(s, 'runner');
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    s = play(s, pass('A'), cast('B', 'foliage', 'runner'), pass('B'), pass('A'));
    expect(stackIds(s)).toEqual(['runner.1']);
    s = passBoth(s);
    s = play(s, choose('A', 'runner.1', 'yes'));
    expect(s.combat!.attackers).toEqual([]);
  });

  it('CR 603.2e: an attacker that is already blocked does not "become blocked" again when another blocker is put onto the battlefield', () => {
    let s = combat([{ id: 'runner', card: 'Gustcloak Runner' }], [{ id: 'wall', card: 'Wall of Wood' }, ...lands('Forest', 3, 'f')], { bHand: [{ id: 'foliage', card: 'Flash Foliage' }] });
    s = block(toBlocks(s, 'runner'), 'B', ['wall', 'runner']);
    s = play(s, pass('A'), pass('B'), choose('A', 'runner.1', 'no'));
    expect(s.stack).toEqual([]);
    s = play(s, pass('A'), cast('B', 'foliage', 'runner'), pass('B'), pass('A'));
    expect(s.stack).toEqual([]);
    expect(s.combat!.attackers[0]!.blockedBy).toEqual(['wall', 'foliage.1']);
  });
});

describe('Engulfing Slagwurm', () => {
  it('CR 509.3b: when it blocks a creature, that creature is destroyed and its controller gains life equal to its toughness', () => {
    let s = combat([{ id: 'ape', card: 'Silverback Ape' }], [{ id: 'wurm', card: 'Engulfing Slagwurm' }]);
    s = block(toBlocks(s, 'ape'), 'B', ['wurm', 'ape']);
    expect(stackIds(s)).toEqual(['wurm.1']);
    expect(s.stack[0]).toMatchObject({ controller: 'B', eventObject: 'ape' });
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['ape']);
    expect(life(s, 'B')).toBe(25);
  });

  it('CR 509.3d: blocked by two creatures, it triggers once for each, with each one\'s toughness', () => {
    let s = combat([{ id: 'wurm', card: 'Engulfing Slagwurm' }], [{ id: 'cadet', card: 'Eager Cadet' }, { id: 'wall', card: 'Wall of Wood' }]);
    s = block(toBlocks(s, 'wurm'), 'B', ['cadet', 'wurm'], ['wall', 'wurm']);
    expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', triggers: [{ id: 'wurm.1' }, { id: 'wurm.2' }] });
    s = resolveAll(play(s, order('A', 'wurm.1', 'wurm.2')));
    expect(graveyard(s, 'B').sort()).toEqual(['cadet', 'wall']);
    expect(life(s, 'A')).toBe(24);
  });

  it('CR 702.12b: an indestructible creature is not destroyed, but its controller still gains the life', () => {
    let s = combat([{ id: 'myr', card: 'Darksteel Myr' }], [{ id: 'wurm', card: 'Engulfing Slagwurm' }]);
    s = resolveAll(block(toBlocks(s, 'myr'), 'B', ['wurm', 'myr']));
    expect(s.battlefield).toContain('myr');
    expect(life(s, 'B')).toBe(21);
  });

  it('CR 611.2, 608.2h: the toughness counts pumps: a Giant Grown Grizzly Bears gives 5 life', () => {
    let s = combat([{ id: 'wurm', card: 'Engulfing Slagwurm' }, ...lands('Forest', 1, 'f')], [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Forest', 1, 'g')],
      { bHand: [{ id: 'gg', card: 'Giant Growth' }] });
    s = play(attack(s, 'wurm'), pass('A'), cast('B', 'gg', 'bear'), pass('B'), pass('A'), pass('A'), pass('B'));
    s = resolveAll(block(s, 'B', ['bear', 'wurm']));
    expect(life(s, 'A')).toBe(25);
  });

  it('CR 509.3d, 509.4: a creature put onto the battlefield blocking it triggers "becomes blocked by a creature"', () => {
    let s = combat([{ id: 'wurm', card: 'Engulfing Slagwurm' }], [...lands('Forest', 3, 'f')], { bHand: [{ id: 'foliage', card: 'Flash Foliage' }] });
    s = play(toBlocks(s, 'wurm'), pass('A'), cast('B', 'foliage', 'wurm'), pass('B'), pass('A'));
    expect(stackIds(s)).toEqual(['wurm.1']);
    expect(s.stack[0]!.eventObject).toBe('foliage.1');
    s = passBoth(s);
    expect(s.battlefield).not.toContain('foliage.1');
    expect(life(s, 'A')).toBe(21);
  });
});

describe('Ophidian', () => {
  it('CR 509.3g: a blocked Ophidian does not trigger', () => {
    let s = combat([{ id: 'oph', card: 'Ophidian' }], [{ id: 'wall', card: 'Wall of Wood' }]);
    s = block(toBlocks(s, 'oph'), 'B', ['wall', 'oph']);
    expect(s.stack).toEqual([]);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });
});

describe('Thieving Magpie', () => {
  it('CR 603.2: Thieving Magpie dealing combat damage to an opponent draws a card', () => {
    let s = combat([{ id: 'magpie', card: 'Thieving Magpie' }], [], { aLibrary: ['Forest'] });
    s = untilStep(attack(s, 'magpie'), 'combatDamage');
    expect(stackIds(s)).toEqual(['magpie.1']);
    s = passBoth(s);
    expect(hand(s, 'A').length).toBe(1);
    expect(life(s, 'B')).toBe(19);
  });

  it('CR 603.2g: damage prevented by Fog is never dealt, so Thieving Magpie does not trigger', () => {
    let s = combat([{ id: 'magpie', card: 'Thieving Magpie' }], [...lands('Forest', 1, 'f')], { bHand: [{ id: 'fog', card: 'Fog' }] });
    s = play(attack(s, 'magpie'), pass('A'), cast('B', 'fog'), pass('B'), pass('A'));
    s = untilStep(s, 'combatDamage');
    expect(s.stack).toEqual([]);
    expect(life(s, 'B')).toBe(20);
    expect(hand(s, 'A')).toEqual([]);
    expect(logged(s, '615.1', 'prevented')).toBe(true);
  });

  it('CR 615.7, 603.2g: Mending Hands on Bruno meets the Magpie\'s 1 and the Ape\'s 5 at once: Bruno chooses which damage it prevents; the Magpie triggers only if some of its damage is dealt', () => {
    let s = combat([{ id: 'magpie', card: 'Thieving Magpie' }, { id: 'ape', card: 'Silverback Ape' }], [...lands('Plains', 1, 'p')], { bHand: [{ id: 'mh', card: 'Mending Hands' }] });
    s = play(attack(s, 'magpie', 'ape'), pass('A'), cast('B', 'mh', 'B'), pass('B'), pass('A'));
    s = untilStep(s, 'combatDamage');
    // 6 damage at B, the shield stops 4 of it: asked about the Magpie's (assigned first), the rest of
    // the shield goes to the Ape's.
    expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'B', object: 'prevention-shield', rule: '615.7', options: ['0', '1'] });
    expect(life(s, 'B')).toBe(20);
    const magpieStopped = play(s, choose('B', 'prevention-shield', '1'));
    expect(life(magpieStopped, 'B')).toBe(18);
    expect(logged(magpieStopped, '615.7', '1 damage from Thieving Magpie to B is prevented')).toBe(true);
    expect(magpieStopped.stack.some((item) => item.source === 'magpie')).toBe(false);
    const apeStopped = play(s, choose('B', 'prevention-shield', '0'));
    expect(life(apeStopped, 'B')).toBe(18);
    expect(logged(apeStopped, '615.7', '4 damage from Silverback Ape to B is prevented')).toBe(true);
    expect(apeStopped.stack.some((item) => item.source === 'magpie')).toBe(true);
  });

  it('CR 615.7: a shield that stops all the damage of two sources asks nothing', () => {
    let s = combat([{ id: 'magpie', card: 'Thieving Magpie' }, { id: 'bear', card: 'Grizzly Bears' }], [...lands('Plains', 1, 'p')], { bHand: [{ id: 'mh', card: 'Mending Hands' }] });
    s = play(attack(s, 'magpie', 'bear'), pass('A'), cast('B', 'mh', 'B'), pass('B'), pass('A'));
    s = untilStep(s, 'combatDamage');
    expect(s.pendingChoice?.type).toBe('priority');
    expect(life(s, 'B')).toBe(20);
  });

  it('CR 603.2: damage to its own controller or a creature is not damage to an opponent', () => {
    let s = combat([{ id: 'magpie', card: 'Thieving Magpie' }], [{ id: 'hawk', card: 'Suntail Hawk' }]);
    s = block(toBlocks(s, 'magpie'), 'B', ['hawk', 'magpie']);
    s = untilStep(s, 'main2');
    expect(hand(s, 'A')).toEqual([]);
    expect(graveyard(s, 'B')).toEqual(['hawk']);
  });
});

describe('Fog Elemental', () => {
  it('CR 603.7, 603.7e: attacking sets up a delayed sacrifice at end of combat, with Fog Elemental as its source', () => {
    let s = combat([{ id: 'fe', card: 'Fog Elemental' }], []);
    s = passBoth(attack(s, 'fe'));
    expect(s.delayedTriggers).toMatchObject([{ source: 'fe', controller: 'A', when: 'endOfCombat', effect: 'sacrifice' }]);
    s = untilStep(s, 'combatDamage');
    expect(life(s, 'B')).toBe(16);
    s = untilStep(s, 'endCombat');
    expect(s.stack).toMatchObject([{ id: 'fe.2', source: 'fe', controller: 'A' }]);
    s = passBoth(s);
    expect(graveyard(s, 'A')).toEqual(['fe']);
  });

  it('CR 509.3a: blocking also sets it up', () => {
    let s = combat([{ id: 'hawk', card: 'Suntail Hawk' }], [{ id: 'fe', card: 'Fog Elemental' }]);
    s = block(toBlocks(s, 'hawk'), 'B', ['fe', 'hawk']);
    expect(stackIds(s)).toEqual(['fe.1']);
    s = untilStep(passBoth(s), 'endCombat');
    s = passBoth(s);
    expect(graveyard(s, 'B')).toEqual(['fe']);
    expect(graveyard(s, 'A')).toEqual(['hawk']);
  });
});

describe('Royal Trooper and Sustainer of the Realm', () => {
  it('CR 509.3a: Royal Trooper blocking gets +2/+2 and survives Grizzly Bears, killing it', () => {
    let s = combat([{ id: 'bear', card: 'Grizzly Bears' }], [{ id: 'rt', card: 'Royal Trooper' }]);
    s = block(toBlocks(s, 'bear'), 'B', ['rt', 'bear']);
    expect(stackIds(s)).toEqual(['rt.1']);
    s = passBoth(s);
    expect(permanent(s, 'rt')).toMatchObject({ power: 4, toughness: 4 });
    s = untilStep(s, 'main2');
    expect(graveyard(s, 'A')).toEqual(['bear']);
    expect(s.battlefield).toContain('rt');
  });

  it('CR 509.3a: Royal Trooper attacking does not trigger', () => {
    const s = attack(combat([{ id: 'rt', card: 'Royal Trooper' }], []), 'rt');
    expect(s.stack).toEqual([]);
  });

  it('CR 509.3a: Sustainer of the Realm blocking gets +0/+2 until end of turn', () => {
    let s = combat([{ id: 'elephant', card: 'Trained Armodon' }], [{ id: 'sus', card: 'Sustainer of the Realm' }]);
    s = passBoth(block(toBlocks(s, 'elephant'), 'B', ['sus', 'elephant']));
    expect(permanent(s, 'sus')).toMatchObject({ power: 2, toughness: 5, keywords: ['flying'] });
    s = untilStep(s, 'main2');
    expect(s.battlefield).toContain('sus');
    expect(permanent(s, 'sus')!.damage).toBe(3);
    s = untilStep(s, 'upkeep', 4);
    expect(permanent(s, 'sus')).toMatchObject({ toughness: 3, damage: 0 });
  });
});

describe('Reconnaissance Mission and Bident of Thassa', () => {
  for (const card of ['Reconnaissance Mission', 'Bident of Thassa']) {
    it(`CR 510.2, 603.5: ${card} triggers once for each creature its controller controls that deals combat damage to a player; each draw is optional`, () => {
      let s = combat([{ id: 'ench', card }, { id: 'bear', card: 'Grizzly Bears' }, { id: 'cadet', card: 'Eager Cadet' }], [], { aLibrary: ['Forest', 'Island'] });
      s = untilStep(attack(s, 'bear', 'cadet'), 'combatDamage');
      expect(s.pendingChoice).toMatchObject({ type: 'orderTriggers', player: 'A', triggers: [{ id: 'ench.1', card }, { id: 'ench.2', card }] });
      expect(s.pendingTriggers.map((t) => t.eventObject)).toEqual(['bear', 'cadet']);
      s = play(s, order('A', 'ench.1', 'ench.2'), pass('A'), pass('B'));
      expect(s.pendingChoice).toMatchObject({ type: 'choose', player: 'A', object: 'ench.2', options: ['yes', 'no'] });
      s = play(s, choose('A', 'ench.2', 'yes'), pass('A'), pass('B'), choose('A', 'ench.1', 'no'));
      expect(hand(s, 'A').length).toBe(1);
    });
  }

  it('CR 510.2: the opponent\'s creatures dealing damage do not trigger it', () => {
    let s = game({ turn: { number: 4, activePlayer: 'B', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'rm', card: 'Reconnaissance Mission' }], library: ['Forest'] },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library: ['Forest'] },
    ] });
    s = untilStep(play(s, { type: 'declareAttackers', player: 'B', attackers: [{ attacker: 'bear', defender: 'A' }] }), 'main2');
    expect(life(s, 'A')).toBe(18);
    expect(hand(s, 'A')).toEqual([]);
  });

  it('CR 733.1: answering the draw question for a trigger that is not resolving is refused', () => {
    let s = combat([{ id: 'rm', card: 'Reconnaissance Mission' }, { id: 'bear', card: 'Grizzly Bears' }], [], { aLibrary: ['Forest'] });
    s = untilStep(attack(s, 'bear'), 'combatDamage');
    expectRefused(s, choose('A', 'rm.1', 'yes'), '117');
    s = passBoth(s);
    expectRefused(s, choose('A', 'rm.2', 'yes'), '608.2d');
    expectRefused(s, choose('B', 'rm.1', 'yes'), '603.5');
    expectRefused(s, choose('A', 'rm.1', 'maybe'), '608.2d');
  });
});
