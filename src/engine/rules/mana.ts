// mana.ts: CR 106 (mana), 107.4 (mana symbols), 202 (mana cost), 601.2g–h (paying costs), 605 (mana abilities).
import type { ContinuousEffect, GameObject, GameState, ManaPool, ManaSymbol, ObjectId, PlayerId } from '../types';
import { isDraft, objectsTableFrozen, sameList } from '../transaction';
import { cardDefinition } from '../cards/pool';
import { findObject, getObject, getPlayer, log, mutObject } from '../state';
import { hasKeyword, isCreature } from './characteristics';
import { refuse } from '../errors';
import { tapCostRefusal } from './tapCost';

export const MANA_SYMBOLS: readonly ManaSymbol[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** One symbol of a cost: a coloured symbol, a hybrid choice ({G/W}), colourless {C}, or generic. */
export type CostSymbol = { kind: 'colored'; options: ManaSymbol[] } | { kind: 'generic'; amount: number };

export interface ManaCost {
  symbols: CostSymbol[];
  /** Mana value (CR 202.3). */
  value: number;
}

const SYMBOL = /\{([^}]+)\}/g;

const NO_COST: ManaCost = Object.freeze({ symbols: [], value: 0 });
const parsedCosts = new Map<string, ManaCost | null>();

/** Parses `{2}{G}{G}`, `{G/W}`, `{C}`, `{0}`. Returns null for anything else. The result is shared
 *  (the same few costs are read on every legalActions), so it is frozen. */
export function parseManaCost(text: string | null | undefined): ManaCost | null {
  if (text === null || text === undefined || text === '') return NO_COST;
  let cost = parsedCosts.get(text);
  if (cost === undefined) {
    cost = parse(text);
    parsedCosts.set(text, cost && Object.freeze({ symbols: Object.freeze(cost.symbols.map((x) => Object.freeze(x))) as CostSymbol[], value: cost.value }));
  }
  return cost;
}

function parse(text: string): ManaCost | null {
  const symbols: CostSymbol[] = [];
  let consumed = '';
  for (const m of text.matchAll(SYMBOL)) {
    consumed += m[0];
    const inner = (m[1] ?? '').toUpperCase();
    if (/^\d+$/.test(inner)) symbols.push({ kind: 'generic', amount: Number(inner) });
    else {
      const parts = inner.split('/');
      if (!parts.every((p) => (MANA_SYMBOLS as string[]).includes(p))) return null;
      symbols.push({ kind: 'colored', options: parts as ManaSymbol[] });
    }
  }
  if (consumed !== text) return null;
  const value = symbols.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 1), 0);
  return { symbols, value };
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function formatMana(pool: ManaPool): string {
  return MANA_SYMBOLS.flatMap((s) => Array<string>(pool[s]).fill(`{${s}}`)).join('');
}

export function poolSize(pool: ManaPool): number {
  // Written out: this runs for each player at every step and at every legalActions call.
  return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
}

/** A permanent's mana ability it can activate now, if any (CR 605.1a; a creature's {T} needs 302.6). */
export function manaAbilityOf(g: GameState, o: GameObject): ManaSymbol[] | null {
  if (o.zone !== 'battlefield' || o.tapped || o.phasedOut) return null;
  const def = cardDefinition(g, o.card);
  const ability = def?.abilities?.find((a) => a.kind === 'mana');
  if (!ability || ability.kind !== 'mana') return null;
  if (ability.cost.tap && isCreature(g, o) && o.summoningSick && !hasHasteForTap(g, o)) return null;
  return ability.produces;
}

function hasHasteForTap(g: GameState, o: GameObject): boolean {
  // CR 302.6, 702.10: haste from any source (Sneak Attack grants it), not only printed.
  return hasKeyword(g, o, 'haste');
}

type ManaSources = { id: ObjectId; produces: ManaSymbol[] }[];

/** Per objects table, the mana sources found for each player, and what else they were read from:
 *  the battlefield list, the continuous effects (haste, CR 302.6) and the card definitions. legalActions
 *  asks at nearly every priority, and most transitions (passes, steps without untapping or drawing)
 *  keep the table. Used only while the table cannot change (objectsTableFrozen); the rest is
 *  compared by value. The lists are shared: read them, never change them. */
const sourcesByTable = new WeakMap<GameState['objects'], {
  battlefield: ObjectId[];
  effects: ContinuousEffect[];
  /** The state lists last found equal to the snapshots: a list of a finished state never changes. */
  battlefieldSeen: readonly ObjectId[] | null;
  effectsSeen: readonly ContinuousEffect[] | null;
  customCards: GameState['customCards'];
  byPlayer: Map<PlayerId, ManaSources>;
}>();

/** Mana sources a player could tap, best first: lands, then other non-creatures, then creatures (which
 *  might block); among each, sources with fewer colours first so flexible ones are kept. The list may be
 *  shared: read it, never change it. */
export function manaSources(g: GameState, player: PlayerId): ManaSources {
  if (!objectsTableFrozen(g)) return findManaSources(g, player);
  let known = sourcesByTable.get(g.objects);
  // The lists are compared by value, unless they are the very lists of a finished state last found
  // equal (a finished state's lists never change; a pass that only hands priority on shares them with
  // the state before, priorityHandedOn). A draft's lists may still change: never remembered.
  const finished = !isDraft(g);
  if (!known || known.customCards !== g.customCards
    || (known.battlefieldSeen !== g.battlefield && !sameList(known.battlefield, g.battlefield))
    || (known.effectsSeen !== g.effects && !sameList(known.effects, g.effects))) {
    known = { battlefield: g.battlefield.slice(), effects: g.effects.slice(), battlefieldSeen: null, effectsSeen: null, customCards: g.customCards, byPlayer: new Map() };
    sourcesByTable.set(g.objects, known);
  }
  if (finished) {
    known.battlefieldSeen = g.battlefield;
    known.effectsSeen = g.effects;
  }
  let sources = known.byPlayer.get(player);
  if (!sources) {
    sources = findManaSources(g, player);
    known.byPlayer.set(player, sources);
  }
  return sources;
}

function findManaSources(g: GameState, player: PlayerId): ManaSources {
  const sources: { id: ObjectId; produces: ManaSymbol[]; rank: number }[] = [];
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    if (o.controller !== player) continue;
    const produces = manaAbilityOf(g, o);
    if (!produces) continue;
    const def = cardDefinition(g, o.card);
    const rank = def?.types.includes('Land') ? 0 : isCreature(g, o) ? 2 : 1;
    sources.push({ id, produces, rank: rank * 10 + produces.length });
  }
  return sources.sort((a, b) => a.rank - b.rank).map(({ id, produces }) => ({ id, produces }));
}

/** How to pay `cost`: mana taken from the pool, and which sources to tap for which symbol. Searches with
 *  backtracking (coloured symbols first, generic last), so it finds a payment whenever one exists.
 *  Mana already in the pool is spent first, unless `sourcesFirst` (the player named the sources to tap,
 *  CR 601.2g–h: then their mana pays, and the pool only what they can't). */
export function findPayment(
  pool: ManaPool,
  sources: { id: ObjectId; produces: ManaSymbol[] }[],
  cost: ManaCost,
  sourcesFirst = false,
): { fromPool: ManaPool; taps: { id: ObjectId; mana: ManaSymbol }[] } | null {
  const colored: ManaSymbol[][] = [];
  let generic = 0;
  for (const s of cost.symbols) {
    if (s.kind === 'colored') colored.push(s.options);
    else generic += s.amount;
  }
  // Most constrained first: single colours, then hybrids.
  colored.sort((a, b) => a.length - b.length);
  const left = { ...pool };
  const used: boolean[] = sources.map(() => false);
  const fromPool = emptyPool();
  const taps: { id: ObjectId; mana: ManaSymbol }[] = [];
  // Every symbol takes exactly one mana, so once the coloured symbols are met the generic part is
  // payable exactly when enough mana is left, whichever coloured choice was made: no search needed.
  const available = poolSize(pool) + sources.length;
  if (available < colored.length + generic) return null;
  if (!payColored({ colored, sources, left, fromPool, used, taps, sourcesFirst }, 0)) return null;
  // Generic: mana already in the pool first, then the sources in order of preference (the other way
  // round when sourcesFirst).
  if (!sourcesFirst) generic = genericFromPool(left, fromPool, generic);
  for (let k = 0; k < sources.length && generic > 0; k++) {
    if (used[k]) continue;
    const src = sources[k]!;
    used[k] = true; taps.push({ id: src.id, mana: src.produces[0]! }); generic--;
  }
  if (sourcesFirst) generic = genericFromPool(left, fromPool, generic);
  return { fromPool, taps };
}

/** Pays up to `generic` from the mana left in the pool; returns what is still to pay. */
function genericFromPool(left: ManaPool, fromPool: ManaPool, generic: number): number {
  for (const m of MANA_SYMBOLS) {
    while (generic > 0 && left[m] > 0) { left[m]--; fromPool[m]++; generic--; }
  }
  return generic;
}

/** The search of findPayment: pays colored[i…] from the pool or untapped sources, backtracking. A
 *  module-level function with its state passed in: a closure per call was a visible cost of
 *  legalActions, which asks for every castable card's cost. */
interface ColoredSearch {
  colored: ManaSymbol[][];
  sources: { id: ObjectId; produces: ManaSymbol[] }[];
  left: ManaPool;
  fromPool: ManaPool;
  used: boolean[];
  taps: { id: ObjectId; mana: ManaSymbol }[];
  /** Try the sources before the pool (findPayment). */
  sourcesFirst: boolean;
}

function payColored(x: ColoredSearch, i: number): boolean {
  if (i === x.colored.length) return true;
  const options = x.colored[i] as ManaSymbol[];
  if (!x.sourcesFirst && payColoredFromPool(x, i, options)) return true;
  if (payColoredFromSource(x, i, options)) return true;
  return x.sourcesFirst && payColoredFromPool(x, i, options);
}

function payColoredFromPool(x: ColoredSearch, i: number, options: ManaSymbol[]): boolean {
  for (const m of options) {
    if (x.left[m] > 0) {
      x.left[m]--; x.fromPool[m]++;
      if (payColored(x, i + 1)) return true;
      x.left[m]++; x.fromPool[m]--;
    }
  }
  return false;
}

function payColoredFromSource(x: ColoredSearch, i: number, options: ManaSymbol[]): boolean {
  for (let k = 0; k < x.sources.length; k++) {
    if (x.used[k]) continue;
    const produces = x.sources[k]!.produces;
    let m: ManaSymbol | undefined;
    for (const o of options) {
      if (produces.includes(o)) {
        m = o;
        break;
      }
    }
    if (!m) continue;
    x.used[k] = true; x.taps.push({ id: x.sources[k]!.id, mana: m });
    if (payColored(x, i + 1)) return true;
    x.used[k] = false; x.taps.pop();
  }
  return false;
}

/** Pays a mana cost for `player` (CR 601.2g–h): automatically, or by tapping exactly the sources in
 *  `payWith`. Refuses with CR 601.2h when the cost cannot be paid. */
export function payManaCost(g: GameState, player: PlayerId, costText: string | null | undefined, what: string, payWith?: ObjectId[]): void {
  const cost = parseManaCost(costText);
  if (!cost) refuse('mana/cost', '202.1', `${what} has a mana cost the engine cannot read: ${costText}`);
  if (cost.value === 0 && !payWith?.length) return;
  const p = getPlayer(g, player);
  let sources = manaSources(g, player);
  if (payWith) {
    for (const id of payWith) {
      const o = findObject(g, id);
      if (!o || o.zone !== 'battlefield') refuse('mana/unknown-source', '605.1a', `${id} is not a permanent on the battlefield.`, [id]);
      if (o.phasedOut) refuse('mana/phased-out', '702.26b', `${o.card} is phased out: it is treated as though it doesn't exist, so it can't make mana.`, [id]);
      if (o.controller !== player) refuse('mana/not-yours', '602.2', `${o.card} is not controlled by ${p.name}: only its controller can activate its mana ability.`, [id]);
      if (!sources.some((s) => s.id === id)) {
        // Why it cannot pay: its {T} cannot be paid now (tapped, 118.3; summoning sick, 302.6), or it
        // has no mana ability at all.
        const ability = cardDefinition(g, o.card)?.abilities?.find((a) => a.kind === 'mana');
        const untappable = ability?.cost.tap ? tapCostRefusal(g, player, o) : null;
        if (untappable) refuse('mana/cannot-tap', untappable.rule, untappable.message, [id]);
        refuse('mana/no-mana-ability', '605.1a', `${o.card} has no mana ability, so it cannot pay for ${what}.`, [id]);
      }
    }
    if (new Set(payWith).size !== payWith.length) refuse('mana/duplicate-source', '605.1a', 'The same mana source is named twice.', payWith);
    sources = sources.filter((s) => payWith.includes(s.id));
  }
  // CR 601.2g–h: the player pays; named sources pay with their mana, and what they can't pay comes
  // from the pool, whose other mana stays there (106.4).
  const payment = findPayment(p.manaPool, sources, cost, payWith !== undefined);
  if (!payment) {
    refuse('mana/unaffordable', '601.2h', `${p.name} cannot pay ${costText} for ${what}${payWith ? ' with the named sources' : ''}.`);
  }
  for (const s of MANA_SYMBOLS) p.manaPool[s] -= payment.fromPool[s];
  for (const t of payment.taps) {
    const o = mutObject(g, t.id);
    o.tapped = true;
    log(g, `${p.name} taps ${o.card} for {${t.mana}}`, '605.3b', { kind: 'tapped', object: t.id });
  }
  if (payWith) {
    // A named source the cost did not need is still tapped: its mana stays in the pool (CR 106.4).
    for (const id of payWith) {
      if (payment.taps.some((t) => t.id === id)) continue;
      const produces = sources.find((s) => s.id === id)?.produces[0];
      if (!produces) continue;
      mutObject(g, id).tapped = true;
      p.manaPool[produces]++;
      log(g, `${p.name} taps ${getObject(g, id).card} for {${produces}}`, '605.3b', { kind: 'tapped', object: id });
    }
  }
}

/** Whether `player` could pay `costText` now, from their pool and untapped sources. */
export function canAfford(g: GameState, player: PlayerId, costText: string | null | undefined): boolean {
  return affordability(g, player)(costText);
}

/** `canAfford` for many costs in one unchanged state (legalActions): the player's mana sources are
 *  looked for once, when a cost first needs them, and the answers come from `affordableByContent`. */
export function affordability(g: GameState, player: PlayerId): (costText: string | null | undefined) => boolean {
  let sources: ManaSources | null = null;
  let known: Map<string, boolean> | undefined;
  return (costText) => {
    const cost = parseManaCost(costText);
    if (!cost) return false;
    if (cost.value === 0) return true;
    const text = costText as string;
    if (!known) {
      sources = manaSources(g, player);
      known = answersFor(getPlayer(g, player).manaPool, sources);
    }
    let affordable = known.get(text);
    if (affordable === undefined) {
      affordable = findPayment(getPlayer(g, player).manaPool, sources as ManaSources, cost) !== null;
      known.set(text, affordable);
    }
    return affordable;
  };
}

/** Whether each cost can be paid, by what pays it: findPayment's answer depends only on the mana in
 *  the pool, the multiset of what the usable sources produce and the cost (its search finds a payment
 *  whenever one exists, whatever the order of the sources). A game's boards repeat a few such
 *  combinations ("three Forests and a Mountain, empty pool") in many states whose source lists are new
 *  objects, so the answers are kept by content. Bounded: emptied when it holds too many combinations. */
const affordableByContent = new Map<string, Map<string, boolean>>();
const MAX_COMBINATIONS = 5000;
/** The content key of a list of sources (the lists are shared and never changed, manaSources). */
const contentKeys = new WeakMap<ManaSources, string>();

function answersFor(pool: ManaPool, sources: ManaSources): Map<string, boolean> {
  let sourcesKey = contentKeys.get(sources);
  if (sourcesKey === undefined) {
    sourcesKey = sources.map((s) => s.produces.join('')).sort().join(' ');
    contentKeys.set(sources, sourcesKey);
  }
  const key = poolSize(pool) === 0 ? sourcesKey : `${sourcesKey}|${pool.W},${pool.U},${pool.B},${pool.R},${pool.G},${pool.C}`;
  let answers = affordableByContent.get(key);
  if (!answers) {
    if (affordableByContent.size >= MAX_COMBINATIONS) affordableByContent.clear();
    affordableByContent.set(key, (answers = new Map()));
  }
  return answers;
}
