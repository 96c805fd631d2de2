// fields.ts: a line of a lesson's goal or check in words. The check names its fields as the `expect`
// block does ("life.B", "permanents.wurm.damage", "stack[0].controller"); here each becomes a message
// of the `lessons` namespace with the names of the players and cards, and each value a parameter
// (a step's name, yes or no, a list of cards), so the goal reads the same in every language.
import type { GameState } from '../engine';
import { choiceName, namesIn, stepName, type Message, type NameOf, type Param } from '../explain';

/** The properties of a permanent or a stack object a goal may name, with a label each. */
export const PROPERTIES = [
  'damage', 'tapped', 'attacking', 'blocked', 'blockedBy', 'blocking', 'power', 'toughness', 'counters', 'keywords',
  'summoningSick', 'controller', 'owner', 'token', 'card', 'kind', 'source', 'targets', 'text',
] as const;

/** The kinds of pending choice (the engine's PendingChoice types), each with a label. */
export const PENDING_TYPES = [
  'priority', 'declareAttackers', 'declareBlockers', 'orderBlockers', 'orderAttackers', 'assignDamage', 'orderTriggers',
  'chooseTargets', 'choose', 'discard', 'mulligan',
] as const;

const STEPS = new Set(['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup']);
const PER_PLAYER = new Set(['life', 'hand', 'handCount', 'graveyard', 'battlefield', 'manaPool']);

const property = (name: string): Param => ((PROPERTIES as readonly string[]).includes(name) ? { key: `lessons:property.${name}` } : name);

const isProperty = (name: string | undefined): boolean => (PROPERTIES as readonly string[]).includes(name ?? '');

/** The size of the stack the goal wants: the `stack.length` row's, which the per-object rows follow. */
export function stackSizeOf(rows: readonly { field: string; expected: unknown }[]): number | undefined {
  const size = rows.find((r) => r.field === 'stack.length')?.expected;
  return typeof size === 'number' ? size : undefined;
}

/** The field's label: "Bruno's life", "Craw Wurm: damage", "Stack object #1 from the top: controller".
 *  The goal lists the stack bottom first (`stack[0]`); the label counts from the top, as the stack
 *  panel does, given the stack's size (`stackSizeOf`). */
export function fieldMessage(field: string, names: NameOf, stackSize?: number): Message {
  const stack = /^stack\[(\d+)\]\.(.+)$/.exec(field);
  if (stack) {
    const index = Number(stack[1]);
    const position = stackSize !== undefined && index < stackSize ? stackSize - index : index + 1;
    return { key: stackSize !== undefined ? 'lessons:field.stackObject' : 'lessons:field.stackObjectFromBottom', params: { position, property: property(stack[2] as string) } };
  }
  const [head = '', id, ...rest] = field.split('.');
  if (id === undefined) return { key: `lessons:field.${head}` };
  if (PER_PLAYER.has(head)) return { key: `lessons:field.${head}`, params: { player: names(id) } };
  if (head === 'pending') return { key: 'lessons:field.pending', params: { property: id === 'type' ? { key: 'lessons:field.pendingType' } : property(id) } };
  if (head === 'stack' && id === 'length') return { key: 'lessons:field.stackLength' };
  // Ids may hold dots (a token's `hero.2.1`): the id is all but a trailing property name.
  if (head === 'gone') return { key: 'lessons:field.gone', params: { card: names([id, ...rest].join('.')) } };
  if (head === 'permanents') {
    const parts = [id, ...rest];
    const last = parts.at(-1);
    return parts.length > 1 && isProperty(last)
      ? { key: 'lessons:field.permanentField', params: { card: names(parts.slice(0, -1).join('.')), property: property(last as string) } }
      : { key: 'lessons:field.permanent', params: { card: names(parts.join('.')) } };
  }
  return { key: 'lessons:field.other', params: { field } };
}

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
    if (field === 'step' && STEPS.has(value)) return stepName(value as Parameters<typeof stepName>[0]);
    if (field === 'pending.type' && (PENDING_TYPES as readonly string[]).includes(value)) return { key: `lessons:pendingType.${value}` };
    if (field.startsWith('gone.')) return { key: value === 'on the battlefield' ? 'lessons:value.onBattlefield' : 'lessons:value.offBattlefield' };
    if (field.startsWith('manaPool.')) return value === '' ? { key: 'lessons:value.noMana' } : value;
    return nameValue(names, value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { key: 'lessons:value.empty' };
    const items = value.map((v): Param => (typeof v === 'string' ? nameValue(names, v) : JSON.stringify(v)));
    return { key: field === 'errorRule' ? 'lessons:value.anyOf' : 'lessons:value.list', params: { items } };
  }
  if (field.startsWith('permanents.') && typeof value === 'object') {
    // A permanent the goal wants but that isn't there: each wanted property and its value.
    const items = Object.entries(value as Record<string, unknown>).map(([name, v]): Param => ({
      key: 'lessons:value.property', params: { property: property(name), value: valueParam(`${field}.${name}`, v, names) },
    }));
    return { key: 'lessons:value.list', params: { items } };
  }
  if (field === 'error' && typeof value === 'object') {
    const e = value as { rule?: unknown; message?: unknown };
    return { key: 'lessons:value.refusal', params: { rule: String(e.rule ?? '?'), message: String(e.message ?? '') } };
  }
  return JSON.stringify(value);
}

/** The names of a game's objects, with a number for those that share a card name on the battlefield
 *  (two Soldier tokens: "Soldier Token (1)", "Soldier Token (2)", in the battlefield's order), so that
 *  a goal about one of them says which. */
export function distinctNames(state: GameState): NameOf {
  const names = namesIn(state);
  const byCard = new Map<string, string[]>();
  for (const id of state.battlefield) {
    const card = names(id);
    if (typeof card === 'string') byCard.set(card, [...(byCard.get(card) ?? []), id]);
  }
  return (id) => {
    const card = names(id);
    const same = typeof card === 'string' ? (byCard.get(card) ?? []) : [];
    return same.length > 1 && same.includes(id) ? { key: 'common:object.numbered', params: { card, number: same.indexOf(id) + 1 } } : card;
  };
}

/** The names to use in a lesson's goal: those of its start position (cards that later die or leave
 *  keep their names), then those of the game as it is now (tokens made since). */
export function lessonNames(start: NameOf, now: NameOf): NameOf {
  return (id) => {
    const first = start(id);
    return first === id ? now(id) : first;
  };
}
