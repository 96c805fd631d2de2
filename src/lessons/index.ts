// lessons/index.ts: the lesson library. Each lesson is a scenario file of shared/contract/SCENARIO.md
// (./<id>.json) with a goal (`expect`), the intended play (`actions`) and an extra top-level field
// `lesson` ({id, topic, order, rulesVariant, pairedWith?, tags?, seeAlso?, source?}), which the engine
// ignores. This module is free of React and of the engine: the catalogue below carries what a list
// needs (title, topic, order, rules), and `load()` imports the file itself only when it is opened.
// `checkLesson` compares a lesson's goal with a runner result, field by field, with the semantics of
// shared/tools/check-scenarios.mjs.

export type RulesVariant = 'current' | 'legacy-damage-order';

/** The sections of the library, in the order the app should show them. */
export const LESSON_SECTIONS = ['basics', 'keywords', 'combat-damage', 'removal', 'stack', 'triggers', 'rules-2024', 'multiplayer'] as const;
export type LessonSection = (typeof LESSON_SECTIONS)[number];

/** Every topic a lesson may have; `rules` names the rules the lessons of that topic are about. */
export const LESSON_TOPICS = {
  'combat-basics': { section: 'basics', label: 'Combat basics', rules: ['506', '510.1b', '704.5a'] },
  'flying-reach': { section: 'keywords', label: 'Flying and reach', rules: ['702.9', '702.17'] },
  menace: { section: 'keywords', label: 'Menace', rules: ['702.111'] },
  'first-strike': { section: 'keywords', label: 'First strike', rules: ['702.7'] },
  'double-strike': { section: 'keywords', label: 'Double strike', rules: ['702.4'] },
  trample: { section: 'keywords', label: 'Trample', rules: ['702.19'] },
  deathtouch: { section: 'keywords', label: 'Deathtouch', rules: ['702.2'] },
  lifelink: { section: 'keywords', label: 'Lifelink', rules: ['702.15'] },
  vigilance: { section: 'keywords', label: 'Vigilance', rules: ['702.20'] },
  haste: { section: 'keywords', label: 'Haste and summoning sickness', rules: ['702.10', '302.6'] },
  defender: { section: 'keywords', label: 'Defender', rules: ['702.3'] },
  indestructible: { section: 'keywords', label: 'Indestructible', rules: ['702.12'] },
  landwalk: { section: 'keywords', label: 'Landwalk', rules: ['702.14'] },
  'strike-steps': { section: 'combat-damage', label: 'The two combat damage steps', rules: ['510.4'] },
  'trample-arithmetic': { section: 'combat-damage', label: 'Trample arithmetic', rules: ['702.19b', '702.2c', '120.6'] },
  blocking: { section: 'combat-damage', label: 'Creatures put onto the battlefield blocking', rules: ['509.4'] },
  'removal-from-combat': { section: 'removal', label: 'Removal from combat', rules: ['506.4', '510.1c'] },
  'stack-lifo': { section: 'stack', label: 'The stack: last in, first out', rules: ['405.5', '608.2b'] },
  apnap: { section: 'triggers', label: 'APNAP order', rules: ['101.4', '603.3b'] },
  'trigger-order': { section: 'triggers', label: 'Ordering your own triggers', rules: ['603.3b'] },
  'intervening-if': { section: 'triggers', label: 'Intervening "if"', rules: ['603.4'] },
  'delayed-trigger': { section: 'triggers', label: 'Delayed triggered abilities', rules: ['603.7'] },
  'damage-assignment-2024': { section: 'rules-2024', label: 'Damage assignment: 2024 rule and the old order', rules: ['510.1c', '510.1d'] },
  'multiplayer-combat': { section: 'multiplayer', label: 'Combat with several opponents', rules: ['802', '803.1', '806.2b'] },
  'multiplayer-apnap': { section: 'multiplayer', label: 'APNAP order with several players', rules: ['101.4', '603.3b'] },
  'two-headed-giant': { section: 'multiplayer', label: 'Two-Headed Giant', rules: ['810', '805.10d'] },
} as const satisfies Record<string, { section: LessonSection; label: string; rules: readonly string[] }>;
export type LessonTopic = keyof typeof LESSON_TOPICS;

/** The extra top-level field `lesson` of a lesson file. */
export interface LessonMeta {
  id: string;
  topic: LessonTopic;
  /** Position in the library, from 1. */
  order: number;
  /** The scenario's `rules` ("current" when the file has none). */
  rulesVariant?: RulesVariant;
  /** The same board under the other damage rule (2024 change), in both directions. */
  pairedWith?: string;
  /** Further topics or keywords the lesson also shows. */
  tags?: string[];
  /** Related lessons worth opening next (e.g. the same play in the other order). */
  seeAlso?: string[];
  /** For a copy of a shared seed scenario: where it comes from. */
  source?: string;
}

/** The `expect` block of the contract; every key optional. */
export interface LessonExpect {
  ok?: boolean;
  errorRule?: string[];
  step?: string;
  activePlayer?: string;
  turnNumber?: number;
  pending?: Record<string, unknown>;
  life?: Record<string, number>;
  hand?: Record<string, string[]>;
  handCount?: Record<string, number>;
  graveyard?: Record<string, string[]>;
  battlefield?: Record<string, string[]>;
  permanents?: Record<string, Record<string, unknown>>;
  gone?: string[];
  stack?: Record<string, unknown>[];
  manaPool?: Record<string, string>;
  winner?: string | null;
  /** Card names in each player's exile, as a multiset, exact (like `graveyard`). */
  exile?: Record<string, string[]>;
  /** Ids of players that must have lost (CR 104.3). */
  lost?: string[];
  /** Two-headed giant: each team's shared life total, by team id (CR 810.9). */
  teamLife?: Record<string, number>;
  /** Every player who won, as a multiset (the result's `gameOver.winners`, CR 104.2c). */
  winners?: string[];
}

/** A lesson file as loaded: a scenario (validate it with the engine's parseScenario) plus its goal and metadata. */
export interface LessonFile {
  format?: string;
  title: string;
  description: string;
  rules?: RulesVariant;
  actions: unknown[];
  expect: LessonExpect;
  lesson: LessonMeta;
  [field: string]: unknown;
}

/** A catalogue entry: what the library list shows, and how to load the lesson. */
export interface LessonEntry {
  id: string;
  title: string;
  topic: LessonTopic;
  section: LessonSection;
  order: number;
  rulesVariant: RulesVariant;
  pairedWith?: string;
  load: () => Promise<LessonFile>;
}

type Meta = Omit<LessonEntry, 'load' | 'section'>;
function entry(meta: Meta, importer: () => Promise<{ default: unknown }>): LessonEntry {
  return { ...meta, section: LESSON_TOPICS[meta.topic].section, load: () => importer().then((m) => m.default as LessonFile) };
}

/** The library, in order. Titles are repeated here so the list shows without loading any lesson. */
export const LESSONS: readonly LessonEntry[] = [
  entry({ id: "basics-unblocked-lethal", title: "An unblocked attacker: Craw Wurm finishes the game", topic: "combat-basics", order: 1, rulesVariant: "current" },
    () => import('./basics-unblocked-lethal.json')),
  entry({ id: "kw-flying-reach", title: "Flying meets reach: Giant Spider blocks Suntail Hawk", topic: "flying-reach", order: 2, rulesVariant: "current" },
    () => import('./kw-flying-reach.json')),
  entry({ id: "kw-flying-ground-blocker-refused", title: "A ground creature can't block a flier", topic: "flying-reach", order: 3, rulesVariant: "current" },
    () => import('./kw-flying-ground-blocker-refused.json')),
  entry({ id: "kw-menace-one-blocker-refused", title: "Menace: one blocker is not enough", topic: "menace", order: 4, rulesVariant: "current" },
    () => import('./kw-menace-one-blocker-refused.json')),
  entry({ id: "kw-menace-two-blockers", title: "Menace: two blockers stop Boggart Brute", topic: "menace", order: 5, rulesVariant: "current" },
    () => import('./kw-menace-two-blockers.json')),
  entry({ id: "kw-first-strike", title: "First strike: Youthful Knight kills Goblin Piker before it can hit back", topic: "first-strike", order: 6, rulesVariant: "current" },
    () => import('./kw-first-strike.json')),
  entry({ id: "kw-double-strike", title: "Double strike: Boros Swiftblade deals damage twice", topic: "double-strike", order: 7, rulesVariant: "current" },
    () => import('./kw-double-strike.json')),
  entry({ id: "strike-first-damage-step", title: "The first-strike damage step, stopped halfway", topic: "strike-steps", order: 8, rulesVariant: "current" },
    () => import('./strike-first-damage-step.json')),
  entry({ id: "strike-second-damage-step", title: "The second combat damage step: who deals damage again", topic: "strike-steps", order: 9, rulesVariant: "current" },
    () => import('./strike-second-damage-step.json')),
  entry({ id: "kw-trample", title: "Trample: Colossal Dreadmaw runs over Runeclaw Bear", topic: "trample", order: 10, rulesVariant: "current" },
    () => import('./kw-trample.json')),
  entry({ id: "trample-marked-damage", title: "Trample counts damage already marked", topic: "trample-arithmetic", order: 11, rulesVariant: "current" },
    () => import('./trample-marked-damage.json')),
  entry({ id: "trample-lethal-first-refused", title: "Trample: the blocker must get lethal damage before the player gets any", topic: "trample-arithmetic", order: 12, rulesVariant: "current" },
    () => import('./trample-lethal-first-refused.json')),
  entry({ id: "trample-several-blockers", title: "Trample over two blockers", topic: "trample-arithmetic", order: 13, rulesVariant: "current" },
    () => import('./trample-several-blockers.json')),
  entry({ id: "trample-deathtouch", title: "Deathtouch and trample: 1 damage is lethal", topic: "trample-arithmetic", order: 14, rulesVariant: "current" },
    () => import('./trample-deathtouch.json')),
  entry({ id: "kw-deathtouch", title: "Deathtouch: Typhoid Rats trade with Craw Wurm", topic: "deathtouch", order: 15, rulesVariant: "current" },
    () => import('./kw-deathtouch.json')),
  entry({ id: "kw-lifelink", title: "Lifelink: Mesa Unicorn gains life even when it is blocked", topic: "lifelink", order: 16, rulesVariant: "current" },
    () => import('./kw-lifelink.json')),
  entry({ id: "kw-vigilance", title: "Vigilance: Serra Angel attacks without tapping", topic: "vigilance", order: 17, rulesVariant: "current" },
    () => import('./kw-vigilance.json')),
  entry({ id: "kw-haste", title: "Haste: Raging Goblin attacks the turn it arrives", topic: "haste", order: 18, rulesVariant: "current" },
    () => import('./kw-haste.json')),
  entry({ id: "kw-summoning-sick-refused", title: "Without haste, a new creature can't attack", topic: "haste", order: 19, rulesVariant: "current" },
    () => import('./kw-summoning-sick-refused.json')),
  entry({ id: "kw-defender-refused", title: "Defender: Wall of Wood can't attack", topic: "defender", order: 20, rulesVariant: "current" },
    () => import('./kw-defender-refused.json')),
  entry({ id: "kw-indestructible", title: "Indestructible: Darksteel Myr survives 6 damage", topic: "indestructible", order: 21, rulesVariant: "current" },
    () => import('./kw-indestructible.json')),
  entry({ id: "kw-landwalk-refused", title: "Islandwalk: River Boa can't be blocked while Bruno controls an Island", topic: "landwalk", order: 22, rulesVariant: "current" },
    () => import('./kw-landwalk-refused.json')),
  entry({ id: "seed-mogg-fanatic", title: "Mogg Fanatic kills the Hawk; the blocked Piker deals no damage", topic: "removal-from-combat", order: 23, rulesVariant: "current" },
    () => import('./seed-mogg-fanatic.json')),
  entry({ id: "removal-unsummon-blocker", title: "Unsummon on the blocker: Craw Wurm stays blocked", topic: "removal-from-combat", order: 24, rulesVariant: "current" },
    () => import('./removal-unsummon-blocker.json')),
  entry({ id: "removal-gustcloak-runner", title: "Gustcloak Runner slips out of combat", topic: "removal-from-combat", order: 25, rulesVariant: "current" },
    () => import('./removal-gustcloak-runner.json')),
  entry({ id: "removal-river-boa-regenerates", title: "River Boa regenerates and leaves combat", topic: "removal-from-combat", order: 26, rulesVariant: "current" },
    () => import('./removal-river-boa-regenerates.json')),
  entry({ id: "seed-flash-foliage", title: "Flash Foliage puts a Saproling in as a second blocker", topic: "blocking", order: 27, rulesVariant: "current" },
    () => import('./seed-flash-foliage.json')),
  entry({ id: "seed-shock-then-titanic-growth", title: "Shock, answered by Titanic Growth: the pump resolves first", topic: "stack-lifo", order: 28, rulesVariant: "current" },
    () => import('./seed-shock-then-titanic-growth.json')),
  entry({ id: "seed-titanic-growth-then-shock", title: "Titanic Growth, answered by Shock: the Construct dies and the pump does nothing", topic: "stack-lifo", order: 29, rulesVariant: "current" },
    () => import('./seed-titanic-growth-then-shock.json')),
  entry({ id: "apnap-soul-wardens", title: "APNAP: both Soul Wardens trigger at once", topic: "apnap", order: 30, rulesVariant: "current" },
    () => import('./apnap-soul-wardens.json')),
  entry({ id: "apnap-soul-wardens-resolve", title: "APNAP: the non-active player's trigger resolves first", topic: "apnap", order: 31, rulesVariant: "current" },
    () => import('./apnap-soul-wardens-resolve.json')),
  entry({ id: "hero-tokens-first", title: "Hero of Bladehold, tokens first: 7 damage", topic: "trigger-order", order: 32, rulesVariant: "current" },
    () => import('./hero-tokens-first.json')),
  entry({ id: "hero-battle-cry-first", title: "Hero of Bladehold, battle cry first: 5 damage", topic: "trigger-order", order: 33, rulesVariant: "current" },
    () => import('./hero-battle-cry-first.json')),
  entry({ id: "if-archangel-restores-life", title: "Resolute Archangel: back to 20 life", topic: "intervening-if", order: 34, rulesVariant: "current" },
    () => import('./if-archangel-restores-life.json')),
  entry({ id: "if-archangel-no-trigger", title: "Resolute Archangel at 23 life: it doesn't trigger at all", topic: "intervening-if", order: 35, rulesVariant: "current" },
    () => import('./if-archangel-no-trigger.json')),
  entry({ id: "if-archangel-checked-on-resolution", title: "Resolute Archangel checks again on resolution", topic: "intervening-if", order: 36, rulesVariant: "current" },
    () => import('./if-archangel-checked-on-resolution.json')),
  entry({ id: "if-archangel-resolves-first", title: "Resolute Archangel first, Soul Warden second: 21 life", topic: "intervening-if", order: 37, rulesVariant: "current" },
    () => import('./if-archangel-resolves-first.json')),
  entry({ id: "delayed-wall-of-tears", title: "Wall of Tears: back to the hand at end of combat", topic: "delayed-trigger", order: 38, rulesVariant: "current" },
    () => import('./delayed-wall-of-tears.json')),
  entry({ id: "delayed-fog-elemental", title: "Fog Elemental: attack now, sacrifice at end of combat", topic: "delayed-trigger", order: 39, rulesVariant: "current" },
    () => import('./delayed-fog-elemental.json')),
  entry({ id: "seed-craw-wurm-two-blockers", title: "Craw Wurm blocked by Wall of Wood and Eager Cadet", topic: "damage-assignment-2024", order: 40, rulesVariant: "current", pairedWith: "dmg2024-craw-wurm-3-3-legacy" },
    () => import('./seed-craw-wurm-two-blockers.json')),
  entry({ id: "dmg2024-craw-wurm-3-3-legacy", title: "Craw Wurm and two blockers, rules before 2024: 3 and 3 following the order", topic: "damage-assignment-2024", order: 41, rulesVariant: "legacy-damage-order", pairedWith: "seed-craw-wurm-two-blockers" },
    () => import('./dmg2024-craw-wurm-3-3-legacy.json')),
  entry({ id: "seed-craw-wurm-legacy-order", title: "Damage assignment order (rules before 2024): Wall of Wood first", topic: "damage-assignment-2024", order: 42, rulesVariant: "legacy-damage-order", pairedWith: "dmg2024-craw-wurm-2-4-current" },
    () => import('./seed-craw-wurm-legacy-order.json')),
  entry({ id: "dmg2024-craw-wurm-2-4-current", title: "Craw Wurm, today's rules: 2 to the Wall and 4 to the Cadet is legal", topic: "damage-assignment-2024", order: 43, rulesVariant: "current", pairedWith: "seed-craw-wurm-legacy-order" },
    () => import('./dmg2024-craw-wurm-2-4-current.json')),
  entry({ id: "seed-giant-growth-on-wall-legacy", title: "Giant Growth on the first blocker (rules before 2024): all 6 must go to the Wall", topic: "damage-assignment-2024", order: 44, rulesVariant: "legacy-damage-order", pairedWith: "dmg2024-giant-growth-current" },
    () => import('./seed-giant-growth-on-wall-legacy.json')),
  entry({ id: "dmg2024-giant-growth-current", title: "Giant Growth on the Wall, today's rules: the Cadet can still be hit", topic: "damage-assignment-2024", order: 45, rulesVariant: "current", pairedWith: "seed-giant-growth-on-wall-legacy" },
    () => import('./dmg2024-giant-growth-current.json')),
  entry({ id: "seed-mending-hands", title: "Mending Hands does not change what lethal damage is (rules before 2024)", topic: "damage-assignment-2024", order: 46, rulesVariant: "legacy-damage-order", pairedWith: "dmg2024-mending-hands-current" },
    () => import('./seed-mending-hands.json')),
  entry({ id: "dmg2024-mending-hands-current", title: "Mending Hands on the Wall, today's rules: no damage wasted on the shield", topic: "damage-assignment-2024", order: 47, rulesVariant: "current", pairedWith: "seed-mending-hands" },
    () => import('./dmg2024-mending-hands-current.json')),
  entry({ id: "dmg2024-regrower-current", title: "Elvish Regrower splits 2 and 2 (today's rules)", topic: "damage-assignment-2024", order: 48, rulesVariant: "current", pairedWith: "dmg2024-regrower-legacy" },
    () => import('./dmg2024-regrower-current.json')),
  entry({ id: "dmg2024-regrower-legacy", title: "Elvish Regrower under the old order: 2 and 2 is refused", topic: "damage-assignment-2024", order: 49, rulesVariant: "legacy-damage-order", pairedWith: "dmg2024-regrower-current" },
    () => import('./dmg2024-regrower-legacy.json')),
  entry({ id: "dmg2024-baloth-brigade-legacy", title: "Enormous Baloth and Durkwood Boars share the Brigade (rules before 2024)", topic: "damage-assignment-2024", order: 50, rulesVariant: "legacy-damage-order", pairedWith: "dmg2024-baloth-brigade-current" },
    () => import('./dmg2024-baloth-brigade-legacy.json')),
  entry({ id: "dmg2024-baloth-brigade-current", title: "Enormous Baloth and Durkwood Boars share the Brigade (today's rules)", topic: "damage-assignment-2024", order: 51, rulesVariant: "current", pairedWith: "dmg2024-baloth-brigade-legacy" },
    () => import('./dmg2024-baloth-brigade-current.json')),
  entry({ id: "mp-attack-several-players", title: "Attacking two players at once: each defender blocks for themselves", topic: "multiplayer-combat", order: 52, rulesVariant: "current" },
    () => import('./mp-attack-several-players.json')),
  entry({ id: "mp-attack-left-refused", title: "Attack left: Ana can't attack Carla, on her right", topic: "multiplayer-combat", order: 53, rulesVariant: "current" },
    () => import('./mp-attack-left-refused.json')),
  entry({ id: "mp-apnap-three-soul-wardens", title: "APNAP with three players: three Soul Wardens trigger at once", topic: "multiplayer-apnap", order: 54, rulesVariant: "current" },
    () => import('./mp-apnap-three-soul-wardens.json')),
  entry({ id: "mp-two-headed-giant-team-block", title: "Two-Headed Giant: Dario blocks for Carla, and the team shares its life", topic: "two-headed-giant", order: 55, rulesVariant: "current" },
    () => import('./mp-two-headed-giant-team-block.json')),
];

/** The rules a scenario is written for ("current" when it names none). */
export function rulesOf(scenario: unknown): RulesVariant {
  const rules = typeof scenario === 'object' && scenario !== null ? (scenario as { rules?: unknown }).rules : undefined;
  return rules === 'legacy-damage-order' ? 'legacy-damage-order' : 'current';
}

/** The catalogue entry of a lesson, or undefined. */
export function lessonEntry(id: string): LessonEntry | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** Loads one lesson by id (a dynamic import: each lesson is its own chunk). */
export function loadLesson(id: string): Promise<LessonFile> {
  const e = lessonEntry(id);
  return e ? e.load() : Promise.reject(new Error(`unknown lesson "${id}"`));
}

/** Loads the whole library (tests, or a print view). */
export function loadAllLessons(): Promise<LessonFile[]> {
  return Promise.all(LESSONS.map((l) => l.load()));
}

/** The lessons of one section, in library order. */
export function lessonsInSection(section: LessonSection): LessonEntry[] {
  return LESSONS.filter((l) => l.section === section);
}

// ---------------------------------------------------------------------------------------------------
// The check

/** One line of a lesson's check. `field` follows the keys of the `expect` block: `ok`, `errorRule`,
 *  `step`, `pending.type`, `life.B`, `graveyard.A`, `permanents.wurm.damage`, `gone.wall`,
 *  `stack.length`, `stack[0].controller`, `exile.B`, `lost.B`, `teamLife.T1`, `winner`, `winners`, …
 *  Multisets are shown sorted. */
export interface CheckRow {
  field: string;
  expected: unknown;
  actual: unknown;
  ok: boolean;
}

/** The parts of a runner result (the engine's ScenarioResult, or the runner's JSON) that the check reads. */
export interface CheckableResult {
  ok: boolean;
  error?: { rule?: string; message?: string } | null;
  turn?: { number?: number; activePlayer?: string; step?: string } | null;
  players?: readonly unknown[];
  stack?: readonly unknown[];
  pendingChoice?: unknown;
  gameOver?: { winner?: string | null; winners?: readonly string[] } | null;
  /** Two-headed giant: the teams with their shared life totals. */
  teams?: readonly { id?: string; life?: number }[];
}

interface PlayerView {
  id?: string;
  life?: number;
  lost?: boolean;
  exile?: { card?: string }[];
  hand?: { card?: string }[];
  graveyard?: { card?: string }[];
  battlefield?: Record<string, unknown>[];
  manaPool?: string;
}

// JSON equality, as check-scenarios.mjs compares (so key order and null/undefined matter the same way).
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs: readonly string[]): string[] => [...xs].sort();
const names = (zone: readonly { card?: string }[] | undefined): string[] => (zone ?? []).map((o) => o.card as string);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/**
 * Compares a lesson's goal with a result, field by field. Pure: the same semantics as
 * shared/tools/check-scenarios.mjs — `ok` (default true), `errorRule` as prefixes of `error.rule`,
 * multisets for hand/graveyard/battlefield, exact stack length then the listed fields of each object,
 * the listed fields of each permanent, `gone` ids absent from every battlefield, `winner` (null when
 * the game is not over). The lesson passes when every row is ok.
 */
export function checkLesson(expect: LessonExpect | undefined, result: CheckableResult): CheckRow[] {
  const exp: LessonExpect = expect ?? {};
  const rows: CheckRow[] = [];
  const row = (field: string, expected: unknown, actual: unknown, ok = same(actual, expected)): void => {
    rows.push({ field, expected, actual, ok });
  };
  const players = (result.players ?? []) as PlayerView[];
  const P = (id: string): PlayerView => players.find((p) => p.id === id) ?? {};
  const perms = players.flatMap((p) => p.battlefield ?? []);

  const okWanted = exp.ok ?? true;
  row('ok', okWanted, result.ok);
  if (okWanted && result.ok === false) row('error', null, result.error ?? null, false);
  if (exp.errorRule) {
    const rule = result.error?.rule ?? '';
    row('errorRule', exp.errorRule, rule, exp.errorRule.some((p) => rule.replace(/^CR\s*/, '').startsWith(p)));
  }
  if (exp.step) row('step', exp.step, result.turn?.step);
  if (exp.activePlayer) row('activePlayer', exp.activePlayer, result.turn?.activePlayer);
  if (exp.turnNumber) row('turnNumber', exp.turnNumber, result.turn?.number);
  if (exp.pending) {
    const pc = isRecord(result.pendingChoice) ? result.pendingChoice : undefined;
    for (const [k, v] of Object.entries(exp.pending)) row(`pending.${k}`, v, pc?.[k]);
  }
  for (const [id, v] of Object.entries(exp.life ?? {})) row(`life.${id}`, v, P(id).life);
  for (const [id, v] of Object.entries(exp.hand ?? {})) row(`hand.${id}`, sorted(v), sorted(names(P(id).hand)));
  for (const [id, v] of Object.entries(exp.handCount ?? {})) row(`handCount.${id}`, v, (P(id).hand ?? []).length);
  for (const [id, v] of Object.entries(exp.graveyard ?? {})) row(`graveyard.${id}`, sorted(v), sorted(names(P(id).graveyard)));
  for (const [id, v] of Object.entries(exp.battlefield ?? {})) row(`battlefield.${id}`, sorted(v), sorted(names(P(id).battlefield)));
  for (const [id, v] of Object.entries(exp.manaPool ?? {})) row(`manaPool.${id}`, v, P(id).manaPool ?? '');
  for (const [id, fields] of Object.entries(exp.permanents ?? {})) {
    const o = perms.find((p) => p.id === id);
    if (!o) {
      row(`permanents.${id}`, fields, null, false);
      continue;
    }
    for (const [k, v] of Object.entries(fields)) row(`permanents.${id}.${k}`, v, o[k] ?? (k === 'counters' ? {} : o[k]));
  }
  for (const id of exp.gone ?? []) {
    const here = perms.some((p) => p.id === id);
    row(`gone.${id}`, 'not on the battlefield', here ? 'on the battlefield' : 'not on the battlefield', !here);
  }
  if (exp.stack) {
    const st = (result.stack ?? []) as Record<string, unknown>[];
    row('stack.length', exp.stack.length, st.length);
    if (st.length === exp.stack.length) {
      exp.stack.forEach((want, i) => {
        for (const [k, v] of Object.entries(want)) row(`stack[${i}].${k}`, v, st[i]?.[k]);
      });
    }
  }
  for (const [id, v] of Object.entries(exp.exile ?? {})) row(`exile.${id}`, sorted(v), sorted(names(P(id).exile)));
  for (const id of exp.lost ?? []) {
    const lost = P(id).lost;
    row(`lost.${id}`, true, lost ?? false, lost === true);
  }
  for (const [id, v] of Object.entries(exp.teamLife ?? {})) row(`teamLife.${id}`, v, (result.teams ?? []).find((t) => t.id === id)?.life);
  if ('winner' in exp) row('winner', exp.winner, result.gameOver?.winner ?? null);
  if (exp.winners) row('winners', sorted(exp.winners), sorted(result.gameOver?.winners ?? []));
  return rows;
}

/** True when every row of a check passed. */
export function lessonPassed(rows: readonly CheckRow[]): boolean {
  return rows.every((r) => r.ok);
}
