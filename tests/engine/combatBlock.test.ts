// CR 509 (declare blockers): who may block what, evasion, restrictions and requirements checked on the
// whole declaration with requirements maximised, 509.1h; golden counts of legal declarations.
import { describe, expect, it } from 'vitest';
import { legalActions, play, permanent } from './helpers';
import { accepts, attack, attackAndPass, block, board, pass, passBoth, refusalOf, type Board } from './combatHelpers';
import { blockProblem } from '../../src/engine/rules/combatRules';
import { countLegalBlockDeclarations } from '../../src/engine/rules/combatSearch';
import type { Action, BlockOption, GameState } from '../../src/engine/index';
import { ffa, lines, passAll } from './freeForAll';

/** Bruno is asked to block after Ana's attack. */
function blocking(b: Board, declaration: Action): GameState {
  const s = attackAndPass(board(b), declaration);
  expect(s.pendingChoice?.type).toBe('declareBlockers');
  return s;
}

function option(s: GameState, id: string): BlockOption {
  const p = s.pendingChoice;
  if (p?.type !== 'declareBlockers') throw new Error('no declareBlockers pending');
  const o = p.blockers.find((x) => x.creature === id);
  if (!o) throw new Error(`no option for ${id}`);
  return o;
}

describe('CR 509.1a: which creatures can block', () => {
  it('CR 509.1a: summoning sickness does not matter for blocking', () => {
    const s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape', summoningSick: true }] }, attack('bears'));
    expect(option(s, 'ape').attackers).toEqual(['bears']);
    expect(accepts(s, block(['ape', 'bears']))).toBe(true);
  });

  it('CR 702.8a, 509.1a: Ambush Viper cast with flash after attackers are declared can block at once', () => {
    let s = play(board({ a: [{ id: 'wurm', card: 'Craw Wurm' }], b: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }], handB: [{ id: 'viper', card: 'Ambush Viper' }] }), attack('wurm'), pass('A'));
    s = play(s, { type: 'cast', player: 'B', card: 'viper' });
    s = passBoth(passBoth(s));
    expect(s.pendingChoice?.type).toBe('declareBlockers');
    s = passBoth(play(s, block(['viper', 'wurm'])));
    expect(s.battlefield).not.toContain('wurm');
    expect(s.battlefield).not.toContain('viper');
  });

  it('CR 509.1a: a tapped creature cannot block', () => {
    const s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape', tapped: true }, { id: 'cadet', card: 'Eager Cadet' }] }, attack('bears'));
    expect(option(s, 'ape').refused[0]?.reason.rule).toBe('509.1a');
    const e = refusalOf(s, block(['ape', 'bears']));
    expect(e.rule).toBe('509.1a');
    expect(e.message).toContain('Silverback Ape');
  });

  it("CR 509.1a: only the defending player's creatures block, and only attacking creatures are blocked", () => {
    const s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'elves', card: 'Llanowar Elves' }], b: [{ id: 'ape', card: 'Silverback Ape' }] }, attack('bears'));
    expect(refusalOf(s, block(['elves', 'bears'])).rule).toBe('509.1a');
    expect(refusalOf(s, block(['ape', 'elves'])).rule).toBe('509.1a');
    expect(refusalOf(s, block(['ape', 'bears'], ['ape', 'bears'])).rule).toBe('509.1a');
  });

  it('CR 509.1a: Foriysian Brigade can block two attackers, another creature only one', () => {
    const b = { a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'piker', card: 'Goblin Piker' }, { id: 'armodon', card: 'Trained Armodon' }], b: [{ id: 'brigade', card: 'Foriysian Brigade' }, { id: 'ape', card: 'Silverback Ape' }] };
    const s = blocking(b, attack('bears', 'piker', 'armodon'));
    expect(option(s, 'brigade').maxAttackers).toBe(2);
    expect(accepts(s, block(['brigade', 'bears'], ['brigade', 'piker']))).toBe(true);
    const three = refusalOf(s, block(['brigade', 'bears'], ['brigade', 'piker'], ['brigade', 'armodon']));
    expect(three.rule).toBe('509.1a');
    expect(three.message).toContain('Foriysian Brigade can block at most 2 attackers');
    const two = refusalOf(s, block(['ape', 'bears'], ['ape', 'piker']));
    expect(two.rule).toBe('509.1a');
    expect(two.message).toContain('Silverback Ape can block only one attacker');
  });
});

describe('CR 509.1b: restrictions and evasion', () => {
  it('CR 702.9b: a creature with flying cannot be blocked by a creature without flying or reach (the refusal names both)', () => {
    const s = blocking({ a: [{ id: 'angel', card: 'Serra Angel' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'spider', card: 'Giant Spider' }, { id: 'hawk', card: 'Vampire Nighthawk' }] }, attack('angel'));
    const e = refusalOf(s, block(['bears', 'angel']));
    expect(e.rule).toBe('702.9b');
    expect(e.message).toContain('Serra Angel');
    expect(e.message).toContain('Grizzly Bears');
    expect(option(s, 'bears')).toMatchObject({ attackers: [], refused: [{ attacker: 'angel', reason: { rule: '702.9b' } }] });
    expect(accepts(s, block(['spider', 'angel']))).toBe(true); // CR 702.17b: reach
    expect(accepts(s, block(['hawk', 'angel']))).toBe(true);
    expect(legalActions(s).closed).toEqual([{ action: block(['bears', 'angel']), reason: option(s, 'bears').refused[0]?.reason }]);
  });

  it('CR 702.111b: a creature with menace cannot be blocked by just one creature', () => {
    const s = blocking({ a: [{ id: 'brute', card: 'Boggart Brute' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'cadet', card: 'Eager Cadet' }] }, attack('brute'));
    const e = refusalOf(s, block(['bears', 'brute']));
    expect(e.rule).toBe('702.111b');
    expect(e.message).toBe("Boggart Brute has menace: it can't be blocked except by two or more creatures, and only Grizzly Bears blocks it.");
    expect(accepts(s, block(['bears', 'brute'], ['cadet', 'brute']))).toBe(true);
    expect(option(s, 'bears').conditions).toContainEqual({ rule: '702.111b', message: "Boggart Brute has menace: it can't be blocked except by two or more creatures." });
  });

  it('CR 702.111b: a menace attacker that only one creature could block is closed, with the reason', () => {
    const s = blocking({ a: [{ id: 'brute', card: 'Boggart Brute' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'elves', card: 'Llanowar Elves', tapped: true }] }, attack('brute'));
    expect(option(s, 'bears').attackers).toEqual([]);
    expect(option(s, 'bears').refused.map((r) => r.reason.rule)).toEqual(['702.111b']);
  });

  it('CR 702.14c: River Boa (islandwalk) cannot be blocked while the defending player controls an Island', () => {
    const withIsland = blocking({ a: [{ id: 'boa', card: 'River Boa' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'isl', card: 'Island' }] }, attack('boa'));
    const e = refusalOf(withIsland, block(['bears', 'boa']));
    expect(e.rule).toBe('702.14c');
    expect(e.message).toContain('River Boa');
    const without = blocking({ a: [{ id: 'boa', card: 'River Boa' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'f', card: 'Forest' }] }, attack('boa'));
    expect(accepts(without, block(['bears', 'boa']))).toBe(true);
  });

  it("CR 509.1b: a creature that can't block cannot block", () => {
    const s = blocking({
      cards: [{ name: 'Craven Goblin', manaCost: '{R}', types: ['Creature'], subtypes: ['Goblin'], power: 2, toughness: 2, keywords: ["can't block"] }],
      a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'craven', card: 'Craven Goblin' }],
    }, attack('bears'));
    expect(refusalOf(s, block(['craven', 'bears'])).rule).toBe('509.1b');
  });

  it('CR 509.1b: Juggernaut cannot be blocked by Walls', () => {
    const s = blocking({ a: [{ id: 'jugg', card: 'Juggernaut' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'bears', card: 'Grizzly Bears' }] }, attack('jugg'));
    const e = refusalOf(s, block(['wall', 'jugg']));
    expect(e.rule).toBe('509.1b');
    expect(e.message).toMatch(/Juggernaut.*Walls.*Wall of Wood/);
    expect(accepts(s, block(['bears', 'jugg']))).toBe(true);
  });

  it('CR 509.1b: under Silent Arbiter no more than one creature can block', () => {
    const s = blocking({ a: [{ id: 'brute', card: 'Boggart Brute' }], b: [{ id: 'arbiter', card: 'Silent Arbiter' }, { id: 'ape', card: 'Silverback Ape' }, { id: 'brigade', card: 'Foriysian Brigade' }] }, attack('brute'));
    const e = refusalOf(s, block(['arbiter', 'brute'], ['ape', 'brute']));
    expect(e.rule).toBe('509.1b');
    expect(e.message).toBe('Silent Arbiter allows no more than 1 creature to block each combat, and Silent Arbiter and Silverback Ape would block.');
    // CR 702.111b with the limit: the menace attacker can't be blocked at all, and the options say so.
    expect(option(s, 'ape').attackers).toEqual([]);
    expect(option(s, 'ape').refused[0]?.reason.rule).toBe('702.111b');
    expect(refusalOf(s, block(['ape', 'brute'])).rule).toBe('702.111b');
    expect(accepts(s, block())).toBe(true);
  });

  it("CR 509.1b: Mogg Flunkies, Jackal Familiar and Loyal Pegasus can't block alone, but can block together", () => {
    const s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'piker', card: 'Goblin Piker' }], b: [{ id: 'flunkies', card: 'Mogg Flunkies' }, { id: 'jackal', card: 'Jackal Familiar' }, { id: 'pegasus', card: 'Loyal Pegasus' }] }, attack('bears', 'piker'));
    for (const id of ['flunkies', 'jackal', 'pegasus']) {
      const e = refusalOf(s, block([id, 'bears']));
      expect(e.rule).toBe('509.1b');
      expect(e.message).toMatch(/can't block alone/);
    }
    expect(accepts(s, block(['flunkies', 'bears'], ['jackal', 'piker']))).toBe(true);
    expect(accepts(s, block(['pegasus', 'bears'], ['jackal', 'bears']))).toBe(true);
  });

  it("CR 509.1b, 702.111b: Loyal Pegasus is not offered Serra Angel when its only possible company, Eager Cadet, could block only Boggart Brute (menace) and alone", () => {
    const s = blocking({ a: [{ id: 'angel', card: 'Serra Angel' }, { id: 'brute', card: 'Boggart Brute' }], b: [{ id: 'pegasus', card: 'Loyal Pegasus' }, { id: 'cadet', card: 'Eager Cadet' }] }, attack('angel', 'brute'));
    expect(option(s, 'pegasus').attackers).toEqual(['brute']);
    expect(option(s, 'pegasus').refused).toEqual([{ attacker: 'angel', reason: { rule: '509.1b', message: "Loyal Pegasus can't block alone, and while it blocks Serra Angel no other creature can block without breaking a restriction (such as menace): no legal declaration has Loyal Pegasus blocking Serra Angel." } }]);
    // The options agree with the check: the only way to block is both of them on the Brute.
    expect(refusalOf(s, block(['pegasus', 'angel'], ['cadet', 'brute'])).rule).toBe('702.111b');
    expect(accepts(s, block(['pegasus', 'brute'], ['cadet', 'brute']))).toBe(true);
  });
});

describe('CR 509.1c: requirements, maximised', () => {
  it('CR 509.1c: Watchdog blocks each combat if able; blocking with nothing is refused, naming it', () => {
    const s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'dog', card: 'Watchdog' }, { id: 'ape', card: 'Silverback Ape' }] }, attack('bears'));
    expect(option(s, 'dog').mustBlock).toBe(true);
    const e = refusalOf(s, block());
    expect(e.rule).toBe('509.1c');
    expect(e.message).toContain('Watchdog blocks each combat if able');
    expect(refusalOf(s, block(['ape', 'bears'])).rule).toBe('509.1c');
    expect(accepts(s, block(['dog', 'bears']))).toBe(true);
    expect(accepts(s, block(['dog', 'bears'], ['ape', 'bears']))).toBe(true);
  });

  it('CR 509.1c (seed 000): "blocks if able" and a menace attacker: both creatures must block it together', () => {
    const s = blocking({ a: [{ id: 'brute', card: 'Boggart Brute' }], b: [{ id: 'dog', card: 'Watchdog' }, { id: 'bears', card: 'Grizzly Bears' }] }, attack('brute'));
    expect(refusalOf(s, block(['dog', 'brute'])).rule).toBe('702.111b');
    expect(refusalOf(s, block()).rule).toBe('509.1c');
    expect(accepts(s, block(['dog', 'brute'], ['bears', 'brute']))).toBe(true);
    expect(countLegalBlockDeclarations(blockProblem(s))).toBe(1);
  });

  it('CR 509.1c: Watchdog under Silent Arbiter: the one blocker must be Watchdog', () => {
    const s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'dog', card: 'Watchdog' }, { id: 'ape', card: 'Silverback Ape' }, { id: 'arbiter', card: 'Silent Arbiter' }] }, attack('bears'));
    const e = refusalOf(s, block(['ape', 'bears']));
    expect(e.rule).toBe('509.1c');
    expect(e.message).toContain('Watchdog blocking Grizzly Bears');
    expect(accepts(s, block(['dog', 'bears']))).toBe(true);
  });

  it('CR 509.1c: a tapped Watchdog, or one that cannot block the attacker, is under no requirement', () => {
    const tapped = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'dog', card: 'Watchdog', tapped: true }, { id: 'ape', card: 'Silverback Ape' }] }, attack('bears'));
    expect(accepts(tapped, block())).toBe(true);
    const flier = blocking({ a: [{ id: 'angel', card: 'Serra Angel' }], b: [{ id: 'dog', card: 'Watchdog' }] }, attack('angel'));
    expect(accepts(flier, block())).toBe(true);
  });
});

describe('Watchdog: "As long as this creature is untapped, all creatures attacking you get -1/-0"', () => {
  it('CR 613.4c: creatures attacking Bruno get -1/-0 while his Watchdog is untapped, not creatures attacking his planeswalker', () => {
    const s = play(board({ a: [{ id: 'ape', card: 'Silverback Ape' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'dog', card: 'Watchdog' }, { id: 'jace', card: 'Jace Beleren' }] }), attack('ape', ['bears', 'jace']));
    expect(permanent(s, 'ape')?.power).toBe(4);
    expect(permanent(s, 'bears')?.power).toBe(2);
    const tapped = play(board({ a: [{ id: 'ape', card: 'Silverback Ape' }], b: [{ id: 'dog', card: 'Watchdog', tapped: true }] }), attack('ape'));
    expect(permanent(tapped, 'ape')?.power).toBe(5);
  });
});

describe('CR 509.1h: blocked stays blocked', () => {
  it('CR 509.1h: an attacker stays blocked when its only blocker leaves the battlefield', () => {
    let s = blocking({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape' }, { id: 'i', card: 'Island' }], handB: [{ id: 'unsummon', card: 'Unsummon' }] }, attack('bears'));
    s = play(s, block(['ape', 'bears']), { type: 'pass', player: 'A' }, { type: 'cast', player: 'B', card: 'unsummon', targets: ['ape'] }, { type: 'pass', player: 'B' }, { type: 'pass', player: 'A' });
    expect(s.combat?.attackers[0]).toMatchObject({ id: 'bears', blocked: true, blockedBy: [] });
    expect(s.combat?.blockers).toEqual([]);
  });
});

describe('CR 509.1h: unblocked', () => {
  const attackers: Board['a'] = [{ id: 'oph', card: 'Ophidian' }, { id: 'bears', card: 'Grizzly Bears' }];
  const unblockedLines = (s: GameState) => lines(s).filter((l) => l.startsWith('509.1h'));

  it('CR 509.1h, 509.1a: Bruno, with no untapped creature, is not asked to block, and the log says each attacker is unblocked as when he declares no blockers', () => {
    const notAsked = attackAndPass(board({ a: attackers, b: [{ id: 'ape', card: 'Silverback Ape', tapped: true }] }), attack('oph', 'bears'));
    expect(notAsked.pendingChoice?.type).not.toBe('declareBlockers');
    const declaredNone = play(blocking({ a: attackers, b: [{ id: 'ape', card: 'Silverback Ape' }] }, attack('oph', 'bears')), block());
    expect(unblockedLines(notAsked)).toEqual(['509.1h Ophidian is unblocked', '509.1h Grizzly Bears is unblocked']);
    // The step's lines are the same, but for the first, which says why no blockers were declared.
    const step = (s: GameState) => lines(s).slice(lines(s).indexOf("509 Turn 3: Ana's declare blockers step begins") + 2);
    expect(lines(notAsked)).toContain('509.1a Bruno has no untapped creature to block with');
    expect(lines(declaredNone)).toContain('509.1 Bruno declares no blockers');
    expect(step(notAsked)).toEqual(step(declaredNone));
  });

  it('CR 509.1h, 802.4b: in a free-for-all, only the creatures attacking the player with nothing to block with are unblocked before the next player declares', () => {
    let s = ffa({ A: { battlefield: attackers }, C: { battlefield: [{ id: 'cadet', card: 'Eager Cadet' }] } }, 'declareAttackers');
    s = passAll(play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'oph', defender: 'B' }, { attacker: 'bears', defender: 'C' }] }));
    expect(s.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'C' });
    expect(unblockedLines(s)).toEqual(['509.1h Ophidian is unblocked']);
    s = play(s, { type: 'declareBlockers', player: 'C', blocks: [] });
    expect(unblockedLines(s)).toEqual(['509.1h Ophidian is unblocked', '509.1h Grizzly Bears is unblocked']);
  });
});

describe('Golden counts: legal block declarations of fixed boards (CR 509.1a–c)', () => {
  const cases: { name: string; b: Board; attackers: string[]; count: number }[] = [
    {
      name: 'Foriysian Brigade and Grizzly Bears against two vanilla attackers',
      b: { a: [{ id: 'x', card: 'Goblin Piker' }, { id: 'y', card: 'Runeclaw Bear' }], b: [{ id: 'brigade', card: 'Foriysian Brigade' }, { id: 'bears', card: 'Grizzly Bears' }] },
      attackers: ['x', 'y'], count: 4 * 3,
    },
    {
      name: 'Serra Angel and Grizzly Bears against Giant Spider, Grizzly Bears and Wall of Wood',
      b: { a: [{ id: 'angel', card: 'Serra Angel' }, { id: 'x', card: 'Grizzly Bears' }], b: [{ id: 'spider', card: 'Giant Spider' }, { id: 'bears', card: 'Grizzly Bears' }, { id: 'wall', card: 'Wall of Wood' }] },
      attackers: ['angel', 'x'], count: 3 * 2 * 2,
    },
    {
      name: 'Boggart Brute and Grizzly Bears against Mogg Flunkies and Eager Cadet',
      b: { a: [{ id: 'brute', card: 'Boggart Brute' }, { id: 'x', card: 'Grizzly Bears' }], b: [{ id: 'flunkies', card: 'Mogg Flunkies' }, { id: 'cadet', card: 'Eager Cadet' }] },
      attackers: ['brute', 'x'], count: 4,
    },
    {
      name: 'Juggernaut and Grizzly Bears against Wall of Wood and Watchdog',
      b: { a: [{ id: 'jugg', card: 'Juggernaut' }, { id: 'x', card: 'Grizzly Bears' }], b: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'dog', card: 'Watchdog' }] },
      attackers: ['jugg', 'x'], count: 2 * 2,
    },
    {
      name: 'Grizzly Bears against Watchdog, Silverback Ape and Silent Arbiter',
      b: { a: [{ id: 'x', card: 'Grizzly Bears' }], b: [{ id: 'dog', card: 'Watchdog' }, { id: 'ape', card: 'Silverback Ape' }, { id: 'arbiter', card: 'Silent Arbiter' }] },
      attackers: ['x'], count: 1,
    },
    {
      name: 'Grizzly Bears and Goblin Piker against two Watchdogs and Foriysian Brigade',
      b: { a: [{ id: 'x', card: 'Grizzly Bears' }, { id: 'y', card: 'Goblin Piker' }], b: [{ id: 'dog1', card: 'Watchdog' }, { id: 'dog2', card: 'Watchdog' }, { id: 'brigade', card: 'Foriysian Brigade' }] },
      attackers: ['x', 'y'], count: 2 * 2 * 4,
    },
    {
      name: 'Serra Angel against Grizzly Bears and Watchdog (nobody can block a flier)',
      b: { a: [{ id: 'angel', card: 'Serra Angel' }], b: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'dog', card: 'Watchdog' }] },
      attackers: ['angel'], count: 1,
    },
  ];
  for (const c of cases) {
    it(`CR 509.1: ${c.name}: ${c.count}`, () => {
      const s = blocking(c.b, attack(...c.attackers));
      expect(countLegalBlockDeclarations(blockProblem(s))).toBe(c.count);
    });
  }
});
