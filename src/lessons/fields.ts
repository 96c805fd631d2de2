// fields.ts: the values of a lesson's goal and check in words (a step's name, a list of cards, a
// refusal), and the names they use: cards and players by name, a token by which one it is ("the
// first Soldier Token"), never by its id. The sentences that carry them are in sentences.ts.
import type { GameState } from '../engine';
import { choiceName, namesIn, type Message, type NameOf, type Param } from '../explain';

/** The kinds of pending choice (the engine's PendingChoice types), each said as a sentence (sentences.ts). */
export const PENDING_TYPES = [
  'priority', 'declareAttackers', 'declareBlockers', 'orderBlockers', 'orderAttackers', 'assignDamage', 'orderTriggers',
  'chooseTargets', 'choose', 'discard', 'mulligan',
] as const;

/** A value in words: a number or a name as it is, or a message to translate. */
export type Value = string | number | Message;

/** A name as a value (names are a card's or a player's name, or "X's ability" as a message). */
const nameValue = (names: NameOf, id: string): Value => names(id) as Value;

/** A wanted or actual value in words. */
export function valueParam(field: string, value: unknown, names: NameOf): Value {
  if (value === null || value === undefined) return { key: field === 'winner' ? 'lessons:value.noWinner' : 'lessons:value.none' };
  if (typeof value === 'boolean') return choiceName(value ? 'yes' : 'no') as Value;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    return nameValue(names, value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { key: 'lessons:value.empty' };
    const items = value.map((v): Param => (typeof v === 'string' ? nameValue(names, v) : JSON.stringify(v)));
    return { key: field === 'errorRule' ? 'lessons:value.anyOf' : 'lessons:value.list', params: { items } };
  }
  if (field === 'error' && typeof value === 'object') {
    const e = value as { rule?: unknown; message?: unknown };
    return { key: 'lessons:value.refusal', params: { rule: String(e.rule ?? '?'), message: String(e.message ?? '') } };
  }
  return JSON.stringify(value);
}

/** Which one of several: "the first", "the second"… (the ordinals are words up to the fifth). */
const nth = (card: Param, number: number): Message => ({ key: 'lessons:object.nth', params: { card, ordinal: { key: number <= 5 ? `lessons:ordinal.${number}` : 'lessons:ordinal.n', params: { number } } } });

/** The names of a game's objects, with which one for those that share a card name on the battlefield
 *  (two Soldier tokens: "the first Soldier Token", "the second Soldier Token", in the battlefield's
 *  order), so that a goal about one of them says which; a two-headed giant team by its players. */
export function distinctNames(state: GameState): NameOf {
  const names = namesIn(state);
  const byCard = new Map<string, string[]>();
  for (const id of state.battlefield) {
    const card = names(id);
    if (typeof card === 'string') byCard.set(card, [...(byCard.get(card) ?? []), id]);
  }
  // CR 810.1: a two-headed giant team by its players ("Ana and Bruno's team"), never by its id.
  const teams = state.multiplayer?.variant === 'two-headed-giant' ? state.multiplayer.teams : [];
  return (id) => {
    const card = names(id);
    const team = card === id ? teams.find((t) => t.id === id) : undefined;
    if (team) return { key: 'lessons:say.team', params: { players: team.players.map((p) => names(p)) } };
    const same = typeof card === 'string' ? (byCard.get(card) ?? []) : [];
    return same.length > 1 && same.includes(id) ? nth(card, same.indexOf(id) + 1) : card;
  };
}

/** The names to use in a lesson's goal: those of the first of `games` that knows the id (the start
 *  position, where cards that later die or leave keep their names; then the game as it is now or as
 *  the intended moves leave it, for the tokens made since). An object no game has yet, made by one
 *  that is known (the contract's `<creator>.<n>`: `hero.2.1`), is named by the nearest known maker:
 *  "object no. 1 made by Hero of Bladehold". Never the id itself, unless nothing knows it. */
export function lessonNames(...games: NameOf[]): NameOf {
  const known = (id: string): Param | undefined => {
    for (const names of games) {
      const name = names(id);
      if (name !== id) return name;
    }
    return undefined;
  };
  return (id) => {
    const name = known(id);
    if (name !== undefined) return name;
    // The nearest maker that is known: `hero` for `hero.2.1`, whose ability `hero.2` has not triggered yet.
    const made = /^(.+)\.(\d+)$/.exec(id);
    if (!made) return id;
    for (let maker: string | undefined = made[1]; maker !== undefined; maker = /^(.+)\.\d+$/.exec(maker)?.[1]) {
      const makerName = known(maker);
      if (makerName !== undefined) return { key: 'lessons:object.madeBy', params: { maker: makerName, number: Number(made[2]) } };
    }
    return id;
  };
}
