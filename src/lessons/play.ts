// play.ts: a lesson as a game. Its start position under the damage rule the reader chose (the file's
// own `rules`, or the other one to compare), the lesson's intended moves, and the check of what was
// played against the goal. Kept apart from index.ts so the library list loads without the engine.
import { createGameFromScenario, parseScenario, toResult, type Action, type EngineError, type GameState, type ScenarioIssue } from '../engine';
import { checkLesson, rulesOf, type CheckRow, type LessonExpect, type RulesVariant } from './index';

export type LessonStart =
  | { ok: true; game: GameState; rules: RulesVariant; actions: Action[]; expect: LessonExpect }
  | { ok: false; issues: ScenarioIssue[] };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The lesson's start position, validated with the runner's schema. `rules` replaces the scenario's
 *  own rule set (a lesson opened under the other damage rule); the intended moves are not played. */
export function lessonStart(scenario: unknown, rules: RulesVariant = rulesOf(scenario)): LessonStart {
  if (!isRecord(scenario)) return { ok: false, issues: [{ path: '', message: 'a lesson must be a JSON object' }] };
  const parsed = parseScenario({ ...scenario, rules });
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  return {
    ok: true,
    game: createGameFromScenario(parsed.scenario),
    rules,
    actions: (parsed.scenario.actions ?? []) as Action[],
    expect: (isRecord(scenario.expect) ? scenario.expect : {}) as LessonExpect,
  };
}

/** Checks the game as it stands against the goal. A refusal still shown (the last intent the engine
 *  refused) counts as the run stopping there, as the runner stops at an illegal action. */
export function checkPlayed(expect: LessonExpect, game: GameState, lastError: EngineError | null): CheckRow[] {
  const error = lastError ? { actionIndex: 0, rule: lastError.rule, message: lastError.message, code: lastError.code } : undefined;
  return checkLesson(expect, toResult(game, error ? { error } : {}));
}

/** The goal as a list of fields and wanted values (the check's rows without an outcome). The `ok`
 *  row is left out unless the lesson wants a refusal: "no move is refused" goes without saying. */
export function goalOf(expect: LessonExpect, start: GameState): { field: string; expected: unknown }[] {
  return checkLesson(expect, toResult(start))
    .filter((row) => row.field !== 'ok' || expect.ok === false)
    .map(({ field, expected }) => ({ field, expected }));
}

/** How far the moves played so far follow the lesson's intended moves: the next one to play, or
 *  null when they are all played or the play has gone another way. */
export function nextIntendedMove(intended: readonly Action[], performed: readonly Action[]): { index: number; action: Action } | null {
  if (performed.length >= intended.length) return null;
  const same = performed.every((a, i) => JSON.stringify(a) === JSON.stringify(intended[i]));
  return same ? { index: performed.length, action: intended[performed.length] as Action } : null;
}
