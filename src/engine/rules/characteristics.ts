// characteristics.ts: CR 613 (interaction of continuous effects) for the pool's needs: base values,
// then layer 6 (abilities added), then layer 7 power/toughness in 613.4 order: 7b setting, 7c
// modifications and counters.
import type { CardDef, CardType, Color, ContinuousEffect, GameObject, GameState, SharedObject } from '../types';
import { cardDefinition, poolCardsWithKeyword } from '../cards/pool';
import { objectsWithCard } from '../transaction';
import { lookupObject } from '../objects';

export interface Characteristics {
  name: string;
  power: number;
  toughness: number;
  keywords: string[];
  types: CardType[];
  subtypes: string[];
  colors: Color[];
  supertypes: string[];
}

/** Whether an effect still applies to this incarnation of the object (CR 400.7, 611.2c). */
export function effectAppliesTo(e: ContinuousEffect, o: GameObject | SharedObject): boolean {
  return e.target.id === o.id && (e.target.zcc === undefined || e.target.zcc === o.zcc);
}

/** The object's current characteristics, every continuous effect applied. The result may be shared
 *  (with the card definition's arrays, and between calls): read it, never change it. */
export function characteristics(g: GameState, idOrObject: string | GameObject | SharedObject): Characteristics {
  const o = typeof idOrObject === 'string' ? lookupObject(g.objects, idOrObject) : idOrObject;
  const def = o ? cardDefinition(g, o.card) : undefined;
  if (!o || !def) {
    return { name: o?.card ?? String(idOrObject), power: 0, toughness: 0, keywords: [], types: [], subtypes: [], colors: [], supertypes: [] };
  }
  return characteristicsOf(g, o, def);
}

/** The characteristics but power, for readers that need no power (toughness for state-based actions,
 *  abilities, names, types): the same values `characteristics` gives, without Watchdog's power modifier
 *  (staticPowerModifier), which looks through the game's objects at every call and changes nothing else. */
export type CharacteristicsButPower = Omit<Characteristics, 'power'>;

export function characteristicsButPower(g: GameState, idOrObject: string | GameObject | SharedObject): CharacteristicsButPower {
  const o = typeof idOrObject === 'string' ? lookupObject(g.objects, idOrObject) : idOrObject;
  const def = o ? cardDefinition(g, o.card) : undefined;
  if (!o || !def) return characteristics(g, idOrObject);
  // characteristicsOf's common case without its last step, the power modifier.
  return fromCardAndCounters(g, o, def) ? withCounters(o, def) : characteristicsOf(g, o, def);
}

/** Whether a permanent's characteristics follow from its card and its counters alone (plus Watchdog's
 *  power modifier): no continuous effect applies to it and it has no characteristic-defining ability.
 *  Most permanents, most of the time; `def` is `cardDefinition(g, o.card)`. */
function fromCardAndCounters(g: GameState, o: GameObject | SharedObject, def: CardDef): boolean {
  return o.zone === 'battlefield' && !def.ptEqualsLife && (g.effects.length === 0 || !hasEffectOn(g, o));
}

/** The toughness `characteristics` gives, for state-based actions, which read nothing else of a
 *  creature (CR 704.5f–h): with no effect on it, its printed toughness and its counters (withCounters'
 *  sum, without the shared result it keeps). `def` is `cardDefinition(g, o.card)`. */
export function toughnessOf(g: GameState, o: GameObject | SharedObject, def: CardDef): number {
  if (fromCardAndCounters(g, o, def)) {
    return (def.toughness ?? 0) + (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
  }
  return characteristicsOf(g, o, def).toughness;
}

/** `characteristics(g, o)` for a caller that has already looked up the object's definition (`def` is
 *  `cardDefinition(g, o.card)`): a loop over the battlefield reads it anyway, and the lookup is one of
 *  the engine's most frequent. */
function characteristicsOf(g: GameState, o: GameObject | SharedObject, def: CardDef): Characteristics {
  if (o.zone !== 'battlefield') return printed(def);
  if (fromCardAndCounters(g, o, def)) {
    const base = withCounters(o, def);
    const mod = staticPowerModifier(g, o);
    return mod === 0 ? base : { ...base, power: base.power + mod };
  }
  let power = def.power ?? 0;
  let toughness = def.toughness ?? 0;
  let keywords = def.keywords;
  if (def.ptEqualsLife) {
    // Layer 7a: a characteristic-defining ability (CR 604.3, 613.4a).
    const life = g.players.find((p) => p.id === o.controller)?.life ?? 0;
    power = life;
    toughness = life;
  }
  const mine = effectsOn(g, o);
  // Layer 6: abilities added.
  for (const e of mine) {
    for (const k of e.addKeywords ?? []) {
      if (keywords.includes(k)) continue;
      if (keywords === def.keywords) keywords = [...keywords];
      keywords.push(k);
    }
  }
  // Layer 7b: effects that set base power/toughness, in timestamp order.
  for (const e of mine) {
    if (e.setPower !== undefined) power = e.setPower;
    if (e.setToughness !== undefined) toughness = e.setToughness;
  }
  // Layer 7c: modifications from effects and counters.
  for (const e of mine) {
    power += e.power ?? 0;
    toughness += e.toughness ?? 0;
  }
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  power += plus - minus + staticPowerModifier(g, o);
  toughness += plus - minus;
  return { name: def.name, power, toughness, keywords, types: def.types, subtypes: def.subtypes, colors: def.colors, supertypes: def.supertypes ?? NONE };
}

// Characteristics are asked for many times per action (state-based actions, combat, damage): the
// common results are made once and shared, frozen so that no caller can change a shared one.
// - `printed`: per card definition, its printed characteristics (a card off the battlefield, CR 109.3).
//   Definitions are never changed (a token's is added as a new one, tokens.ts).
// - `withCounters`: per object, the printed ones with its +1/+1 and -1/-1 counters (layer 7c), for a
//   permanent with no continuous effect on it. An object of a live transaction may still change in place
//   (mutObject), so the entry records what it was computed from (the definition and the two counts) and
//   is used only while those are unchanged: nothing else goes into it.
const printedByDef = new WeakMap<CardDef, Characteristics>();
const countedByObject = new WeakMap<object, { def: CardDef; plus: number; minus: number; result: Characteristics }>();

function printed(def: CardDef): Characteristics {
  let ch = printedByDef.get(def);
  if (!ch) {
    ch = Object.freeze({ name: def.name, power: def.power ?? 0, toughness: def.toughness ?? 0, keywords: def.keywords, types: def.types, subtypes: def.subtypes, colors: def.colors, supertypes: def.supertypes ?? NONE });
    printedByDef.set(def, ch);
  }
  return ch;
}

function withCounters(o: GameObject | SharedObject, def: CardDef): Characteristics {
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  if (plus === 0 && minus === 0) return printed(def);
  const known = countedByObject.get(o);
  if (known && known.def === def && known.plus === plus && known.minus === minus) return known.result;
  const base = printed(def);
  const result = Object.freeze({ ...base, power: base.power + plus - minus, toughness: base.toughness + plus - minus });
  countedByObject.set(o, { def, plus, minus, result });
  return result;
}

function hasEffectOn(g: GameState, o: GameObject | SharedObject): boolean {
  for (const e of g.effects) if (effectAppliesTo(e, o)) return true;
  return false;
}

const NONE: string[] = Object.freeze([]) as unknown as string[];

/** The effects that apply to the object, in timestamp order (CR 613.7). */
function effectsOn(g: GameState, o: GameObject | SharedObject): readonly ContinuousEffect[] {
  const mine = g.effects.filter((e) => effectAppliesTo(e, o));
  return mine.length < 2 ? mine : mine.sort((a, b) => a.timestamp - b.timestamp);
}

const ATTACKERS_GET_MINUS_ONE = 'creatures attacking you get -1/-0 while untapped';
const WATCHDOGS = poolCardsWithKeyword(ATTACKERS_GET_MINUS_ONE);

/** Watchdog: "As long as this creature is untapped, all creatures attacking you get -1/-0." */
function staticPowerModifier(g: GameState, o: GameObject | SharedObject): number {
  const c = g.combat;
  if (!c || c.attackers.length === 0) return 0;
  const watchdogs = objectsWithCard(g, WATCHDOGS);
  if (watchdogs.size === 0) return 0;
  const attack = c.attackers.find((a) => a.id === o.id);
  if (!attack) return 0;
  let mod = 0;
  for (const id of watchdogs) {
    const w = lookupObject(g.objects, id);
    if (!w || w.zone !== 'battlefield' || w.tapped || w.controller !== attack.defender) continue;
    if (cardDefinition(g, w.card)?.keywords.includes(ATTACKERS_GET_MINUS_ONE)) mod -= 1;
  }
  return mod;
}

export function hasKeyword(g: GameState, o: GameObject | string, keyword: string): boolean {
  return characteristicsButPower(g, o).keywords.includes(keyword);
}

export function isType(g: GameState, o: GameObject, type: CardType): boolean {
  return cardDefinition(g, o.card)?.types.includes(type) ?? false;
}

export function isCreature(g: GameState, o: GameObject): boolean {
  return isType(g, o, 'Creature');
}

export function isLand(g: GameState, o: GameObject): boolean {
  return isType(g, o, 'Land');
}

/** CR 310: a battle. */
export function isBattle(g: GameState, o: GameObject): boolean {
  return isType(g, o, 'Battle');
}

export function isPlaneswalker(g: GameState, o: GameObject): boolean {
  return isType(g, o, 'Planeswalker');
}
