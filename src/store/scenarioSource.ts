// scenarioSource.ts: opening a scenario from text (a file, a paste) or from a `#scenario=` link.
// The scenario's actions are applied as the runner does; a bad input becomes a list of issues with
// the runner's field paths, never an exception.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { runScenario, type Action, type EngineError, type GameState } from '../engine';
import { LINK_PREFIX, MAX_LINK_CHARS, MAX_SCENARIO_CHARS, type Issue } from './limits';

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
    }
  | { ok: false; issues: Issue[] };

const fail = (message: string, path = ''): Opened => ({ ok: false, issues: [{ path, message }] });

function textField(json: unknown, key: string): string {
  if (typeof json !== 'object' || json === null) return '';
  const value = (json as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** Validates and runs a parsed scenario. */
export function openScenarioJson(json: unknown): Opened {
  let outcome: ReturnType<typeof runScenario>;
  try {
    outcome = runScenario(json);
  } catch (error) {
    return fail(`the engine could not run this scenario: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (outcome.exitCode === 2) return { ok: false, issues: outcome.issues.map((issue: Issue) => ({ path: issue.path, message: issue.message })) };
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
    title: textField(json, 'title') || 'Untitled scenario',
    description: textField(json, 'description'),
    game: state,
    past,
    lastError,
    performed: (Array.isArray(actions) ? actions : []).slice(0, past.length) as Action[],
    scenario,
  };
}

/** Opens a scenario from JSON text (a file's content or a paste). */
export function openScenarioText(text: string): Opened {
  if (text.length > MAX_SCENARIO_CHARS) {
    return fail(`the scenario is too large: ${text.length} characters, at most ${MAX_SCENARIO_CHARS}`);
  }
  if (text.trim() === '') return fail('the scenario is empty');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return openScenarioJson(json);
}

/** Opens the scenario in an address's hash; null when the hash holds no scenario. */
export function openScenarioLink(hash: string): Opened | null {
  if (!hash.startsWith(LINK_PREFIX)) return null;
  const payload = hash.slice(LINK_PREFIX.length);
  if (payload.length > MAX_LINK_CHARS) {
    return fail(`the link is too long: ${payload.length} characters, at most ${MAX_LINK_CHARS}`);
  }
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(payload);
  } catch {
    text = null;
  }
  if (!text) return fail('the link does not hold a compressed scenario (was it cut short?)');
  return openScenarioText(text);
}

/** The hash of a link that opens this scenario (lz-string, as the contract says). */
export function scenarioLinkHash(json: unknown): string {
  return LINK_PREFIX + compressToEncodedURIComponent(JSON.stringify(json));
}
