// CR 507 (beginning of combat) and 508 (declare attackers): who may attack, restrictions and
// requirements checked on the declaration as a whole, requirements maximised, 508.8.
import { describe, expect, it } from 'vitest';
import { legalActions, play } from './helpers';
import { accepts, attack, attackAndPass, board, pass, passBoth, perm, refusalOf } from './combatHelpers';
import type { AttackOption, GameState } from '../../src/engine/index';

function option(s: GameState, id: string): AttackOption {
  const p = s.pendingChoice;
  if (p?.type !== 'declareAttackers') throw new Error(`no declareAttackers pending: ${JSON.stringify(p)}`);
  const o = p.attackers.find((x) => x.creature === id);
  if (!o) throw new Error(`no option for ${id}`);
  return o;
}

describe('CR 507: beginning of combat', () => {
  it('CR 507.1–507.2: the opponent becomes the defending player, then the active player gets priority', () => {
    const s = board({ step: 'beginCombat', a: [{ id: 'bears', card: 'Grizzly Bears' }] });
    expect(s.combat?.defendingPlayer).toBe('B');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
    const next = passBoth(s);
    expect(next.turn.step).toBe('declareAttackers');
    expect(next.pendingChoice?.type).toBe('declareAttackers');
  });
});

describe('CR 508.1a: which creatures can attack', () => {
  it('CR 302.6, 508.1a: a creature that has not been controlled since the turn began cannot attack', () => {
    const s = board({ a: [{ id: 'bears', card: 'Grizzly Bears', summoningSick: true }, { id: 'ape', card: 'Silverback Ape' }] });
    expect(option(s, 'bears')).toMatchObject({ defenders: [], reason: { rule: '302.6' } });
    const e = refusalOf(s, attack('bears'));
    expect(e.rule).toBe('302.6');
    expect(e.message).toContain('Grizzly Bears');
  });

  it('CR 702.10b: a creature with haste can attack the turn it arrives', () => {
    const s = board({ a: [{ id: 'gob', card: 'Raging Goblin', summoningSick: true }] });
    expect(option(s, 'gob').defenders).toEqual(['B']);
    expect(accepts(s, attack('gob'))).toBe(true);
  });

  it('CR 508.1a: a tapped creature cannot attack', () => {
    const s = board({ a: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }, { id: 'ape', card: 'Silverback Ape' }] });
    expect(refusalOf(s, attack('bears')).rule).toBe('508.1a');
  });

  it('CR 702.3b: a creature with defender cannot attack', () => {
    const s = board({ a: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'ape', card: 'Silverback Ape' }] });
    expect(option(s, 'wall').reason?.rule).toBe('702.3b');
    const e = refusalOf(s, attack('wall'));
    expect(e.rule).toBe('702.3b');
    expect(e.message).toContain('Wall of Wood');
  });

  it("CR 508.1a: the opponent's creature cannot be declared as an attacker", () => {
    const s = board({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape' }] });
    expect(refusalOf(s, attack('ape')).rule).toBe('508.1a');
    expect(refusalOf(s, attack('nobody')).rule).toBe('508.1a');
    expect(refusalOf(s, attack('bears', 'bears')).rule).toBe('508.1a');
  });

  it('CR 508.1: with only a creature with defender, no attackers are asked for', () => {
    const s = board({ a: [{ id: 'wall', card: 'Wall of Wood' }] });
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });
});

describe('CR 508.1b: what a creature attacks', () => {
  it('CR 508.1b: a creature attacks the defending player or a planeswalker they control, nothing else', () => {
    const s = board({
      a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'garruk', card: 'Garruk Wildspeaker' }],
      b: [{ id: 'jace', card: 'Jace Beleren' }],
    });
    expect(option(s, 'bears').defenders).toEqual(['B', 'jace']);
    expect(accepts(s, attack(['bears', 'jace']))).toBe(true);
    expect(refusalOf(s, attack(['bears', 'garruk'])).rule).toBe('508.1b');
    expect(refusalOf(s, attack(['bears', 'A'])).rule).toBe('508.1b');
  });
});

describe('CR 508.1f: attacking taps', () => {
  it('CR 508.1f, 702.20b: attacking taps a creature, but not one with vigilance', () => {
    const s = play(board({ a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'angel', card: 'Serra Angel' }] }), attack('bears', 'angel'));
    expect(perm(s, 'bears')?.tapped).toBe(true);
    expect(perm(s, 'angel')?.tapped).toBe(false);
    expect(s.combat?.attackers.map((a) => a.id)).toEqual(['bears', 'angel']);
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });
});

describe('CR 508.1c–d: restrictions and requirements, checked on the whole declaration', () => {
  it('CR 508.1d: Juggernaut attacks each combat if able; declaring no attackers is refused, naming it', () => {
    const s = board({ a: [{ id: 'jugg', card: 'Juggernaut' }] });
    expect(option(s, 'jugg').mustAttack).toBe(true);
    const e = refusalOf(s, attack());
    expect(e.rule).toBe('508.1d');
    expect(e.message).toContain('Juggernaut');
    expect(accepts(s, attack('jugg'))).toBe(true);
  });

  it('CR 508.1d: a tapped or summoning-sick Juggernaut is exempt from its requirement', () => {
    expect(accepts(board({ a: [{ id: 'jugg', card: 'Juggernaut', tapped: true }, { id: 'bears', card: 'Grizzly Bears' }] }), attack())).toBe(true);
    expect(accepts(board({ a: [{ id: 'jugg', card: 'Juggernaut', summoningSick: true }, { id: 'bears', card: 'Grizzly Bears' }] }), attack())).toBe(true);
  });

  it('CR 508.1d (seed 000): under Silent Arbiter the only legal attack is the creature that attacks if able', () => {
    const s = board({ a: [{ id: 'jugg', card: 'Juggernaut' }, { id: 'bears', card: 'Grizzly Bears' }, { id: 'arbiter', card: 'Silent Arbiter', summoningSick: true }] });
    expect(accepts(s, attack('jugg'))).toBe(true);
    const none = refusalOf(s, attack());
    expect(none.rule).toBe('508.1d');
    expect(none.message).toContain('Juggernaut');
    const other = refusalOf(s, attack('bears'));
    expect(other.rule).toBe('508.1d');
    expect(other.message).toContain('Juggernaut attacks each combat if able');
    const both = refusalOf(s, attack('jugg', 'bears'));
    expect(both.rule).toBe('508.1c');
    expect(both.message).toContain('Silent Arbiter');
    expect(both.message).toContain('Grizzly Bears');
    // CR 508.1c–d explained before declaring: Grizzly Bears can't attack at all, and why.
    expect(option(s, 'bears')).toMatchObject({ defenders: [], reason: { rule: '508.1d' } });
    expect(option(s, 'bears').reason?.message).toMatch(/Silent Arbiter.*Juggernaut/);
    expect(option(s, 'jugg').conditions?.map((c) => c.rule)).toEqual(['508.1d', '508.1c']);
  });

  it('CR 508.1d: after Bident of Thassa, the creatures of its controller\'s opponent attack this turn if able', () => {
    let s = board({ step: 'beginCombat', a: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'sick', card: 'Eager Cadet', summoningSick: true }], b: [{ id: 'bident', card: 'Bident of Thassa' }, { id: 'i1', card: 'Island' }, { id: 'i2', card: 'Island' }] });
    s = play(s, pass('A'), { type: 'activate', player: 'B', source: 'bident', ability: 0 });
    s = passBoth(passBoth(s));
    expect(s.turn.step).toBe('declareAttackers');
    expect(option(s, 'bears')).toMatchObject({ mustAttack: true, conditions: [{ rule: '508.1d', message: 'Grizzly Bears attacks this turn if able (Bident of Thassa).' }] });
    expect(refusalOf(s, attack())).toMatchObject({ rule: '508.1d', message: expect.stringMatching(/^Grizzly Bears attacks this turn if able \(Bident of Thassa\), and can attack here/) });
    expect(accepts(s, attack('bears'))).toBe(true);
  });

  it('CR 508.1d counts requirements, not creatures: under Bident of Thassa Juggernaut is under two, and the refusal counts them and names both', () => {
    let s = board({ step: 'beginCombat', a: [{ id: 'jugg', card: 'Juggernaut' }, { id: 'bear', card: 'Runeclaw Bear' }], b: [{ id: 'bident', card: 'Bident of Thassa' }, { id: 'i1', card: 'Island' }, { id: 'i2', card: 'Island' }] });
    s = play(s, pass('A'), { type: 'activate', player: 'B', source: 'bident', ability: 0 });
    s = passBoth(passBoth(s));
    expect(refusalOf(s, attack('bear'))).toMatchObject({
      rule: '508.1d',
      message: expect.stringMatching(/^Juggernaut attacks this combat if able \(Juggernaut and Bident of Thassa\), .*this declaration obeys 1 attack requirement where 3 can be obeyed/),
    });
    expect(refusalOf(s, attack())).toMatchObject({ message: expect.stringContaining('obeys 0 attack requirements where 3 can be obeyed') });
    expect(accepts(s, attack('jugg', 'bear'))).toBe(true);
  });

  it('CR 508.1c: Mogg Flunkies cannot attack alone; two creatures that "can\'t attack alone" may attack together (seed 000)', () => {
    const s = board({ a: [{ id: 'flunkies', card: 'Mogg Flunkies' }, { id: 'jackal', card: 'Jackal Familiar' }, { id: 'bears', card: 'Grizzly Bears' }] });
    const e = refusalOf(s, attack('flunkies'));
    expect(e.rule).toBe('508.1c');
    expect(e.message).toContain('Mogg Flunkies');
    expect(accepts(s, attack('flunkies', 'jackal'))).toBe(true);
    expect(accepts(s, attack('flunkies', 'bears'))).toBe(true);
    expect(option(s, 'flunkies').conditions).toEqual([{ rule: '508.1c', message: "Mogg Flunkies can't attack alone." }]);
  });

  it('CR 508.1c: Loyal Pegasus alone is asked, but can only not attack, and is told why', () => {
    const s = board({ a: [{ id: 'pegasus', card: 'Loyal Pegasus' }] });
    expect(s.pendingChoice?.type).toBe('declareAttackers');
    expect(option(s, 'pegasus')).toMatchObject({ defenders: [], reason: { rule: '508.1c' } });
    expect(refusalOf(s, attack('pegasus')).rule).toBe('508.1c');
    expect(legalActions(s).actions).toEqual([attack()]);
    expect(legalActions(s).closed.map((c) => c.reason.rule)).toEqual(['508.1c']);
  });

  it('CR 508.1c: with Silent Arbiter, Mogg Flunkies can never attack', () => {
    const s = board({ a: [{ id: 'flunkies', card: 'Mogg Flunkies' }, { id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'arbiter', card: 'Silent Arbiter' }] });
    expect(option(s, 'flunkies').reason?.message).toContain('Silent Arbiter');
    expect(refusalOf(s, attack('flunkies', 'bears')).rule).toBe('508.1c');
    expect(accepts(s, attack('bears'))).toBe(true);
  });

  it('CR 508.1, 733.1: an illegal declaration changes nothing, and a legal one can follow', () => {
    const s = board({ a: [{ id: 'jugg', card: 'Juggernaut' }, { id: 'bears', card: 'Grizzly Bears', tapped: true }] });
    refusalOf(s, attack('jugg', 'bears'));
    expect(perm(s, 'jugg')?.tapped).toBe(false);
    expect(s.combat?.attackers).toEqual([]);
    expect(play(s, attack('jugg')).combat?.attackers.map((a) => a.id)).toEqual(['jugg']);
  });

  it('CR 508.1a: legalActions closes each creature that cannot attack, with the reason', () => {
    const s = board({ a: [{ id: 'bears', card: 'Grizzly Bears', summoningSick: true }, { id: 'wall', card: 'Wall of Wood' }, { id: 'ape', card: 'Silverback Ape' }] });
    const closed = legalActions(s).closed;
    expect(closed.map((c) => c.reason.rule).sort()).toEqual(['302.6', '702.3b']);
    for (const c of closed) expect(c.action.type).toBe('declareAttackers');
  });
});

describe('CR 508.8: no attackers', () => {
  it('CR 508.8: with no attackers declared, the declare blockers and combat damage steps are skipped', () => {
    const s = attackAndPass(board({ a: [{ id: 'bears', card: 'Grizzly Bears' }], b: [{ id: 'ape', card: 'Silverback Ape' }] }), attack());
    expect(s.turn.step).toBe('endCombat');
  });

  it('CR 508.8: an attacker declared and then destroyed still leads to the declare blockers step', () => {
    let s = board({
      a: [{ id: 'bears', card: 'Grizzly Bears' }],
      b: [{ id: 'ape', card: 'Silverback Ape' }, { id: 'm', card: 'Mountain' }],
      handB: [{ id: 'bolt', card: 'Lightning Bolt' }],
    });
    s = play(s, attack('bears'), pass('A'), { type: 'cast', player: 'B', card: 'bolt', targets: ['bears'] });
    s = passBoth(s);
    expect(s.battlefield).not.toContain('bears');
    s = passBoth(s);
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.combat?.attackers).toEqual([]);
  });
});
