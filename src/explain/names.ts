// names.ts: the names of ids in messages: cards, players, and abilities named so that two abilities of
// one card read apart ("Hero of Bladehold's battle cry", "Hero of Bladehold's token ability"). An
// ability's name comes from its card's definition (engine/cards/abilities.ts), never from its English
// text: a keyword ability by its keyword (CR 702), a loyalty ability by its cost (606), a card's only
// ability as "X's ability", any other by the first thing it does, or by its number as a last resort.
// Abilities that have left the stack are found through the log: its trigger and activation entries
// carry the id and which ability it is.
import { activatedAbilities, cardDefinition, findObject, logEntries, type AbilityDef, type CardDef, type GameState, type TriggerRef } from '../engine';
import type { Message, Param } from './types';
import { abilityOf, keywordId } from './vocabulary';

type StackAbility = Extract<AbilityDef, { kind: 'triggered' | 'activated' }>;

/** Abilities that use the stack (mana abilities don't, CR 605.3a; a spell's ability is the spell). */
const usesStack = (a: AbilityDef): a is StackAbility => a.kind === 'triggered' || a.kind === 'activated';

/** The keyword an ability is, when its definition is that keyword's (CR 702.91a battle cry, 702.29a cycling). */
function keywordOf(a: StackAbility): 'battle cry' | 'cycling' | null {
  if (a.effects.some((e) => e.kind === 'battleCry')) return 'battle cry';
  if (a.kind === 'activated' && a.zone === 'hand' && a.cost.discardSelf) return 'cycling';
  return null;
}

/** What an ability does first, for the kinds that have a short label (`common:abilityLabel.<kind>`). */
const EFFECT_LABELS = ['createToken', 'gainLife', 'draw', 'pump', 'counter', 'opponentsCreaturesMustAttack'] as const;

function effectLabel(a: StackAbility): string | null {
  const first = a.effects[0]?.kind;
  return first && (EFFECT_LABELS as readonly string[]).includes(first) ? first : null;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The name of the ability at `index` in the definition of `card`. */
export function abilityName(def: CardDef | undefined, card: string, index: number): Message {
  const all = (def?.abilities ?? []).filter(usesStack);
  const a = def?.abilities?.[index];
  if (!a || !usesStack(a)) return abilityOf(card);
  const keyword = keywordOf(a);
  // A key per keyword, not "the {{keyword}} of {{card}}": the article agrees with the keyword's
  // gender in Spanish and Italian.
  if (keyword) return { key: `common:object.keywordAbility.${keywordId(keyword)}`, params: { card } };
  if (a.kind === 'activated' && a.loyalty !== undefined) return { key: 'common:object.loyaltyAbility', params: { card, cost: signed(a.loyalty) } };
  if (all.length === 1) return abilityOf(card);
  const label = effectLabel(a);
  const shared = all.some((o) => o !== a && !keywordOf(o) && effectLabel(o) === label);
  if (label && !shared) return { key: 'common:object.labelledAbility', params: { card, label: { key: `common:abilityLabel.${label}` } } };
  return { key: 'common:object.numberedAbility', params: { card, number: all.indexOf(a) + 1 } };
}

/** Which ability a stack object or a waiting trigger is: a printed triggered ability by its place in
 *  the definition, an activated one by its place among the activated abilities (engine/rules/stack.ts),
 *  a delayed one (CR 603.7) as such. */
interface AbilityRef {
  card: string;
  trigger?: TriggerRef;
  abilityIndex?: number;
}

function refName(state: Pick<GameState, 'customCards'>, ref: AbilityRef): Message {
  if (ref.trigger && ref.trigger.kind !== 'printed') return { key: 'common:object.delayedAbility', params: { card: ref.card } };
  const def = cardDefinition(state, ref.card);
  if (ref.trigger) return abilityName(def, ref.card, ref.trigger.index);
  if (ref.abilityIndex !== undefined) {
    const a = activatedAbilities(def)[ref.abilityIndex];
    return a ? abilityName(def, ref.card, def?.abilities?.indexOf(a) ?? -1) : abilityOf(ref.card);
  }
  return abilityOf(ref.card);
}

/** A function from ids to names: cards by name, abilities as above, players by name; an unknown id
 *  as itself. */
export type NameOf = (id: string) => Param;

/** The abilities the log names by id (those that have left the stack, or not reached it yet), from
 *  the events of its trigger and activation entries. */
function abilitiesInLog(state: GameState): Map<string, AbilityRef> {
  const abilities = new Map<string, AbilityRef>();
  for (const e of logEntries(state)) {
    const ev = e.event;
    if (ev?.kind === 'triggered') abilities.set(ev.object, { card: ev.card, trigger: { kind: 'printed', index: ev.index } });
    else if (ev?.kind === 'activated') abilities.set(ev.object, { card: ev.card, abilityIndex: ev.ability });
  }
  return abilities;
}

export function namesIn(state: GameState): NameOf {
  // Read once, and only when an id is not in the state: most names are of what is there now.
  let logged: Map<string, AbilityRef> | null = null;
  const names: NameOf = (id) => {
    const onStack = state.stack.find((s) => s.id === id);
    if (onStack) return onStack.kind === 'ability' ? refName(state, onStack) : onStack.card;
    const waiting = state.stacking.find((t) => t.id === id) ?? state.pendingTriggers.find((t) => t.id === id);
    if (waiting) return refName(state, waiting);
    const object = findObject(state, id);
    if (object) return object.card;
    const player = state.players.find((p) => p.id === id);
    if (player) return player.name;
    const ref = (logged ??= abilitiesInLog(state)).get(id);
    return ref ? refName(state, ref) : id;
  };
  return names;
}

/** For sources that share a card name (two Heroes of Bladehold), each one's number in the order of
 *  the battlefield, so that "Hero of Bladehold (2)" says which; a source whose name is its own has none. */
export function sourceNumbers(state: Pick<GameState, 'battlefield' | 'objects'>, sources: readonly string[]): Map<string, number> {
  const byCard = new Map<string, string[]>();
  for (const id of state.battlefield) {
    if (!sources.includes(id)) continue;
    const card = findObject(state, id)?.card ?? id;
    byCard.set(card, [...(byCard.get(card) ?? []), id]);
  }
  const out = new Map<string, number>();
  for (const ids of byCard.values()) if (ids.length > 1) ids.forEach((id, i) => out.set(id, i + 1));
  return out;
}
