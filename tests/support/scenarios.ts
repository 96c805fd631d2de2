// Scenario helpers for store, UI and e2e tests: fixtures as JSON, and games built from them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGameFromScenario, parseScenario, type GameState } from '../../src/engine';

export type ScenarioJson = Record<string, unknown> & { actions?: unknown[] };

/** A scenario from tests/fixtures, by file name without `.json`. */
export function fixture(name: string): ScenarioJson {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ScenarioJson;
}

/** The same scenario with only its first `count` actions (none by default). */
export function withActions(json: ScenarioJson, count = 0): ScenarioJson {
  return { ...json, actions: (json.actions ?? []).slice(0, count) };
}

/** The game at the scenario's start position, before its actions; frozen, so a mutation throws. */
export function startGame(json: ScenarioJson): GameState {
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(`invalid test scenario: ${parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return deepFreeze(createGameFromScenario(parsed.scenario));
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
