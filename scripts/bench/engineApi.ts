// engineApi.ts: loads the rules engine for the bench. The engine is imported dynamically, so that
// a missing or broken engine makes the engine figures "unavailable" (with the reason) instead of
// stopping the whole bench: the boardgame.io reference and later sections still run.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Action, ApplyResult, GameState, LegalActions, RulesVariant } from '../../src/engine/types';

export interface NewGamePlayer {
  id: string;
  name: string;
  deck: string[];
}

export interface NewGameOptions {
  seed: number;
  players: NewGamePlayer[];
  firstPlayer?: string;
  rules?: RulesVariant;
}

/** The part of `src/engine/index.ts` the bench uses, typed from the stable types.ts only, so the
 *  bench type-checks while the engine's other modules are still being written. */
export interface EngineApi {
  newGame(options: NewGameOptions): GameState;
  applyAction(state: GameState, action: Action): ApplyResult;
  legalActions(state: GameState): LegalActions;
  /** A scenario JSON (object or text) to a game at the scenario's start position. */
  scenarioGame(json: unknown): GameState;
}

export type EngineLoad = { ok: true; api: EngineApi } | { ok: false; reason: string };

const cache = new Map<string, Promise<EngineLoad>>();

/** The engine of this checkout, or, with `modulePath` (`--set engine=PATH`), another build of it:
 *  another checkout's src/engine/index.ts, to compare two versions in one run on one machine. */
export function loadEngine(modulePath?: string): Promise<EngineLoad> {
  const key = modulePath ?? '';
  let load = cache.get(key);
  if (!load) {
    load = importEngine(modulePath);
    cache.set(key, load);
  }
  return load;
}

async function importEngine(modulePath?: string): Promise<EngineLoad> {
  let mod: Record<string, unknown>;
  const where = modulePath ?? 'src/engine/index.ts';
  try {
    mod = (modulePath
      ? await import(pathToFileURL(resolve(modulePath)).href)
      : await import('../../src/engine/index')) as unknown as Record<string, unknown>;
  } catch (err) {
    return { ok: false, reason: `cannot import ${where}: ${firstLine(err)}` };
  }
  const missing = ['newGame', 'applyAction', 'legalActions', 'parseScenario', 'createGameFromScenario'].filter(
    (name) => typeof mod[name] !== 'function',
  );
  if (missing.length > 0) return { ok: false, reason: `${where} does not export ${missing.join(', ')}` };

  const fn = <T>(name: string): T => mod[name] as T;
  const parseScenario = fn<(json: unknown) => unknown>('parseScenario');
  const createGameFromScenario = fn<(scenario: unknown) => GameState>('createGameFromScenario');
  return {
    ok: true,
    api: {
      newGame: fn('newGame'),
      applyAction: fn('applyAction'),
      legalActions: fn('legalActions'),
      scenarioGame: (json) => createGameFromScenario(unwrapParsed(parseScenario(json))),
    },
  };
}

/** parseScenario's result shape is the engine's to choose; accept the usual ones: the scenario
 *  itself, `{ok: true, scenario}` / `{ok: false, issues}`, or zod's `{success, data, error}`. */
function unwrapParsed(parsed: unknown): unknown {
  if (parsed === null || typeof parsed !== 'object') return parsed;
  const r = parsed as Record<string, unknown>;
  if (r.ok === false || r.success === false) {
    throw new Error(`parseScenario refused the bench scenario: ${JSON.stringify(r.issues ?? r.error ?? r).slice(0, 600)}`);
  }
  if (r.ok === true) return r.scenario ?? r.value ?? r.data;
  if (r.success === true) return r.data;
  return parsed;
}

export function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0] ?? text;
}
