// characteristics.ts: CR 613 (interaction of continuous effects) for the pool's needs: base values,
// then layer 6 (abilities added), then layer 7 power/toughness in 613.4 order: 7b setting, 7c
// modifications and counters.
import type { CardType, Color, ContinuousEffect, GameObject, GameState, SharedObject } from '../types';
import { cardDefinition, poolCardsWithKeyword } from '../cards/pool';
import { objectsWithCard } from '../transaction';

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

/** The object's current characteristics, every continuous effect applied. The arrays may be the card
 *  definition's own: read them, never change them. */
export function characteristics(g: GameState, idOrObject: string | GameObject): Characteristics {
  const o = typeof idOrObject === 'string' ? g.objects[idOrObject] : idOrObject;
  const def = o ? cardDefinition(g, o.card) : undefined;
  if (!o || !def) {
    return { name: o?.card ?? String(idOrObject), power: 0, toughness: 0, keywords: [], types: [], subtypes: [], colors: [], supertypes: [] };
  }
  let power = def.power ?? 0;
  let toughness = def.toughness ?? 0;
  let keywords = def.keywords;
  if (o.zone === 'battlefield') {
    if (def.ptEqualsLife) {
      // Layer 7a: a characteristic-defining ability (CR 604.3, 613.4a).
      const life = g.players.find((p) => p.id === o.controller)?.life ?? 0;
      power = life;
      toughness = life;
    }
    // Most permanents have no effect on them: the common case allocates nothing.
    const mine = g.effects.length === 0 ? NO_EFFECTS : effectsOn(g, o);
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
    power += plus - minus;
    toughness += plus - minus;
    power += staticPowerModifier(g, o);
  }
  return { name: def.name, power, toughness, keywords, types: def.types, subtypes: def.subtypes, colors: def.colors, supertypes: def.supertypes ?? NONE };
}

const NO_EFFECTS: readonly ContinuousEffect[] = Object.freeze([]);
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
    const w = g.objects[id];
    if (!w || w.zone !== 'battlefield' || w.tapped || w.controller !== attack.defender) continue;
    if (cardDefinition(g, w.card)?.keywords.includes(ATTACKERS_GET_MINUS_ONE)) mod -= 1;
  }
  return mod;
}

export function hasKeyword(g: GameState, o: GameObject | string, keyword: string): boolean {
  return characteristics(g, o).keywords.includes(keyword);
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

export function isPlaneswalker(g: GameState, o: GameObject): boolean {
  return isType(g, o, 'Planeswalker');
}
