import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attackRequirementsObeyed,
  attackRestrictionViolation,
  bestAttackDeclaration,
  blockRequirementsObeyed,
  blockPairPossible,
  blockRestrictionViolation,
  checkAttackDeclaration,
  checkBlockDeclaration,
  countLegalBlockDeclarations,
  maxAttackRequirements,
  maxBlockRequirements,
  type Attack,
  type AttackProblem,
  type Block,
  type BlockerSpec,
  type BlockProblem,
} from '../../src/engine/rules/combatSearch';
import { hardBlockBoard } from '../../scripts/bench/combatSearch';

// ---- builders ----

function blocker(id: string, canBlock: string[], opts: Partial<Omit<BlockerSpec, 'id' | 'canBlock'>> = {}): BlockerSpec {
  return { id, canBlock, capacity: 1, mustBlock: false, cantBlockAlone: false, ...opts };
}

function board(blockers: BlockerSpec[], attackers: Array<string | [string, 'menace']>, maxBlockers: number | null = null): BlockProblem {
  return {
    blockers,
    attackers: attackers.map((a) => (typeof a === 'string' ? { id: a, menace: false } : { id: a[0], menace: true })),
    maxBlockers,
  };
}

const blocks = (...pairs: Array<[string, string]>): Block[] => pairs.map(([b, a]) => ({ blocker: b, attacker: a }));

// ---- an independent brute force, written from the rules rather than from the module ----

/** Every declaration: each blocker picks a set of distinct attackers from canBlock, at most `capacity`. */
function allDeclarations(p: BlockProblem): Block[][] {
  const attacking = new Set(p.attackers.map((a) => a.id));
  let out: Block[][] = [[]];
  for (const b of p.blockers) {
    const list = [...new Set(b.canBlock)].filter((a) => attacking.has(a));
    const choices: string[][] = [];
    for (let mask = 0; mask < 1 << list.length; mask++) {
      const chosen = list.filter((_, i) => mask & (1 << i));
      if (chosen.length <= b.capacity) choices.push(chosen);
    }
    out = out.flatMap((decl) => choices.map((c) => [...decl, ...c.map((a) => ({ blocker: b.id, attacker: a }))]));
  }
  return out;
}

function declarationCount(p: BlockProblem): number {
  const attacking = new Set(p.attackers.map((a) => a.id));
  let n = 1;
  for (const b of p.blockers) {
    const k = [...new Set(b.canBlock)].filter((a) => attacking.has(a)).length;
    let choices = 0;
    for (let size = 0; size <= Math.min(k, b.capacity); size++) {
      let c = 1;
      for (let i = 0; i < size; i++) c = (c * (k - i)) / (i + 1);
      choices += c;
    }
    n *= choices;
  }
  return n;
}

function bruteRestrictionsOk(p: BlockProblem, decl: Block[]): boolean {
  const blocking = new Set(decl.map((d) => d.blocker));
  for (const a of p.attackers) {
    const n = decl.filter((d) => d.attacker === a.id).length;
    if (a.menace && n === 1) return false;
  }
  for (const b of p.blockers) if (b.cantBlockAlone && blocking.has(b.id) && blocking.size < 2) return false;
  return p.maxBlockers === null || blocking.size <= p.maxBlockers;
}

/** CR 509.1c counts requirements: a blocking creature obeys every requirement it is under. */
function bruteObeyed(p: BlockProblem, decl: Block[]): number {
  const blocking = new Set(decl.map((d) => d.blocker));
  return p.blockers.filter((b) => blocking.has(b.id)).reduce((sum, b) => sum + (b.requirements ?? (b.mustBlock ? 1 : 0)), 0);
}

function brute(p: BlockProblem): { max: number; legal: Block[][]; restricted: Block[][] } {
  const restricted = allDeclarations(p).filter((d) => bruteRestrictionsOk(p, d));
  const max = Math.max(...restricted.map((d) => bruteObeyed(p, d)));
  return { max, restricted, legal: restricted.filter((d) => bruteObeyed(p, d) === max) };
}

// ---- random small boards ----

const ATTACKER_IDS = ['A0', 'A1', 'A2', 'A3'];

/** `weighted`: each blocker is under 0–3 blocking requirements (CR 509.1c counts requirements), given
 *  as `requirements`; otherwise under one or none, given by `mustBlock` alone. */
function smallBoard(menaceWeight: number, limits: Array<number | null>, weighted = false): fc.Arbitrary<BlockProblem> {
  return fc
    .record({
      nAttackers: fc.integer({ min: 1, max: 4 }),
      menace: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 4, maxLength: 4 }),
      blockers: fc.array(
        fc.record({
          canBlock: fc.subarray(ATTACKER_IDS),
          capacity: fc.constantFrom(1, 1, 2),
          mustBlock: fc.boolean(),
          requirements: fc.constantFrom(0, 1, 1, 2, 3),
          cantBlockAlone: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
        }),
        { minLength: 0, maxLength: 6 },
      ),
      limit: fc.constantFrom(...limits),
    })
    .map(({ nAttackers, menace, blockers, limit }) => ({
      attackers: ATTACKER_IDS.slice(0, nAttackers).map((id, i) => ({ id, menace: (menace[i] ?? 0) < menaceWeight })),
      blockers: blockers.map(({ mustBlock, requirements, ...b }, i) => ({
        id: `B${i}`,
        ...b,
        ...(weighted ? { mustBlock: requirements > 0, requirements } : { mustBlock }),
      })),
      maxBlockers: limit,
    }));
}

function agreesWithBruteForce(p: BlockProblem): void {
  fc.pre(declarationCount(p) <= 20_000);
  const truth = brute(p);
  const { max, witness } = maxBlockRequirements(p);
  expect(max).toBe(truth.max);
  expect(blockRestrictionViolation(p, witness)).toBeNull();
  expect(bruteRestrictionsOk(p, witness)).toBe(true);
  expect(blockRequirementsObeyed(p, witness)).toBe(max);
  expect(checkBlockDeclaration(p, witness)).toBeNull();
  expect(countLegalBlockDeclarations(p)).toBe(truth.legal.length);
}

describe('combatSearch: blocks against brute force', () => {
  it('CR 509.1c: the maximum matches exhaustive enumeration (mixed boards, no limit or Silent Arbiter)', () => {
    fc.assert(fc.property(smallBoard(40, [null, null, 1]), agreesWithBruteForce), { numRuns: 400 });
  });

  it('CR 702.111b: the maximum matches exhaustive enumeration when most attackers have menace', () => {
    fc.assert(fc.property(smallBoard(85, [null]), agreesWithBruteForce), { numRuns: 400 });
  });

  it('CR 509.1b: the maximum matches exhaustive enumeration under a limit of two blockers', () => {
    fc.assert(fc.property(smallBoard(60, [2, 3]), agreesWithBruteForce), { numRuns: 300 });
  });

  it('CR 509.1c: with weighted requirements, the maximum matches exhaustive enumeration (no limit or Silent Arbiter)', () => {
    fc.assert(fc.property(smallBoard(40, [null, null, 1], true), agreesWithBruteForce), { numRuns: 400 });
  });

  it('CR 509.1c, 702.111b: with weighted requirements, the maximum matches exhaustive enumeration when most attackers have menace', () => {
    fc.assert(fc.property(smallBoard(85, [null], true), agreesWithBruteForce), { numRuns: 400 });
  });

  it('CR 509.1b–c: with weighted requirements, the maximum matches exhaustive enumeration under a limit of two or three blockers', () => {
    fc.assert(fc.property(smallBoard(60, [2, 3], true), agreesWithBruteForce), { numRuns: 300 });
  });

  it.each([
    ['one requirement per creature', false],
    ['weighted requirements', true],
  ])('CR 509.1b–c: checkBlockDeclaration accepts exactly the legal declarations (%s)', (_, weighted) => {
    fc.assert(
      fc.property(smallBoard(50, [null, null, 1, 2], weighted), fc.nat(), (p, pick) => {
        fc.pre(declarationCount(p) <= 5_000);
        const truth = brute(p);
        const all = allDeclarations(p);
        const decl = all[pick % all.length] ?? [];
        const legal = bruteRestrictionsOk(p, decl) && bruteObeyed(p, decl) === truth.max;
        const verdict = checkBlockDeclaration(p, decl);
        expect(verdict === null).toBe(legal);
        if (verdict && bruteRestrictionsOk(p, decl)) expect(verdict).toMatchObject({ code: 'block/requirement', rule: '509.1c' });
        expect(blockRestrictionViolation(p, decl) === null).toBe(bruteRestrictionsOk(p, decl));
      }),
      { numRuns: 400 },
    );
  });
});

describe('combatSearch: which blocks can be part of a declaration', () => {
  it("CR 509.1b, 702.111b: blockPairPossible says whether some declaration keeping every restriction has that block, as exhaustive enumeration does", () => {
    fc.assert(
      fc.property(smallBoard(60, [null, null, 1, 2]), (p) => {
        fc.pre(declarationCount(p) <= 5_000);
        const possible = allDeclarations(p).filter((decl) => bruteRestrictionsOk(p, decl));
        for (const b of p.blockers) {
          for (const a of new Set(b.canBlock)) {
            if (!p.attackers.some((x) => x.id === a)) continue;
            const truth = possible.some((decl) => decl.some((x) => x.blocker === b.id && x.attacker === a));
            expect(blockPairPossible(p, b.id, a), `${b.id} → ${a}`).toBe(truth);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it("CR 509.1b: a creature that can't block alone, whose only company could block only a menace attacker alone, can't block", () => {
    const p = board([blocker('pegasus', ['angel', 'brute'], { cantBlockAlone: true }), blocker('cadet', ['brute'])], ['angel', ['brute', 'menace']]);
    expect(blockPairPossible(p, 'pegasus', 'angel')).toBe(false);
    expect(blockPairPossible(p, 'pegasus', 'brute')).toBe(true);
    expect(blockPairPossible(p, 'cadet', 'brute')).toBe(true);
  });
});

describe('combatSearch: block rules', () => {
  // The example under CR 509.1c: a "blocks if able" creature, a vanilla one, a menace attacker.
  const example = board([blocker('lure', ['M'], { mustBlock: true }), blocker('bear', ['M'])], [['M', 'menace']]);

  it('CR 509.1c: against menace, a creature that blocks if able must be joined by the other one', () => {
    expect(maxBlockRequirements(example).max).toBe(1);
    expect(checkBlockDeclaration(example, blocks(['lure', 'M'], ['bear', 'M']))).toBeNull();
    expect(checkBlockDeclaration(example, [])).toMatchObject({ code: 'block/requirement', rule: '509.1c', blocker: 'lure' });
  });

  it('CR 702.111b: a creature with menace cannot be blocked by just one creature', () => {
    expect(checkBlockDeclaration(example, blocks(['lure', 'M']))).toMatchObject({ code: 'block/menace', rule: '702.111b', attacker: 'M' });
    expect(checkBlockDeclaration(example, blocks(['bear', 'M']))).toMatchObject({ code: 'block/menace', rule: '702.111b' });
  });

  it('CR 509.1b: a creature that can\'t block alone blocks only alongside another blocking creature', () => {
    const p = board([blocker('shy', ['X'], { cantBlockAlone: true }), blocker('bear', ['Y'])], ['X', 'Y']);
    expect(blockRestrictionViolation(p, blocks(['shy', 'X']))).toMatchObject({ code: 'block/cant-block-alone', rule: '509.1b', blocker: 'shy' });
    expect(blockRestrictionViolation(p, blocks(['shy', 'X'], ['bear', 'Y']))).toBeNull();
  });

  it('CR 509.1c: a required blocker that can\'t block alone and has no possible company obeys nothing', () => {
    const p = board([blocker('shy', ['X'], { mustBlock: true, cantBlockAlone: true }), blocker('tapped', [])], ['X']);
    expect(maxBlockRequirements(p)).toEqual({ max: 0, witness: [] });
    expect(checkBlockDeclaration(p, [])).toBeNull();
  });

  it('CR 509.1c: a required blocker that can\'t block alone brings a companion when one can block', () => {
    const p = board([blocker('shy', ['X'], { mustBlock: true, cantBlockAlone: true }), blocker('bear', ['X'])], ['X']);
    expect(maxBlockRequirements(p).max).toBe(1);
    expect(checkBlockDeclaration(p, [])).toMatchObject({ code: 'block/requirement' });
    expect(checkBlockDeclaration(p, blocks(['shy', 'X'], ['bear', 'X']))).toBeNull();
  });

  it('CR 509.1b: under "no more than one creature can block", the required blocker is the one that blocks', () => {
    const p = board([blocker('lure', ['X', 'Y'], { mustBlock: true }), blocker('bear', ['X'])], ['X', 'Y'], 1);
    expect(checkBlockDeclaration(p, blocks(['bear', 'X']))).toMatchObject({ code: 'block/requirement', rule: '509.1c' });
    expect(checkBlockDeclaration(p, blocks(['lure', 'Y']))).toBeNull();
    expect(checkBlockDeclaration(p, blocks(['lure', 'Y'], ['bear', 'X']))).toMatchObject({ code: 'block/max-blockers', rule: '509.1b' });
  });

  it('CR 509.1b: under "no more than one creature can block", a menace attacker cannot be blocked at all', () => {
    const p = board([blocker('lure', ['M'], { mustBlock: true }), blocker('bear', ['M'])], [['M', 'menace']], 1);
    expect(maxBlockRequirements(p).max).toBe(0);
    expect(checkBlockDeclaration(p, [])).toBeNull();
  });

  it('CR 509.1a: "can block an additional creature" allows two distinct attackers, never the same one twice', () => {
    const p = board([blocker('twin', ['X', 'Y', 'Z'], { capacity: 2 })], ['X', 'Y', 'Z']);
    expect(blockRestrictionViolation(p, blocks(['twin', 'X'], ['twin', 'Y']))).toBeNull();
    expect(blockRestrictionViolation(p, blocks(['twin', 'X'], ['twin', 'Y'], ['twin', 'Z']))).toMatchObject({ code: 'block/capacity', rule: '509.1a' });
    expect(blockRestrictionViolation(p, blocks(['twin', 'X'], ['twin', 'X']))).toMatchObject({ code: 'block/duplicate', rule: '509.1a' });
  });

  it('CR 509.1b: a block the caller did not allow (evasion, "can\'t block") is a restriction violation', () => {
    const p = board([blocker('bear', ['X'])], ['X', 'F']);
    expect(blockRestrictionViolation(p, blocks(['bear', 'F']))).toMatchObject({ code: 'block/not-allowed', rule: '509.1b', blocker: 'bear', attacker: 'F' });
  });

  it('CR 702.111b: one blocker with "can block an additional creature" joins two menace teams', () => {
    const p = board(
      [
        blocker('r1', ['M1'], { mustBlock: true }),
        blocker('r2', ['M2'], { mustBlock: true }),
        blocker('twin', ['M1', 'M2'], { capacity: 2 }),
      ],
      [['M1', 'menace'], ['M2', 'menace']],
    );
    expect(maxBlockRequirements(p).max).toBe(2);
    expect(checkBlockDeclaration(p, blocks(['r1', 'M1'], ['twin', 'M1']))).toMatchObject({ code: 'block/requirement' });
    const single = { ...p, blockers: p.blockers.map((b) => ({ ...b, capacity: 1 })) };
    expect(maxBlockRequirements(single).max).toBe(1);
  });

  it('CR 509.1c: a partner is rerouted when a better team exists (augmenting path)', () => {
    // h can partner r1 on M1 or r2 on M2; r3 can only partner r2 on M2. The best teams are
    // {r1, h} on M1 and {r2, r3} on M2: all three required blockers block.
    const p = board(
      [
        blocker('h', ['M2', 'M1']),
        blocker('r2', ['M2'], { mustBlock: true }),
        blocker('r1', ['M1'], { mustBlock: true }),
        blocker('r3', ['M2'], { mustBlock: true }),
      ],
      [['M1', 'menace'], ['M2', 'menace']],
    );
    expect(maxBlockRequirements(p).max).toBe(3);
  });

  it('CR 509.1c: under "no more than one creature can block", the creature under two requirements is the one that blocks', () => {
    // Requirements are counted, not creatures: `twice` is under two "blocks each combat if able" requirements.
    const p = board([blocker('once', ['X'], { mustBlock: true }), blocker('twice', ['X'], { mustBlock: true, requirements: 2 })], ['X'], 1);
    expect(maxBlockRequirements(p)).toEqual({ max: 2, witness: blocks(['twice', 'X']) });
    expect(checkBlockDeclaration(p, blocks(['once', 'X']))).toMatchObject({ code: 'block/requirement', rule: '509.1c', blocker: 'twice' });
    expect(checkBlockDeclaration(p, blocks(['twice', 'X']))).toBeNull();
    expect(countLegalBlockDeclarations(p)).toBe(1);
  });

  it('CR 509.1c, 702.111b: under a limit of two blockers, the menace team under more requirements forms, not the one of more required creatures', () => {
    // One team only: {l1, l2} on M1 obeys 1 + 1 = 2 requirements, {heavy, h} on M2 obeys 3 + 0 = 3.
    const p = board(
      [
        blocker('l1', ['M1'], { mustBlock: true }),
        blocker('l2', ['M1'], { mustBlock: true }),
        blocker('heavy', ['M2'], { mustBlock: true, requirements: 3 }),
        blocker('h', ['M2']),
      ],
      [['M1', 'menace'], ['M2', 'menace']],
      2,
    );
    expect(maxBlockRequirements(p).max).toBe(3);
    expect(checkBlockDeclaration(p, blocks(['l1', 'M1'], ['l2', 'M1']))).toMatchObject({ code: 'block/requirement', rule: '509.1c', blocker: 'heavy' });
    expect(checkBlockDeclaration(p, blocks(['heavy', 'M2'], ['h', 'M2']))).toBeNull();
    expect(countLegalBlockDeclarations(p)).toBe(1);
  });

  it('CR 509.1c: without `requirements`, a creature that blocks if able is under exactly one requirement', () => {
    const p = board([blocker('lure', ['X'], { mustBlock: true }), blocker('bear', ['X'], { requirements: 0 })], ['X']);
    expect(maxBlockRequirements(p).max).toBe(1);
    expect(blockRequirementsObeyed(p, blocks(['lure', 'X'], ['bear', 'X']))).toBe(1);
  });

  it('CR 509.1c: a required blocker with no attacker it can block does not count towards the maximum', () => {
    const p = board([blocker('tapped', [], { mustBlock: true }), blocker('lure', ['X'], { mustBlock: true })], ['X']);
    expect(maxBlockRequirements(p).max).toBe(1);
  });
});

describe('combatSearch: golden counts of legal block declarations', () => {
  it('CR 509.1c example board (blocks-if-able + vanilla vs menace): 1', () => {
    const p = board([blocker('lure', ['M'], { mustBlock: true }), blocker('bear', ['M'])], [['M', 'menace']]);
    expect(countLegalBlockDeclarations(p)).toBe(1);
  });

  it('CR 509.1a: two vanilla blockers, two vanilla attackers: 3 × 3 = 9', () => {
    const p = board([blocker('b1', ['X', 'Y']), blocker('b2', ['X', 'Y'])], ['X', 'Y']);
    expect(countLegalBlockDeclarations(p)).toBe(9);
  });

  it('CR 509.1b: Silent Arbiter, a blocks-if-able creature and two others vs two attackers: 2', () => {
    const p = board([blocker('lure', ['X', 'Y'], { mustBlock: true }), blocker('b1', ['X', 'Y']), blocker('b2', ['X'])], ['X', 'Y'], 1);
    expect(countLegalBlockDeclarations(p)).toBe(2);
  });

  it('CR 509.1c, 702.111b: required double blocker and a can\'t-block-alone creature vs plain + menace: 4', () => {
    // Legal: {a→X}, {a→X, b→X}, {a→Y, b→Y}, {a→X+Y, b→Y}; every other combination leaves Y with one
    // blocker or leaves the required creature idle.
    const p = board(
      [blocker('a', ['X', 'Y'], { mustBlock: true, capacity: 2 }), blocker('b', ['X', 'Y'], { cantBlockAlone: true })],
      ['X', ['Y', 'menace']],
    );
    expect(countLegalBlockDeclarations(p)).toBe(4);
  });

  it('CR 509.1b: two creatures that can\'t block alone vs one attacker: 2 (neither, or both)', () => {
    const p = board([blocker('s1', ['X'], { cantBlockAlone: true }), blocker('s2', ['X'], { cantBlockAlone: true })], ['X']);
    expect(countLegalBlockDeclarations(p)).toBe(2);
  });
});

describe('combatSearch: large boards', () => {
  it.each([
    ['one requirement per creature', false],
    ['weighted requirements', true],
  ])('CR 509.1c: on 50 × 50 boards the witness breaks no restriction and reaches the reported maximum (%s)', (_, weighted) => {
    for (let seed = 1; seed <= 12; seed++) {
      const p = hardBlockBoard(seed, 50, weighted);
      const { max, witness } = maxBlockRequirements(p);
      expect(blockRestrictionViolation(p, witness)).toBeNull();
      expect(blockRequirementsObeyed(p, witness)).toBe(max);
      expect(checkBlockDeclaration(p, witness)).toBeNull();
    }
  });
});

// ---- attacks ----

function bruteAttacks(p: AttackProblem): { max: number; legal: Attack[][] } {
  let all: Attack[][] = [[]];
  for (const c of p.candidates) {
    all = all.flatMap((decl) => [decl, ...c.defenders.map((d) => [...decl, { attacker: c.id, defender: d }])]);
  }
  const ok = (decl: Attack[]): boolean => {
    const ids = decl.map((a) => a.attacker);
    if (p.maxAttackers !== null && ids.length > p.maxAttackers) return false;
    return !p.candidates.some((c) => c.cantAttackAlone && ids.length === 1 && ids[0] === c.id);
  };
  // CR 508.1d counts requirements: an attacking creature obeys every requirement it is under.
  const weight = (c: AttackProblem['candidates'][number]): number => c.requirements ?? (c.mustAttack ? 1 : 0);
  const obeyed = (decl: Attack[]): number => p.candidates.filter((c) => decl.some((a) => a.attacker === c.id)).reduce((sum, c) => sum + weight(c), 0);
  const restricted = all.filter(ok);
  const max = Math.max(...restricted.map(obeyed));
  return { max, legal: restricted.filter((d) => obeyed(d) === max) };
}

/** `weighted`: each candidate is under 0–3 attack requirements (Juggernaut's own, Bident of Thassa's…),
 *  given as `requirements`; otherwise under one or none, given by `mustAttack` alone. */
function attackProblem(weighted: boolean): fc.Arbitrary<AttackProblem> {
  return fc
    .record({
      candidates: fc.array(
        fc.record({ defenders: fc.subarray(['P', 'W']), mustAttack: fc.boolean(), requirements: fc.constantFrom(0, 1, 1, 2, 3), cantAttackAlone: fc.boolean() }),
        { maxLength: 6 },
      ),
      maxAttackers: fc.constantFrom<number | null>(null, null, 1, 2, 3),
    })
    .map(({ candidates, maxAttackers }) => ({
      candidates: candidates.map(({ mustAttack, requirements, ...c }, i) => ({
        id: `C${i}`,
        ...c,
        ...(weighted ? { mustAttack: requirements > 0, requirements } : { mustAttack }),
      })),
      maxAttackers,
    }));
}

describe('combatSearch: attacks', () => {
  const arbiter = (candidates: AttackProblem['candidates']): AttackProblem => ({ candidates, maxAttackers: 1 });
  const c = (id: string, opts: Partial<AttackProblem['candidates'][number]> = {}) => ({ id, defenders: ['P'], mustAttack: false, cantAttackAlone: false, ...opts });

  // Juggernaut ("attacks each combat if able") and Grizzly Bears after Bident of Thassa's "creatures
  // your opponents control attack this turn if able", with Silent Arbiter ("no more than one creature
  // can attack each combat", itself a creature under Bident's requirement). Juggernaut attacking obeys
  // two requirements; any other single attacker obeys one.
  const bident = (): AttackProblem =>
    arbiter([c('jugg', { mustAttack: true, requirements: 2 }), c('bears', { mustAttack: true, requirements: 1 }), c('arbiter', { mustAttack: true, requirements: 1 })]);

  it('CR 508.1d: Juggernaut under its own and Bident of Thassa\'s requirements is the one creature Silent Arbiter lets attack', () => {
    const p = bident();
    expect(maxAttackRequirements(p)).toBe(2);
    expect(bestAttackDeclaration(p)).toEqual([{ attacker: 'jugg', defender: 'P' }]);
    expect(attackRequirementsObeyed(p, [{ attacker: 'jugg', defender: 'P' }])).toBe(2);
    expect(checkAttackDeclaration(p, [{ attacker: 'jugg', defender: 'P' }])).toBeNull();
  });

  it('CR 508.1d: with Juggernaut, Bident of Thassa and Silent Arbiter, Grizzly Bears attacking alone obeys 1 requirement where 2 can be obeyed', () => {
    const p = bident();
    expect(attackRequirementsObeyed(p, [{ attacker: 'bears', defender: 'P' }])).toBe(1);
    expect(checkAttackDeclaration(p, [{ attacker: 'bears', defender: 'P' }])).toEqual({
      code: 'attack/requirement', rule: '508.1d', attacker: 'jugg', detail: 'obeys 1 attack requirement(s) where 2 could be obeyed',
    });
    expect(checkAttackDeclaration(p, [{ attacker: 'arbiter', defender: 'P' }])).toMatchObject({ code: 'attack/requirement', attacker: 'jugg' });
    expect(checkAttackDeclaration(p, [])).toMatchObject({ code: 'attack/requirement', rule: '508.1d' });
    expect(checkAttackDeclaration(p, [{ attacker: 'jugg', defender: 'P' }, { attacker: 'bears', defender: 'P' }])).toMatchObject({ code: 'attack/max-attackers', rule: '508.1c' });
    // Counting creatures instead (one requirement each) is what let Grizzly Bears through.
    const perCreature = arbiter(p.candidates.map((cand) => ({ id: cand.id, defenders: cand.defenders, mustAttack: cand.mustAttack, cantAttackAlone: cand.cantAttackAlone })));
    expect(checkAttackDeclaration(perCreature, [{ attacker: 'bears', defender: 'P' }])).toBeNull();
  });

  it('CR 508.1d: with the limit lifted, Juggernaut, Grizzly Bears and Silent Arbiter all attack and obey 4 requirements', () => {
    const p = { ...bident(), maxAttackers: null };
    expect(maxAttackRequirements(p)).toBe(4);
    expect(checkAttackDeclaration(p, [{ attacker: 'jugg', defender: 'P' }, { attacker: 'bears', defender: 'P' }])).toMatchObject({ code: 'attack/requirement', attacker: 'arbiter' });
  });

  it('CR 508.1c–d: under "no more than one creature can attack", the heaviest creature that can attack alone is the one', () => {
    const p = arbiter([c('loner', { mustAttack: true, requirements: 3, cantAttackAlone: true }), c('jugg', { mustAttack: true, requirements: 2 }), c('bears', { mustAttack: true })]);
    expect(bestAttackDeclaration(p)).toEqual([{ attacker: 'jugg', defender: 'P' }]);
    expect(maxAttackRequirements({ ...p, maxAttackers: 2 })).toBe(5);
  });

  it('CR 508.1d: under "no more than one creature can attack", only the attacks-if-able creature may attack', () => {
    const p = arbiter([c('berserker', { mustAttack: true }), c('bear')]);
    expect(maxAttackRequirements(p)).toBe(1);
    expect(checkAttackDeclaration(p, [{ attacker: 'berserker', defender: 'P' }])).toBeNull();
    expect(checkAttackDeclaration(p, [{ attacker: 'bear', defender: 'P' }])).toMatchObject({ code: 'attack/requirement', rule: '508.1d', attacker: 'berserker' });
    expect(checkAttackDeclaration(p, [])).toMatchObject({ code: 'attack/requirement', rule: '508.1d' });
    expect(checkAttackDeclaration(p, [{ attacker: 'berserker', defender: 'P' }, { attacker: 'bear', defender: 'P' }])).toMatchObject({ code: 'attack/max-attackers', rule: '508.1c' });
  });

  it('CR 508.1d: an attacks-if-able creature that can\'t attack alone, with no other able creature, may stay home', () => {
    const p: AttackProblem = { candidates: [c('loner', { mustAttack: true, cantAttackAlone: true }), c('sick', { defenders: [] })], maxAttackers: null };
    expect(maxAttackRequirements(p)).toBe(0);
    expect(checkAttackDeclaration(p, [])).toBeNull();
    expect(checkAttackDeclaration(p, [{ attacker: 'loner', defender: 'P' }])).toMatchObject({ code: 'attack/cant-attack-alone', rule: '508.1c' });
  });

  it('CR 508.1d: an attacks-if-able creature that can\'t attack alone must attack when another creature can join it', () => {
    const p: AttackProblem = { candidates: [c('loner', { mustAttack: true, cantAttackAlone: true }), c('bear')], maxAttackers: null };
    expect(maxAttackRequirements(p)).toBe(1);
    expect(checkAttackDeclaration(p, [])).toMatchObject({ code: 'attack/requirement' });
    expect(checkAttackDeclaration(p, [{ attacker: 'loner', defender: 'P' }, { attacker: 'bear', defender: 'P' }])).toBeNull();
    expect(maxAttackRequirements({ ...p, maxAttackers: 1 })).toBe(0);
  });

  it('CR 508.1c: two creatures that can\'t attack alone may attack together', () => {
    const p: AttackProblem = { candidates: [c('a', { cantAttackAlone: true }), c('b', { cantAttackAlone: true })], maxAttackers: null };
    expect(attackRestrictionViolation(p, [{ attacker: 'a', defender: 'P' }, { attacker: 'b', defender: 'P' }])).toBeNull();
    expect(attackRestrictionViolation(p, [{ attacker: 'a', defender: 'P' }])).toMatchObject({ code: 'attack/cant-attack-alone', rule: '508.1c' });
  });

  it('CR 508.1c: a creature attacks only a defender the caller allowed, and only once', () => {
    const p: AttackProblem = { candidates: [c('bear'), c('wall', { defenders: [] })], maxAttackers: null };
    expect(attackRestrictionViolation(p, [{ attacker: 'wall', defender: 'P' }])).toMatchObject({ code: 'attack/not-allowed', rule: '508.1c' });
    expect(attackRestrictionViolation(p, [{ attacker: 'bear', defender: 'W' }])).toMatchObject({ code: 'attack/not-allowed' });
    expect(attackRestrictionViolation(p, [{ attacker: 'bear', defender: 'P' }, { attacker: 'bear', defender: 'P' }])).toMatchObject({ code: 'attack/duplicate' });
  });

  it.each([
    ['one requirement per creature', false],
    ['weighted requirements', true],
  ])('CR 508.1c–d: the maximum and the verdicts match exhaustive enumeration (%s)', (_, weighted) => {
    fc.assert(
      fc.property(attackProblem(weighted), fc.nat(), (p, pick) => {
        const truth = bruteAttacks(p);
        expect(maxAttackRequirements(p)).toBe(truth.max);
        expect(checkAttackDeclaration(p, bestAttackDeclaration(p))).toBeNull();
        let all: Attack[][] = [[]];
        for (const cand of p.candidates) all = all.flatMap((d) => [d, ...cand.defenders.map((def) => [...d, { attacker: cand.id, defender: def }])]);
        const decl = all[pick % all.length] ?? [];
        const legal = truth.legal.some((l) => JSON.stringify(l) === JSON.stringify(decl));
        expect(checkAttackDeclaration(p, decl) === null).toBe(legal);
      }),
      { numRuns: 500 },
    );
  });
});
