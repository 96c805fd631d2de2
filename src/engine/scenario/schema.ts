// schema.ts: the scenario file format of shared/contract/SCENARIO.md, validated with zod. Every
// problem is reported as a field path and a reason (`players[1].battlefield[0].card: unknown card`).
import { z } from 'zod';
import { STEPS } from '../types';
import { poolCard } from '../cards/pool';
import { cardNameSuggester, unknownCardMessage } from './suggest';

export const CONTRACT_KEYWORDS = [
  'flying', 'reach', 'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'haste',
  'menace', 'defender', 'indestructible', 'flash', "can't block", 'can block an additional creature each combat',
  'attacks each combat if able', 'blocks each combat if able', "can't attack alone", "can't block alone",
  "can't be blocked except by two or more creatures", 'phasing',
] as const;

// Ids, card names and counter kinds become keys of plain records in the state: a name that
// Object.prototype already has (`__proto__`, `constructor`, …) would reach the prototype instead of
// a key of its own, so the state would lose the object or find one that is not there.
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const key = (what: string, max: number) =>
  z.string().min(1).max(max).refine((v) => !RESERVED_KEYS.has(v), { error: (issue) => `${what} may not be "${String(issue.input)}", a name JavaScript objects reserve` });
const id = key('an id', 200);
const cardName = key('a card name', 200);
/** A whole number in [min, max], as one issue naming the range whatever is wrong with it: zod's own
 *  `.int().min().max()` reports a number past 2^53 twice (the safe-integer bound, then ours) and names
 *  only the bound it crossed. */
const wholeNumber = (min: number, max: number) =>
  z.number().refine((v) => Number.isInteger(v) && v >= min && v <= max, {
    error: (issue) => `must be a whole number from ${min} to ${max}, not ${String(issue.input)}`,
    // The range, for a reader who words the issue in another language (store/scenarioIssues.ts).
    params: { min, max },
  });
/** The ranges of the scenario's numbers, also the editor's fields' bounds (one place for both). */
export const SCENARIO_RANGES = {
  life: [-1_000_000, 1_000_000],
  count: [0, 1_000_000],
  turn: [1, 100_000],
} as const satisfies Record<string, readonly [number, number]>;
const count = wholeNumber(...SCENARIO_RANGES.count);

const zoneCard = z.union([cardName, z.object({ id: id.optional(), card: cardName })]);

const permanent = z.union([
  cardName,
  z.object({
    id: id.optional(),
    card: cardName,
    tapped: z.boolean().optional(),
    damage: count.optional(),
    summoningSick: z.boolean().optional(),
    counters: z.record(key('a counter kind', 50), count).optional(),
    token: z.boolean().optional(),
    controller: id.optional(),
    /** CR 310.8: a battle's protector. */
    protector: id.optional(),
    /** CR 702.26: phased out (treated as though it doesn't exist). */
    phasedOut: z.boolean().optional(),
  }),
]);

const player = z.object({
  id,
  name: z.string().max(100).optional(),
  life: wholeNumber(...SCENARIO_RANGES.life).optional(),
  library: z.array(zoneCard).max(500).optional(),
  hand: z.array(zoneCard).max(200).optional(),
  graveyard: z.array(zoneCard).max(500).optional(),
  exile: z.array(zoneCard).max(500).optional(),
  battlefield: z.array(permanent).max(500).optional(),
  landPlayedThisTurn: z.boolean().optional(),
});

const customCard = z.object({
  name: cardName,
  manaCost: z.string().max(100).regex(/^(\{[0-9WUBRGC/]+\})*$/, 'a mana cost like {2}{G}{G}').nullable().optional(),
  types: z.array(z.enum(['Creature', 'Artifact', 'Enchantment', 'Instant', 'Sorcery', 'Land', 'Planeswalker', 'Battle'])).min(1),
  subtypes: z.array(z.string().max(50)).max(20).optional(),
  supertypes: z.array(z.string().max(50)).max(5).optional(),
  colors: z.array(z.enum(['W', 'U', 'B', 'R', 'G'])).optional(),
  power: wholeNumber(-100, 1000).optional(),
  toughness: wholeNumber(-100, 1000).optional(),
  loyalty: wholeNumber(0, 1000).optional(),
  /** CR 310.4: a battle's printed defense. */
  defense: wholeNumber(0, 1000).optional(),
  keywords: z.array(z.enum(CONTRACT_KEYWORDS)).optional(),
  oracleText: z.string().max(2000).optional(),
});

const ids = z.array(id).max(200);
const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass'), player: id }),
  z.object({ type: z.literal('playLand'), player: id, card: id }),
  z.object({ type: z.literal('cast'), player: id, card: id, targets: ids.optional(), payWith: ids.optional() }),
  z.object({ type: z.literal('activate'), player: id, source: id, ability: wholeNumber(0, Number.MAX_SAFE_INTEGER), targets: ids.optional(), payWith: ids.optional(), choice: z.string().max(200).optional() }),
  z.object({ type: z.literal('declareAttackers'), player: id, attackers: z.array(z.object({ attacker: id, defender: id })).max(500), payWith: ids.optional() }),
  z.object({ type: z.literal('declareBlockers'), player: id, blocks: z.array(z.object({ blocker: id, attacker: id })).max(500) }),
  z.object({ type: z.literal('orderBlockers'), player: id, orders: z.array(z.object({ attacker: id, blockers: ids })).max(500) }),
  z.object({ type: z.literal('orderAttackers'), player: id, orders: z.array(z.object({ blocker: id, attackers: ids })).max(500) }),
  z.object({ type: z.literal('assignDamage'), player: id, assignments: z.array(z.object({ source: id, to: z.array(z.object({ target: id, amount: wholeNumber(0, 100_000) })).max(200) })).max(500) }),
  z.object({ type: z.literal('orderTriggers'), player: id, order: ids }),
  z.object({ type: z.literal('chooseTargets'), player: id, object: id, targets: ids }),
  z.object({ type: z.literal('choose'), player: id, object: id, choice: z.string().max(200) }),
  z.object({ type: z.literal('discard'), player: id, cards: ids }),
  z.object({ type: z.literal('concede'), player: id }),
]);

export const scenarioSchema = z.object({
  format: z.literal('tabletop-scenario/1').optional(),
  title: z.string().max(300).optional(),
  description: z.string().max(10_000).optional(),
  rules: z.enum(['current', 'legacy-damage-order']).optional(),
  seed: wholeNumber(0, 2 ** 32 - 1).optional(),
  cards: z.array(customCard).max(200).optional(),
  // CR 800.2, 806, 810: one variant per game; the player count is checked against it (crossCheck).
  variant: z.enum(['two-player', 'free-for-all', 'two-headed-giant']).optional(),
  options: z.object({ attack: z.enum(['multiple', 'left', 'right']).optional() }).optional(),
  teams: z.array(z.object({ id, players: z.array(id).max(6), life: wholeNumber(...SCENARIO_RANGES.life).optional() })).max(6).optional(),
  turn: z.object({
    number: wholeNumber(...SCENARIO_RANGES.turn), activePlayer: id, step: z.enum(STEPS),
    /** CR 500.8: phases added directly after the current phase, in the order they will happen. */
    additionalPhases: z.array(z.enum(['beginning', 'main', 'combat', 'ending'])).max(100).optional(),
    /** CR 500.7: the players of the extra turns already created, in the order they will be taken. */
    extraTurns: z.array(id).max(100).optional(),
  }),
  players: z.array(player).min(2).max(6),
  actions: z.array(action).max(10_000).optional(),
  expect: z.unknown().optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioAction = z.infer<typeof action>;
export interface ScenarioIssue {
  path: string;
  message: string;
  /** A cross-check's finding, as data a reader's language can word (the message is the runner's). */
  finding?: CrossCheckFinding;
}

/** What the cross-checks find, with the values their messages name. */
export type CrossCheckFinding =
  | { kind: 'duplicateId'; id: string; other: string }
  | { kind: 'poolCard'; name: string }
  | { kind: 'creatureNeedsPowerToughness' }
  /** `suggestion`: a card of the pool or of the file one or a few letters away (suggest.ts). */
  | { kind: 'unknownCard'; name: string; suggestion?: string }
  | { kind: 'unknownPlayer'; player: string }
  | { kind: 'playerCount'; variant: string; count: number }
  | { kind: 'variantField'; field: 'options' | 'teams'; variant: string }
  /** CR 810.1: a two-headed giant game without `teams`. */
  | { kind: 'teamsMissing' }
  /** CR 810.1: `teams` is not two teams of two that together hold every player once. */
  | { kind: 'teamsPartition'; detail: string }
  /** CR 805.1, 810.3: a team's players sit next to each other. */
  | { kind: 'teammatesApart'; team: string }
  /** CR 810.9a: a player of a two-headed giant game has no life total of their own. */
  | { kind: 'teamPlayerLife'; player: string }
  | { kind: 'battleWithoutProtector'; name: string }
  | { kind: 'siegeProtector'; name: string; player: string }
  | { kind: 'protectorNotBattle'; name: string };

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(file)';
}

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;

/** The ids the objects of a scenario get: given ones, else `<player>:<zone>:<index>` (the contract). */
export function scenarioObjectId(playerId: string, zone: string, index: number, entry: string | { id?: string | undefined }): string {
  return typeof entry === 'object' && entry.id ? entry.id : `${playerId}:${zone}:${index}`;
}

/** Checks what the schema cannot: card names, unique ids, references to players. */
function crossCheck(s: Scenario): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const custom = new Set((s.cards ?? []).map((c) => c.name));
  const known = (name: string): boolean => custom.has(name) || poolCard(name) !== undefined;
  const suggest = cardNameSuggester([...custom]);
  const playerIds = s.players.map((p) => p.id);
  const seen = new Map<string, string>();
  const claim = (idValue: string, path: string): void => {
    const before = seen.get(idValue);
    if (before) issues.push({ path, message: `duplicate id "${idValue}" (also used at ${before})`, finding: { kind: 'duplicateId', id: idValue, other: before } });
    else seen.set(idValue, path);
  };
  s.players.forEach((p, pi) => claim(p.id, `players[${pi}].id`));
  (s.cards ?? []).forEach((c, ci) => {
    if (poolCard(c.name)) issues.push({ path: `cards[${ci}].name`, message: `"${c.name}" is already a card of the reference pool`, finding: { kind: 'poolCard', name: c.name } });
    if (c.types.includes('Creature') && (c.power === undefined || c.toughness === undefined)) {
      issues.push({ path: `cards[${ci}]`, message: 'a creature needs power and toughness', finding: { kind: 'creatureNeedsPowerToughness' } });
    }
  });
  s.players.forEach((p, pi) => {
    for (const zone of ZONES) {
      (p[zone] ?? []).forEach((entry, i) => {
        const name = typeof entry === 'string' ? entry : entry.card;
        const base = `players[${pi}].${zone}[${i}]`;
        if (!known(name)) {
          const suggestion = suggest(name);
          issues.push({ path: typeof entry === 'string' ? base : `${base}.card`, message: unknownCardMessage(name, suggestion), finding: { kind: 'unknownCard', name, ...(suggestion ? { suggestion } : {}) } });
        }
        claim(scenarioObjectId(p.id, zone, i, entry), typeof entry === 'object' && entry.id ? `${base}.id` : base);
        if (zone === 'battlefield') issues.push(...battleIssues(s, p.id, entry, base, custom));
        const controller = zone === 'battlefield' && typeof entry === 'object' && 'controller' in entry ? entry.controller : undefined;
        if (typeof controller === 'string' && !playerIds.includes(controller)) {
          issues.push({ path: `${base}.controller`, message: `unknown player "${controller}"`, finding: { kind: 'unknownPlayer', player: controller } });
        }
      });
    }
  });
  issues.push(...variantIssues(s));
  (s.turn.extraTurns ?? []).forEach((p, i) => {
    if (!playerIds.includes(p)) issues.push({ path: `turn.extraTurns[${i}]`, message: `unknown player "${p}"`, finding: { kind: 'unknownPlayer', player: p } });
  });
  if (!playerIds.includes(s.turn.activePlayer)) issues.push({ path: 'turn.activePlayer', message: `unknown player "${s.turn.activePlayer}"`, finding: { kind: 'unknownPlayer', player: s.turn.activePlayer } });
  return issues;
}

/** CR 310.8, 310.11a: a battle on the battlefield names its protector, a player of the game; a Siege's
 *  is an opponent of its controller; only a battle has one. */
function battleIssues(s: Scenario, owner: string, entry: NonNullable<Scenario['players'][number]['battlefield']>[number], base: string, custom: ReadonlySet<string>): ScenarioIssue[] {
  const name = typeof entry === 'string' ? entry : entry.card;
  const def = custom.has(name) ? s.cards?.find((c) => c.name === name) : poolCard(name);
  const battle = def?.types.includes('Battle') ?? false;
  const protector = typeof entry === 'object' ? entry.protector : undefined;
  const path = protector === undefined ? base : `${base}.protector`;
  if (!battle) return protector === undefined ? [] : [{ path, message: `only a battle has a protector, and ${name} is not one`, finding: { kind: 'protectorNotBattle', name } }];
  if (protector === undefined) return [{ path, message: `the battle ${name} needs a "protector" (CR 310.8)`, finding: { kind: 'battleWithoutProtector', name } }];
  if (!s.players.some((p) => p.id === protector)) return [{ path, message: `unknown player "${protector}"`, finding: { kind: 'unknownPlayer', player: protector } }];
  const controller = (typeof entry === 'object' && entry.controller) || owner;
  if (def?.subtypes?.includes('Siege') && !areOpponents(s, controller, protector)) {
    return [{ path, message: `the Siege ${name} must be protected by an opponent of its controller (CR 310.11a), not by "${protector}"`, finding: { kind: 'siegeProtector', name, player: protector } }];
  }
  return [];
}

/** Whether two players of the file are opponents (in two-headed giant, on different teams). */
function areOpponents(s: Scenario, a: string, b: string): boolean {
  if (a === b) return false;
  const team = (seat: string) => s.teams?.find((t) => t.players.includes(seat))?.id;
  return s.variant !== 'two-headed-giant' || team(a) !== team(b);
}

/** How many players each variant seats (CR 806: free-for-all for three or more; the contract caps it at six). */
const PLAYER_COUNTS: Record<NonNullable<Scenario['variant']>, readonly [number, number]> = {
  'two-player': [2, 2], 'free-for-all': [3, 6], 'two-headed-giant': [4, 4],
};

/** The multiplayer fields checked against the variant (the contract's "File errors"). */
function variantIssues(s: Scenario): ScenarioIssue[] {
  const variant = s.variant ?? 'two-player';
  const issues: ScenarioIssue[] = [];
  const [min, max] = PLAYER_COUNTS[variant];
  if (s.players.length < min || s.players.length > max) {
    const want = min === max ? `exactly ${min}` : `${min} to ${max}`;
    issues.push({ path: 'players', message: `a ${variant} game has ${want} players, not ${s.players.length}`, finding: { kind: 'playerCount', variant, count: s.players.length } });
  }
  if (s.options !== undefined && variant !== 'free-for-all') issues.push({ path: 'options', message: `"options" is for free-for-all games only, not ${variant}`, finding: { kind: 'variantField', field: 'options', variant } });
  if (s.teams !== undefined && variant !== 'two-headed-giant') issues.push({ path: 'teams', message: `"teams" is for two-headed giant games only, not ${variant}`, finding: { kind: 'variantField', field: 'teams', variant } });
  if (variant === 'two-headed-giant') issues.push(...teamIssues(s));
  return issues;
}

/** CR 810.1, 805.1, 810.3, 810.9a: two teams of two that hold every player once, teammates seated next
 *  to each other, and no player with a life total of their own. */
function teamIssues(s: Scenario): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  s.players.forEach((p, i) => {
    if (p.life !== undefined) issues.push({ path: `players[${i}].life`, message: `in a two-headed giant game a player has no life total of their own: the team's shared life is its "life" in "teams" (CR 810.9a)`, finding: { kind: 'teamPlayerLife', player: p.id } });
  });
  const teams = s.teams;
  if (teams === undefined) {
    issues.push({ path: 'teams', message: 'a two-headed giant game needs "teams": two teams of two players (CR 810.1)', finding: { kind: 'teamsMissing' } });
    return issues;
  }
  const partition = (detail: string, path = 'teams'): void => {
    issues.push({ path, message: `"teams" must be two teams of two players that together hold every player once (CR 810.1): ${detail}`, finding: { kind: 'teamsPartition', detail } });
  };
  if (teams.length !== 2) partition(`there are ${teams.length} teams`);
  const seats = s.players.map((p) => p.id);
  const seen = new Map<string, number>();
  const teamIds = new Set<string>();
  teams.forEach((t, ti) => {
    if (teamIds.has(t.id)) partition(`two teams are called "${t.id}"`, `teams[${ti}].id`);
    teamIds.add(t.id);
    if (seats.includes(t.id)) partition(`the team id "${t.id}" is a player's id`, `teams[${ti}].id`);
    if (t.players.length !== 2) partition(`team "${t.id}" has ${t.players.length} players`, `teams[${ti}].players`);
    t.players.forEach((p, pi) => {
      if (!seats.includes(p)) issues.push({ path: `teams[${ti}].players[${pi}]`, message: `unknown player "${p}"`, finding: { kind: 'unknownPlayer', player: p } });
      else if (seen.has(p)) partition(`"${p}" is in two teams`, `teams[${ti}].players[${pi}]`);
      else seen.set(p, ti);
    });
  });
  for (const p of seats) if (!seen.has(p)) partition(`"${p}" is in no team`);
  if (issues.length > 0) return issues;
  // CR 805.1, 810.3: teammates sit next to each other (the order of players is the seating, wrapping round).
  teams.forEach((t, ti) => {
    const [a, b] = t.players.map((p) => seats.indexOf(p)) as [number, number];
    const apart = Math.abs(a - b) !== 1 && Math.abs(a - b) !== seats.length - 1;
    if (apart) issues.push({ path: `teams[${ti}].players`, message: `the players of team "${t.id}" must sit next to each other in "players" (CR 805.1, 810.3)`, finding: { kind: 'teammatesApart', team: t.id } });
  });
  return issues;
}

/** Validates a parsed JSON value as a scenario. */
export function parseScenario(json: unknown): { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] } {
  const r = scenarioSchema.safeParse(json);
  if (!r.success) return { ok: false, issues: r.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
  const issues = crossCheck(r.data);
  return issues.length ? { ok: false, issues } : { ok: true, scenario: r.data };
}
