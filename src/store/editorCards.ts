// editorCards.ts: finding cards to add in the editor: the 90 cards of the reference pool and the
// scenario's own custom cards, by any part of their name (accents and case ignored).
import { cardDefinition, referenceCardNames, type CardDef } from '../engine';
import type { Draft } from './editorDraft';

export interface CardHit {
  name: string;
  /** "Creature — Bear", "Instant". */
  typeLine: string;
  manaCost: string | null;
  /** "2/2" for a creature, "loyalty 3" is not shown here. */
  powerToughness: string | null;
  /** Defined by the scenario (`cards`) rather than the pool. */
  custom: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function hitOf(def: Pick<CardDef, 'name' | 'types' | 'subtypes' | 'manaCost' | 'power' | 'toughness'>, custom: boolean): CardHit {
  const subtypes = def.subtypes.length ? ` — ${def.subtypes.join(' ')}` : '';
  return {
    name: def.name,
    typeLine: `${def.types.join(' ')}${subtypes}`,
    manaCost: def.manaCost,
    powerToughness: def.power !== undefined && def.toughness !== undefined ? `${def.power}/${def.toughness}` : null,
    custom,
  };
}

/** Cards whose name holds every word of the query; names that start with it first, then by name.
 *  An empty query lists every card. */
export function searchCards(query: string, custom: Draft['cards'], limit = 12): CardHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const whole = fold(query.trim());
  const hits: CardHit[] = [
    ...custom.map((c) => hitOf({ name: c.name, types: c.types, subtypes: c.subtypes ?? [], manaCost: c.manaCost ?? null, power: c.power, toughness: c.toughness }, true)),
    ...referenceCardNames.flatMap((name) => {
      const def = cardDefinition({ customCards: {} }, name);
      return def ? [hitOf(def, false)] : [];
    }),
  ].filter((hit) => words.every((w) => fold(hit.name).includes(w)));
  const rank = (hit: CardHit) => (fold(hit.name).startsWith(whole) ? 0 : 1);
  return hits.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
