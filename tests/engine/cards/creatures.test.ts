// Every creature of the pool is cast for its mana cost and has its printed characteristics, and each
// creature keyword works as its Oracle text says: Craw Wurm, Runeclaw Bear, Grizzly Bears, Eager
// Cadet, Enormous Baloth, Trained Armodon, Silverback Ape, Durkwood Boars, Lumengrid Warden, Goblin
// Piker (vanilla); Serra Angel, Suntail Hawk, Giant Spider, Wall of Wood, Foriysian Brigade, Typhoid
// Rats, Vampire Nighthawk, Boros Swiftblade, Youthful Knight, Raging Goblin, Colossal Dreadmaw,
// Darksteel Myr, Boggart Brute, Ornithopter, Ambush Viper, Mesa Unicorn, Juggernaut, Mogg Flunkies,
// Silent Arbiter, Watchdog, Jackal Familiar, Loyal Pegasus.
import { describe, expect, it } from 'vitest';
import reference from '../../../../shared/cards/reference-cards.json';
import more from '../../../../shared/cards/more-cards.json';

// The pool is both files (issue 22).
const raw = [...reference, ...more];
import { expectRefused, game, pass, permanent, play } from '../helpers';
import { attack, block, cast, graveyard, lands, life, passBoth, untilStep } from './cardHelpers';
import { allObjects, findObject, type GameState } from '../../../src/engine/index';

interface RawCard { name: string; manaCost?: string | null; types: string[]; power?: number; toughness?: number; keywords?: string[] }
const POOL = raw as RawCard[];
const LAND: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const library = ['Island', 'Island', 'Island', 'Island'];

/** Basic lands that pay exactly this mana cost (hybrid paid with its first colour, generic with Plains). */
function landsFor(cost: string): { id: string; card: string }[] {
  const out: string[] = [];
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1]!;
    if (/^\d+$/.test(sym)) for (let i = 0; i < Number(sym); i++) out.push('Plains');
    else out.push(LAND[sym.split('/')[0]!]!);
  }
  return out.map((card, i) => ({ id: `land${i}`, card }));
}

describe('CR 601.2, 208, 702: each pool creature is cast for its mana cost and has its printed characteristics', () => {
  for (const c of POOL.filter((x) => x.types.includes('Creature'))) {
    it(`CR 601.2f–h, 208.1: ${c.name} costs ${c.manaCost} and is a ${c.power}/${c.toughness}${c.keywords?.length ? ` with ${c.keywords.join(', ')}` : ''}`, () => {
      let s = game({ players: [{ id: 'A', battlefield: landsFor(c.manaCost ?? ''), hand: [{ id: 'c', card: c.name }], library }, { id: 'B', library }] });
      s = play(s, cast('A', 'c'), pass('A'), pass('B'));
      expect(s.battlefield).toContain('c');
      const p = permanent(s, 'c')!;
      expect(p).toMatchObject({ power: c.power, toughness: c.toughness, summoningSick: true, tapped: false });
      for (const k of c.keywords ?? []) expect(p.keywords).toContain(k.toLowerCase());
      // Paid exactly: no land left untapped.
      expect(allObjects(s.objects).filter((o) => o.id.startsWith('land') && !o.tapped)).toEqual([]);
    });
  }
});

const atk = (a: object[], b: object[] = [], bHand: object[] = []): GameState => game({
  turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
  players: [{ id: 'A', battlefield: a as never, library }, { id: 'B', battlefield: b as never, hand: bHand as never, library }],
});
const toBlocks = (s: GameState, ...ids: string[]) => passBoth(attack(s, ...ids));

describe('vanilla creatures deal combat damage equal to their power', () => {
  const vanilla: [string, number][] = [['Craw Wurm', 6], ['Runeclaw Bear', 2], ['Grizzly Bears', 2], ['Eager Cadet', 1], ['Enormous Baloth', 7],
    ['Trained Armodon', 3], ['Silverback Ape', 5], ['Durkwood Boars', 4], ['Lumengrid Warden', 1], ['Goblin Piker', 2]];
  for (const [card, power] of vanilla) {
    it(`CR 510.1a: unblocked, ${card} deals ${power} combat damage to the defending player`, () => {
      const s = untilStep(attack(atk([{ id: 'c', card }]), 'c'), 'main2');
      expect(life(s, 'B')).toBe(20 - power);
    });
  }
});

describe('evasion and blocking keywords', () => {
  it('CR 702.9b, 702.20b: Serra Angel (flying, vigilance) does not tap to attack; Grizzly Bears cannot block it, Giant Spider (reach) and Suntail Hawk (flying) can', () => {
    let s = attack(atk([{ id: 'angel', card: 'Serra Angel' }], [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'spider', card: 'Giant Spider' }, { id: 'hawk', card: 'Suntail Hawk' }]), 'angel');
    expect(findObject(s, 'angel')!.tapped).toBe(false);
    s = passBoth(s);
    expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'bear', attacker: 'angel' }] }, '702.9b');
    play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'hawk', attacker: 'angel' }] });
    s = untilStep(block(s, 'B', ['spider', 'angel']), 'main2');
    expect(graveyard(s, 'B')).toEqual(['spider']);
    expect(permanent(s, 'angel')!.damage).toBe(2);
  });

  it('CR 702.3b: Wall of Wood (defender) cannot attack', () => {
    const s = atk([{ id: 'wall', card: 'Wall of Wood' }, { id: 'bear', card: 'Grizzly Bears' }]);
    expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wall', defender: 'B' }] }, '702.3b');
  });

  it('CR 509.1a: Foriysian Brigade can block two attackers', () => {
    let s = toBlocks(atk([{ id: 'c1', card: 'Eager Cadet' }, { id: 'c2', card: 'Eager Cadet' }], [{ id: 'fb', card: 'Foriysian Brigade' }]), 'c1', 'c2');
    s = untilStep(block(s, 'B', ['fb', 'c1'], ['fb', 'c2']), 'combatDamage');
    s = play(s, { type: 'assignDamage', player: 'B', assignments: [{ source: 'fb', to: [{ target: 'c1', amount: 1 }, { target: 'c2', amount: 1 }] }] });
    expect(graveyard(s, 'A').sort()).toEqual(['c1', 'c2']);
  });

  it('CR 509.1b: Grizzly Bears cannot block two attackers', () => {
    const s = toBlocks(atk([{ id: 'c1', card: 'Eager Cadet' }, { id: 'c2', card: 'Eager Cadet' }], [{ id: 'bear', card: 'Grizzly Bears' }]), 'c1', 'c2');
    expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'bear', attacker: 'c1' }, { blocker: 'bear', attacker: 'c2' }] }, '509.1');
  });

  it('CR 702.111b: Boggart Brute (menace) cannot be blocked by one creature, but by two', () => {
    const s = toBlocks(atk([{ id: 'brute', card: 'Boggart Brute' }], [{ id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Grizzly Bears' }]), 'brute');
    expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'b1', attacker: 'brute' }] }, '702.111b');
    play(s, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'b1', attacker: 'brute' }, { blocker: 'b2', attacker: 'brute' }] });
  });

  it('CR 508.1d, 509.1b: Juggernaut attacks each combat if able and can\'t be blocked by Walls', () => {
    const s = atk([{ id: 'jug', card: 'Juggernaut' }], [{ id: 'wall', card: 'Wall of Wood' }]);
    expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [] }, '508.1d');
    const t = toBlocks(s, 'jug');
    expectRefused(t, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'jug' }] }, '509.1b');
  });

  for (const card of ['Mogg Flunkies', 'Jackal Familiar', 'Loyal Pegasus']) {
    it(`CR 508.1c, 509.1b: ${card} can't attack or block alone`, () => {
      const s = atk([{ id: 'x', card }, { id: 'bear', card: 'Grizzly Bears' }]);
      expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'x', defender: 'B' }] }, '508.1c');
      play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'x', defender: 'B' }, { attacker: 'bear', defender: 'B' }] });
      const t = toBlocks(atk([{ id: 'cadet', card: 'Eager Cadet' }], [{ id: 'x', card }]), 'cadet');
      expectRefused(t, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'x', attacker: 'cadet' }] }, '509.1b');
    });
  }

  it('CR 508.1c, 509.1b: Silent Arbiter: no more than one creature can attack, and no more than one can block, each combat', () => {
    const s = atk([{ id: 'c1', card: 'Eager Cadet' }, { id: 'c2', card: 'Eager Cadet' }], [{ id: 'arb', card: 'Silent Arbiter' }, { id: 'bear', card: 'Grizzly Bears' }]);
    expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'c1', defender: 'B' }, { attacker: 'c2', defender: 'B' }] }, '508.1c');
    const t = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'ape', card: 'Silverback Ape' }], library }, { id: 'B', battlefield: [{ id: 'arb', card: 'Silent Arbiter' }, { id: 'bear', card: 'Grizzly Bears' }], library },
    ] });
    const u = toBlocks(t, 'ape');
    expectRefused(u, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'arb', attacker: 'ape' }, { blocker: 'bear', attacker: 'ape' }] }, '509.1b');
  });

  it('CR 509.1c: Watchdog blocks each combat if able; while it is untapped, creatures attacking its controller get -1/-0', () => {
    let s = toBlocks(atk([{ id: 'ape', card: 'Silverback Ape' }], [{ id: 'dog', card: 'Watchdog' }]), 'ape');
    expect(permanent(s, 'ape')!.power).toBe(4);
    expectRefused(s, { type: 'declareBlockers', player: 'B', blocks: [] }, '509.1c');
    s = untilStep(block(s, 'B', ['dog', 'ape']), 'main2');
    expect(graveyard(s, 'B')).toEqual(['dog']);
  });
});

describe('combat damage keywords', () => {
  it('CR 702.2b: Typhoid Rats (deathtouch) destroys Craw Wurm with 1 damage', () => {
    const s = untilStep(block(toBlocks(atk([{ id: 'wurm', card: 'Craw Wurm' }], [{ id: 'rats', card: 'Typhoid Rats' }]), 'wurm'), 'B', ['rats', 'wurm']), 'main2');
    expect(graveyard(s, 'A')).toEqual(['wurm']);
  });

  it('CR 702.15b, 702.2b: Vampire Nighthawk gains its controller life equal to the damage; its deathtouch kills the blocker', () => {
    const s = untilStep(block(toBlocks(atk([{ id: 'hawk', card: 'Vampire Nighthawk' }], [{ id: 'angel', card: 'Serra Angel' }]), 'hawk'), 'B', ['angel', 'hawk']), 'main2');
    expect(life(s, 'A')).toBe(22);
    expect(graveyard(s, 'B')).toEqual(['angel']);
    expect(graveyard(s, 'A')).toEqual(['hawk']);
  });

  it('CR 702.15b: Mesa Unicorn (lifelink) gains 2 life dealing 2 damage', () => {
    const s = untilStep(attack(atk([{ id: 'u', card: 'Mesa Unicorn' }]), 'u'), 'main2');
    expect([life(s, 'A'), life(s, 'B')]).toEqual([22, 18]);
  });

  it('CR 702.4b: Boros Swiftblade (double strike) deals damage in both combat damage steps', () => {
    const s = untilStep(attack(atk([{ id: 'sb', card: 'Boros Swiftblade' }]), 'sb'), 'main2');
    expect(life(s, 'B')).toBe(18);
  });

  it('CR 702.7b: Youthful Knight (first strike) kills Goblin Piker before it deals damage', () => {
    const s = untilStep(block(toBlocks(atk([{ id: 'piker', card: 'Goblin Piker' }], [{ id: 'knight', card: 'Youthful Knight' }]), 'piker'), 'B', ['knight', 'piker']), 'main2');
    expect(graveyard(s, 'A')).toEqual(['piker']);
    expect(permanent(s, 'knight')!.damage).toBe(0);
  });

  it('CR 702.19b: Colossal Dreadmaw (trample) assigns lethal to Grizzly Bears and the rest to the player', () => {
    let s = block(toBlocks(atk([{ id: 'maw', card: 'Colossal Dreadmaw' }], [{ id: 'bear', card: 'Grizzly Bears' }]), 'maw'), 'B', ['bear', 'maw']);
    s = untilStep(s, 'combatDamage');
    expect(s.pendingChoice).toMatchObject({ type: 'assignDamage', player: 'A' });
    s = play(s, { type: 'assignDamage', player: 'A', assignments: [{ source: 'maw', to: [{ target: 'bear', amount: 2 }, { target: 'B', amount: 4 }] }] });
    expect(life(s, 'B')).toBe(16);
  });

  it('CR 702.12b, 704.5f: Darksteel Myr (indestructible) survives Lightning Bolt and Murder', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [...lands('Mountain', 1, 'm'), ...lands('Swamp', 3, 's')], hand: [{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'murder', card: 'Murder' }], library },
      { id: 'B', battlefield: [{ id: 'myr', card: 'Darksteel Myr' }], library },
    ] });
    s = play(s, cast('A', 'bolt', 'myr'), pass('A'), pass('B'), cast('A', 'murder', 'myr'), pass('A'), pass('B'));
    expect(s.battlefield).toContain('myr');
    expect(permanent(s, 'myr')!.damage).toBe(3);
  });

  it('CR 510.1a: Ornithopter costs {0}; with 0 power it deals no combat damage', () => {
    let s = game({ players: [{ id: 'A', hand: [{ id: 'o', card: 'Ornithopter' }], library }, { id: 'B', library }] });
    s = play(s, cast('A', 'o'), pass('A'), pass('B'));
    expect(s.battlefield).toEqual(['o']);
    const t = untilStep(attack(atk([{ id: 'o', card: 'Ornithopter' }]), 'o'), 'main2');
    expect(life(t, 'B')).toBe(20);
  });

  it('CR 702.10a: Raging Goblin (haste) attacks the turn it arrives', () => {
    let s = game({ players: [{ id: 'A', battlefield: lands('Mountain', 1, 'm'), hand: [{ id: 'g', card: 'Raging Goblin' }], library }, { id: 'B', library }] });
    s = untilStep(play(s, cast('A', 'g'), pass('A'), pass('B')), 'declareAttackers');
    s = untilStep(attack(s, 'g'), 'main2');
    expect(life(s, 'B')).toBe(19);
  });

  it('CR 702.8a: Ambush Viper (flash) is cast in combat as a surprise blocker; its deathtouch kills Craw Wurm', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'wurm', card: 'Craw Wurm' }], library },
      { id: 'B', battlefield: lands('Forest', 2, 'f'), hand: [{ id: 'viper', card: 'Ambush Viper' }], library },
    ] });
    s = play(attack(s, 'wurm'), pass('A'), cast('B', 'viper'), pass('B'), pass('A'), pass('A'), pass('B'));
    s = untilStep(block(s, 'B', ['viper', 'wurm']), 'main2');
    expect(graveyard(s, 'A')).toEqual(['wurm']);
  });

  it('CR 302.6: a creature that is summoning sick (Grizzly Bears) cannot attack', () => {
    const s = game({ turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' }, players: [
      { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears', summoningSick: true }, { id: 'cadet', card: 'Eager Cadet' }], library }, { id: 'B', library },
    ] });
    expectRefused(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'B' }] }, '302.6');
  });
});
