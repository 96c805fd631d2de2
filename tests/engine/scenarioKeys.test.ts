// scenarioKeys.test.ts: ids, card names and counter kinds become keys of plain records in the game
// state, so a scenario may not use the names Object.prototype already has (a hostile or careless
// file would otherwise lose an object, or find a card that is not in the pool).
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine';

const base = (playerA: Record<string, unknown>, activePlayer = 'A') => ({
  players: [{ id: 'A', ...playerA }, { id: 'B' }],
  turn: { number: 1, activePlayer, step: 'main1' },
});

const messages = (json: unknown) => {
  const r = parseScenario(json);
  return r.ok ? [] : r.issues.map((i) => `${i.path}: ${i.message}`);
};

describe('scenario files: names JavaScript objects reserve are refused with their field path', () => {
  it('a player id "__proto__"', () => {
    const json = { players: [{ id: '__proto__' }, { id: 'B' }], turn: { number: 1, activePlayer: '__proto__', step: 'main1' } };
    expect(messages(json)).toContain('players[0].id: an id may not be "__proto__", a name JavaScript objects reserve');
    expect(messages(json)).toContain('turn.activePlayer: an id may not be "__proto__", a name JavaScript objects reserve');
  });

  it('an object id "constructor" and a card named "toString"', () => {
    expect(messages(base({ hand: [{ id: 'constructor', card: 'Shock' }] })).length).toBeGreaterThan(0);
    expect(messages(base({ hand: ['toString'] })).length).toBeGreaterThan(0);
  });

  it('a counter kind "constructor" is refused; a "__proto__" key never reaches the scenario', () => {
    expect(messages(base({ battlefield: [{ card: 'Grizzly Bears', counters: { constructor: 1 } }] })).length).toBeGreaterThan(0);
    const parsed = parseScenario(base({ battlefield: [{ card: 'Grizzly Bears', counters: JSON.parse('{"__proto__": 1, "+1/+1": 2}') }] }));
    if (!parsed.ok) throw new Error('expected the file to parse');
    const entry = parsed.scenario.players[0]?.battlefield?.[0];
    if (typeof entry !== 'object' || !entry.counters) throw new Error('expected the permanent with its counters');
    const counters = entry.counters;
    expect(Object.getOwnPropertyNames(counters)).toEqual(['+1/+1']);
    expect(Object.getPrototypeOf(counters)).toBe(Object.prototype);
  });

  it('ordinary ids and counter kinds still pass', () => {
    expect(messages(base({ battlefield: [{ id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }] }))).toEqual([]);
  });
});
