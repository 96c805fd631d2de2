// pool.ts: the reference card pool (shared/cards/reference-cards.json and more-cards.json) with each
// card's abilities.
import reference from './reference-cards.json';
import more from './more-cards.json';
import type { CardDef, CardType, Color, GameState, TriggerSpec } from '../types';
import { CARD_ABILITIES, STATIC_KEYWORDS } from './abilities';

interface RawCard {
  name: string;
  manaCost?: string | null;
  colors?: string[];
  types: string[];
  supertypes?: string[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  keywords?: string[];
  oracleText?: string;
}

function toDef(card: RawCard): CardDef {
  return {
    name: card.name,
    manaCost: card.manaCost ?? null,
    colors: (card.colors ?? []) as Color[],
    types: card.types as CardType[],
    supertypes: card.supertypes ?? [],
    subtypes: card.subtypes ?? [],
    ...(card.power !== undefined ? { power: card.power } : {}),
    ...(card.toughness !== undefined ? { toughness: card.toughness } : {}),
    ...(card.loyalty !== undefined ? { loyalty: card.loyalty } : {}),
    keywords: [...(card.keywords ?? []).map((k) => k.toLowerCase()), ...(STATIC_KEYWORDS[card.name] ?? [])],
    oracleText: card.oracleText ?? '',
    abilities: CARD_ABILITIES[card.name] ?? [],
  };
}

const POOL: Record<string, CardDef> = Object.fromEntries([...(reference as RawCard[]), ...(more as RawCard[])].map((c) => [c.name, toDef(c)]));

export const referenceCardNames: readonly string[] = Object.keys(POOL);

// A Map for the lookups: it is the hottest read of the engine, and a name such as "constructor"
// must not find Object.prototype's members.
const POOL_BY_NAME = new Map(Object.entries(POOL));

// Scenario cards and tokens carry keywords only, so these pool-wide lists let the hot paths skip the
// many permanents that have no triggered ability of a kind or no static ability of a kind.

/** An activated ability that works on the battlefield (CR 602; not cycling's, which works from the hand). */
function hasBattlefieldAbility(d: CardDef | undefined): boolean {
  return d?.abilities?.some((a) => a.kind === 'activated' && a.zone !== 'hand') ?? false;
}

const POOL_WITH_BATTLEFIELD_ABILITIES: ReadonlySet<string> = new Set(Object.values(POOL).filter(hasBattlefieldAbility).map((d) => d.name));
const withBattlefieldAbilities = new WeakMap<GameState['customCards'], ReadonlySet<string>>();

/** The names of the cards of this game with an activated ability that works on the battlefield: the
 *  pool's, and any of the game's custom cards that has one (a scenario's have none, but a saved game's
 *  definitions are its own). One set per custom-cards record, which is replaced, never changed. */
export function cardsWithBattlefieldAbilities(state: Pick<GameState, 'customCards'>): ReadonlySet<string> {
  let names = withBattlefieldAbilities.get(state.customCards);
  if (!names) {
    const custom = Object.keys(state.customCards).filter((name) => hasBattlefieldAbility(state.customCards[name]));
    names = custom.length === 0 ? POOL_WITH_BATTLEFIELD_ABILITIES : new Set([...POOL_WITH_BATTLEFIELD_ABILITIES, ...custom]);
    withBattlefieldAbilities.set(state.customCards, names);
  }
  return names;
}

/** The names of the pool cards with a triggered ability of this kind ("dies", "enters"…): the
 *  permanents that can see an event of that kind are looked up among a handful of candidates. */
export function poolCardsWithTrigger(on: TriggerSpec['on']): ReadonlySet<string> {
  return new Set(Object.values(POOL).filter((d) => d.abilities?.some((a) => a.kind === 'triggered' && a.trigger.on === on)).map((d) => d.name));
}

/** The names of pool cards with this keyword or static ability. */
export function poolCardsWithKeyword(keyword: string): ReadonlySet<string> {
  return new Set(Object.values(POOL).filter((d) => d.keywords.includes(keyword)).map((d) => d.name));
}

// The last custom-cards record looked at, and whether it has any card: most games have none, and
// cardDefinition runs hundreds of times per action (a big combat's damage step). A record is replaced,
// never changed (tokens.ts adds a definition in a new record), so whether it is empty is worked out
// once per record.
let lastCustomCards: GameState['customCards'] | null = null;
let lastHasCustomCards = false;

/** The definition of a card by name: the scenario's custom cards and tokens first, then the pool. */
export function cardDefinition(state: Pick<GameState, 'customCards'>, name: string): CardDef | undefined {
  const custom = state.customCards;
  if (custom !== lastCustomCards) {
    lastCustomCards = custom;
    lastHasCustomCards = Object.keys(custom).length > 0;
  }
  return (lastHasCustomCards && Object.hasOwn(custom, name) ? custom[name] : undefined) ?? POOL_BY_NAME.get(name);
}

export function poolCard(name: string): CardDef | undefined {
  return POOL_BY_NAME.get(name);
}
