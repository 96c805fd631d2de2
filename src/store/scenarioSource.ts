// scenarioSource.ts: opening a scenario from text (a file, a paste) or from a `#scenario=` link.
// The scenario's actions are applied as the runner does; a bad input becomes the list of all its
// problems with the runner's field paths, in the reader's words as the editor shows them
// (scenarioIssues.ts), never an exception. Everything here is untrusted (a link can be written by
// anyone), so sizes are checked before any work, links are decompressed with a bound on the output,
// and names that would reach JavaScript's object machinery (`__proto__`, `constructor`) are refused
// (unsafeShape.ts).
// A scenario's goal (`expect`) is checked too: a link that carries one opens as an exercise, so a goal
// the check would misread is refused like any other bad field.
import { compressToEncodedURIComponent } from 'lz-string';
import { runScenario, type Action, type EngineError, type GameState, type Scenario } from '../engine';
import type { LessonExpect } from '../lessons';
import { LINK_PREFIX, MAX_LINK_CHARS, MAX_SCENARIO_CHARS, type Issue, type RefusalCode } from './limits';
import { goalIssues, goalNamesOf } from '../lessons/goalIssues';
import { decompressLinkPayload } from './linkCodec';
import { wordedIssues, type ScenarioProblem } from './scenarioIssues';
import { unsafeShapeIssues } from './unsafeShape';

export { MAX_LINK_CHARS, MAX_SCENARIO_CHARS };
export type { Issue };

export type Opened =
  | {
      ok: true;
      title: string;
      description: string;
      /** The state after the scenario's actions. */
      game: GameState;
      /** The states before each applied action, oldest first: the undo history. */
      past: GameState[];
      /** Why the scenario's actions stopped early, when one was illegal. */
      lastError: EngineError | null;
      /** The scenario's actions that were applied (one per state in `past`). */
      performed: Action[];
      /** The scenario as opened, without its actions: a share link adds the actions played since. */
      scenario: Record<string, unknown>;
      /** The scenario's goal, when it has one: the table then offers to check the game against it. */
      goal: LessonExpect | null;
    }
  | { ok: false; issues: ScenarioProblem[] };

/** A scenario's JSON, read and checked for size and shape but not yet against the schema. */
export type Read = { ok: true; json: unknown } | { ok: false; issues: Issue[] };

const refuse = (code: RefusalCode, message: string, values?: Issue['values'], path = ''): { ok: false; issues: Issue[] } => ({
  ok: false,
  issues: [{ path, message, code, ...(values ? { values } : {}) }],
});

/** Reads JSON text (a file's content, a paste): its size, its syntax, its shape. */
export function readScenarioText(text: string): Read {
  if (text.length > MAX_SCENARIO_CHARS) {
    return refuse('too-large', `the scenario is too large: ${text.length} characters, at most ${MAX_SCENARIO_CHARS}`, { size: text.length, max: MAX_SCENARIO_CHARS });
  }
  if (text.trim() === '') return refuse('empty', 'the scenario is empty');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refuse('not-json', `not valid JSON: ${reason}`, { reason });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return refuse('not-object', 'a scenario is a JSON object: { "turn": …, "players": … }');
  const issues = unsafeShapeIssues(json);
  return issues.length ? { ok: false, issues } : { ok: true, json };
}

/** Reads the scenario in an address's hash; null when the hash holds no scenario. */
export function readScenarioLink(hash: string): Read | null {
  if (!hash.startsWith(LINK_PREFIX)) return null;
  const raw = hash.slice(LINK_PREFIX.length);
  if (raw.length > MAX_LINK_CHARS) {
    return refuse('link-too-long', `the link is too long: ${raw.length} characters, at most ${MAX_LINK_CHARS}`, { size: raw.length, max: MAX_LINK_CHARS });
  }
  // Some apps percent-encode a link's "+" and "$" when passing it on; the alphabet itself needs none.
  let payload = raw;
  try {
    if (raw.includes('%')) payload = decodeURIComponent(raw);
  } catch {
    return refuse('not-compressed', 'the link does not hold a compressed scenario (was it cut short?)');
  }
  if (payload.length > MAX_LINK_CHARS) {
    return refuse('link-too-long', `the link is too long: ${payload.length} characters, at most ${MAX_LINK_CHARS}`, { size: payload.length, max: MAX_LINK_CHARS });
  }
  const text = decompressLinkPayload(payload, MAX_SCENARIO_CHARS);
  if (!text.ok && text.reason === 'too-large') {
    return refuse('too-large', `the scenario in the link is too large: more than ${MAX_SCENARIO_CHARS} characters`, { size: MAX_SCENARIO_CHARS + 1, max: MAX_SCENARIO_CHARS });
  }
  if (!text.ok || text.text === '') return refuse('not-compressed', 'the link does not hold a compressed scenario (was it cut short?)');
  return readScenarioText(text.text);
}

function textField(json: unknown, key: string): string {
  if (typeof json !== 'object' || json === null) return '';
  const value = (json as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** Validates and runs a parsed scenario. */
export function openScenarioJson(json: unknown): Opened {
  const unsafe = unsafeShapeIssues(json);
  if (unsafe.length) return { ok: false, issues: unsafe };
  let outcome: ReturnType<typeof runScenario>;
  try {
    outcome = runScenario(json);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refuse('engine-failed', `the engine could not run this scenario: ${reason}`, { reason });
  }
  if (outcome.exitCode === 2) return { ok: false, issues: wordedIssues(json, outcome.issues) };
  const { expect } = json as { expect?: unknown };
  const goalProblems = expect === undefined ? [] : goalIssues(expect, goalNamesOf(json as Scenario), 'expect');
  if (goalProblems.length) return { ok: false, issues: goalProblems };
  const { result, state, states } = outcome;
  const error = result.error;
  const lastError: EngineError | null = error
    ? {
        code: error.code,
        rule: error.rule,
        message: `Action ${error.actionIndex + 1} of the scenario was refused: ${error.message}`,
        objects: [],
      }
    : null;
  const past = states.slice(0, -1);
  const { actions, ...scenario } = json as Record<string, unknown>;
  return {
    ok: true,
    // Empty when the file has none: the table words "Untitled scenario" in the reader's language.
    title: textField(json, 'title'),
    description: textField(json, 'description'),
    game: state,
    past,
    lastError,
    performed: (Array.isArray(actions) ? actions : []).slice(0, past.length) as Action[],
    scenario,
    // Checked above: every key one the check reads, naming the scenario's players and objects.
    goal: typeof expect === 'object' && expect !== null && Object.keys(expect).length > 0 ? (expect as LessonExpect) : null,
  };
}

/** Opens a scenario from JSON text (a file's content or a paste). */
export function openScenarioText(text: string): Opened {
  const read = readScenarioText(text);
  return read.ok ? openScenarioJson(read.json) : read;
}

/** Opens the scenario in an address's hash; null when the hash holds no scenario. */
export function openScenarioLink(hash: string): Opened | null {
  const read = readScenarioLink(hash);
  if (!read) return null;
  return read.ok ? openScenarioJson(read.json) : read;
}

/** The hash of a link that opens this scenario (lz-string, as the contract says). */
export function scenarioLinkHash(json: unknown): string {
  return LINK_PREFIX + compressToEncodedURIComponent(JSON.stringify(json));
}
