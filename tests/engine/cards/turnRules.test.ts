// The seeds' remaining turn rules (issue 22), with the five cards of more-cards.json: Breezekeeper
// (phasing, CR 502.1, 702.26), Ghostly Prison and Propaganda (costs to attack, 508.1d, 508.1f–j),
// Relentless Assault (additional combat and main phases, 500.8, 505.1a) and Time Warp (extra turns, 500.7).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, parseScenario, toResult, type Action, type GameState } from '../../../src/engine/index';
import { expectRefused, game, pass, permanent, play } from '../helpers';
import { cast, graveyard, lands, life, logged, passBoth, untilStep } from './cardHelpers';

const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];
type Perm = { id: string; phasedOut: boolean; attacking: string | null; tapped: boolean; power: number };
const permOf = (s: GameState, id: string): Perm | undefined =>
  toResult(s).players.flatMap((p) => (p as { battlefield: Perm[] }).battlefield).find((o) => o.id === id);
const declare = (player: string, pairs: [string, string][], payWith?: string[]): Action =>
  ({ type: 'declareAttackers', player, attackers: pairs.map(([attacker, defender]) => ({ attacker, defender })), ...(payWith ? { payWith } : {}) });

describe('CR 502.1, 702.26: phasing (Breezekeeper)', () => {
  it("CR 702.26a: Breezekeeper phases out in its controller's untap step and can't be blocked with or targeted while phased out", () => {
    let s = game({
      turn: { number: 4, activePlayer: 'B', step: 'untap' },
      players: [
        { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }, ...lands('Mountain', 1, 'm')], hand: [{ id: 'bolt', card: 'Lightning Bolt' }], library },
        { id: 'B', battlefield: [{ id: 'bk', card: 'Breezekeeper', counters: { '+1/+1': 1 } }], library },
      ],
    });
    expect(permOf(s, 'bk')).toMatchObject({ phasedOut: true, power: 5 });
    expect(s.battlefield).not.toContain('bk');
    expect(logged(s, '702.26b', 'Breezekeeper phases out')).toBe(true);
    // CR 702.26b: it can't be targeted.
    s = play(s, pass('B'));
    expect(expectRefused(s, cast('A', 'bolt', 'bk'), '702.26b')).toMatch(/Breezekeeper is phased out/);
    expect(legalActions(s).actions.some((a) => a.type === 'cast' && a.targets?.includes('bk'))).toBe(false);
  });

  it("CR 702.26b: a phased-out creature doesn't exist for combat: its controller is not asked to block, and takes the damage", () => {
    let s = game({
      turn: { number: 5, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
        { id: 'B', battlefield: [{ id: 'bk', card: 'Breezekeeper', phasedOut: true }], library },
      ],
    });
    s = play(s, declare('A', [['bear', 'B']]));
    s = passBoth(s);
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
    s = untilStep(s, 'main2');
    expect(life(s, 'B')).toBe(18);
  });

  it('CR 702.26c, 702.26d: it phases in under the player who controlled it, with its counters and damage, not summoning sick', () => {
    let s = game({
      turn: { number: 5, activePlayer: 'A', step: 'untap' },
      players: [
        { id: 'A', battlefield: [{ id: 'x', card: 'Grizzly Bears' }, { id: 'bk', card: 'Breezekeeper', phasedOut: true, counters: { '+1/+1': 2 }, controller: 'A' }, { id: 'y', card: 'Forest' }], library },
        { id: 'B', library },
      ],
    });
    expect(permOf(s, 'bk')).toMatchObject({ phasedOut: false, power: 6 });
    expect(toResult(s).players[0]).toMatchObject({ battlefield: [{ id: 'x' }, { id: 'bk' }, { id: 'y' }] });
    expect(logged(s, '702.26c', 'Breezekeeper phases in')).toBe(true);
    s = untilStep(s, 'declareAttackers');
    s = play(s, declare('A', [['bk', 'B']]));
    expect(permOf(s, 'bk')).toMatchObject({ attacking: 'B', tapped: true });
  });

  it("CR 702.26b: a phased-out creature is not counted by state-based actions: lethal damage doesn't destroy it", () => {
    const s = game({
      turn: { number: 5, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', library }, { id: 'B', battlefield: [{ id: 'bk', card: 'Breezekeeper', phasedOut: true, damage: 4 }], library }],
    });
    expect(permOf(s, 'bk')).toMatchObject({ phasedOut: true });
    expect(graveyard(s, 'B')).toEqual([]);
  });

  it("CR 702.26b: a phased-out planeswalker can't be attacked, and the refusal says it is phased out", () => {
    const s = game({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], library },
        { id: 'B', name: 'Bruno', battlefield: [{ id: 'jace', card: 'Jace Beleren', phasedOut: true }], library },
        { id: 'C', name: 'Carla', library },
      ],
    });
    expect(expectRefused(s, declare('A', [['bear', 'jace']]), '702.26b')).toMatch(/Jace Beleren is phased out/);
  });
});

describe('CR 508.1d, 508.1f–j: costs to attack (Ghostly Prison, Propaganda)', () => {
  const taxed = (plains: number, extra: string[] = []) => game({
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      { id: 'A', battlefield: [{ id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Runeclaw Bear' }, ...lands('Plains', plains, 'p')], library },
      { id: 'B', battlefield: [{ id: 'prison', card: 'Ghostly Prison' }, ...extra.map((card, i) => ({ id: `x${i}`, card }))], library },
    ],
  });

  it('CR 508.1h–j: two creatures attacking past Ghostly Prison cost {4}, paid automatically', () => {
    const s = play(taxed(4), declare('A', [['b1', 'B'], ['b2', 'B']]));
    for (let i = 0; i < 4; i++) expect(permanent(s, `p${i}`)?.tapped).toBe(true);
    expect(logged(s, '508.1h', 'The total cost to attack is {4}')).toBe(true);
    expect(logged(s, '508.1j', 'A pays {4} to attack')).toBe(true);
  });

  it('CR 508.1j: partial payments are not allowed: three Plains cannot pay {4}, and nothing changes', () => {
    const message = expectRefused(taxed(3), declare('A', [['b1', 'B'], ['b2', 'B']]), '508.1j');
    expect(message).toMatch(/A cannot pay the total cost to attack, \{4\} \(Ghostly Prison/);
  });

  it('CR 508.1f, 508.1j: the refusal says why: too little mana, and Llanowar Elves, attacking, was tapped before the cost', () => {
    const s = game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves' }, ...lands('Plains', 1, 'p')], library },
        { id: 'B', battlefield: [{ id: 'prison', card: 'Ghostly Prison' }], library },
      ],
    });
    expect(expectRefused(s, declare('A', [['elf', 'B']]), '508.1j')).toBe(
      "A cannot pay the total cost to attack, {2} (Ghostly Prison: {2} for each of 1 creature attacking B): A's mana pool and untapped mana sources (Llanowar Elves attacking, already tapped: 508.1f) make less than {2}, and partial payments are not allowed.",
    );
    expect(expectRefused(s, declare('A', [['elf', 'B']], ['p0']), '508.1j')).toMatch(/: the named sources and A's mana pool make less than \{2\}, and partial payments are not allowed\.$/);
  });

  it('CR 508.1h: Propaganda and Ghostly Prison add up: one attacker costs {4}', () => {
    expectRefused(taxed(3, ['Propaganda']), declare('A', [['b1', 'B']]), '508.1j');
    const s = play(taxed(4, ['Propaganda']), declare('A', [['b1', 'B']]));
    expect(logged(s, '508.1h', 'The total cost to attack is {4}')).toBe(true);
  });

  it('CR 508.1i: payWith names the sources; CR 508.1f: an attacking creature is already tapped and cannot pay', () => {
    const s = play(taxed(4), declare('A', [['b1', 'B']], ['p2', 'p3']));
    expect([0, 1, 2, 3].map((i) => permanent(s, `p${i}`)?.tapped)).toEqual([false, false, true, true]);
    const elves = game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', battlefield: [{ id: 'elf', card: 'Llanowar Elves' }, ...lands('Forest', 1, 'f')], library },
        { id: 'B', battlefield: [{ id: 'prison', card: 'Ghostly Prison' }], library },
      ],
    });
    expect(expectRefused(elves, declare('A', [['elf', 'B']], ['elf', 'f0']), '508.1f')).toMatch(/Llanowar Elves is attacking and was tapped/);
    expectRefused(elves, declare('A', [['elf', 'B']]), '508.1j');
  });

  it('CR 508.1d: a requirement never forces a player to pay: Juggernaut may stay home past Ghostly Prison', () => {
    const s = game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', battlefield: [{ id: 'jug', card: 'Juggernaut' }, ...lands('Plains', 2, 'p')], library },
        { id: 'B', battlefield: [{ id: 'prison', card: 'Ghostly Prison' }], library },
      ],
    });
    expect(applyAction(s, declare('A', [])).ok).toBe(true);
    expect(applyAction(s, declare('A', [['jug', 'B']])).ok).toBe(true);
    // legalActions offers both, the paid one included.
    const offered = legalActions(s).actions.filter((a) => a.type === 'declareAttackers').map((a) => (a.type === 'declareAttackers' ? a.attackers.length : -1));
    expect(offered.sort()).toEqual([0, 1]);
  });

  it("CR 508.1d, 802.3a: with only Bruno's Propaganda out, Juggernaut must attack, and the refusal's example attacks untaxed Carla", () => {
    const s = game({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'jug', card: 'Juggernaut' }], library },
        { id: 'B', name: 'Bruno', battlefield: [{ id: 'prop', card: 'Propaganda' }], library },
        { id: 'C', name: 'Carla', library },
      ],
    });
    expect(expectRefused(s, declare('A', []), '508.1d')).toMatch(/for example: Juggernaut attacking Carla\)/);
    expect(applyAction(s, declare('A', [['jug', 'C']])).ok).toBe(true);
  });

  it('CR 508.1h: the attack options say what attacking costs, and which cards ask it', () => {
    const s = taxed(4, ['Propaganda']);
    const pending = s.pendingChoice;
    if (pending?.type !== 'declareAttackers') throw new Error('expected declareAttackers');
    expect(pending.attackers[0]?.conditions).toContainEqual(expect.objectContaining({ rule: '508.1h', message: expect.stringMatching(/^Attacking B costs \{4\} for each creature \(Ghostly Prison, Propaganda\)/) }));
  });

  it('CR 508.1h: a declaration the player cannot afford is not offered', () => {
    const offered = legalActions(taxed(2)).actions.filter((a) => a.type === 'declareAttackers').map((a) => (a.type === 'declareAttackers' ? a.attackers.length : -1));
    expect(offered.sort()).toEqual([0, 1, 1]);
  });
});

describe('CR 500.8, 505.1a: additional combat and main phases (Relentless Assault)', () => {
  const assault = () => {
    let s = game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', battlefield: [{ id: 'jug', card: 'Juggernaut' }, ...lands('Mountain', 4, 'm')], hand: [{ id: 'ra', card: 'Relentless Assault' }], library },
        { id: 'B', library },
      ],
    });
    s = play(s, declare('A', [['jug', 'B']]));
    s = untilStep(s, 'main2');
    expect(life(s, 'B')).toBe(15);
    s = play(s, cast('A', 'ra'), pass('A'), pass('B'));
    return s;
  };

  it('CR 500.8: Relentless Assault untaps the creatures that attacked and adds a combat phase and a main phase after this main phase', () => {
    let s = assault();
    expect(permanent(s, 'jug')?.tapped).toBe(false);
    expect(s.turn.additionalPhases).toEqual(['combat', 'main']);
    s = passBoth(s);
    expect(s.turn.step).toBe('beginCombat');
    expect(logged(s, '500.8', 'An additional combat phase begins')).toBe(true);
  });

  it('CR 508.1d: Juggernaut "attacks each combat if able" must attack again in the additional combat', () => {
    let s = untilStep(assault(), 'beginCombat');
    s = passBoth(s);
    expect(s.pendingChoice).toMatchObject({ type: 'declareAttackers' });
    expectRefused(s, declare('A', []), '508.1d');
    s = play(s, declare('A', [['jug', 'B']]));
    s = untilStep(s, 'main2');
    expect(life(s, 'B')).toBe(10);
    // CR 505.1a: the additional main phase is a postcombat main phase; then the turn goes on to its end.
    expect(s.turn.number).toBe(3);
    s = passBoth(s);
    expect(s.turn.step).toBe('end');
  });

  it("CR 500.8: cast in the precombat main phase, the additional phases come before the turn's own combat", () => {
    let s = game({
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', battlefield: lands('Mountain', 4, 'm'), hand: [{ id: 'ra', card: 'Relentless Assault' }], library }, { id: 'B', library }],
    });
    s = play(s, cast('A', 'ra'), pass('A'), pass('B'));
    const steps: string[] = [];
    for (let i = 0; i < 60 && s.turn.number === 3; i++) {
      if (steps.at(-1) !== s.turn.step) steps.push(s.turn.step);
      s = play(s, pass(s.pendingChoice!.player));
    }
    expect(steps).toEqual(['main1', 'beginCombat', 'declareAttackers', 'endCombat', 'main2', 'beginCombat', 'declareAttackers', 'endCombat', 'main2', 'end']);
  });

  it('scenario field turn.additionalPhases: the phases follow the current phase', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'main2', additionalPhases: ['combat', 'main'] }, players: [{ id: 'A', library }, { id: 'B', library }] });
    s = passBoth(s);
    expect(s.turn.step).toBe('beginCombat');
    s = untilStep(s, 'main2');
    s = passBoth(s);
    expect(s.turn.step).toBe('end');
  });
});

describe('CR 500.7: extra turns (Time Warp)', () => {
  it('CR 500.7: Time Warp gives its target an extra turn after this one', () => {
    let s = game({
      turn: { number: 3, activePlayer: 'A', step: 'main2' },
      players: [{ id: 'A', battlefield: lands('Island', 5, 'i'), hand: [{ id: 'tw', card: 'Time Warp' }], library }, { id: 'B', library }],
    });
    s = play(s, cast('A', 'tw', 'A'), pass('A'), pass('B'));
    expect(logged(s, '500.7', 'A will take an extra turn after this one')).toBe(true);
    s = untilStep(s, 'upkeep', 4);
    expect(s.turn.activePlayer).toBe('A');
    s = untilStep(s, 'upkeep', 5);
    expect(s.turn.activePlayer).toBe('B');
  });

  it("CR 500.7: Time Warp on an opponent: Bruno's extra turn comes directly after Ana's, then his own turn (the turn order is not moved)", () => {
    let s = game({
      turn: { number: 3, activePlayer: 'A', step: 'main2' },
      players: [{ id: 'A', battlefield: lands('Island', 5, 'i'), hand: [{ id: 'tw', card: 'Time Warp' }], library }, { id: 'B', library }],
    });
    s = play(s, cast('A', 'tw', 'B'), pass('A'), pass('B'));
    const order: string[] = [];
    for (const n of [4, 5, 6]) {
      s = untilStep(s, 'upkeep', n);
      order.push(s.turn.activePlayer);
    }
    expect(order).toEqual(['B', 'B', 'A']);
    expect(logged(s, '500.7', 'Turn 4 begins: B is the active player')).toBe(true);
    expect(logged(s, '500.1', 'Turn 5 begins: B is the active player')).toBe(true);
  });

  it("CR 500.7, 102.1: with three players, an extra turn for Carla during Ana's turn is followed by Bruno's, the turn after Ana's", () => {
    let s = game({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'end', extraTurns: ['C'] },
      players: [{ id: 'A', library }, { id: 'B', library }, { id: 'C', library }],
    });
    const order: string[] = [];
    for (const n of [4, 5, 6, 7]) {
      s = untilStep(s, 'upkeep', n);
      order.push(s.turn.activePlayer);
    }
    expect(order).toEqual(['C', 'B', 'C', 'A']);
  });

  it('CR 500.7: an extra turn created during an extra turn comes next, and the turn order then resumes after the last normal turn', () => {
    let s = game({
      turn: { number: 3, activePlayer: 'A', step: 'main2' },
      players: [{ id: 'A', battlefield: lands('Island', 5, 'i'), hand: [{ id: 'tw', card: 'Time Warp' }], library }, { id: 'B', battlefield: lands('Island', 5, 'j'), hand: [{ id: 'tw2', card: 'Time Warp' }], library }],
    });
    s = play(s, cast('A', 'tw', 'B'), pass('A'), pass('B'));
    s = untilStep(s, 'main1', 4);
    expect(s.turn.activePlayer).toBe('B');
    s = play(s, cast('B', 'tw2', 'B'), pass('B'), pass('A'));
    const order: string[] = [];
    for (const n of [5, 6, 7]) {
      s = untilStep(s, 'upkeep', n);
      order.push(s.turn.activePlayer);
    }
    // Turn 5: Bruno's second extra turn; turn 6: his normal turn, the one after Ana's turn 3; then Ana.
    expect(order).toEqual(['B', 'B', 'A']);
  });

  it('scenario file error: an unknown player in turn.extraTurns is named by its field path', () => {
    const r = parseScenario({ turn: { number: 3, activePlayer: 'A', step: 'end', extraTurns: ['A', 'Z'] }, players: [{ id: 'A' }, { id: 'B' }] });
    expect(r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`)).toEqual(['turn.extraTurns[1]: unknown player "Z"']);
  });

  it('CR 500.7: scenario field turn.extraTurns lists them in the order they are taken', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end', extraTurns: ['B', 'A'] }, players: [{ id: 'A', library }, { id: 'B', library }] });
    const order: string[] = [];
    for (const n of [4, 5, 6]) {
      s = untilStep(s, 'upkeep', n);
      order.push(s.turn.activePlayer);
    }
    expect(order).toEqual(['B', 'A', 'B']);
  });
});
