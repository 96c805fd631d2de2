// CR 510 (combat damage step) with 702.19 (trample), 702.2 (deathtouch), 702.7 and 702.4 (first and
// double strike), 702.15 (lifelink), 702.12 (indestructible), 120.3 and 615 (prevention), in both rule
// sets: today's free division (510.1c–d since 2024) and the legacy damage assignment order.
import { describe, expect, it } from 'vitest';
import { play } from './helpers';
import {
  RULE_SETS, accepts, assign, attack, attackAndPass, block, board, life, onBattlefield, pass, passBoth, perm, refusalOf,
  toDamage, withEffect, withoutEffects,
} from './combatHelpers';
import type { GameState, RulesVariant } from '../../src/engine/index';

const VENOM = { name: 'Venom Dreadmaw', manaCost: '{4}{B}{G}', types: ['Creature' as const], subtypes: ['Dinosaur'], power: 6, toughness: 6, keywords: ['trample' as const, 'deathtouch' as const] };

function pendingSources(s: GameState) {
  const p = s.pendingChoice;
  if (p?.type !== 'assignDamage') throw new Error(`no assignDamage pending: ${JSON.stringify(p)}`);
  return p;
}

describe.each(RULE_SETS)('combat damage under the %s rules', (rules: RulesVariant) => {
  const legacy = rules === 'legacy-damage-order';

  describe('CR 510.1: assigning', () => {
    const wurmAndTwo = () => toDamage(
      board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'cadet', card: 'Eager Cadet' }] }),
      attack('wurm'), block(['wall', 'wurm'], ['cadet', 'wurm']),
    );

    it('CR 510.1a: a creature assigns all of its power, no more, no less', () => {
      const s = wurmAndTwo();
      const e = refusalOf(s, assign('A', ['wurm', { wall: 3, cadet: 2 }]));
      expect(e.rule).toBe('510.1a');
      expect(e.message).toBe('Craw Wurm must assign all of its 6 combat damage, not 5.');
      expect(refusalOf(s, assign('A', ['wurm', { wall: 4, cadet: 3 }])).rule).toBe('510.1a');
      expect(refusalOf(s, assign('A', ['wurm', { wall: 7, cadet: -1 }])).rule).toBe('510.1a');
    });

    it(`CR 510.1c: ${legacy ? 'lethal damage to the first blocker in the order before any to the next' : 'a creature blocked by two divides its damage freely'}`, () => {
      const s = wurmAndTwo();
      if (legacy) {
        const e = refusalOf(s, assign('A', ['wurm', { wall: 1, cadet: 5 }]));
        expect(e.rule).toBe('510.1c');
        expect(e.message).toContain('must assign lethal damage to Wall of Wood before assigning any to Eager Cadet');
      } else {
        expect(accepts(s, assign('A', ['wurm', { wall: 1, cadet: 5 }]))).toBe(true);
        expect(accepts(s, assign('A', ['wurm', { cadet: 6 }]))).toBe(true);
      }
      const after = play(s, assign('A', ['wurm', { wall: 3, cadet: 3 }]));
      expect(onBattlefield(after, 'wall')).toBe(false);
      expect(onBattlefield(after, 'cadet')).toBe(false);
      // CR 510.2: dealt simultaneously: the Cadet's 1 damage is dealt too.
      expect(perm(after, 'wurm')?.damage).toBe(1);
    });

    it('CR 510.1c: a blocked creature without trample cannot assign damage to the player (the refusal says why)', () => {
      const e = refusalOf(wurmAndTwo(), assign('A', ['wurm', { wall: 3, cadet: 1, B: 2 }]));
      expect(e.rule).toBe('510.1c');
      expect(e.message).toBe('Craw Wurm is blocked and has no trample: it assigns its combat damage only to the creatures blocking it (Wall of Wood and Eager Cadet), not to Bruno.');
    });

    it('CR 510.1: only the asked player assigns, each creature once, and an automatic assignment cannot be changed', () => {
      const s = toDamage(
        board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'cadet', card: 'Eager Cadet' }, { id: 'ape', card: 'Silverback Ape' }] }),
        attack('wurm', 'bears'), block(['wall', 'wurm'], ['cadet', 'wurm'], ['ape', 'bears']),
      );
      expect(pendingSources(s).sources.map((x) => x.source)).toEqual(['wurm']);
      expect(refusalOf(s, { ...assign('A', ['wurm', { wall: 3, cadet: 3 }]), player: 'B' }).rule).toBe('510.1');
      expect(refusalOf(s, assign('A', ['wurm', { wall: 3, cadet: 3 }], ['wurm', { wall: 6 }])).rule).toBe('510.1');
      expect(refusalOf(s, assign('A', ['wurm', { wall: 3, cadet: 3 }], ['bears', { B: 2 }])).rule).toBe('510.1c');
      expect(accepts(s, assign('A', ['wurm', { wall: 3, cadet: 3 }], ['bears', { ape: 2 }]))).toBe(true);
      expect(refusalOf(s, assign('A', ['wurm', { wall: 3, cadet: 3 }], ['ape', { bears: 5 }])).rule).toBe('510.1');
      expect(refusalOf(s, assign('A')).rule).toBe('510.1c');
    });

    it('CR 510.1d (legacy order): a refusal names two creatures that share a name by their ids', () => {
      if (!legacy) return;
      const s = toDamage(
        board({ rules, a: [{ id: 'gb1', card: 'Grizzly Bears' }, { id: 'gb2', card: 'Grizzly Bears' }], b: [{ id: 'brigade', card: 'Foriysian Brigade' }] }),
        attack('gb1', 'gb2'), block(['brigade', 'gb1'], ['brigade', 'gb2']), { attackers: { brigade: ['gb2', 'gb1'] } },
      );
      const e = refusalOf(s, assign('B', ['brigade', { gb1: 1, gb2: 1 }]));
      expect(e.rule).toBe('510.1d');
      expect(e.message).toBe('Under the damage assignment order, Foriysian Brigade must assign lethal damage to Grizzly Bears (gb2) before assigning any to Grizzly Bears (gb1): Grizzly Bears (gb2, toughness 2) gets 1 and needs 1 more.');
    });

    it('CR 510.1d, 510.1: the refusal of a missing assignment and the log of a division name two Grizzly Bears by their ids', () => {
      const s = toDamage(
        board({ rules, a: [{ id: 'gb1', card: 'Grizzly Bears' }, { id: 'gb2', card: 'Grizzly Bears' }], b: [{ id: 'brigade', card: 'Foriysian Brigade' }] }),
        attack('gb1', 'gb2'), block(['brigade', 'gb1'], ['brigade', 'gb2']), { attackers: { brigade: ['gb1', 'gb2'] } },
      );
      expect(refusalOf(s, assign('B')).message).toBe('Assign Foriysian Brigade\'s 2 combat damage among Grizzly Bears (gb1) and Grizzly Bears (gb2).');
      const after = play(s, assign('B', ['brigade', { gb1: 2 }]));
      expect(after.log.flat().some((e) => e.text === "Bruno assigns Foriysian Brigade's combat damage: 2 to Grizzly Bears (gb1)")).toBe(true);
    });

    it('CR 510.1d: a creature blocking two attackers divides its damage among them', () => {
      const s = toDamage(
        board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'piker', card: 'Goblin Piker' }], b: [{ id: 'brigade', card: 'Foriysian Brigade' }] }),
        attack('bears', 'piker'), block(['brigade', 'bears'], ['brigade', 'piker']),
      );
      // Each attacker has one blocker: Ana has nothing to choose; Bruno divides the Brigade's 2.
      const p = pendingSources(s);
      expect(p.player).toBe('B');
      expect(p.sources[0]?.recipients.map((r) => [r.target, r.lethal])).toEqual([['bears', 2], ['piker', 1]]);
      if (legacy) expect(refusalOf(s, assign('B', ['brigade', { bears: 1, piker: 1 }])).rule).toBe('510.1d');
      else expect(accepts(s, assign('B', ['brigade', { bears: 1, piker: 1 }]))).toBe(true);
      const after = play(s, assign('B', ['brigade', { bears: 2 }]));
      expect(onBattlefield(after, 'bears')).toBe(false);
      expect(onBattlefield(after, 'brigade')).toBe(false);
      expect(onBattlefield(after, 'piker')).toBe(true);
    });
  });

  describe('CR 702.19: trample', () => {
    it('CR 702.19b: lethal damage to the blocker counts damage already marked; the rest may go to the player', () => {
      const s = toDamage(board({ rules, a: [{ id: 'maw', card: 'Colossal Dreadmaw' }], b: [{ id: 'armodon', card: 'Trained Armodon', damage: 1 }] }), attack('maw'), block(['armodon', 'maw']));
      const src = pendingSources(s).sources[0];
      expect(src).toMatchObject({ source: 'maw', power: 6, trample: true, deathtouch: false });
      expect(src?.recipients).toEqual([
        { target: 'armodon', kind: 'creature', toughness: 3, damage: 1, lethal: 2 },
        { target: 'B', kind: 'player', lethal: 0 },
      ]);
      const e = refusalOf(s, assign('A', ['maw', { armodon: 1, B: 5 }]));
      expect(e.rule).toBe('702.19b');
      expect(e.message).toBe('Colossal Dreadmaw has trample, but it can assign damage to Bruno only once lethal damage is assigned to every creature blocking it: Trained Armodon (toughness 3, 1 already marked) gets 1 and needs 1 more.');
      const after = play(s, assign('A', ['maw', { armodon: 2, B: 4 }]));
      expect(life(after, 'B')).toBe(16);
      expect(onBattlefield(after, 'armodon')).toBe(false);
    });

    it('CR 702.19b, 702.2c: with deathtouch, 1 damage is lethal to a blocker', () => {
      const s = toDamage(board({ rules, cards: [VENOM], a: [{ id: 'venom', card: 'Venom Dreadmaw' }], b: [{ id: 'wurm', card: 'Craw Wurm' }] }), attack('venom'), block(['wurm', 'venom']));
      expect(pendingSources(s).sources[0]?.recipients[0]?.lethal).toBe(1);
      const after = play(s, assign('A', ['venom', { wurm: 1, B: 5 }]));
      expect(life(after, 'B')).toBe(15);
      expect(onBattlefield(after, 'wurm')).toBe(false); // CR 702.2b
    });

    it('CR 702.19b, 702.2c: a deathtouch trampler that skips a blocker is told it needs 1 more, not the toughness', () => {
      const s = toDamage(
        board({ rules, cards: [VENOM], a: [{ id: 'venom', card: 'Venom Dreadmaw' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'bears', card: 'Grizzly Bears' }] }),
        attack('venom'), block(['wall', 'venom'], ['bears', 'venom']), { blockers: { venom: ['wall', 'bears'] } },
      );
      const e = refusalOf(s, assign('A', ['venom', { bears: 1, B: 5 }]));
      expect(e.rule).toBe('702.19b');
      expect(e.message).toContain('Wall of Wood (toughness 3) gets 0 and needs 1 more (Venom Dreadmaw has deathtouch: any damage it deals is lethal, 702.2c)');
    });

    it('CR 702.19b: damage another attacker assigns to the same blocker counts toward lethal', () => {
      const s = toDamage(
        board({ rules, a: [{ id: 'maw', card: 'Colossal Dreadmaw' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'brigade', card: 'Foriysian Brigade' }] }),
        attack('maw', 'bears'), block(['brigade', 'maw'], ['brigade', 'bears']), { attackers: { brigade: ['bears', 'maw'] } },
      );
      // Grizzly Bears has one recipient and assigns its 2 to the Brigade automatically: 2 more are lethal.
      expect(pendingSources(s).sources[0]?.recipients[0]).toMatchObject({ target: 'brigade', lethal: 2 });
      expect(refusalOf(s, assign('A', ['maw', { brigade: 1, B: 5 }])).rule).toBe('702.19b');
      let after = play(s, assign('A', ['maw', { brigade: 2, B: 4 }]));
      expect(pendingSources(after).player).toBe('B');
      after = play(after, assign('B', ['brigade', { bears: 2 }]));
      expect(life(after, 'B')).toBe(16);
      expect(onBattlefield(after, 'brigade')).toBe(false);
      expect(onBattlefield(after, 'bears')).toBe(false);
    });

    it('CR 702.19b, 615.7: prevention is not counted: Mending Hands on the blocker does not raise lethal', () => {
      let s = attackAndPass(board({ rules, a: [{ id: 'maw', card: 'Colossal Dreadmaw' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'p', card: 'Plains' }], handB: [{ id: 'mh', card: 'Mending Hands' }] }), attack('maw'));
      s = play(s, block(['wall', 'maw']), pass('A'), { type: 'cast', player: 'B', card: 'mh', targets: ['wall'] });
      s = passBoth(s); // Mending Hands resolves
      s = passBoth(s); // to the combat damage step
      expect(pendingSources(s).sources[0]?.recipients[0]?.lethal).toBe(3);
      expect(refusalOf(s, assign('A', ['maw', { wall: 2, B: 4 }])).rule).toBe('702.19b');
      const after = play(s, assign('A', ['maw', { wall: 3, B: 3 }]));
      expect(perm(after, 'wall')?.damage).toBe(0);
      expect(onBattlefield(after, 'wall')).toBe(true);
      expect(life(after, 'B')).toBe(17);
    });

    it('CR 702.19b, 702.12b: indestructible is not counted: 1 damage is lethal to Darksteel Myr, which survives it', () => {
      const s = toDamage(board({ rules, a: [{ id: 'maw', card: 'Colossal Dreadmaw' }], b: [{ id: 'myr', card: 'Darksteel Myr' }] }), attack('maw'), block(['myr', 'maw']));
      expect(pendingSources(s).sources[0]?.recipients[0]?.lethal).toBe(1);
      const after = play(s, assign('A', ['maw', { myr: 1, B: 5 }]));
      expect(onBattlefield(after, 'myr')).toBe(true);
      expect(perm(after, 'myr')?.damage).toBe(1);
      expect(life(after, 'B')).toBe(15);
    });

    it("CR 702.19b: a trampler's excess goes only to the one it attacks", () => {
      const s = toDamage(board({ rules, a: [{ id: 'maw', card: 'Colossal Dreadmaw' }], b: [{ id: 'bears', card: 'Grizzly Bears' }] }), attack('maw'), block(['bears', 'maw']));
      const e = refusalOf(s, assign('A', ['maw', { bears: 2, A: 4 }]));
      expect(e.rule).toBe('702.19b');
      expect(e.message).toContain('Ana');
    });

    it('CR 702.19f: a trampler attacking a planeswalker assigns its excess to the planeswalker, never to the defending player', () => {
      const s = toDamage(board({ rules, a: [{ id: 'maw', card: 'Colossal Dreadmaw' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'jace', card: 'Jace Beleren' }] }), attack(['maw', 'jace']), block(['bears', 'maw']));
      const e = refusalOf(s, assign('A', ['maw', { bears: 2, B: 4 }]));
      expect(e.rule).toBe('702.19f');
      expect(e.message).toBe('Colossal Dreadmaw is attacking Jace Beleren: with trample, damage beyond lethal goes only to that planeswalker, never to Bruno.');
      const after = play(s, assign('A', ['maw', { bears: 2, jace: 4 }]));
      expect(onBattlefield(after, 'jace')).toBe(false);
      expect(life(after, 'B')).toBe(20);
    });

    it('CR 702.19d: a blocked trampler whose blocker is gone assigns all its damage to the player; 510.1c: without trample, none', () => {
      const setup = (id: string, card: string) => {
        let s = attackAndPass(board({ rules, a: [{ id, card }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'i', card: 'Island' }], handB: [{ id: 'un', card: 'Unsummon' }] }), attack(id));
        s = play(s, block(['bears', id]), pass('A'), { type: 'cast', player: 'B', card: 'un', targets: ['bears'] });
        return passBoth(passBoth(s));
      };
      const maw = setup('maw', 'Colossal Dreadmaw');
      expect(maw.turn.step).toBe('combatDamage');
      expect(life(maw, 'B')).toBe(14);
      const wurm = setup('wurm', 'Craw Wurm');
      expect(wurm.turn.step).toBe('combatDamage');
      expect(life(wurm, 'B')).toBe(20);
      expect(wurm.combat?.attackers[0]?.blocked).toBe(true);
    });
  });

  describe('CR 510.1a: no power, no damage', () => {
    it('CR 510.1a: a creature with 0 power assigns no combat damage', () => {
      const s = toDamage(board({ rules, a: [{ id: 'thopter', card: 'Ornithopter' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'wall', card: 'Wall of Wood' }] }), attack('thopter', 'bears'), block(['wall', 'bears']));
      expect(life(s, 'B')).toBe(20);
      expect(perm(s, 'bears')?.damage).toBe(0);
      expect(perm(s, 'wall')?.damage).toBe(2);
    });
  });

  describe('CR 510.4: first strike and double strike', () => {
    it('CR 702.7b: a first striker deals its damage in a first step; a creature it destroys deals none', () => {
      let s = toDamage(board({ rules, a: [{ id: 'knight', card: 'Youthful Knight' }], b: [{ id: 'bears', card: 'Grizzly Bears' }] }), attack('knight'), block(['bears', 'knight']));
      expect(s.turn.step).toBe('combatDamage');
      expect(s.combat?.hasFirstStrikeStep).toBe(true);
      expect(onBattlefield(s, 'bears')).toBe(false);
      s = passBoth(s);
      expect(s.turn.step).toBe('combatDamage');
      expect(s.combat?.firstStrikeStepDone).toBe(true);
      s = passBoth(s);
      expect(s.turn.step).toBe('endCombat');
      expect(perm(s, 'knight')?.damage).toBe(0);
    });

    it('CR 702.4b: double strike deals damage in both steps', () => {
      let s = toDamage(board({ rules, a: [{ id: 'blade', card: 'Boros Swiftblade' }, { id: 'blade2', card: 'Boros Swiftblade' }], b: [{ id: 'cadet', card: 'Eager Cadet' }] }), attack('blade', 'blade2'), block(['cadet', 'blade2']));
      expect(life(s, 'B')).toBe(19);
      expect(onBattlefield(s, 'cadet')).toBe(false);
      s = passBoth(s);
      expect(life(s, 'B')).toBe(18);
      expect(perm(s, 'blade2')?.damage).toBe(0);
    });

    it('CR 702.7c: a creature given first strike after the first step still deals damage in the second', () => {
      let s = toDamage(board({ rules, a: [{ id: 'knight', card: 'Youthful Knight' }, { id: 'ape', card: 'Silverback Ape' }], b: [{ id: 'wall', card: 'Wall of Wood' }] }), attack('knight', 'ape'), block(['wall', 'ape']));
      expect(life(s, 'B')).toBe(18);
      expect(perm(s, 'wall')?.damage).toBe(0);
      s = passBoth(withEffect(s, 'ape', { addKeywords: ['first strike'] }));
      expect(onBattlefield(s, 'wall')).toBe(false);
      expect(life(s, 'B')).toBe(18);
    });

    it('CR 702.7c: a creature that had first strike as the first step began does not deal damage again after losing it', () => {
      let s = attackAndPass(board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }] }), attack('bears'));
      s = passBoth(withEffect(s, 'bears', { addKeywords: ['first strike'] }));
      expect(life(s, 'B')).toBe(18);
      s = passBoth(withoutEffects(s, 'bears'));
      expect(s.turn.step).toBe('combatDamage');
      expect(s.combat?.firstStrikeStepDone).toBe(true);
      expect(life(s, 'B')).toBe(18);
    });

    it('CR 702.4c: removing double strike during the first step stops the second hit', () => {
      let s = attackAndPass(board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }] }), attack('bears'));
      s = passBoth(withEffect(s, 'bears', { addKeywords: ['double strike'] }));
      expect(life(s, 'B')).toBe(18);
      s = passBoth(withoutEffects(s, 'bears'));
      expect(life(s, 'B')).toBe(18);
    });

    it('CR 702.4d: giving double strike to a first striker after the first step makes it deal damage again', () => {
      let s = attackAndPass(board({ rules, a: [{ id: 'knight', card: 'Youthful Knight' }] }), attack('knight'));
      s = passBoth(s);
      expect(life(s, 'B')).toBe(18);
      s = passBoth(withEffect(s, 'knight', { addKeywords: ['double strike'] }));
      expect(life(s, 'B')).toBe(16);
    });
  });

  describe('CR 510.2: dealing the damage', () => {
    it('CR 510.2: damage is dealt simultaneously: two Grizzly Bears destroy each other', () => {
      const s = toDamage(board({ rules, a: [{ id: 'x', card: 'Grizzly Bears' }], b: [{ id: 'y', card: 'Grizzly Bears' }] }), attack('x'), block(['y', 'x']));
      expect(onBattlefield(s, 'x')).toBe(false);
      expect(onBattlefield(s, 'y')).toBe(false);
    });

    it('CR 702.15b: lifelink: Mesa Unicorn and Vampire Nighthawk gain their controller life as they deal damage', () => {
      const s = toDamage(
        board({ rules, a: [{ id: 'unicorn', card: 'Mesa Unicorn' }, { id: 'hawk', card: 'Vampire Nighthawk' }], b: [{ id: 'spider', card: 'Giant Spider' }] }),
        attack('unicorn', 'hawk'), block(['spider', 'hawk']),
      );
      expect(life(s, 'A')).toBe(24);
      expect(life(s, 'B')).toBe(18);
      expect(onBattlefield(s, 'spider')).toBe(false); // CR 702.2b: deathtouch
      expect(perm(s, 'hawk')?.damage).toBe(2);
    });

    it('CR 702.2b: Typhoid Rats destroys the Craw Wurm it blocks', () => {
      const s = toDamage(board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }], b: [{ id: 'rats', card: 'Typhoid Rats' }] }), attack('wurm'), block(['rats', 'wurm']));
      expect(onBattlefield(s, 'wurm')).toBe(false);
      expect(onBattlefield(s, 'rats')).toBe(false);
    });

    it('CR 702.12b: Darksteel Myr is not destroyed by lethal damage', () => {
      const s = toDamage(board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'myr', card: 'Darksteel Myr' }] }), attack('bears'), block(['myr', 'bears']));
      expect(onBattlefield(s, 'myr')).toBe(true);
      expect(perm(s, 'myr')?.damage).toBe(2);
      expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    });

    it('CR 120.3c, 704.5i: combat damage to a planeswalker removes loyalty counters; at 0 it is put into the graveyard', () => {
      let s = toDamage(board({ rules, a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'jace', card: 'Jace Beleren' }] }), attack(['bears', 'jace']), null);
      expect(perm(s, 'jace')?.counters.loyalty).toBe(1);
      s = toDamage(board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }], b: [{ id: 'jace', card: 'Jace Beleren' }] }), attack(['wurm', 'jace']), null);
      expect(onBattlefield(s, 'jace')).toBe(false);
      expect(life(s, 'B')).toBe(20);
    });

    it('CR 615.1: Fog prevents all combat damage as it would be dealt', () => {
      let s = attackAndPass(board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'y', card: 'Grizzly Bears' }, { id: 'f', card: 'Forest' }], handB: [{ id: 'fog', card: 'Fog' }] }), attack('wurm', 'bears'));
      s = play(s, block(['y', 'bears']), pass('A'), { type: 'cast', player: 'B', card: 'fog' });
      s = passBoth(passBoth(s));
      expect(s.turn.step).toBe('combatDamage');
      expect(life(s, 'B')).toBe(20);
      expect(onBattlefield(s, 'bears')).toBe(true);
      expect(onBattlefield(s, 'y')).toBe(true);
    });
  });
});
