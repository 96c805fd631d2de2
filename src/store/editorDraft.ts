// editorDraft.ts: the scenario being written in the editor, as data, and the edits made to it. A draft
// is the contract's scenario with every card written out as {id, card, …} (ids never shift when a
// card is removed, so the goal and the actions keep naming the right objects). Nothing here knows a
// rule: whether a draft is a valid scenario is the runner's schema's verdict (`draftIssues`).
import { parseScenario, type Scenario } from '../engine';

/** The bounds of the numbers a scenario may hold (the runner's schema), for the editor's fields. */
export { SCENARIO_RANGES } from '../engine';
import type { Step } from '../engine';
import { goalIssues, type GoalNames } from '../lessons/goalIssues';
import { scenarioIssues, type ScenarioProblem } from './scenarioIssues';
import { PLAYER_COUNTS, SEATS, variantForCount, variantsFor, type ATTACK_OPTIONS, type TableVariant } from './gameSetup';

export const DRAFT_ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;
export type DraftZone = (typeof DRAFT_ZONES)[number];
export type RulesVariant = 'current' | 'legacy-damage-order';
export type AttackOption = (typeof ATTACK_OPTIONS)[number];
/** A two-headed giant team (CR 810.1): its players, teammates side by side, and its shared life (810.4). */
export interface DraftTeam {
  id: string;
  players: string[];
  life: number;
}

/** A card in a zone; the permanent fields are only written for the battlefield. */
export interface DraftCard {
  id: string;
  card: string;
  tapped?: boolean;
  damage?: number;
  summoningSick?: boolean;
  counters?: Record<string, number>;
  token?: boolean;
  controller?: string;
  /** A battle's protector (CR 310.8) and a phased-out permanent (702.26): kept as written. */
  protector?: string;
  phasedOut?: boolean;
}

export type PermanentPatch = Partial<Pick<DraftCard, 'tapped' | 'damage' | 'summoningSick' | 'counters'>>;

export interface DraftPlayer {
  id: string;
  name: string;
  life: number;
  landPlayedThisTurn: boolean;
  zones: Record<DraftZone, DraftCard[]>;
}

export interface Draft {
  title: string;
  description: string;
  rules: RulesVariant;
  turn: { number: number; activePlayer: string; step: Step };
  /** The game's variant (CR 800.2); the players' count fits it (PLAYER_COUNTS). */
  variant: TableVariant;
  /** Free-for-all only: whom a player may attack (CR 806.2b). */
  attack: AttackOption;
  /** Two-headed giant only: the two teams, in their turn order; empty otherwise. */
  teams: DraftTeam[];
  /** In seating and turn order (CR 101.4, 103.1). */
  players: DraftPlayer[];
  /** Kept as written: seeds, custom cards, the players' choices and the goal are edited as JSON. */
  seed?: number;
  cards: NonNullable<Scenario['cards']>;
  actions: unknown[];
  expect?: Record<string, unknown>;
}

/** A player's place in `players`. */
export type PlayerIndex = number;

const emptyZones = (): Record<DraftZone, DraftCard[]> => ({ battlefield: [], hand: [], library: [], graveyard: [], exile: [] });

const newPlayer = (id: string, name: string): DraftPlayer => ({ id, name, life: 20, landPlayedThisTurn: false, zones: emptyZones() });

/** An empty board: two players at 20 life, the first one's precombat main phase. */
export function blankDraft(names: { A: string; B: string } = { A: 'Ana', B: 'Bruno' }): Draft {
  return {
    title: '',
    description: '',
    rules: 'current',
    turn: { number: 2, activePlayer: 'A', step: 'main1' },
    variant: 'two-player',
    attack: 'multiple',
    teams: [],
    players: [newPlayer('A', names.A), newPlayer('B', names.B)],
    cards: [],
    actions: [],
  };
}

/** A draft from any scenario that passes the runner's schema; otherwise its issues. Cards written by
 *  name alone get the ids the contract gives them (`A:hand:0`), so nothing that names them breaks. */
export function draftFromScenario(json: unknown): { ok: true; draft: Draft } | { ok: false; issues: ScenarioProblem[] } {
  const issues = scenarioIssues(json);
  if (issues.length) return { ok: false, issues };
  const parsed = parseScenario(json);
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const s = parsed.scenario;
  const variant = s.variant ?? 'two-player';
  const toPlayer = (p: Scenario['players'][number]): DraftPlayer => {
    const zones = emptyZones();
    for (const zone of DRAFT_ZONES) {
      zones[zone] = (p[zone] ?? []).map((entry, i) => {
        const card: DraftCard = typeof entry === 'string' ? { id: `${p.id}:${zone}:${i}`, card: entry } : { ...entry, id: entry.id ?? `${p.id}:${zone}:${i}` };
        return card;
      });
    }
    return { id: p.id, name: p.name ?? p.id, life: p.life ?? 20, landPlayedThisTurn: p.landPlayedThisTurn ?? false, zones };
  };
  const expect = typeof s.expect === 'object' && s.expect !== null && !Array.isArray(s.expect) ? (s.expect as Record<string, unknown>) : undefined;
  return {
    ok: true,
    draft: {
      title: s.title ?? '',
      description: s.description ?? '',
      rules: s.rules ?? 'current',
      turn: s.turn,
      variant,
      attack: s.options?.attack ?? 'multiple',
      teams: variant === 'two-headed-giant' ? (s.teams ?? []).map((team) => ({ id: team.id, players: [...team.players], life: team.life ?? TEAM_LIFE })) : [],
      players: s.players.map(toPlayer),
      ...(s.seed !== undefined ? { seed: s.seed } : {}),
      cards: s.cards ?? [],
      actions: s.actions ?? [],
      ...(expect ? { expect } : {}),
    },
  };
}

/** A card as the contract writes it, leaving out what is at its default (short links). */
function compactCard(entry: DraftCard, zone: DraftZone): DraftCard {
  if (zone !== 'battlefield') return { id: entry.id, card: entry.card };
  const out: DraftCard = { id: entry.id, card: entry.card };
  if (entry.tapped) out.tapped = true;
  if (entry.damage) out.damage = entry.damage;
  if (entry.summoningSick) out.summoningSick = true;
  const counters = Object.entries(entry.counters ?? {}).filter(([, n]) => n !== 0);
  if (counters.length) out.counters = Object.fromEntries(counters);
  if (entry.token) out.token = true;
  if (entry.controller !== undefined) out.controller = entry.controller;
  if (entry.protector !== undefined) out.protector = entry.protector;
  if (entry.phasedOut) out.phasedOut = true;
  return out;
}

/** The scenario file of the contract for a draft. */
export function draftToScenario(draft: Draft): Record<string, unknown> {
  const twoHeadedGiant = draft.variant === 'two-headed-giant';
  const players = draft.players.map((p) => {
    // CR 810.9a: in two-headed giant a player's life is the team's, and a player's own is a file error.
    const out: Record<string, unknown> = twoHeadedGiant ? { id: p.id, name: p.name } : { id: p.id, name: p.name, life: p.life };
    for (const zone of DRAFT_ZONES) if (p.zones[zone].length) out[zone] = p.zones[zone].map((e) => compactCard(e, zone));
    if (p.landPlayedThisTurn) out.landPlayedThisTurn = true;
    return out;
  });
  return {
    format: 'tabletop-scenario/1',
    title: draft.title,
    ...(draft.description ? { description: draft.description } : {}),
    rules: draft.rules,
    ...(draft.seed !== undefined ? { seed: draft.seed } : {}),
    ...(draft.cards.length ? { cards: draft.cards } : {}),
    turn: draft.turn,
    ...(draft.variant !== 'two-player' ? { variant: draft.variant } : {}),
    ...(draft.variant === 'free-for-all' && draft.attack !== 'multiple' ? { options: { attack: draft.attack } } : {}),
    ...(twoHeadedGiant ? { teams: draft.teams.map((team) => ({ id: team.id, players: [...team.players], life: team.life })) } : {}),
    players,
    ...(draft.actions.length ? { actions: draft.actions } : {}),
    ...(draft.expect && Object.keys(draft.expect).length ? { expect: draft.expect } : {}),
  };
}

/** What the runner's schema says of the draft, then what is wrong with its goal, with the field
 *  paths of `draftToScenario`'s file. */
export function draftIssues(draft: Draft): ScenarioProblem[] {
  const json = draftToScenario(draft);
  const issues = scenarioIssues(json);
  return issues.length ? issues : goalIssues(json.expect ?? {}, draftGoalNames(draft), 'expect');
}

/** The players and objects a draft's goal may name. */
export function draftGoalNames(draft: Draft): GoalNames {
  return { players: draft.players.map((p) => p.id), objects: cardIds(draft) };
}

function cardIds(draft: Draft): Set<string> {
  return new Set(draft.players.flatMap((p) => DRAFT_ZONES.flatMap((zone) => p.zones[zone].map((e) => e.id))));
}

const usedIds = (draft: Draft): Set<string> => new Set([...draft.players.map((p) => p.id), ...cardIds(draft)]);

/** A readable id for a new card: its name in lower case ("grizzly-bears"), numbered when taken. */
export function newCardId(draft: Draft, name: string): string {
  const base = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'card';
  const taken = usedIds(draft);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function withPlayer(draft: Draft, index: PlayerIndex, change: (p: DraftPlayer) => DraftPlayer): Draft {
  if (!draft.players[index]) return draft;
  return { ...draft, players: draft.players.map((p, i) => (i === index ? change(p) : p)) };
}

function withZone(draft: Draft, index: PlayerIndex, zone: DraftZone, change: (cards: DraftCard[]) => DraftCard[]): Draft {
  return withPlayer(draft, index, (p) => ({ ...p, zones: { ...p.zones, [zone]: change(p.zones[zone]) } }));
}

/** Adds a card at the end of a zone (the bottom of a library); returns the draft and the card's id. */
export function addCard(draft: Draft, index: PlayerIndex, zone: DraftZone, name: string): { draft: Draft; id: string } {
  const id = newCardId(draft, name);
  return { draft: withZone(draft, index, zone, (cards) => [...cards, { id, card: name }]), id };
}

export function removeCard(draft: Draft, index: PlayerIndex, zone: DraftZone, id: string): Draft {
  return withZone(draft, index, zone, (cards) => cards.filter((e) => e.id !== id));
}

/** Moves a card one place up (-1) or down (+1) in its zone: a library's order is its top first. */
export function reorderCard(draft: Draft, index: PlayerIndex, zone: DraftZone, id: string, delta: -1 | 1): Draft {
  return withZone(draft, index, zone, (cards) => {
    const from = cards.findIndex((e) => e.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= cards.length) return cards;
    const next = [...cards];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    return next;
  });
}

/** Moves a card to another zone (of any player), keeping its id; a card that leaves the
 *  battlefield leaves its permanent fields behind. */
export function moveCard(draft: Draft, from: { player: PlayerIndex; zone: DraftZone }, id: string, to: { player: PlayerIndex; zone: DraftZone }): Draft {
  if (from.player === to.player && from.zone === to.zone) return draft;
  const entry = draft.players[from.player]?.zones[from.zone].find((e) => e.id === id);
  if (!entry || !draft.players[to.player]) return draft;
  const moved: DraftCard = to.zone === 'battlefield' && from.zone === 'battlefield' ? { ...entry } : { id: entry.id, card: entry.card };
  // A permanent's `controller` names the player whose list it was in; on the other side it is theirs.
  if (from.player !== to.player) delete moved.controller;
  return withZone(removeCard(draft, from.player, from.zone, id), to.player, to.zone, (cards) => [...cards, moved]);
}

export function updatePermanent(draft: Draft, index: PlayerIndex, id: string, patch: PermanentPatch): Draft {
  return withZone(draft, index, 'battlefield', (cards) => cards.map((e) => (e.id === id ? { ...e, ...patch } : e)));
}

export function updatePlayer(draft: Draft, index: PlayerIndex, patch: Partial<Pick<DraftPlayer, 'name' | 'life' | 'landPlayedThisTurn'>>): Draft {
  return withPlayer(draft, index, (p) => ({ ...p, ...patch }));
}

export function updateDetails(draft: Draft, patch: Partial<Pick<Draft, 'title' | 'description' | 'rules'>>): Draft {
  return { ...draft, ...patch };
}

export function updateTurn(draft: Draft, patch: Partial<Draft['turn']>): Draft {
  return { ...draft, turn: { ...draft.turn, ...patch } };
}

/** Sets the goal; an empty one is removed. */
export function setExpect(draft: Draft, expect: Record<string, unknown> | undefined): Draft {
  const { expect: _old, ...rest } = draft;
  return expect && Object.keys(expect).length ? { ...rest, expect } : rest;
}

/** Drops the players' choices written in the scenario, so it opens at the position itself. */
export function clearActions(draft: Draft): Draft {
  return { ...draft, actions: [] };
}

/** Where in the draft an issue's path points: a card's row, else nothing more precise than the file. */
export function issueTarget(path: string): { player: PlayerIndex; zone: DraftZone; index: number } | null {
  const m = /^players\[(\d)\]\.(battlefield|hand|library|graveyard|exile)\[(\d+)\]/.exec(path);
  return m ? { player: Number(m[1]) as PlayerIndex, zone: m[2] as DraftZone, index: Number(m[3]) } : null;
}

/** A two-headed giant team's life at the start of the game (CR 810.4). */
export const TEAM_LIFE = 30;

/** The draft as a game of `variant`, if its players' count fits it: two-headed giant seats the
 *  first two players against the last two (teammates side by side, as the contract asks), each
 *  team at 30 life; the other variants have no teams. */
export function setVariant(draft: Draft, variant: TableVariant): Draft {
  if (!variantsFor(draft.players.length).includes(variant)) return draft;
  const ids = draft.players.map((p) => p.id);
  const teams =
    variant === 'two-headed-giant'
      ? draft.variant === 'two-headed-giant'
        ? draft.teams
        : [
            { id: 'T1', players: ids.slice(0, 2), life: TEAM_LIFE },
            { id: 'T2', players: ids.slice(2, 4), life: TEAM_LIFE },
          ]
      : [];
  return { ...draft, variant, teams };
}

/** Seats one more player (up to six), next in turn order, with the first free seat's id (A to F). */
export function addPlayer(draft: Draft, name: string): Draft {
  const max = PLAYER_COUNTS['free-for-all'][1];
  const taken = usedIds(draft);
  const id = SEATS.find((seat) => !taken.has(seat));
  if (draft.players.length >= max || !id) return draft;
  const players = [...draft.players, newPlayer(id, name)];
  // Two-headed giant seats exactly four, so a draft that gains or loses a player has no teams.
  return { ...draft, players, variant: variantForCount(draft.variant, players.length), teams: [] };
}

/** Removes a player and every card in their zones (two stay at least). The active player's turn
 *  passes to the first player when the active player is the one removed. */
export function removePlayer(draft: Draft, index: PlayerIndex): Draft {
  const removed = draft.players[index];
  if (!removed || draft.players.length <= PLAYER_COUNTS['two-player'][0]) return draft;
  const players = draft.players.filter((_, i) => i !== index);
  const activePlayer = draft.turn.activePlayer === removed.id ? (players[0]?.id ?? '') : draft.turn.activePlayer;
  return { ...draft, players, turn: { ...draft.turn, activePlayer }, variant: variantForCount(draft.variant, players.length), teams: [] };
}

export function setAttack(draft: Draft, attack: AttackOption): Draft {
  return { ...draft, attack };
}

export function setTeamLife(draft: Draft, teamId: string, life: number): Draft {
  return { ...draft, teams: draft.teams.map((team) => (team.id === teamId ? { ...team, life } : team)) };
}
