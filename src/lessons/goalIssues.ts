// goalIssues.ts: whether a scenario's goal (`expect`, shared/contract/SCENARIO.md) says what its
// author meant. The check (lessons checkLesson, with the semantics of check-scenarios.mjs) reads only
// the keys the contract lists and looks players and objects up by id, so a misspelt key, a property
// that no permanent has or an id that is not in the scenario is not an error there: it silently checks
// nothing, or checks a card that can never be there. Here each of them is a problem at its path, in
// the reader's words, for the editor (before a goal is taken or a lesson saved), for a scenario
// opened from a link or a file, and for a lesson opened (one saved before these checks existed).
// Nothing here judges a rule: only the goal's shape and its names. It sits with the check, below the
// store, so that both the store and the lessons' play can use it.
import { STEP_NAMES, type Scenario } from '../engine';
import type { Message } from '../explain/types';
import { scenarioObjectId } from '../engine/scenario/schema';
import { PENDING_TYPES } from './fields';

/** A value as the file writes it (an object as JSON, not "[object Object]"), cut short past 60 characters. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** A problem to show: where, and what, in the reader's language. */
export interface PlainIssue {
  path: string;
  message: Message;
}

/** The names a goal may use: the scenario's players and objects, and its teams (two-headed giant). */
export interface GoalNames {
  players: readonly string[];
  objects: ReadonlySet<string>;
  /** The ids of the scenario's teams; none outside two-headed giant. */
  teams?: readonly string[];
}

const GOAL_KEYS = [
  'ok', 'errorRule', 'step', 'activePlayer', 'turnNumber', 'pending', 'life', 'hand', 'handCount', 'graveyard',
  'battlefield', 'permanents', 'gone', 'stack', 'manaPool', 'winner', 'winners', 'lost', 'teamLife', 'exile',
] as const;
/** The fields of a permanent and of a stack object in the runner's result: what the check compares. */
const PERMANENT_FIELDS = [
  'id', 'card', 'controller', 'owner', 'token', 'tapped', 'summoningSick', 'damage', 'counters', 'power', 'toughness',
  'keywords', 'attacking', 'attackingNothing', 'blocked', 'blockedBy', 'blocking', 'protector', 'phasedOut',
] as const;
const STACK_FIELDS = ['id', 'kind', 'card', 'source', 'controller', 'text', 'targets'] as const;
const STEPS = Object.keys(STEP_NAMES);

/** The steps a scenario may name, each as written in a file and as the app names it, for a message
 *  saying which ones there are. */
export const stepChoices = (): Message[] => STEPS.map((step) => ({ key: 'common:scenarioIssue.stepOption', params: { name: step, step: { key: `common:step.${step}` } } }));

/** The kinds of value a goal's field holds, each worded by the interface. */
type Kind = 'boolean' | 'wholeNumber' | 'text' | 'textList' | 'object' | 'objectList' | 'playerOrNull' | 'mana' | 'rules';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isWhole = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
const isTextList = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

/** Edit distance, to suggest the key that was meant ("lifee" → "life"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The known name closest to `key`, when it is close enough to be a slip of the keyboard. */
function likely(key: string, known: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = distance(key.toLowerCase(), name.toLowerCase());
    if (d <= Math.max(1, Math.floor(name.length / 3)) && (!best || d < best.d)) best = { name, d };
  }
  return best?.name;
}

/** The names of a scenario that passed the runner's schema: its players, and every object's id as
 *  the contract gives it (written, or `<player>:<zone>:<index>`). */
export function goalNamesOf(scenario: Pick<Scenario, 'players'> & { teams?: readonly { id: string }[] }): GoalNames {
  const objects = new Set<string>();
  for (const p of scenario.players) {
    for (const zone of ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const) {
      (p[zone] ?? []).forEach((entry, i) => objects.add(scenarioObjectId(p.id, zone, i, entry)));
    }
  }
  return { players: scenario.players.map((p) => p.id), objects, teams: (scenario.teams ?? []).map((t) => t.id) };
}

/** Whether an id names an object of the scenario, or one it may create: `<creator>.<n>` (its
 *  abilities, and the tokens they make: `hero.2.1`), as the contract numbers them. */
function objectKnown(id: string, names: GoalNames): boolean {
  let base = id;
  for (;;) {
    if (names.objects.has(base)) return true;
    const cut = /^(.+)\.\d+$/.exec(base);
    if (!cut?.[1]) return false;
    base = cut[1];
  }
}

/**
 * The problems of a goal, each at its path (`prefix` first: "expect" in a scenario file, "" in the
 * editor's goal). An empty list: every key is one the check reads, holding the value it must, and
 * every player and object it names is in the scenario.
 */
export function goalIssues(expect: unknown, names: GoalNames, prefix = ''): PlainIssue[] {
  const issues: PlainIssue[] = [];
  const at = (path: string) => (!prefix ? path : path ? `${prefix}.${path}` : prefix);
  const say = (path: string, key: string, params?: Message['params']) =>
    issues.push({ path: at(path), message: { key: `lessons:goalIssue.${key}`, ...(params ? { params } : {}) } });
  const wrong = (path: string, kind: Kind) => say(path, `kind.${kind}`);
  const player = (path: string, id: unknown) => {
    if (typeof id !== 'string') wrong(path, 'text');
    else if (!names.players.includes(id)) say(path, 'unknownPlayer', { id, players: names.players.join(', ') });
  };
  /** A list of players' ids (`lost`, `winners`). */
  const playerList = (key: string, value: unknown) => {
    if (!isTextList(value)) return wrong(key, 'textList');
    value.forEach((id, i) => player(`${key}[${i}]`, id));
  };
  const team = (path: string, id: string) => {
    const teams = names.teams ?? [];
    if (teams.length === 0) say(path, 'noTeams', { id });
    else if (!teams.includes(id)) say(path, 'unknownTeam', { id, teams: teams.join(', ') });
  };
  const object = (path: string, id: string) => {
    if (!objectKnown(id, names)) say(path, 'unknownObject', { id });
  };
  const unknown = (path: string, key: string, known: readonly string[], what: 'Key' | 'Property') => {
    const like = likely(key, known);
    say(path, like ? `unknown${what}Like` : `unknown${what}`, like ? { key, like } : { key });
  };
  /** A per-player key: `{ "<player id>": <value> }`. */
  const perPlayer = (key: string, value: unknown, valid: (v: unknown) => boolean, kind: Kind) => {
    if (!isRecord(value)) return wrong(key, 'object');
    for (const [id, v] of Object.entries(value)) {
      player(`${key}.${id}`, id);
      if (!valid(v)) wrong(`${key}.${id}`, kind);
    }
  };
  const fields = (path: string, value: unknown, known: readonly string[]) => {
    if (!isRecord(value)) return wrong(path, 'object');
    for (const [k, v] of Object.entries(value)) {
      const here = `${path}.${k}`;
      if (!known.includes(k)) unknown(here, k, known, 'Property');
      else if ((k === 'controller' || k === 'owner') && v !== undefined) player(here, v);
      else if (k === 'protector' && v !== undefined) player(here, v);
      else if (['tapped', 'token', 'summoningSick', 'phasedOut', 'attackingNothing'].includes(k) && typeof v !== 'boolean') wrong(here, 'boolean');
      else if (['damage', 'power', 'toughness'].includes(k) && !isWhole(v)) wrong(here, 'wholeNumber');
      else if (k === 'source' && typeof v === 'string') object(here, v);
    }
  };

  if (!isRecord(expect)) {
    say('', 'notObject');
    return issues;
  }
  for (const [key, value] of Object.entries(expect)) {
    switch (key) {
      case 'ok':
        if (typeof value !== 'boolean') wrong(key, 'boolean');
        break;
      case 'errorRule':
        if (!isTextList(value) || value.some((rule) => !/^\d{3}(\.\d+[a-z]?)?$/.test(rule))) wrong(key, 'rules');
        break;
      case 'step':
        if (typeof value !== 'string' || !STEPS.includes(value)) say(key, 'notStep', { value: shown(value), steps: stepChoices() });
        break;
      case 'activePlayer':
        player(key, value);
        break;
      case 'turnNumber':
        if (!isWhole(value) || (value as number) < 1) wrong(key, 'wholeNumber');
        break;
      case 'pending':
        // A pending choice carries fields by its kind (options, triggers, …): only the kind and the
        // player asked are names to check; the other fields are compared as written.
        if (!isRecord(value)) wrong(key, 'object');
        else {
          if ('type' in value && !(PENDING_TYPES as readonly unknown[]).includes(value.type)) say(`${key}.type`, 'notPendingType', { value: shown(value.type) });
          if ('player' in value) player(`${key}.player`, value.player);
          if ('team' in value) {
            if (typeof value.team !== 'string') wrong(`${key}.team`, 'text');
            else team(`${key}.team`, value.team);
          }
        }
        break;
      case 'life':
        perPlayer(key, value, (v) => isWhole(v), 'wholeNumber');
        break;
      case 'handCount':
        perPlayer(key, value, (v) => isWhole(v) && (v as number) >= 0, 'wholeNumber');
        break;
      case 'hand':
      case 'graveyard':
      case 'battlefield':
      case 'exile':
        perPlayer(key, value, isTextList, 'textList');
        break;
      case 'manaPool':
        perPlayer(key, value, (v) => typeof v === 'string' && /^(\{[0-9WUBRGC/]+\})*$/.test(v), 'mana');
        break;
      case 'permanents':
        if (!isRecord(value)) wrong(key, 'object');
        else for (const [id, v] of Object.entries(value)) {
          object(`${key}.${id}`, id);
          fields(`${key}.${id}`, v, PERMANENT_FIELDS);
        }
        break;
      case 'gone':
        if (!isTextList(value)) wrong(key, 'textList');
        else value.forEach((id, i) => object(`${key}[${i}]`, id));
        break;
      case 'stack':
        if (!Array.isArray(value)) wrong(key, 'objectList');
        else value.forEach((v, i) => fields(`${key}[${i}]`, v, STACK_FIELDS));
        break;
      case 'lost':
      case 'winners':
        playerList(key, value);
        break;
      case 'teamLife':
        if (!isRecord(value)) wrong(key, 'object');
        else for (const [id, v] of Object.entries(value)) {
          team(`${key}.${id}`, id);
          if (!isWhole(v)) wrong(`${key}.${id}`, 'wholeNumber');
        }
        break;
      case 'winner':
        if (value !== null) {
          if (typeof value === 'string') player(key, value);
          else wrong(key, 'playerOrNull');
        }
        break;
      default:
        unknown(key, key, GOAL_KEYS, 'Key');
    }
  }
  return issues;
}
