// stack.ts: CR 601 (casting spells), 602 (activating abilities), 405 (the stack, last in first out),
// 608 (resolving spells and abilities), 305 (playing lands).
import { isActivePlayer } from './teams';
import type { AbilityDef, CardDef, GameState, ObjectId, PlayerId, SharedObject, StackItem, TargetSpec } from '../types';
import { cardDefinition } from '../cards/pool';
import { findObject, findPlayer, getObject, getPlayer, log, moveObject, mutObject, nextId } from '../state';
import { refuse, refusal, toRefusal } from '../errors';
import type { EngineError, Refusal } from '../types';
import { payManaCost } from './mana';
import { checkTargets, targetRef } from './targets';
import { sacrifice } from './zones';
import { tapCostRefusal } from './tapCost';


export function spellAbility(def: CardDef): Extract<AbilityDef, { kind: 'spell' }> | undefined {
  return def.abilities?.find((a): a is Extract<AbilityDef, { kind: 'spell' }> => a.kind === 'spell');
}

type ActivatedAbility = Extract<AbilityDef, { kind: 'activated' }>;
type ManaAbility = Extract<AbilityDef, { kind: 'mana' }>;

/** Per card definition, its activated abilities. Definitions are never changed (a token's is added as a
 *  new one), and legalActions asks for every card in hand and every permanent at each call. */
const activatedByDef = new WeakMap<CardDef, readonly (ActivatedAbility | ManaAbility)[]>();
const NO_ABILITIES: readonly (ActivatedAbility | ManaAbility)[] = [];

/** A card's activated abilities in printed order, mana abilities included (CR 602.1, 605.1a): the
 *  numbering of an `activate` action's `ability`. */
export function activatedAbilities(def: CardDef | undefined): readonly (ActivatedAbility | ManaAbility)[] {
  if (!def) return NO_ABILITIES;
  let found = activatedByDef.get(def);
  if (!found) {
    found = (def.abilities ?? []).filter((a): a is ActivatedAbility | ManaAbility => a.kind === 'activated' || a.kind === 'mana');
    activatedByDef.set(def, found);
  }
  return found;
}

/** Whether `player` could cast a sorcery now (CR 307.1): a main phase of their turn, the stack empty. */
export function isMainPhaseWithEmptyStack(g: GameState, player: PlayerId): boolean {
  // CR 805.4a: in two-headed giant each player of the active team.
  return (g.turn.step === 'main1' || g.turn.step === 'main2') && isActivePlayer(g, player) && g.stack.length === 0;
}

/** The rule that makes each card type sorcery-speed (a constant: castTimingRefusal runs for every card
 *  in hand at every legalActions call). */
const SORCERY_SPEED_RULE: Readonly<Record<string, string>> = { Creature: '302.1', Artifact: '301.1', Enchantment: '303.1', Planeswalker: '306.1', Sorcery: '307.1' };

/** The sorcery-timing sentences, per player name and card name: legalActions gives one for nearly every
 *  card in hand at nearly every call, and building each anew was a good part of its garbage. Bounded,
 *  since names come from scenarios. */
const sorceryTimingMessages = new Map<string, Map<string, string>>();

function sorceryTimingMessage(card: string, playerName: string): string {
  let byCard = sorceryTimingMessages.get(playerName);
  if (!byCard) {
    if (sorceryTimingMessages.size >= 64) sorceryTimingMessages.clear();
    sorceryTimingMessages.set(playerName, (byCard = new Map()));
  }
  let message = byCard.get(card);
  if (message === undefined) {
    if (byCard.size >= 1024) byCard.clear();
    message = `${card} can be cast only in a main phase of ${playerName}'s own turn while the stack is empty.`;
    byCard.set(card, message);
  }
  return message;
}

/** A timing problem of a cast: a refusal without the objects it names. */
export interface CastTimingProblem {
  code: string;
  rule: string;
  message: string;
}

/** Why `playerName` cannot cast `card` (a card that is not a land, with definition `def`) now, timing
 *  only (CR 117.1a, 301.1–307.1, 702.8a, 601.3), or null. `sorcerySpeed` is isMainPhaseWithEmptyStack
 *  for the caster: legalActions finds it once per call instead of once per card in hand. */
export function castTimingProblem(g: GameState, def: CardDef, card: string, playerName: string, sorcerySpeed: boolean): CastTimingProblem | null {
  if (!sorcerySpeed && !def.types.includes('Instant') && !def.keywords.includes('flash')) {
    // The first type that is not Instant (a plain loop: no callback per card in hand).
    let type = 'Creature';
    for (const t of def.types) {
      if (t !== 'Instant') {
        type = t;
        break;
      }
    }
    return { code: 'cast/sorcery-timing', rule: SORCERY_SPEED_RULE[type] ?? '307.1', message: sorceryTimingMessage(card, playerName) };
  }
  if (spellAbility(def)?.timing === 'afterBlockersDeclared') {
    const after = g.turn.phase === 'combat' && (g.combat?.blockersDeclared ?? false);
    if (!after) return { code: 'cast/timing-restriction', rule: '601.3', message: `${card} can be cast only during combat after blockers are declared.` };
  }
  return null;
}

/** Whether `player` may cast `card` now, timing only (CR 117.1a, 301.1–307.1, 702.8a, 601.3).
 *  Returns a refusal or null. */
export function castTimingRefusal(g: GameState, player: PlayerId, card: ObjectId, o: SharedObject = getObject(g, card)): EngineError | null {
  const def = cardDefinition(g, o.card);
  if (!def) return refusal('cast/unknown-card', '601.2a', `${o.card} has no definition.`, [card]);
  if (def.types.includes('Land')) {
    return refusal('cast/land', '305.9', `${o.card} is a land: it is played, not cast.`, [card]);
  }
  const problem = castTimingProblem(g, def, o.card, getPlayer(g, player).name, isMainPhaseWithEmptyStack(g, player));
  return problem && refusal(problem.code, problem.rule, problem.message, [card]);
}

/** CR 601.2: casting a spell from hand. The whole cast is checked before anything changes; a failed
 *  payment throws, abandoning the transaction (CR 733.1). */
export function castSpell(g: GameState, player: PlayerId, card: ObjectId, targets: string[], payWith?: ObjectId[]): void {
  const o = getObject(g, card);
  const def = cardDefinition(g, o.card) as CardDef;
  const specs: TargetSpec[] = spellAbility(def)?.targets ?? [];
  const bad = checkTargets(g, specs, targets, player, o.card);
  if (bad) refuse(bad.code, bad.rule, bad.message, bad.objects);
  // CR 601.2a: the card moves to the stack; 601.2c targets; 601.2f–h costs.
  const p = getPlayer(g, player);
  p.hand = p.hand.filter((id) => id !== card);
  const onStack = mutObject(g, card);
  onStack.zone = 'stack';
  onStack.zcc += 1;
  const text = def.oracleText;
  const item: StackItem = { id: card, kind: 'spell', card: o.card, source: card, controller: player, text, targets: targets.map((t) => targetRef(g, t)) };
  g.stack.push(item);
  payManaCost(g, player, def.manaCost, o.card, payWith);
  const on = targets.length ? ` targeting ${targets.map((t) => findObject(g, t)?.card ?? getPlayer(g, t).name).join(', ')}` : '';
  log(g, `${p.name} casts ${o.card}${on}`, '601.2', { kind: 'cast', object: card, player });
}

/** CR 602.2: activating an ability of a permanent, or of a card in hand (cycling, CR 702.29a). */
export function activateAbility(g: GameState, player: PlayerId, source: ObjectId, index: number, targets: string[], payWith?: ObjectId[], choice?: string): void {
  const o = getObject(g, source);
  const ability = activatedAbilities(cardDefinition(g, o.card))[index];
  if (!ability) refuse('activate/no-ability', '602.1', `${o.card} has no activated ability number ${index}.`, [source]);
  if (ability.kind === 'mana') {
    activateManaAbility(g, player, o, ability, targets, payWith, choice);
    return;
  }
  const timing = activationTimingRefusal(g, player, o.id, ability);
  if (timing) refuse(timing.code, timing.rule, timing.message, timing.objects);
  const bad = checkTargets(g, ability.targets, targets, player, `${o.card}'s ability`);
  if (bad) refuse(bad.code, bad.rule, bad.message, bad.objects);
  const id = nextId(g, source);
  const refs = targets.map((t) => targetRef(g, t));
  g.stack.push({ id, kind: 'ability', card: o.card, source, controller: player, text: ability.text, targets: refs, abilityIndex: index, sourceZcc: o.zcc });
  // CR 602.2b, 601.2g–h: pay the costs: mana, tapping, sacrificing.
  if (ability.cost.tap) {
    const untappable = tapCostRefusal(g, player, o);
    if (untappable) refuse(untappable.code, untappable.rule, untappable.message, untappable.objects);
    mutObject(g, source).tapped = true;
  }
  if (ability.cost.mana) payManaCost(g, player, ability.cost.mana, `${o.card}'s ability`, payWith);
  if (ability.loyalty !== undefined) {
    // CR 606.4: the loyalty cost adds or removes loyalty counters.
    const walker = mutObject(g, source);
    walker.counters.loyalty = (walker.counters.loyalty ?? 0) + ability.loyalty;
    walker.loyaltyActivatedTurn = g.turn.number;
  }
  log(g, `${getPlayer(g, player).name} activates ${o.card}'s ability${refs.length ? ` targeting ${targets.map((t) => findObject(g, t)?.card ?? getPlayer(g, t).name).join(', ')}` : ''}`, '602.2', { kind: 'activated', object: id, source, card: o.card, player, ability: index });
  if (ability.cost.sacrificeSelf) sacrifice(g, source);
  if (ability.cost.discardSelf) {
    // CR 702.29a, 701.9a: discarding the card is part of the cost; the ability exists on its own (113.7a).
    log(g, `${getPlayer(g, player).name} discards ${o.card} to pay the cost`, '702.29a');
    moveObject(g, source, 'graveyard');
  }
}


/** The kinds of mana a mana ability adds, as written in an action's `choice`: ["{R}", "{W}"]. */
export function manaChoices(ability: ManaAbility): string[] {
  return ability.produces.map((m) => `{${m}}`);
}

/** CR 605.3a–b: a mana ability is activated whenever its controller has priority, and resolves at once,
 *  without the stack: its mana goes into the pool (106.4), where it stays until spent or until the step
 *  ends (500.5). An ability that offers several kinds of mana adds the one `choice` names. */
function activateManaAbility(g: GameState, player: PlayerId, o: SharedObject, ability: ManaAbility, targets: string[], payWith: ObjectId[] | undefined, choice: string | undefined): void {
  const p = getPlayer(g, player);
  const kinds = manaChoices(ability);
  // CR 605.1a: a mana ability has no target; the pool's have no mana cost to pay either.
  if (targets.length > 0) refuse('activate/mana-targets', '605.1a', `${o.card}'s mana ability has no target, so it cannot target ${targets.map((t) => findObject(g, t)?.card ?? findPlayer(g, t)?.name ?? t).join(', ')}.`, [o.id]);
  if (payWith?.length && !ability.cost.mana) refuse('activate/mana-pay-with', '605.3a', `${o.card}'s mana ability has no mana cost, so there is nothing for ${payWith.map((t) => findObject(g, t)?.card ?? t).join(', ')} to pay.`, [o.id]);
  const made = choice === undefined ? (kinds.length === 1 ? ability.produces[0] : undefined) : ability.produces[kinds.indexOf(choice)];
  if (!made) {
    const which = kinds.join(' or ');
    refuse('activate/mana-choice', '605.3b', choice === undefined
      ? `${o.card}'s ability adds ${which}: ${p.name} must say which (choice ${kinds.map((k) => `"${k}"`).join(' or ')}).`
      : `${o.card}'s ability cannot add ${choice}: it adds ${which}.`, [o.id]);
  }
  if (ability.cost.tap) {
    // CR 118.3, 302.6: an already tapped permanent, or a summoning-sick creature, can't pay {T}.
    const untappable = tapCostRefusal(g, player, o);
    if (untappable) refuse(untappable.code, untappable.rule, untappable.message, untappable.objects);
    mutObject(g, o.id).tapped = true;
  }
  if (ability.cost.mana) payManaCost(g, player, ability.cost.mana, `${o.card}'s ability`, payWith);
  p.manaPool[made] += 1;
  // The pool's mana abilities all cost {T}: the log says it as a payment's tap does.
  log(g, `${p.name} taps ${o.card} for {${made}}`, '605.3b', { kind: 'tapped', object: o.id });
}

/** Why a permanent of `player` with a mana ability cannot make mana now (its {T}: tapped, CR 118.3, or
 *  summoning sick, 302.6), so that a click on it can say; null when it can (legalActions lists it in
 *  `manaAbilities`) or when it is no mana source of theirs. */
export function manaSourceRefusal(g: GameState, player: PlayerId, id: ObjectId): Refusal | null {
  const o = findObject(g, id);
  if (!o || o.zone !== 'battlefield' || o.phasedOut || o.controller !== player) return null;
  const ability = cardDefinition(g, o.card)?.abilities?.find((a) => a.kind === 'mana');
  const no = ability?.cost.tap ? tapCostRefusal(g, player, o) : null;
  return no ? toRefusal(no) : null;
}

/** Timing and loyalty restrictions of an activated ability (CR 602.5d, 606.3, 606.6), or null. */
export function activationTimingRefusal(g: GameState, player: PlayerId, source: ObjectId, ability: Extract<AbilityDef, { kind: 'activated' }>): EngineError | null {
  const o = getObject(g, source);
  if (ability.sorcerySpeed && !isMainPhaseWithEmptyStack(g, player)) {
    return refusal('activate/sorcery-timing', ability.loyalty !== undefined ? '606.3' : '602.5d', `${o.card}'s ability can be activated only in a main phase of ${getPlayer(g, player).name}'s own turn while the stack is empty.`, [source]);
  }
  if (ability.loyalty !== undefined) {
    if (o.loyaltyActivatedTurn === g.turn.number) {
      return refusal('activate/loyalty-once', '606.3', `A loyalty ability of ${o.card} has already been activated this turn.`, [source]);
    }
    if (ability.loyalty < 0 && (o.counters.loyalty ?? 0) < -ability.loyalty) {
      return refusal('activate/loyalty-cost', '606.6', `${o.card} has ${o.counters.loyalty ?? 0} loyalty and cannot pay a cost of ${ability.loyalty}.`, [source]);
    }
  }
  return null;
}

/** CR 305.1–305.3, 505.6b: one land per turn, in a main phase of your own turn with an empty stack.
 *  The card is known to be in the player's hand. */
export function playLandRefusal(g: GameState, player: PlayerId, card: ObjectId, o: SharedObject = getObject(g, card)): EngineError | null {
  const p = getPlayer(g, player);
  if (!cardDefinition(g, o.card)?.types.includes('Land')) return refusal('land/not-a-land', '305.1', `${o.card} is not a land.`, [card]);
  // CR 805.4c: in two-headed giant each player of the active team may play a land.
  if (!isActivePlayer(g, player)) return refusal('land/not-your-turn', '305.3', `${p.name} can't play ${o.card}: it is not their turn.`, [card]);
  if ((g.turn.step !== 'main1' && g.turn.step !== 'main2') || g.stack.length > 0) {
    return refusal('land/timing', '505.6b', `${p.name} can play ${o.card} only in a main phase of their turn while the stack is empty.`, [card]);
  }
  if (p.landsPlayedThisTurn >= 1) return refusal('land/one-per-turn', '305.2', `${p.name} has already played a land this turn, so they can't play ${o.card}.`, [card]);
  return null;
}

/** CR 305.1–305.3, 505.6b: playing a land is a special action. */
export function playLand(g: GameState, player: PlayerId, card: ObjectId): void {
  // The play first, then the land's move and what its entering triggers (landfall), in that order.
  getPlayer(g, player).landsPlayedThisTurn += 1;
  log(g, `${getPlayer(g, player).name} plays ${getObject(g, card).card}`, '305.1', { kind: 'landPlayed', object: card, player });
  moveObject(g, card, 'battlefield');
  const o = mutObject(g, card);
  o.controller = player;
  if (cardDefinition(g, o.card)?.oracleText.includes('enters tapped')) o.tapped = true;
}
