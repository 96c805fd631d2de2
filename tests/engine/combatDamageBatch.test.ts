// A big combat damage step (CR 510.2, 704.3, 506.4, 603.10a) done the fast way must be exactly the
// rules' step: each log entry follows a consistent state, creatures leaving combat leave every list
// that names them, and the fast paths for characteristics and card definitions give what the full
// computation gives.
import { describe, expect, it } from 'vitest';
import { characteristics, findObject, legalActions, traceAction } from '../../src/engine/index';
import type { Action, GameState } from '../../src/engine/index';
import { transact } from '../../src/engine/transaction';
import { moveObject, mutObject, removeFromCombat } from '../../src/engine/state';
import { characteristicsButPower, toughnessOf } from '../../src/engine/rules/characteristics';
import { cardDefinition } from '../../src/engine/cards/pool';
import { attack, attackAndPass, block, board, withEffect } from './combatHelpers';
import { play } from './helpers';

const ATTACKERS = ['Craw Wurm', 'Grizzly Bears', 'Typhoid Rats', 'Goblin Piker', 'Mesa Unicorn', 'Trained Armodon'];
const BLOCKERS = ['Runeclaw Bear', 'Typhoid Rats', 'Giant Spider', 'Eager Cadet', 'Grizzly Bears', 'Wall of Wood'];

/** Six attackers, each blocked by one creature, at the moment Bruno's blocks are declared. */
function sixBySix(): GameState {
  const a = ATTACKERS.map((card, i) => ({ id: `a${i}`, card }));
  const b = BLOCKERS.map((card, i) => ({ id: `b${i}`, card }));
  const s = attackAndPass(board({ a, b, lifeB: 40 }), attack(...a.map((x) => x.id)));
  return play(s, block(...a.map((x, i): [string, string] => [`b${i}`, x.id])));
}

function inCombat(s: GameState, id: string): boolean {
  const c = s.combat;
  if (!c) return false;
  return c.attackers.some((a) => a.id === id || a.blockedBy.includes(id)) || c.blockers.some((b) => b.id === id || b.blocking.includes(id));
}

describe('a combat damage step where many creatures die together', () => {
  it('CR 704.3, 506.4, 400.7: each log entry follows a consistent state, one creature at a time', () => {
    const s = sixBySix();
    // Both players pass: the combat damage step begins and every creature has one recipient.
    const p = s.pendingChoice;
    if (p?.type !== 'priority') throw new Error('priority expected');
    const traced = traceAction(s, { type: 'pass', player: p.player });
    if (!traced.ok) throw new Error(traced.error.message);
    let passes = traced.state;
    if (passes.pendingChoice?.type === 'priority' && passes.turn.step === 'declareBlockers') {
      const again = traceAction(passes, { type: 'pass', player: passes.pendingChoice.player });
      if (!again.ok) throw new Error(again.error.message);
      passes = again.state;
      traced.steps.push(...again.steps);
    }
    const dying = traced.steps.filter((x) => x.entry.event?.kind === 'sba').map((x) => (x.entry.event as { object: string }).object);
    expect(dying.length).toBeGreaterThanOrEqual(6);
    const left = new Set<string>();
    const removed = new Set<string>();
    for (const { entry, state } of traced.steps) {
      const ev = entry.event;
      if (entry.rule === '506.4') removed.add(dying.find((id) => entry.text.startsWith(`${findObject(passes, id)?.card} `) && !removed.has(id))!);
      if (ev?.kind === 'zoneChange' && ev.from === 'battlefield') left.add(ev.object);
      for (const id of dying) {
        // A creature is out of combat from its own 506.4 entry on, and off the battlefield (in its
        // owner's graveyard) from its own zone change on; the others are untouched until theirs.
        expect(inCombat(state, id), `${id} after "${entry.text}"`).toBe(!removed.has(id));
        expect(state.battlefield.includes(id), `${id} after "${entry.text}"`).toBe(!left.has(id));
        expect(findObject(state, id)?.zone).toBe(left.has(id) ? 'graveyard' : 'battlefield');
      }
    }
    expect(left).toEqual(new Set(dying));
    expect(removed).toEqual(new Set(dying));
  });

  it('CR 506.4: a creature leaving combat leaves every list that names it, even lists that disagree', () => {
    const s = sixBySix();
    // The engine records each block on both sides; the removal does not rely on it.
    const after = transact(s, (g) => {
      const c = g.combat!;
      c.attackers[2]!.blockedBy.push('b0');
      removeFromCombat(g, 'b0');
    });
    const c = after.combat!;
    expect(c.blockers.map((b) => b.id)).not.toContain('b0');
    expect(c.attackers.find((a) => a.id === 'a0')).toMatchObject({ blocked: true, blockedBy: [] });
    expect(c.attackers.find((a) => a.id === 'a2')!.blockedBy).toEqual(['b2']);
    expect(s.combat!.attackers[2]!.blockedBy).toEqual(['b2']);
  });

  it('CR 400.7: a creature moved to another zone forgets its regeneration shields and other marks', () => {
    const s = sixBySix();
    const after = transact(s, (g) => {
      const o = mutObject(g, 'a0');
      o.regenerationShields = 1;
      o.skipNextUntap = true;
      o.noCombatDamageTurn = 3;
      moveObject(g, 'a0', 'graveyard');
      moveObject(g, 'a1', 'graveyard');
    });
    for (const id of ['a0', 'a1']) {
      const o = findObject(after, id)!;
      expect(o.zone).toBe('graveyard');
      expect(Object.keys(o)).not.toEqual(expect.arrayContaining(['regenerationShields']));
      expect('skipNextUntap' in o || 'noCombatDamageTurn' in o || 'loyaltyActivatedTurn' in o).toBe(false);
    }
    expect(after.battlefield).not.toContain('a0');
    expect(after.battlefield).toEqual(s.battlefield.filter((id) => id !== 'a0' && id !== 'a1'));
  });
});

describe('characteristics without power (the damage and state-based-action fast path)', () => {
  const allButPower = (g: GameState, id: string) => {
    const { power: _power, ...rest } = characteristics(g, id);
    return rest;
  };

  it('agrees with characteristics on everything but power: Watchdog, counters, effects, zones', () => {
    let s = attackAndPass(
      board({
        a: [{ id: 'wurm', card: 'Craw Wurm', counters: { '+1/+1': 2, '-1/-1': 1 } }, { id: 'bears', card: 'Grizzly Bears' }],
        b: [{ id: 'dog', card: 'Watchdog' }, { id: 'rats', card: 'Typhoid Rats' }],
      }),
      attack('wurm', 'bears'),
    );
    s = withEffect(s, 'bears', { addKeywords: ['trample'], setToughness: 5, toughness: 1 });
    // Watchdog's modifier changes the attackers' power only (CR 613.4c).
    expect(characteristics(s, 'wurm').power).toBe(6);
    for (const id of ['wurm', 'bears', 'dog', 'rats', 'A:library:0']) {
      const fast = characteristicsButPower(s, id);
      expect({ ...fast, power: undefined }).toEqual({ ...allButPower(s, id), power: undefined });
      const o = findObject(s, id)!;
      expect(toughnessOf(s, o, cardDefinition(s, o.card)!)).toBe(characteristics(s, id).toughness);
    }
    expect(characteristicsButPower(s, 'bears')).toMatchObject({ toughness: 6, keywords: ['trample'] });
    expect(characteristicsButPower(s, 'wurm').toughness).toBe(5);
  });
});

describe('the 20 × 20 bench board', () => {
  it('CR 510.2, 704.5g–h: all damage is dealt, the dead are destroyed, the survivors keep their damage', async () => {
    const { damageStepFixture } = await import('../../scripts/bench/combatDamage');
    const f = damageStepFixture();
    const assign = legalActions(f.beforeAssign).actions[0] as Action;
    const after = play(f.beforeAssign, assign);
    expect(after.battlefield.length).toBe(20);
    expect(after.combat!.attackers.length + after.combat!.blockers.length).toBe(20);
    for (const id of after.battlefield) {
      const o = findObject(after, id)!;
      expect(o.damage < characteristics(after, id).toughness || characteristics(after, id).keywords.includes('indestructible')).toBe(true);
    }
  });
});

describe('card definitions (pool.ts)', () => {
  it("a game's own definitions are found whichever record was looked at before", () => {
    const wurm = { name: 'Test Wurm', manaCost: '{6}', types: ['Creature' as const], subtypes: ['Wurm'], power: 1, toughness: 1, keywords: [] };
    const custom = board({ cards: [wurm], a: [{ id: 'w', card: 'Test Wurm' }] });
    const plain = board({ a: [{ id: 'w', card: 'Craw Wurm' }] });
    for (let i = 0; i < 3; i++) {
      expect(cardDefinition(plain, 'Test Wurm')).toBeUndefined();
      expect(cardDefinition(custom, 'Test Wurm')?.power).toBe(1);
      expect(cardDefinition({ customCards: {} }, 'Test Wurm')).toBeUndefined();
      expect(cardDefinition(custom, 'Craw Wurm')?.power).toBe(6);
      expect(cardDefinition(plain, 'Craw Wurm')?.power).toBe(6);
    }
  });
});
