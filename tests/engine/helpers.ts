// Test helpers: build games from the contract's scenario format, apply actions, and read results.
import { expect } from 'vitest';
import { applyAction, createGameFromScenario, legalActions, parseScenario, toResult } from '../../src/engine/index';
import type { Action, GameState, Scenario } from '../../src/engine/index';

type ScenarioInput = Omit<Scenario, 'players' | 'turn'> & { players: Scenario['players']; turn?: Scenario['turn'] };

/** A game from a scenario object; two players A (Ana) and B (Bruno), turn 3, A active, main1 by default. */
export function game(s: Partial<ScenarioInput> & { players?: Scenario['players'] }): GameState {
  const full = {
    format: 'tabletop-scenario/1',
    title: 'test',
    turn: { number: 3, activePlayer: 'A', step: 'main1' },
    ...s,
    players: s.players ?? [{ id: 'A', name: 'Ana' }, { id: 'B', name: 'Bruno' }],
  };
  const parsed = parseScenario(full);
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
  return createGameFromScenario(parsed.scenario);
}

/** Applies actions in order and fails the test on the first refusal. */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.rule} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Expects the action to be refused with a rule starting with `rule`, and the state to be unchanged. */
export function expectRefused(state: GameState, action: Action, rule: string): string {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.error.rule.startsWith(rule), `rule ${r.error.rule} should start with ${rule}: ${r.error.message}`).toBe(true);
  expect(JSON.stringify(state)).toBe(before);
  return r.error.message;
}

/** Passes priority (and declares no attackers or blockers) until `until` holds. */
export function passUntil(state: GameState, until: (s: GameState) => boolean, limit = 200): GameState {
  let s = state;
  for (let i = 0; i < limit && !until(s); i++) {
    const p = s.pendingChoice;
    if (p?.type === 'declareAttackers') s = play(s, { type: 'declareAttackers', player: p.player, attackers: [] });
    else if (p?.type === 'declareBlockers') s = play(s, { type: 'declareBlockers', player: p.player, blocks: [] });
    else if (p?.type === 'priority') s = play(s, { type: 'pass', player: p.player });
    else throw new Error(`cannot pass: pending ${JSON.stringify(p)}`);
  }
  if (!until(s)) throw new Error('condition never held');
  return s;
}

export const pass = (player: string): Action => ({ type: 'pass', player });
export const result = toResult;
export { legalActions };

export function permanent(s: GameState, id: string) {
  return toResult(s).players.flatMap((p) => (p as { battlefield: { id: string }[] }).battlefield).find((o) => o.id === id) as
    | { id: string; power: number; toughness: number; damage: number; tapped: boolean; keywords: string[]; counters: Record<string, number> }
    | undefined;
}
