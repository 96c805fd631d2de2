// A number out of its range in a scenario file: one issue per bad field, at the field's path, naming
// the allowed range (shared/contract/SCENARIO.md: the runner lists field paths). zod's own integer
// checks gave a number past 2^53 two issues, the safe-integer bound's and the field's, each naming one
// bound only.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario/schema';

type Json = Record<string, unknown>;

function issuesOf(edit: (s: Json & { players: Json[] }) => void) {
  const scenario = {
    turn: { number: 3, activePlayer: 'A', step: 'main1' },
    players: [{ id: 'A', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B' }] as Json[],
  };
  edit(scenario);
  const r = parseScenario(scenario);
  if (r.ok) throw new Error('the scenario should be refused');
  return r.issues;
}
const bear = (s: { players: Json[] }) => (s.players[0]!.battlefield as Json[])[0]!;

describe('numbers out of range in a scenario', () => {
  it.each([
    ['a life total of 10^9', (s: { players: Json[] }) => (s.players[0]!.life = 1e9), 'players[0].life', '-1000000 to 1000000'],
    ['a life total past 2^53', (s: { players: Json[] }) => (s.players[0]!.life = 1e30), 'players[0].life', '-1000000 to 1000000'],
    ['a counter of 10^9', (s: { players: Json[] }) => (bear(s).counters = { '+1/+1': 1e9 }), 'players[0].battlefield[0].counters.+1/+1', '0 to 1000000'],
    ['a counter past 2^53', (s: { players: Json[] }) => (bear(s).counters = { '+1/+1': 1e30 }), 'players[0].battlefield[0].counters.+1/+1', '0 to 1000000'],
    ['a negative damage', (s: { players: Json[] }) => (bear(s).damage = -1), 'players[0].battlefield[0].damage', '0 to 1000000'],
    ['a fractional damage', (s: { players: Json[] }) => (bear(s).damage = 1.5), 'players[0].battlefield[0].damage', '0 to 1000000'],
    ['turn 0', (s: Json) => ((s.turn as Json).number = 0), 'turn.number', '1 to 100000'],
    ['a seed past 2^53', (s: Json) => (s.seed = 1e20), 'seed', '0 to 4294967295'],
  ])('%s: one issue, at its path, with the allowed range', (_, edit, path, range) => {
    const issues = issuesOf(edit);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe(path);
    expect(issues[0]?.message).toContain(`a whole number from ${range}`);
  });

  it('each bad field of a file gets its own issue, all reported at once', () => {
    const issues = issuesOf((s) => {
      s.players[0]!.life = 1e30;
      bear(s).damage = -1;
      s.players[1]!.life = 2e6;
    });
    expect(issues.map((i) => i.path)).toEqual(['players[0].life', 'players[0].battlefield[0].damage', 'players[1].life']);
  });

  it('a value of the wrong type is still named as such', () => {
    const issues = issuesOf((s) => (s.players[0]!.life = '20'));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(/expected number/);
  });
});
