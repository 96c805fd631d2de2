// triggers.ts: CR 603, triggered abilities: matching events as they happen (603.2, 603.6, 603.10a
// looking back in time), intervening "if" (603.4), state triggers (603.8), delayed triggers (603.7),
// and putting them on the stack in APNAP order with each player's chosen order (603.3b–d).
import type { CardDef, GameEvent, GameObject, GameState, PendingTrigger, PlayerId, TriggeredAbilityDef, TriggerSpec, TriggerView } from '../types';
import { cardDefinition, poolCardsWithTrigger } from '../cards/pool';
import { objectsWithCard } from '../transaction';
import { askTeam, isActivePlayer, sameTeam, teamName, teamOf } from './teams';
import { apnapOrder, findObject, findPlayer, getObject, getPlayer, log, nextId } from '../state';
import { characteristics, isCreature } from './characteristics';
import { conditionHolds, describeCondition } from './conditions';
import { describeTargetSpec, legalTargets } from './targets';
import { refuse } from '../errors';
import { defendingPlayerOf } from './defenders';

type Triggered = { index: number; ability: TriggeredAbilityDef }[];
const NONE: Triggered = [];
// Definitions never change once made, so each one's triggered abilities are listed once.
const triggeredByDef = new WeakMap<CardDef, Triggered>();

export function triggeredAbilities(def: CardDef | undefined): Triggered {
  if (!def?.abilities?.length) return NONE;
  let list = triggeredByDef.get(def);
  if (!list) {
    list = def.abilities.flatMap((a, index) => (a.kind === 'triggered' ? [{ index, ability: a }] : []));
    triggeredByDef.set(def, list);
  }
  return list;
}

function addTrigger(g: GameState, source: GameObject, controller: PlayerId, index: number, ability: TriggeredAbilityDef, eventObject: string | undefined, rule: string): void {
  // CR 603.4: an intervening "if" is checked as the ability triggers.
  if (ability.condition && !conditionHolds(g, ability.condition, controller, source.id)) {
    log(g, `${source.card}'s ability does not trigger: ${describeCondition(ability.condition)} is not true`, '603.4');
    return;
  }
  const id = nextId(g, source.id);
  // CR 400.7, 603.6: the event's object is the one it was then, found only in the zone it went to.
  const ev = eventObject ? findObject(g, eventObject) : undefined;
  const toughness = ev?.zone === 'battlefield' ? characteristics(g, ev).toughness : undefined;
  g.pendingTriggers.push({
    id, source: source.id, card: source.card, controller, text: ability.text, trigger: { kind: 'printed', index }, sourceZcc: source.zcc,
    ...(eventObject ? { eventObject } : {}), ...(ev ? { eventZcc: ev.zcc } : {}), ...(toughness !== undefined ? { eventToughness: toughness } : {}),
  });
  log(g, `${source.card}'s ability triggers (${id}, controlled by ${getPlayer(g, controller).name}): ${ability.text}`, rule, { kind: 'triggered', object: id, source: source.id, card: source.card, index });
}

/** Each permanent's triggered abilities that match `match`, in printed order (the contract's ids). */
function fire(g: GameState, watchers: GameObject[], rule: string, match: (t: TriggerSpec, w: GameObject) => string | false | true): void {
  for (const w of watchers) {
    for (const { index, ability } of triggeredAbilities(cardDefinition(g, w.card))) {
      const hit = match(ability.trigger, w);
      if (hit === false) continue;
      addTrigger(g, w, w.controller, index, ability, typeof hit === 'string' ? hit : undefined, rule);
    }
  }
}

// The pool cards with a triggered ability of each kind the engine looks for among all permanents.
const STEP_WATCHERS = poolCardsWithTrigger('beginningOfStep');
const ENTERS_WATCHERS = poolCardsWithTrigger('enters');
const DIES_WATCHERS = poolCardsWithTrigger('dies');
const COMBAT_DAMAGE_WATCHERS = poolCardsWithTrigger('creatureYouControlDealsCombatDamageToPlayer');
const STATE_WATCHERS = poolCardsWithTrigger('state');

/** The permanents whose card is one of `cards` (the cards with a triggered ability of the kind being
 *  looked for), in the battlefield's order. Only the game's cards with such abilities are looked up
 *  (this runs at every zone change and step); a permanent left out has no ability that could match. */
function onBattlefield(g: GameState, cards: ReadonlySet<string>): GameObject[] {
  const candidates = objectsWithCard(g, cards);
  if (candidates.size === 0) return NO_OBJECTS;
  const out: GameObject[] = [];
  for (const id of g.battlefield) if (candidates.has(id)) out.push(getObject(g, id));
  return out;
}
const NO_OBJECTS: GameObject[] = [];

/** Checks one game event against every triggered ability (CR 603.2), as the event happens. */
export function detectTriggers(g: GameState, e: GameEvent): void {
  switch (e.kind) {
    case 'stepBegan':
      return beginningOfStep(g, e.step);
    case 'zoneChange':
      if (e.to === 'battlefield') return entered(g, e.object);
      if (e.from === 'battlefield') return leftBattlefield(g, e.object, e.to, e.controller ?? '');
      return;
    case 'attackersDeclared':
      // CR 508.3a: "whenever [this creature] attacks" triggers for a creature declared as an attacker.
      for (const a of e.attackers) fire(g, [getObject(g, a.attacker)], '508.3a', (t, w) => (t.on === 'attacks' || t.on === 'attacksOrBlocks') && w.id === a.attacker);
      return;
    case 'blockersDeclared':
      return blocks(g, e.blocks, e.defending);
    case 'putOntoBattlefieldBlocking':
      return putBlocking(g, e.blocker, e.attacker, e.attackerWasBlocked);
    case 'damage':
      return damageDealt(g, e.source, e.target, e.combat);
    default:
      return;
  }
}

function beginningOfStep(g: GameState, step: string): void {
  const active = g.turn.activePlayer;
  // CR 805.4a: "your" step is in two-headed giant any step of your team's turn.
  fire(g, onBattlefield(g, STEP_WATCHERS), '603.2b', (t, w) => t.on === 'beginningOfStep' && t.step === step && (t.whose === 'each' || w.controller === active || isActivePlayer(g, w.controller)));
  // CR 603.7: delayed triggered abilities whose moment has come.
  const when = step === 'endCombat' ? 'endOfCombat' : step === 'end' ? 'nextEndStep' : null;
  if (!when) return;
  const due = g.delayedTriggers.filter((d) => d.when === when);
  g.delayedTriggers = g.delayedTriggers.filter((d) => d.when !== when);
  for (const d of due) {
    const id = nextId(g, d.source);
    g.pendingTriggers.push({ id, source: d.source, card: d.card, controller: d.controller, text: d.text, trigger: { kind: 'delayed', effect: d.effect, object: d.object, zcc: d.zcc }, eventObject: d.object });
    log(g, `A delayed triggered ability of ${d.card} triggers: ${d.text}`, '603.7');
  }
}

/** CR 603.6a: every permanent on the battlefield, the new one included, checks an entering permanent. */
function entered(g: GameState, id: string): void {
  const o = findObject(g, id);
  if (!o) return;
  // CR 603.6b, 603.2: the entering permanent as it is on the battlefield, continuous effects applied.
  const types = characteristics(g, o).types;
  const creature = types.includes('Creature');
  const land = types.includes('Land');
  fire(g, onBattlefield(g, ENTERS_WATCHERS), '603.6a', (t, w) => {
    if (t.on !== 'enters') return false;
    if (t.who === 'self') return w.id === id;
    if (t.who === 'anotherCreature') return w.id !== id && creature && id;
    return land && o.controller === w.controller && id;
  });
}

/** CR 603.10a: leaves-the-battlefield abilities look back in time: the permanents that left together
 *  with this one still see it, and so does the one that left. */
function leftBattlefield(g: GameState, id: string, to: string, controller: PlayerId): void {
  if (to !== 'graveyard') return;
  const o = findObject(g, id);
  if (!o) return;
  // Looking back in time (CR 603.10a) would use its last known characteristics; the engine keeps none,
  // and no effect in the pool changes a card's types or subtypes, so the printed ones stand in for them.
  const def = cardDefinition(g, o.card);
  // Every leaves-the-battlefield ability of the pool is a "dies" ability (CR 700.4: a creature put into
  // a graveyard from the battlefield).
  if (!def?.types.includes('Creature')) return;
  const vampire = def.subtypes.includes('Vampire');
  // Only the permanents that left together and can trigger (found before the rest are looked up: in a
  // combat where twenty creatures die, each death would otherwise look at all the others). With no
  // such card in the game, the one that died is the only one to look at.
  const candidates = objectsWithCard(g, DIES_WATCHERS);
  if (candidates.size > 0) {
    const together = g.leftTogether.filter((x) => x.id !== id && candidates.has(x.id));
    // Looking back in time: a permanent that left is seen with the controller it had then.
    const controllerThen = (w: GameObject): PlayerId => (w.id === id ? controller : (together.find((x) => x.id === w.id)?.controller ?? w.controller));
    for (const w of onBattlefield(g, DIES_WATCHERS)) diesAbilities(g, w, controllerThen(w), id, vampire, controller);
    for (const x of together) {
      const w = getObject(g, x.id);
      diesAbilities(g, w, controllerThen(w), id, vampire, controller);
    }
  }
  // The one that died sees its own death, with the controller it had.
  diesAbilities(g, o, controller, id, vampire, controller, def);
}

/** The "dies" abilities of `w` (controlled by `wController`) that trigger on the death of `died`, a
 *  creature (a Vampire or not) that `controller` controlled. `def`, when given, is w's definition. */
function diesAbilities(g: GameState, w: GameObject, wController: PlayerId, died: string, vampire: boolean, controller: PlayerId, def = cardDefinition(g, w.card)): void {
  for (const { index, ability } of triggeredAbilities(def)) {
    const t = ability.trigger;
    if (t.on !== 'dies') continue;
    const self = w.id === died;
    const ok = t.who === 'self' ? self : t.who === 'selfOrAnotherCreature' ? true : self || (vampire && controller === wController);
    if (ok) addTrigger(g, w, wController, index, ability, died, '603.10a');
  }
}

function blocks(g: GameState, pairs: { blocker: string; attacker: string }[], defending?: PlayerId): void {
  const blockers = [...new Set(pairs.map((p) => p.blocker))];
  for (const b of blockers) {
    const mine = pairs.filter((p) => p.blocker === b);
    // CR 509.3a: "whenever [this creature] blocks" triggers once, however many creatures it blocks.
    fire(g, [getObject(g, b)], '509.3a', (t) => t.on === 'blocks' || t.on === 'attacksOrBlocks');
    // CR 509.3b, 603.2c: "blocks a creature" triggers once per attacker.
    for (const p of mine) fire(g, [getObject(g, b)], '509.3b', (t) => (t.on === 'blocksCreature' || t.on === 'blocksOrBecomesBlockedByCreature') && p.attacker);
  }
  const c = g.combat;
  for (const a of c?.attackers ?? []) {
    const by = pairs.filter((p) => p.attacker === a.id);
    if (by.length > 0) {
      // CR 509.3c: "becomes blocked" triggers once; 509.3d: "becomes blocked by a creature" once per blocker.
      fire(g, [getObject(g, a.id)], '509.3c', (t) => t.on === 'becomesBlocked');
      for (const p of by) fire(g, [getObject(g, a.id)], '509.3d', (t) => t.on === 'blocksOrBecomesBlockedByCreature' && p.blocker);
    } else if (!a.blocked && (defending === undefined || sameTeam(g, defendingPlayerOf(g, a), defending))) {
      // CR 802.4: in a multiplayer game, once its own defending player has declared blockers.
      // CR 509.3g: also for a creature put onto the battlefield attacking (never declared).
      fire(g, [getObject(g, a.id)], '509.3g', (t) => t.on === 'attacksAndIsntBlocked');
    }
  }
}

/** CR 509.4: a creature put onto the battlefield blocking never "blocked" (no "blocks" triggers), but the
 *  attacker becomes blocked by it (509.3d) and, if it was unblocked, becomes blocked (509.3c, 603.2e). */
function putBlocking(g: GameState, blocker: string, attacker: string, attackerWasBlocked: boolean): void {
  const a = findObject(g, attacker);
  if (!a || a.zone !== 'battlefield') return;
  if (!attackerWasBlocked) fire(g, [a], '509.3c', (t) => t.on === 'becomesBlocked');
  fire(g, [a], '509.3d', (t) => t.on === 'blocksOrBecomesBlockedByCreature' && blocker);
}

function damageDealt(g: GameState, source: string, target: string, combat: boolean): void {
  // Only damage to a player can trigger (the pool's damage triggers): that is checked first, as it
  // rules out most combat damage without looking the source up.
  const targetPlayer = findPlayer(g, target);
  if (!targetPlayer) return;
  const src = findObject(g, source);
  if (!src) return;
  // CR 603.2g: prevented damage is never dealt, so no event reaches here and nothing triggers.
  // CR 810.1: in two-headed giant a teammate is not an opponent.
  if (src.zone === 'battlefield' && !sameTeam(g, targetPlayer.id, src.controller)) {
    fire(g, [src], '603.2', (t) => t.on === 'dealsDamageToOpponent');
  }
  if (combat && isCreature(g, src)) {
    fire(g, onBattlefield(g, COMBAT_DAMAGE_WATCHERS).filter((w) => w.controller === src.controller), '510.2', (t) => t.on === 'creatureYouControlDealsCombatDamageToPlayer' && source);
  }
}

/** CR 603.8: a state trigger triggers once when its condition holds, and again only after it has left
 *  the stack. */
function checkStateTriggers(g: GameState): void {
  for (const w of onBattlefield(g, STATE_WATCHERS)) {
    for (const { index, ability } of triggeredAbilities(cardDefinition(g, w.card))) {
      if (ability.trigger.on !== 'state') continue;
      // CR 603.8: it does not trigger again until that ability has resolved, but only this object's
      // ability counts: the same card back on the battlefield is a new object (400.7) whose ability
      // triggers as soon as the condition holds for it.
      const same = (t: { source: string; sourceZcc?: number; trigger?: PendingTrigger['trigger'] }) =>
        t.source === w.id && (t.sourceZcc === undefined || t.sourceZcc === w.zcc) && t.trigger?.kind === 'printed' && t.trigger.index === index;
      const pending = g.pendingTriggers.some(same) || g.stacking.some(same);
      const onStack = g.stack.some(same);
      if (pending || onStack) continue;
      if (conditionHolds(g, ability.trigger.condition, w.controller, w.id)) addTrigger(g, w, w.controller, index, ability, undefined, '603.8');
    }
  }
}

/** Puts waiting triggered abilities on the stack (CR 603.3b): each player in APNAP order, in the order
 *  they choose. Returns true when it changed anything or asked a question. */
export function putTriggersOnStack(g: GameState): boolean {
  if (g.stacking.length > 0) {
    continueStacking(g);
    return true;
  }
  checkStateTriggers(g);
  if (g.pendingTriggers.length === 0) return false;
  if (g.multiplayer?.variant === 'two-headed-giant') return putTeamTriggersOnStack(g);
  for (const p of apnapOrder(g)) {
    const mine = g.pendingTriggers.filter((t) => t.controller === p.id);
    if (mine.length === 0) continue;
    const others = g.pendingTriggers.filter((t) => t.controller !== p.id);
    // CR 603.3b, 101.4: the other players are named in the order they will put their abilities on the
    // stack (APNAP order from the active player), not in the order the abilities triggered.
    const names = apnapOrder(g).filter((o) => others.some((t) => t.controller === o.id)).map((o) => o.name).join(', ');
    if (others.length > 0 && p.id === g.turn.activePlayer) {
      log(g, `APNAP order: ${p.name}, the active player, puts their triggered abilities on the stack first, then ${names}, whose abilities resolve first`, '603.3b');
    }
    const later = ` ${names}'s triggered abilities go on the stack after these and resolve before them (APNAP order).`;
    return stackOrAsk(g, p.id, mine, others, '603.3b', `${p.name}, put your ${mine.length} triggered abilities on the stack: ${ORDER_THEM}`, later);
  }
  // Triggers of players who left the game cease to exist (CR 800.4a).
  g.pendingTriggers = [];
  return true;
}

/** CR 805.7: with shared team turns, the active team puts all the triggered abilities its players control
 *  on the stack in the order it chooses, then the other team; a team with two or more is asked, as its
 *  primary player (either player may answer). */
function putTeamTriggersOnStack(g: GameState): boolean {
  const seen = new Set<string>();
  for (const p of apnapOrder(g)) {
    const team = teamOf(g, p.id);
    if (!team || seen.has(team.id)) continue;
    seen.add(team.id);
    const mine = g.pendingTriggers.filter((t) => team.players.includes(t.controller));
    if (mine.length === 0) continue;
    const others = g.pendingTriggers.filter((t) => !team.players.includes(t.controller));
    const otherTeams = (): string => [...new Set(others.map((t) => teamOf(g, t.controller)).filter((t) => t !== undefined))].map((t) => `${teamName(g, t)}'s team`).join(', ');
    if (others.length > 0 && isActivePlayer(g, p.id)) {
      log(g, `APNAP order: ${teamName(g, team)}'s team, the active team, puts its triggered abilities on the stack first, then ${otherTeams()}, whose abilities resolve first`, '805.7');
    }
    const later = ` ${otherTeams()}'s triggered abilities go on the stack after these and resolve before them (CR 805.7).`;
    return stackOrAsk(g, p.id, mine, others, '805.7', `${teamName(g, team)}, put your team's ${mine.length} triggered abilities on the stack: ${ORDER_THEM}`, later);
  }
  g.pendingTriggers = [];
  return true;
}

const ORDER_THEM = 'list them in the order they go on the stack; the last one listed ends on top and resolves first.';

/** One player's (CR 603.3b) or one team's (CR 805.7) waiting triggered abilities: two or more are put
 *  on the stack in the order they are asked for (`prompt`, with `later` on the others' abilities when
 *  there are any), a single one at once. */
function stackOrAsk(g: GameState, asker: PlayerId, mine: PendingTrigger[], others: PendingTrigger[], rule: '603.3b' | '805.7', prompt: string, later: string): true {
  if (mine.length >= 2) {
    g.pendingChoice = {
      type: 'orderTriggers', ...askTeam(g, asker), triggers: mine.map(triggerView), rule, resolvesFirst: 'lastListed',
      prompt: `${prompt}${others.length ? later : ''}`,
      ...(others.length ? { others: others.map(triggerView) } : {}),
    };
    return true;
  }
  startStacking(g, mine);
  return true;
}

function triggerView(t: PendingTrigger): TriggerView {
  return { id: t.id, source: t.source, card: t.card, controller: t.controller, text: t.text };
}

function startStacking(g: GameState, ordered: PendingTrigger[]): void {
  const ids = new Set(ordered.map((t) => t.id));
  g.pendingTriggers = g.pendingTriggers.filter((t) => !ids.has(t.id));
  g.stacking = ordered;
  continueStacking(g);
}

/** The orderTriggers answer: the player's triggers in the order they go on the stack (last on top). */
export function orderTriggers(g: GameState, player: PlayerId, order: string[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'orderTriggers') return;
  // CR 805.7: in two-headed giant a team orders its two players' abilities together.
  const team = teamOf(g, player);
  const ours = (controller: PlayerId): boolean => (team ? team.players.includes(controller) : controller === player);
  const rule = team ? '805.7' : '603.3b';
  const mine = g.pendingTriggers.filter((t) => ours(t.controller));
  const name = getPlayer(g, player).name;
  const whose = team ? `${teamName(g, team)}'s team` : name;
  for (const id of order) {
    const t = g.pendingTriggers.find((x) => x.id === id);
    if (!t) refuse('trigger/unknown', rule, `"${id}" is not a triggered ability waiting to be put on the stack; ${whose}'s are ${mine.map((x) => `${x.id} (${x.card})`).join(', ')}.`, [id]);
    if (!ours(t.controller)) refuse('trigger/not-yours', rule, `${t.card}'s ability is controlled by ${getPlayer(g, t.controller).name}: ${name} orders only ${team ? "their team's" : 'their own'} triggered abilities.`, [id]);
  }
  if (order.length !== mine.length || new Set(order).size !== order.length) {
    refuse('trigger/incomplete', rule, `${name} must put all of ${team ? "their team's" : 'their'} ${mine.length} triggered abilities on the stack, each once (${mine.map((t) => `${t.id}: ${t.card}`).join(', ')}).`, order);
  }
  g.pendingChoice = null;
  const ordered = order.map((id) => mine.find((t) => t.id === id) as PendingTrigger);
  const list = `${ordered.map((t) => t.card).join(', then ')} (the last resolves first)`;
  if (team) log(g, `${name} orders their team's triggered abilities: ${list}`, '805.7', { kind: 'triggersOrdered', player, order: [...order] });
  else log(g, `${name} orders their triggered abilities: ${list}`, '603.3b', { kind: 'triggersOrdered', player, order: [...order] });
  startStacking(g, ordered);
}

function abilityOf(g: GameState, t: PendingTrigger): TriggeredAbilityDef | null {
  if (t.trigger.kind !== 'printed') return null;
  const a = cardDefinition(g, t.card)?.abilities?.[t.trigger.index];
  return a?.kind === 'triggered' ? a : null;
}

export function triggerTargets(g: GameState, t: PendingTrigger) {
  const a = abilityOf(g, t);
  if (!a) return [];
  return t.mode !== undefined ? (a.modes?.[t.mode]?.targets ?? []) : a.targets;
}

/** Puts the next trigger in `stacking` on the stack once its mode and targets are chosen (CR 603.3c–d). */
function continueStacking(g: GameState): void {
  while (g.stacking.length > 0) {
    const t = g.stacking[0] as PendingTrigger;
    const a = abilityOf(g, t);
    if (a?.modes && t.mode === undefined) {
      // CR 603.3c, 700.2b: a mode that would be illegal (no legal target) can't be chosen.
      const options = a.modes.filter((m) => m.targets.every((spec) => legalTargets(g, spec, t.controller).length > 0)).map((m) => m.text);
      if (options.length === 0) {
        g.stacking.shift();
        log(g, `${t.card}'s ability (${t.id}) has no mode that can be chosen and is removed from the stack`, '603.3c');
        continue;
      }
      g.pendingChoice = {
        type: 'choose', player: t.controller, object: t.id, prompt: `Choose a mode for ${t.card}'s ability (${t.id}) as it is put on the stack`, options,
        rule: '603.3c', source: t.source, card: t.card, text: t.text,
      };
      return;
    }
    const specs = triggerTargets(g, t);
    if (specs.length > 0 && !t.targets) {
      const legal = legalTargets(g, specs[0]!, t.controller);
      if (legal.length === 0) {
        g.stacking.shift();
        log(g, `${t.card}'s ability (${t.id}) has no legal target and is removed from the stack`, '603.3d');
        continue;
      }
      const kind = specs.map(describeTargetSpec).join(', ');
      g.pendingChoice = {
        type: 'chooseTargets', player: t.controller, object: t.id, legalTargets: legal,
        source: t.source, card: t.card, text: t.text, targetKind: kind, rule: '603.3d',
        prompt: `Choose ${kind} for ${t.card}'s ability (${t.id}) as it is put on the stack`,
      };
      return;
    }
    g.stacking.shift();
    g.stack.push({
      id: t.id, kind: 'ability', card: t.card, source: t.source, controller: t.controller, text: t.text,
      targets: t.targets ?? [], trigger: t.trigger,
      ...(t.sourceZcc !== undefined ? { sourceZcc: t.sourceZcc } : {}),
      ...(t.eventObject ? { eventObject: t.eventObject } : {}),
      ...(t.eventZcc !== undefined ? { eventZcc: t.eventZcc } : {}),
      ...(t.eventToughness !== undefined ? { eventToughness: t.eventToughness } : {}),
      ...(t.mode !== undefined ? { mode: t.mode } : {}),
    });
    const mode = t.mode !== undefined && a?.modes?.[t.mode] ? ` with the mode "${a.modes[t.mode]!.text}"` : '';
    const targets = t.targets?.length ? ` targeting ${t.targets.map((x) => findObject(g, x.id)?.card ?? getPlayer(g, x.id).name).join(', ')}` : '';
    log(g, `${getPlayer(g, t.controller).name} puts ${t.card}'s triggered ability (${t.id}) on the stack${mode}${targets}`, '603.3');
  }
}

/** The chooseTargets answer for the trigger being put on the stack. */
export function chooseTriggerTargets(g: GameState, player: PlayerId, object: string, targets: string[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'chooseTargets') return;
  const t = g.stacking[0];
  if (!t || t.id !== object || pending.object !== object) {
    const asked = t ? `${t.card}'s ability (${t.id})` : pending.object;
    refuse('target/not-asked', '603.3d', `Targets are being chosen for ${asked}, not for ${findObject(g, object)?.card ?? object}.`, [object]);
  }
  const specs = triggerTargets(g, t);
  if (targets.length !== specs.length) refuse('target/count', '601.2c', `${t.card}'s ability needs ${specs.length} target${specs.length === 1 ? '' : 's'}.`, targets);
  specs.forEach((spec, i) => {
    const id = targets[i] as string;
    if (!legalTargets(g, spec, player).includes(id)) {
      refuse('target/illegal', '115.2', `${findObject(g, id)?.card ?? g.players.find((p) => p.id === id)?.name ?? id} is not a legal target for ${t.card}'s ability: ${pending.legalTargets.map((x) => findObject(g, x)?.card ?? x).join(', ')} ${pending.legalTargets.length === 1 ? 'is' : 'are'} legal.`, [id]);
    }
  });
  t.targets = targets.map((id) => {
    const o = findObject(g, id);
    return o ? { id, zcc: o.zcc } : { id };
  });
  g.pendingChoice = null;
  continueStacking(g);
}

/** A mode chosen for the trigger being put on the stack (CR 603.3c). Returns false if not asked. */
export function chooseTriggerMode(g: GameState, object: string, choice: string): boolean {
  const t = g.stacking[0];
  const pending = g.pendingChoice;
  if (!t || t.id !== object || pending?.type !== 'choose' || pending.object !== object) return false;
  const a = abilityOf(g, t);
  const index = a?.modes?.findIndex((m) => m.text === choice) ?? -1;
  if (index < 0 || !pending.options.includes(choice)) refuse('choice/option', '603.3c', `"${choice}" is not one of the modes offered: ${pending.options.join(' / ')}.`, [object]);
  t.mode = index;
  g.pendingChoice = null;
  continueStacking(g);
  return true;
}

