// The worked examples of the seeds (shared/seeds/000_…, 001_…, 004_…), in both rule sets: Craw Wurm
// and its two blockers, Giant Growth and Mending Hands on the Wall, Enormous Baloth and Durkwood Boars
// sharing the Foriysian Brigade, Suntail Hawk / Goblin Piker / Mogg Fanatic, Lumengrid Warden and
// Flash Foliage.
import { describe, expect, it } from 'vitest';
import { play } from './helpers';
import { RULE_SETS, accepts, assign, attack, attackAndPass, answerOrders, block, board, life, onBattlefield, pass, passBoth, perm, refusalOf, toDamage } from './combatHelpers';
import type { GameState, RulesVariant } from '../../src/engine/index';

/** Every split of the Wurm's 6 damage between the Wall (first) and the Cadet, as "wall/cadet", that is legal. */
function legalSplits(s: GameState): string[] {
  const out: string[] = [];
  for (let wall = 0; wall <= 6; wall++) if (accepts(s, assign('A', ['wurm', { wall, cadet: 6 - wall }]))) out.push(`${wall}/${6 - wall}`);
  return out;
}

const ALL_SPLITS = ['0/6', '1/5', '2/4', '3/3', '4/2', '5/1', '6/0'];

describe.each(RULE_SETS)('the seeds under the %s rules', (rules: RulesVariant) => {
  const legacy = rules === 'legacy-damage-order';
  const wurmBoard = (extraB: { id: string; card: string }[] = [], handB: { id: string; card: string }[] = []) =>
    board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'cadet', card: 'Eager Cadet' }, ...extraB], handB });

  it(`CR 510.1c (seed 000): Craw Wurm blocked by Wall of Wood then Eager Cadet: ${legacy ? '3/3, 4/2, 5/1 or 6/0' : 'any division (seed 004)'}`, () => {
    const s = toDamage(wurmBoard(), attack('wurm'), block(['wall', 'wurm'], ['cadet', 'wurm']), { blockers: { wurm: ['wall', 'cadet'] } });
    expect(legalSplits(s)).toEqual(legacy ? ['3/3', '4/2', '5/1', '6/0'] : ALL_SPLITS);
  });

  it('CR 510.1c: with the order Eager Cadet first, lethal to the Cadet (1) comes first', () => {
    const s = toDamage(wurmBoard(), attack('wurm'), block(['wall', 'wurm'], ['cadet', 'wurm']), { blockers: { wurm: ['cadet', 'wall'] } });
    expect(legalSplits(s)).toEqual(legacy ? ['0/6', '1/5', '2/4', '3/3', '4/2', '5/1'] : ALL_SPLITS);
  });

  it(`CR 510.1c (seed 000): Giant Growth on the Wall: ${legacy ? 'all 6 damage must go to the Wall' : 'still any division'}`, () => {
    let s = attackAndPass(wurmBoard([{ id: 'f', card: 'Forest' }], [{ id: 'gg', card: 'Giant Growth' }]), attack('wurm'));
    s = answerOrders(play(s, block(['wall', 'wurm'], ['cadet', 'wurm'])), { wurm: ['wall', 'cadet'] });
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'gg', targets: ['wall'] });
    s = passBoth(passBoth(s));
    expect(s.pendingChoice?.type).toBe('assignDamage');
    expect(legalSplits(s)).toEqual(legacy ? ['6/0'] : ALL_SPLITS);
    const after = play(s, assign('A', ['wurm', { wall: 6 }]));
    expect(onBattlefield(after, 'wall')).toBe(false); // a 3/6 Wall with 6 damage marked
    expect(onBattlefield(after, 'cadet')).toBe(true);
    expect(onBattlefield(after, 'wurm')).toBe(false); // the grown Wall deals 3 and the Cadet 1
  });

  it(`CR 615.7 (seed 000): Mending Hands on the Wall does not change what is lethal: ${legacy ? '3/3, 4/2, 5/1 or 6/0' : 'any division'}; the prevention applies as the damage is dealt`, () => {
    let s = attackAndPass(wurmBoard([{ id: 'p', card: 'Plains' }], [{ id: 'mh', card: 'Mending Hands' }]), attack('wurm'));
    s = answerOrders(play(s, block(['wall', 'wurm'], ['cadet', 'wurm'])), { wurm: ['wall', 'cadet'] });
    s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'mh', targets: ['wall'] });
    s = passBoth(passBoth(s));
    expect(legalSplits(s)).toEqual(legacy ? ['3/3', '4/2', '5/1', '6/0'] : ALL_SPLITS);
    const after = play(s, assign('A', ['wurm', { wall: 4, cadet: 2 }]));
    expect(perm(after, 'wall')?.damage).toBe(0);
    expect(onBattlefield(after, 'wall')).toBe(true);
    expect(onBattlefield(after, 'cadet')).toBe(false);
  });

  if (legacy) {
    it('CR 510.1c: the log of a damage assignment order names two Grizzly Bears by their ids, so it says which comes first', () => {
      const s = attackAndPass(board({ rules, a: [{ id: 'wurm', card: 'Craw Wurm' }], b: [{ id: 'bear1', card: 'Grizzly Bears' }, { id: 'bear2', card: 'Grizzly Bears' }, { id: 'ape', card: 'Silverback Ape' }] }), attack('wurm'));
      const g = play(s, block(['bear1', 'wurm'], ['bear2', 'wurm'], ['ape', 'wurm']), { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'wurm', blockers: ['bear2', 'ape', 'bear1'] }] });
      expect(g.log.flat().filter((e) => e.rule === '510.1c').map((e) => e.text)).toEqual(['Damage assignment order of Craw Wurm: Grizzly Bears (bear2), Silverback Ape, Grizzly Bears (bear1)']);
    });
  }

  describe('CR 510.1c–d (seed 000): Enormous Baloth and Durkwood Boars share the Foriysian Brigade', () => {
    const baloth = () => {
      const s = attackAndPass(board({
        rules,
        a: [{ id: 'baloth', card: 'Enormous Baloth' }, { id: 'boars', card: 'Durkwood Boars' }],
        b: [{ id: 'armodon', card: 'Trained Armodon', damage: 2 }, { id: 'brigade', card: 'Foriysian Brigade' }, { id: 'ape', card: 'Silverback Ape' }, { id: 'piker', card: 'Goblin Piker' }],
      }), attack('baloth', 'boars'));
      let g = play(s, block(['armodon', 'baloth'], ['brigade', 'baloth'], ['ape', 'baloth'], ['brigade', 'boars'], ['piker', 'boars']));
      if (legacy) {
        expect(g.pendingChoice).toMatchObject({ type: 'orderBlockers', player: 'A' });
        g = play(g, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'baloth', blockers: ['armodon', 'brigade', 'ape'] }, { attacker: 'boars', blockers: ['brigade', 'piker'] }] });
        expect(g.pendingChoice).toMatchObject({ type: 'orderAttackers', player: 'B', blockers: [{ blocker: 'brigade', attackers: ['baloth', 'boars'] }] });
        g = play(g, { type: 'orderAttackers', player: 'B', orders: [{ blocker: 'brigade', attackers: ['baloth', 'boars'] }] });
      } else {
        expect(g.pendingChoice).toEqual({ type: 'priority', player: 'A' });
      }
      return passBoth(g);
    };

    it("CR 510.1c: the seed's assignment is legal: 1 to the Armodon, 1 to the Brigade, 5 to the Ape; 3 to the Brigade, 1 to the Piker", () => {
      const s = baloth();
      expect(s.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'A' });
      const seed = assign('A', ['baloth', { armodon: 1, brigade: 1, ape: 5 }], ['boars', { brigade: 3, piker: 1 }]);
      let after = play(s, seed);
      expect(after.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'B' });
      after = play(after, assign('B', ['brigade', { baloth: 2 }]));
      for (const id of ['armodon', 'brigade', 'ape', 'piker', 'baloth']) expect(onBattlefield(after, id), id).toBe(false);
      expect(perm(after, 'boars')?.damage).toBe(2);
    });

    it(`CR 510.1c: the Brigade is lethal only with both attackers' damage counted: ${legacy ? 'anything less stops the order' : 'no order applies'}`, () => {
      const s = baloth();
      const short = assign('A', ['baloth', { armodon: 1, brigade: 1, ape: 5 }], ['boars', { brigade: 2, piker: 2 }]);
      const skip = assign('A', ['baloth', { armodon: 1, ape: 6 }], ['boars', { brigade: 3, piker: 1 }]);
      const unmarked = assign('A', ['baloth', { armodon: 0, brigade: 1, ape: 6 }], ['boars', { brigade: 3, piker: 1 }]);
      if (legacy) {
        const e = refusalOf(s, short);
        expect(e.rule).toBe('510.1c');
        expect(e.message).toBe('Under the damage assignment order, Enormous Baloth must assign lethal damage to Foriysian Brigade before assigning any to Silverback Ape: Foriysian Brigade (toughness 4, 2 from other creatures) gets 1 and needs 1 more.');
        expect(refusalOf(s, skip).rule).toBe('510.1c');
        expect(refusalOf(s, unmarked).message).toContain('Trained Armodon (toughness 3, 2 already marked) gets 0 and needs 1 more');
      } else {
        for (const a of [short, skip, unmarked]) expect(accepts(s, a)).toBe(true);
      }
    });
  });

  it('CR 510.1c (seed 000): Mogg Fanatic blocks Goblin Piker and is sacrificed to kill Suntail Hawk; the Piker deals and is dealt no combat damage', () => {
    const start = board({ rules, a: [{ id: 'hawk', card: 'Suntail Hawk' }, { id: 'piker', card: 'Goblin Piker' }], b: [{ id: 'fanatic', card: 'Mogg Fanatic' }] });
    let s = play(attackAndPass(start, attack('hawk', 'piker')), block(['fanatic', 'piker']), pass('A'));
    s = play(s, { type: 'activate', player: 'B', source: 'fanatic', ability: 0, targets: ['hawk'] });
    s = passBoth(s);
    expect(onBattlefield(s, 'hawk')).toBe(false);
    s = passBoth(s);
    expect(s.turn.step).toBe('combatDamage');
    expect(life(s, 'B')).toBe(20);
    expect(perm(s, 'piker')?.damage).toBe(0);
    expect(s.combat?.attackers.find((a) => a.id === 'piker')).toMatchObject({ blocked: true, blockedBy: [] });
    // Had the Fanatic stayed, it and the Piker would have destroyed each other, and the Hawk dealt 1.
    const stayed = toDamage(start, attack('hawk', 'piker'), block(['fanatic', 'piker']));
    expect(onBattlefield(stayed, 'piker')).toBe(false);
    expect(onBattlefield(stayed, 'fanatic')).toBe(false);
    expect(life(stayed, 'B')).toBe(19);
  });

  describe('CR 509.4 (seed 000): Lumengrid Warden, Runeclaw Bear and the Saproling of Flash Foliage', () => {
    const foliage = (extraB: { id: string; card: string }[] = [], blocks = block(['bear', 'warden'])) => {
      let s = attackAndPass(board({
        rules,
        a: [{ id: 'warden', card: 'Lumengrid Warden' }],
        b: [{ id: 'bear', card: 'Runeclaw Bear' }, ...extraB, { id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }, { id: 'f3', card: 'Forest' }],
        handB: [{ id: 'ff', card: 'Flash Foliage' }],
      }), attack('warden'));
      s = answerOrders(play(s, blocks));
      s = play(s, pass('A'), { type: 'cast', player: 'B', card: 'ff', targets: ['warden'] });
      s = passBoth(s);
      // CR 509.4, 509.3a: the Saproling is blocking, but was never declared as a blocker.
      expect(s.combat?.blockers.find((b) => b.id === 'ff.1')).toMatchObject({ blocking: ['warden'] });
      expect(s.combat?.blockers.find((b) => b.id === 'ff.1')?.declared).toBeUndefined();
      expect(s.combat?.attackers[0]?.blockedBy).toContain('ff.1');
      return passBoth(s);
    };

    it(`CR 509.4: ${legacy ? 'Ana places the Saproling first in the order, then must assign lethal damage to it first' : 'Ana divides the Warden\'s damage freely'}`, () => {
      let s = foliage();
      if (legacy) {
        expect(s.pendingChoice).toEqual({ type: 'orderBlockers', player: 'A', attackers: [{ attacker: 'warden', blockers: ['bear', 'ff.1'] }] });
        s = play(s, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'warden', blockers: ['ff.1', 'bear'] }] });
        expect(s.combat?.attackers[0]?.blockedBy).toEqual(['ff.1', 'bear']);
        expect(refusalOf(s, assign('A', ['warden', { bear: 1 }])).rule).toBe('510.1c');
      } else {
        expect(accepts(s, assign('A', ['warden', { bear: 1 }]))).toBe(true);
      }
      const after = play(s, assign('A', ['warden', { 'ff.1': 1 }]));
      expect(onBattlefield(after, 'ff.1')).toBe(false);
      expect(onBattlefield(after, 'warden')).toBe(false);
      expect(perm(after, 'bear')?.damage).toBe(0);
    });

    if (legacy) {
      it('CR 509.4 (legacy): placing the Saproling keeps the relative order of the blockers already ordered', () => {
        const s = foliage([{ id: 'cadet', card: 'Eager Cadet' }], block(['bear', 'warden'], ['cadet', 'warden']));
        expect(s.pendingChoice).toEqual({ type: 'orderBlockers', player: 'A', attackers: [{ attacker: 'warden', blockers: ['bear', 'cadet', 'ff.1'] }] });
        const e = refusalOf(s, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'warden', blockers: ['cadet', 'ff.1', 'bear'] }] });
        expect(e.rule).toBe('509.4');
        expect(e.message).toContain('Runeclaw Bear and Eager Cadet must stay in that order');
        const placed = play(s, { type: 'orderBlockers', player: 'A', orders: [{ attacker: 'warden', blockers: ['bear', 'ff.1', 'cadet'] }] });
        expect(placed.combat?.attackers[0]?.blockedBy).toEqual(['bear', 'ff.1', 'cadet']);
        expect(placed.log.flat().filter((entry) => entry.rule === '509.4').map((entry) => entry.text)).toContain('Damage assignment order of Lumengrid Warden: Runeclaw Bear, Saproling Token, Eager Cadet');
      });
    }
  });
});
