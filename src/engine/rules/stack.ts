// stack.ts: CR 601 (casting spells), 602 (activating abilities), 405 (the stack, last in first out),
// 608 (resolving spells and abilities), 305 (playing lands).
import type { AbilityDef, CardDef, GameState, ObjectId, PlayerId, StackItem, TargetSpec } from '../types';
import { cardDefinition } from '../cards/pool';
import { getObject, getPlayer, log, nextId } from '../state';
import { moveObject } from '../state';
import { refuse, refusal } from '../errors';
import type { EngineError } from '../types';
import { payManaCost } from './mana';
import { checkTargets, isStillLegal, targetRef } from './targets';
import { runEffects } from './effects';
import { isCreature } from './characteristics';
import { sacrifice } from './zones';

const PERMANENT_TYPES = ['Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Land'] as const;

export function spellAbility(def: CardDef): Extract<AbilityDef, { kind: 'spell' }> | undefined {
  return def.abilities?.find((a): a is Extract<AbilityDef, { kind: 'spell' }> => a.kind === 'spell');
}

export function activatedAbilities(def: CardDef | undefined): Extract<AbilityDef, { kind: 'activated' }>[] {
  return (def?.abilities ?? []).filter((a): a is Extract<AbilityDef, { kind: 'activated' }> => a.kind === 'activated');
}

function isMainPhaseWithEmptyStack(g: GameState, player: PlayerId): boolean {
  return (g.turn.step === 'main1' || g.turn.step === 'main2') && g.turn.activePlayer === player && g.stack.length === 0;
}

/** Whether `player` may cast `card` now, timing only (CR 117.1a, 301.1–307.1, 702.8a, 601.3).
 *  Returns a refusal or null. */
export function castTimingRefusal(g: GameState, player: PlayerId, card: ObjectId): EngineError | null {
  const o = getObject(g, card);
  const def = cardDefinition(g, o.card);
  if (!def) return refusal('cast/unknown-card', '601.2a', `${o.card} has no definition.`, [card]);
  if (def.types.includes('Land')) {
    return refusal('cast/land', '305.9', `${o.card} is a land: it is played, not cast.`, [card]);
  }
  const instantSpeed = def.types.includes('Instant') || def.keywords.includes('flash');
  if (!instantSpeed && !isMainPhaseWithEmptyStack(g, player)) {
    const type = def.types.find((t) => t !== 'Instant') ?? 'Creature';
    const rule = { Creature: '302.1', Artifact: '301.1', Enchantment: '303.1', Planeswalker: '306.1', Sorcery: '307.1' }[type as string] ?? '307.1';
    return refusal('cast/sorcery-timing', rule, `${o.card} can be cast only in a main phase of ${getPlayer(g, player).name}'s own turn while the stack is empty.`, [card]);
  }
  const spell = spellAbility(def);
  if (spell?.timing === 'afterBlockersDeclared') {
    const after = g.turn.phase === 'combat' && (g.combat?.blockersDeclared ?? false);
    if (!after) return refusal('cast/timing-restriction', '601.3', `${o.card} can be cast only during combat after blockers are declared.`, [card]);
  }
  return null;
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
  o.zone = 'stack';
  o.zcc += 1;
  const text = def.oracleText;
  const item: StackItem = { id: card, kind: 'spell', card: o.card, source: card, controller: player, text, targets: targets.map((t) => targetRef(g, t)) };
  g.stack.push(item);
  payManaCost(g, player, def.manaCost, o.card, payWith);
  const on = targets.length ? ` targeting ${targets.map((t) => g.objects[t]?.card ?? getPlayer(g, t).name).join(', ')}` : '';
  log(g, `${p.name} casts ${o.card}${on}`, '601.2', { kind: 'cast', object: card, player });
}

/** CR 602.2: activating an ability of a permanent. */
export function activateAbility(g: GameState, player: PlayerId, source: ObjectId, index: number, targets: string[], payWith?: ObjectId[]): void {
  const o = getObject(g, source);
  const ability = activatedAbilities(cardDefinition(g, o.card))[index];
  if (!ability) refuse('activate/no-ability', '602.1', `${o.card} has no activated ability number ${index}.`, [source]);
  const bad = checkTargets(g, ability.targets, targets, player, `${o.card}'s ability`);
  if (bad) refuse(bad.code, bad.rule, bad.message, bad.objects);
  const id = nextId(g, source);
  const refs = targets.map((t) => targetRef(g, t));
  g.stack.push({ id, kind: 'ability', card: o.card, source, controller: player, text: ability.text, targets: refs, abilityIndex: index, sourceZcc: o.zcc });
  // CR 602.2b, 601.2g–h: pay the costs: mana, tapping, sacrificing.
  if (ability.cost.tap) {
    if (o.tapped) refuse('activate/tapped', '602.5a', `${o.card} is already tapped, so its {T} ability cannot be activated.`, [source]);
    if (isCreature(g, o) && o.summoningSick && !cardDefinition(g, o.card)?.keywords.includes('haste')) {
      refuse('activate/summoning-sick', '302.6', `${o.card} has not been under ${getPlayer(g, player).name}'s control since the turn began, so its {T} ability cannot be activated.`, [source]);
    }
    o.tapped = true;
  }
  if (ability.cost.mana) payManaCost(g, player, ability.cost.mana, `${o.card}'s ability`, payWith);
  log(g, `${getPlayer(g, player).name} activates ${o.card}'s ability${refs.length ? ` targeting ${targets.map((t) => g.objects[t]?.card ?? getPlayer(g, t).name).join(', ')}` : ''}`, '602.2', { kind: 'activated', object: id, source, player });
  if (ability.cost.sacrificeSelf) sacrifice(g, source);
}

/** CR 305.1–305.3, 505.6b: one land per turn, in a main phase of your own turn with an empty stack.
 *  The card is known to be in the player's hand. */
export function playLandRefusal(g: GameState, player: PlayerId, card: ObjectId): EngineError | null {
  const o = getObject(g, card);
  const p = getPlayer(g, player);
  if (!cardDefinition(g, o.card)?.types.includes('Land')) return refusal('land/not-a-land', '305.1', `${o.card} is not a land.`, [card]);
  if (g.turn.activePlayer !== player) return refusal('land/not-your-turn', '305.3', `${p.name} can't play ${o.card}: it is not their turn.`, [card]);
  if ((g.turn.step !== 'main1' && g.turn.step !== 'main2') || g.stack.length > 0) {
    return refusal('land/timing', '505.6b', `${p.name} can play ${o.card} only in a main phase of their turn while the stack is empty.`, [card]);
  }
  if (p.landsPlayedThisTurn >= 1) return refusal('land/one-per-turn', '305.2', `${p.name} has already played a land this turn.`, [card]);
  return null;
}

/** CR 305.1–305.3, 505.6b: playing a land is a special action. */
export function playLand(g: GameState, player: PlayerId, card: ObjectId): void {
  const o = getObject(g, card);
  moveObject(g, card, 'battlefield');
  o.controller = player;
  if (cardDefinition(g, o.card)?.oracleText.includes('enters tapped')) o.tapped = true;
  getPlayer(g, player).landsPlayedThisTurn += 1;
  log(g, `${getPlayer(g, player).name} plays ${o.card}`, '305.1', { kind: 'landPlayed', object: card, player });
}

/** CR 608: resolve the top object of the stack. */
export function resolveTopOfStack(g: GameState): void {
  const item = g.stack.pop();
  if (!item) return;
  const def = cardDefinition(g, item.card);
  const ability = item.kind === 'spell' ? (def ? spellAbility(def) : undefined) : activatedAbilities(def)[item.abilityIndex ?? 0];
  const specs: TargetSpec[] = ability?.targets ?? [];
  const legal = item.targets.map((t, i) => isStillLegal(g, specs[i] ?? 'anyTarget', t, item.controller));
  // CR 608.2b: if every target is now illegal, the spell or ability doesn't resolve.
  if (item.targets.length > 0 && legal.every((ok) => !ok)) {
    log(g, `${item.kind === 'spell' ? item.card : `${item.card}'s ability`} does not resolve: its target${item.targets.length > 1 ? 's are' : ' is'} no longer legal`, '608.2b', { kind: 'fizzled', object: item.id });
    if (item.kind === 'spell') finishSpell(g, item);
    return;
  }
  log(g, `${item.kind === 'spell' ? item.card : `${item.card}'s ability`} resolves`, '608.2', { kind: 'resolved', object: item.id });
  if (item.kind === 'spell' && def && PERMANENT_TYPES.some((t) => def.types.includes(t))) {
    // CR 608.3: a permanent spell becomes a permanent under its controller's control.
    enterBattlefieldFromStack(g, item.id, item.controller);
    return;
  }
  if (ability) runEffects(g, item, ability.effects, legal);
  if (item.kind === 'spell') finishSpell(g, item);
}

function enterBattlefieldFromStack(g: GameState, id: ObjectId, controller: PlayerId): void {
  const o = getObject(g, id);
  o.zone = 'battlefield';
  o.zcc += 1;
  o.controller = controller;
  o.summoningSick = true;
  o.tapped = false;
  const def = cardDefinition(g, o.card);
  if (def?.loyalty !== undefined) o.counters = { loyalty: def.loyalty };
  g.battlefield.push(id);
  log(g, `${o.card} enters the battlefield under ${getPlayer(g, controller).name}'s control`, '608.3', { kind: 'zoneChange', object: id, from: 'stack', to: 'battlefield', card: o.card });
}

/** CR 608.2n: an instant or sorcery goes to its owner's graveyard as the last step of resolving. */
function finishSpell(g: GameState, item: StackItem): void {
  const o = getObject(g, item.id);
  const owner = getPlayer(g, o.owner);
  o.zone = 'graveyard';
  o.zcc += 1;
  owner.graveyard.push(item.id);
  log(g, `${o.card} is put into ${owner.name}'s graveyard`, '608.2n', { kind: 'zoneChange', object: item.id, from: 'stack', to: 'graveyard', card: o.card });
}
