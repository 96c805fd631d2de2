// Explained choices (issue 3, point 8): the pending declareAttackers / declareBlockers / assignDamage
// choices say, for each creature, whether it can attack or block and why not (rule and sentence), and
// for damage, each recipient's lethal damage. The derived "can't at all" verdicts are exact: checked
// against exhaustive enumeration on small random boards (CR 508.1c–d, 509.1b–c, 702.111b).
import { describe, expect, it } from 'vitest';
import { legalActions } from './helpers';
import { attack, attackAndPass, block, board, toDamage } from './combatHelpers';
import { attackUnreachable, derivedBlockRefusals } from '../../src/engine/rules/combatExplain';
import { checkAttackDeclaration, checkBlockDeclaration, type AttackProblem, type Block, type BlockProblem } from '../../src/engine/rules/combatSearch';
import type { GameState } from '../../src/engine/index';
import { mulberry32 as rng } from '../support/rng';


/** A game state only for naming ids in sentences. */
const names = board({}) as GameState;

describe('Explained choices: the pending choices carry the reasons', () => {
  it('CR 508.1a–d: each creature of the attacking player, with what it may attack or why it cannot, and the conditions it is under', () => {
    const s = board({ a: [
      { id: 'jugg', card: 'Juggernaut' }, { id: 'bears', card: 'Grizzly Bears', summoningSick: true }, { id: 'wall', card: 'Wall of Wood' },
      { id: 'flunkies', card: 'Mogg Flunkies' }, { id: 'tapped', card: 'Eager Cadet', tapped: true },
    ] });
    expect(s.pendingChoice).toEqual({
      type: 'declareAttackers', player: 'A', attackers: [
        { creature: 'jugg', defenders: ['B'], mustAttack: true, conditions: [{ rule: '508.1d', message: 'Juggernaut attacks each combat if able.' }] },
        { creature: 'bears', defenders: [], reason: { rule: '302.6', message: "Grizzly Bears has not been under Ana's control since the turn began and has no haste." } },
        { creature: 'wall', defenders: [], reason: { rule: '702.3b', message: "Wall of Wood has defender and can't attack." } },
        { creature: 'flunkies', defenders: ['B'], conditions: [{ rule: '508.1c', message: "Mogg Flunkies can't attack alone." }] },
        { creature: 'tapped', defenders: [], reason: { rule: '508.1a', message: 'Eager Cadet is tapped: only untapped creatures can attack.' } },
      ],
    });
  });

  it('CR 509.1a–c: each creature of the defending player, with the attackers it may block, the refusals per attacker, and its conditions', () => {
    const s = attackAndPass(board({
      a: [{ id: 'angel', card: 'Serra Angel' }, { id: 'brute', card: 'Boggart Brute' }],
      b: [{ id: 'dog', card: 'Watchdog' }, { id: 'spider', card: 'Giant Spider' }, { id: 'elves', card: 'Llanowar Elves', tapped: true }],
    }), attack('angel', 'brute'));
    const p = s.pendingChoice;
    if (p?.type !== 'declareBlockers') throw new Error('no declareBlockers');
    expect(p.blockers).toEqual([
      {
        creature: 'dog', attackers: ['brute'], maxAttackers: 1, mustBlock: true,
        refused: [{ attacker: 'angel', reason: { rule: '702.9b', message: 'Serra Angel has flying: only creatures with flying or reach can block it, and Watchdog has neither.' } }],
        conditions: [
          { rule: '509.1c', message: 'Watchdog blocks each combat if able.' },
          { rule: '702.111b', message: "Boggart Brute has menace: it can't be blocked except by two or more creatures." },
        ],
      },
      {
        creature: 'spider', attackers: ['angel', 'brute'], maxAttackers: 1, refused: [],
        conditions: [{ rule: '702.111b', message: "Boggart Brute has menace: it can't be blocked except by two or more creatures." }],
      },
      {
        creature: 'elves', attackers: [], maxAttackers: 0,
        refused: [
          { attacker: 'angel', reason: { rule: '509.1a', message: 'Llanowar Elves is tapped: only untapped creatures can block.' } },
          { attacker: 'brute', reason: { rule: '509.1a', message: 'Llanowar Elves is tapped: only untapped creatures can block.' } },
        ],
      },
    ]);
    expect(legalActions(s).closed.map((c) => c.reason.rule)).toEqual(['702.9b', '509.1a', '509.1a']);
    // The offered declarations are legal; the only ones with the Watchdog obey its requirement.
    expect(legalActions(s).actions).toContainEqual(block(['dog', 'brute'], ['spider', 'brute']));
  });

  it('CR 510.1c, 702.19b: assignDamage lists each source with its power and each recipient with the lethal damage it needs', () => {
    const s = toDamage(board({ a: [{ id: 'maw', card: 'Colossal Dreadmaw' }], b: [{ id: 'wall', card: 'Wall of Wood', damage: 1 }, { id: 'rats', card: 'Typhoid Rats' }] }), attack('maw'), block(['wall', 'maw'], ['rats', 'maw']));
    expect(s.pendingChoice).toEqual({
      type: 'assignDamage', player: 'A', sources: [{
        source: 'maw', power: 6, trample: true, deathtouch: false,
        recipients: [
          { target: 'wall', kind: 'creature', toughness: 3, damage: 1, lethal: 2 },
          { target: 'rats', kind: 'creature', toughness: 1, damage: 0, lethal: 1 },
          { target: 'B', kind: 'player', lethal: 0 },
        ],
      }],
    });
    // The default the table opens with is legal: lethal to each blocker, the rest to Bruno.
    expect(legalActions(s).actions).toEqual([{ type: 'assignDamage', player: 'A', assignments: [{ source: 'maw', to: [{ target: 'wall', amount: 2 }, { target: 'rats', amount: 1 }, { target: 'B', amount: 3 }] }] }]);
  });
});

describe('The derived verdicts are exact (checked against enumeration)', () => {
  it('CR 508.1c–d: a creature is "unable to attack" exactly when no legal declaration includes it', () => {
    const random = rng(508);
    for (let trial = 0; trial < 400; trial++) {
      const n = 1 + Math.floor(random() * 5);
      const p: AttackProblem = {
        candidates: Array.from({ length: n }, (_, i) => ({
          id: `c${i}`, defenders: random() < 0.8 ? ['B'] : [], mustAttack: random() < 0.4, cantAttackAlone: random() < 0.3,
        })),
        maxAttackers: random() < 0.4 ? 1 : null,
      };
      const inSome = new Set<string>();
      for (let mask = 0; mask < 1 << n; mask++) {
        const attacks = p.candidates.filter((_, i) => mask & (1 << i)).map((c) => ({ attacker: c.id, defender: 'B' }));
        if (checkAttackDeclaration(p, attacks) === null) for (const a of attacks) inSome.add(a.attacker);
      }
      for (const c of p.candidates.filter((x) => x.defenders.length > 0)) {
        expect(attackUnreachable(names, p, c.id) === null, `${JSON.stringify(p)} ${c.id}`).toBe(inSome.has(c.id));
      }
    }
  });

  it('CR 509.1b, 702.111b: a block refused by derivation is in no legal declaration', () => {
    const random = rng(509);
    for (let trial = 0; trial < 300; trial++) {
      const na = 1 + Math.floor(random() * 3);
      const nb = 1 + Math.floor(random() * 4);
      const attackers = Array.from({ length: na }, (_, i) => ({ id: `a${i}`, menace: random() < 0.5 }));
      const p: BlockProblem = {
        attackers,
        blockers: Array.from({ length: nb }, (_, i) => ({
          id: `b${i}`, canBlock: attackers.filter(() => random() < 0.6).map((a) => a.id),
          capacity: random() < 0.2 ? 2 : 1, mustBlock: random() < 0.3, cantBlockAlone: random() < 0.3,
        })),
        maxBlockers: random() < 0.3 ? 1 : null,
      };
      // Every declaration: each blocker blocks nothing or a set of attackers within its capacity.
      const choices = p.blockers.map((b) => {
        const out: string[][] = [[]];
        for (const a of b.canBlock) out.push([a]);
        if (b.capacity > 1) for (let i = 0; i < b.canBlock.length; i++) for (let j = i + 1; j < b.canBlock.length; j++) out.push([b.canBlock[i] as string, b.canBlock[j] as string]);
        return out;
      });
      const legalPairs = new Set<string>();
      const visit = (i: number, acc: Block[]): void => {
        if (i === p.blockers.length) {
          if (checkBlockDeclaration(p, acc) === null) for (const x of acc) legalPairs.add(`${x.blocker}>${x.attacker}`);
          return;
        }
        for (const set of choices[i] ?? []) visit(i + 1, [...acc, ...set.map((a) => ({ blocker: p.blockers[i]?.id as string, attacker: a }))]);
      };
      visit(0, []);
      for (const b of p.blockers) {
        for (const r of derivedBlockRefusals(names, p, b.id)) expect(legalPairs.has(`${b.id}>${r.attacker}`), `${JSON.stringify(p)} ${b.id}>${r.attacker}`).toBe(false);
      }
    }
  });
});
