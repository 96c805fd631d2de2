// scenarioIssues.ts: every problem of a scenario file, each at the runner's field path, in the
// reader's words. The runner's schema (engine/scenario/schema.ts) is the judge; this only words its
// verdict. Two things it adds: the schema's own findings come worded from zod ("Invalid option:
// expected one of …"), so they are said again from zod's issue codes (a step by the name the app gives
// it, a number with its range); and the cross-checks (unknown cards, duplicate ids) only run once the
// schema passes, so an unknown card name is looked for here as well, or a file with a bad step would
// hide it until the step is fixed. The editor and every way of opening a scenario on the table
// (scenarioSource.ts) show these same words.
import type { ZodError } from 'zod';
import { cardNameSuggester, parseScenario, referenceCardNames, type ScenarioIssue } from '../engine';
import { formatPath, scenarioSchema } from '../engine/scenario/schema';
import type { Message } from '../explain/types';
import { stepChoices, type PlainIssue } from '../lessons/goalIssues';
import type { Issue } from './limits';
import { unsafeShapeIssues } from './unsafeShape';

/** A problem to show: a refusal or a finding worded by the runner (English), or in the reader's words. */
export type ScenarioProblem = Issue | PlainIssue;

type ZodIssue = ZodError['issues'][number];

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;
const POOL = new Set(referenceCardNames);
const TYPES = new Set(['string', 'number', 'boolean', 'object', 'array']);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Longest value quoted in a message: a file may hold a value of any length where a number belongs. */
const MAX_QUOTED = 60;

/** A value as the file writes it, cut short past MAX_QUOTED characters. */
function shownValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text;
}

const say = (path: string, key: string, params?: Message['params']): PlainIssue => ({
  path,
  message: { key: `common:scenarioIssue.${key}`, ...(params ? { params } : {}) },
});

/** Card names that are neither in the pool nor among the file's own cards, read from whatever shape
 *  the players' zones have (the schema may have refused other parts of the file), each with the card
 *  it most likely meant when one is a typo away. Paths as the runner's cross-check writes them. */
function unknownCards(json: unknown): PlainIssue[] {
  if (!isRecord(json) || !Array.isArray(json.players)) return [];
  const custom = new Set(Array.isArray(json.cards) ? json.cards.map((c: unknown) => (isRecord(c) ? c.name : undefined)) : []);
  const suggest = cardNameSuggester([...custom].filter((name): name is string => typeof name === 'string'));
  const issues: PlainIssue[] = [];
  json.players.forEach((p: unknown, pi: number) => {
    if (!isRecord(p)) return;
    for (const zone of ZONES) {
      const cards = p[zone];
      if (!Array.isArray(cards)) continue;
      cards.forEach((entry: unknown, i: number) => {
        const name = typeof entry === 'string' ? entry : isRecord(entry) ? entry.card : undefined;
        if (typeof name !== 'string' || name === '' || POOL.has(name) || custom.has(name)) return;
        const path = `players[${pi}].${zone}[${i}]${typeof entry === 'string' ? '' : '.card'}`;
        const suggestion = suggest(name);
        issues.push(suggestion === undefined ? say(path, 'unknownCard', { name }) : say(path, 'unknownCardSuggested', { name, suggestion }));
      });
    }
  });
  return issues;
}

/** One of the schema's findings in the reader's words; zod's wording (English) for a finding this
 *  does not know, so that nothing the schema found is left out. */
function worded(issue: ZodIssue, json: unknown): ScenarioProblem {
  const path = formatPath(issue.path);
  const value = valueAt(json, issue.path);
  const shown = shownValue(value);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return say(path, 'missing');
      return say(path, TYPES.has(issue.expected) ? `type.${issue.expected}` : 'type.other', { value: shown });
    case 'invalid_value':
      if (path === 'turn.step') return say(path, 'notStep', { value: shown, steps: stepChoices() });
      return say(path, 'notOneOf', { value: shown, options: issue.values.map(String) });
    case 'invalid_union':
      // An unknown `type` of action: zod names the discriminator and the types it knows.
      if ('discriminator' in issue && 'options' in issue && Array.isArray(issue.options)) return say(path, 'notActionType', { value: shown, options: issue.options.map(String) });
      return /\.(library|hand|graveyard|exile|battlefield)\[\d+\]$/.test(path) ? say(path, 'cardEntry') : { path, message: issue.message };
    case 'too_small':
      if (issue.origin === 'string') return say(path, 'emptyText');
      if (issue.origin === 'array') return say(path, issue.exact ? 'exactly' : 'tooFew', { n: Number(issue.minimum) });
      return { path, message: issue.message };
    case 'too_big':
      if (issue.origin === 'string') return say(path, 'tooLongText', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return say(path, issue.exact ? 'exactly' : 'tooMany', { n: Number(issue.maximum) });
      return { path, message: issue.message };
    case 'invalid_format':
      // The schema's one pattern: a custom card's mana cost.
      return /^cards\[\d+\]\.manaCost$/.test(path) ? say(path, 'manaCost', { value: shown }) : { path, message: issue.message };
    case 'custom': {
      // The schema's whole numbers carry their range (schema.ts, wholeNumber).
      const { min, max } = issue.params ?? {};
      return typeof min === 'number' && typeof max === 'number' ? say(path, 'wholeNumber', { min, max, value: shown }) : { path, message: issue.message };
    }
    default:
      return { path, message: issue.message };
  }
}

/** A cross-check's finding in the reader's words, from the values the engine gives with it. */
function crossChecked(issue: ScenarioIssue): ScenarioProblem {
  const f = issue.finding;
  if (!f) return { path: issue.path, message: issue.message };
  const { kind, ...params } = f;
  return say(issue.path, kind, params);
}

/** The problems of a file the runner's parser refused (`found`, its findings), in the reader's words:
 *  the schema's findings, or the cross-checks' once the schema passes, and the unknown cards, each
 *  once. The file must have passed `unsafeShapeIssues`: its values are looked up by their paths. */
export function wordedIssues(json: unknown, found: readonly ScenarioIssue[]): ScenarioProblem[] {
  const cards = unknownCards(json);
  const cardPaths = new Set(cards.map((issue) => issue.path));
  const schema = scenarioSchema.safeParse(json);
  // The schema passed: the findings are the cross-checks', whose unknown cards are worded here.
  const findings: ScenarioProblem[] = schema.success ? found.map(crossChecked) : schema.error.issues.map((issue) => worded(issue, json));
  return [...findings.filter((issue) => !cardPaths.has(issue.path)), ...cards];
}

/** Every problem of a scenario file: the refusals before the schema, else the runner's findings in
 *  the reader's words. Empty: the runner accepts the file. */
export function scenarioIssues(json: unknown): ScenarioProblem[] {
  const unsafe = unsafeShapeIssues(json);
  if (unsafe.length) return unsafe;
  const parsed = parseScenario(json);
  return parsed.ok ? [] : wordedIssues(json, parsed.issues);
}
