// apply.ts: the only way the game changes. Each action is checked and performed inside one
// copy-on-write transaction (transaction.ts); a refusal abandons the draft, so an illegal action
// leaves the state exactly as it was (CR 733.1: the game returns to the moment before).
import type { Action, ApplyResult, EngineError, GameState } from './types';
import { transact } from './transaction';
import { IllegalAction, exhaustive, refusal, refuse } from './errors';
import { findObject, findPlayer, getObject, getPlayer, log, moveObject } from './state';
import { actionTaken, handPriorityOn, passPriority, settle } from './rules/priority';
import { activateAbility, castSpell, castTimingRefusal, playLand, playLandRefusal } from './rules/stack';
import { declareAttackers, declareBlockers, orderAttackers, orderBlockers } from './rules/combat';
import { answerShieldChoice, assignDamage } from './rules/combatDamage';
import { SHIELD_CHOICE } from './rules/shieldChoice';
import { continueCleanup } from './rules/turn';
import { mayAnswer, teamName, teamOf } from './rules/teams';
import { LEGEND_RULE_CHOICE, chooseProtector, keepLegend, loseGame } from './rules/sba';
import { declareMulligan } from './rules/mulligan';
import { chooseTriggerMode, chooseTriggerTargets, orderTriggers } from './rules/triggers';
import { answerResolutionQuestion, isResolutionQuestion } from './rules/resolve';
import { cardDefinition } from './cards/pool';
import { activatedAbilities } from './rules/stack';

const ANSWERS: Record<string, readonly Action['type'][]> = {
  priority: ['pass', 'cast', 'activate', 'playLand'],
  declareAttackers: ['declareAttackers'],
  declareBlockers: ['declareBlockers'],
  orderBlockers: ['orderBlockers'],
  orderAttackers: ['orderAttackers'],
  assignDamage: ['assignDamage'],
  orderTriggers: ['orderTriggers'],
  chooseTargets: ['chooseTargets'],
  choose: ['choose'],
  discard: ['discard'],
  mulligan: ['mulligan'],
};

const ASKED_RULE: Record<string, string> = {
  priority: '117.1', declareAttackers: '508.1', declareBlockers: '509.1', orderBlockers: '510.1c',
  orderAttackers: '510.1d', assignDamage: '510.1', orderTriggers: '603.3b', chooseTargets: '603.3d',
  choose: '608.2d', discard: '514.1', mulligan: '103.5',
};

/** The rule a choice is asked under: a "choose" question's own (a mode 603.3c, the legend rule 704.5j,
 *  a shield's 615.7, …), else the pending choice's kind's. */
function askedRule(pending: NonNullable<GameState['pendingChoice']>): string {
  return (pending.type === 'choose' && pending.rule) || (ASKED_RULE[pending.type] ?? '117.1');
}

const PENDING_TEXT: Record<string, string> = {
  priority: 'hold priority', declareAttackers: 'declare attackers', declareBlockers: 'declare blockers',
  orderBlockers: 'order blockers', orderAttackers: 'order attackers', assignDamage: 'assign combat damage',
  orderTriggers: 'order triggered abilities', chooseTargets: 'choose targets', choose: 'make a choice', discard: 'discard', mulligan: 'keep or mulligan their opening hand',
};

// The fields of each action type (types.ts `Action`). An action arrives from JSON, a UI or a test, so
// its shape is checked before any rule reads it, and only these fields are copied: nothing of the
// caller's object ends up in the state (which later states share, and where a non-JSON value would
// break saving), and no rule meets a list that is not a list. Values (ranges, ids) are the rules' business.
// `path` names the field for the message ("assignments[2].to[0].amount"); it is null on the first,
// fast pass, which builds no names: a malformed action is checked a second time with them.
type Field = (v: unknown, path: string | null) => unknown;
class Malformed extends Error {}
/** Thrown on the fast pass: check again with paths to say where. */
const UNNAMED = new Malformed('');
const malformed = (path: string | null, want: string): never => {
  throw path === null ? UNNAMED : new Malformed(`"${path}" must be ${want}`);
};
const str: Field = (v, path) => (typeof v === 'string' ? v : malformed(path, 'a string'));
const num: Field = (v, path) => (typeof v === 'number' ? v : malformed(path, 'a number'));
const bool: Field = (v, path) => (typeof v === 'boolean' ? v : malformed(path, 'true or false'));
const optional = (f: Field): Field => (v, path) => (v === undefined ? undefined : f(v, path));
// Array.from visits holes of a sparse list too.
const list = (f: Field): Field => (v, path) => (Array.isArray(v) ? Array.from(v as unknown[], (x, i) => f(x, path === null ? null : `${path}[${i}]`)) : malformed(path, 'a list'));
const record = (shape: Record<string, Field>): Field => {
  // Plain index loops: this runs for every applied action, a pass included.
  const keys = Object.keys(shape);
  const checks = Object.values(shape);
  return (v, path) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return malformed(path, 'an object');
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const x = (checks[i] as Field)((v as Record<string, unknown>)[key], path === null ? null : path ? `${path}.${key}` : key);
      if (x !== undefined) out[key] = x;
    }
    return out;
  };
};
const ids = list(str);
const ACTION_FIELDS: Record<Action['type'], Record<string, Field>> = {
  pass: {},
  concede: {},
  playLand: { card: str },
  cast: { card: str, targets: optional(ids), payWith: optional(ids) },
  activate: { source: str, ability: num, targets: optional(ids), payWith: optional(ids), choice: optional(str) },
  declareAttackers: { attackers: list(record({ attacker: str, defender: str })), payWith: optional(ids) },
  declareBlockers: { blocks: list(record({ blocker: str, attacker: str })) },
  orderBlockers: { orders: list(record({ attacker: str, blockers: ids })) },
  orderAttackers: { orders: list(record({ blocker: str, attackers: ids })) },
  assignDamage: { assignments: list(record({ source: str, to: list(record({ target: str, amount: num })) })) },
  orderTriggers: { order: ids },
  chooseTargets: { object: str, targets: ids },
  choose: { object: str, choice: str },
  discard: { cards: ids },
  mulligan: { keep: bool, bottom: optional(ids) },
};

// Each action type's checker, made once.
const ACTION_CHECKERS = Object.fromEntries(Object.entries(ACTION_FIELDS).map(([type, fields]) => [type, record(fields)])) as Record<Action['type'], Field>;

/** A copy of the action with exactly its type's fields, or the refusal saying which field is wrong. */
function normalizeAction(action: Action): Action | EngineError {
  const check = Object.hasOwn(ACTION_CHECKERS, action.type) ? ACTION_CHECKERS[action.type] : undefined;
  if (!check) return refusal('action/malformed', '733.1', `There is no action of type "${action.type}".`);
  try {
    let fields: unknown;
    try {
      fields = check(action, null);
    } catch (e) {
      if (e !== UNNAMED) throw e;
      fields = check(action, '');
    }
    // The checked fields, then type and player (the key order a spread gave), without a second copy.
    const clean = fields as Record<string, unknown>;
    clean.type = action.type;
    clean.player = action.player;
    return clean as unknown as Action;
  } catch (e) {
    if (e instanceof Malformed) return refusal('action/malformed', '733.1', `The "${action.type}" action is malformed: ${e.message}.`);
    throw e;
  }
}

/** Checks who may act and whether the action answers the pending choice (before any change). */
function checkTurnToAct(state: GameState, action: Action): EngineError | null {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') {
    return refusal('action/malformed', '733.1', 'The action is not an object with a "type".');
  }
  if (typeof action.player !== 'string') return refusal('action/malformed', '733.1', `The "${action.type}" action has no "player" id.`);
  if (state.gameOver) return refusal('game/over', '104.1', 'The game is over.');
  const player = findPlayer(state, action.player);
  if (!player) return refusal('player/unknown', '102.1', `There is no player "${String(action.player)}".`);
  if (player.lost) return refusal('player/left', '104.3a', `${player.name} has left the game.`);
  // CR 104.3a: a player may concede at any time.
  if (action.type === 'concede') return null;
  const pending = state.pendingChoice;
  if (!pending) return refusal('game/no-choice', '117.1', 'No decision is pending.');
  const asked = findPlayer(state, pending.player)?.name ?? pending.player;
  if (!(ANSWERS[pending.type] ?? []).includes(action.type)) {
    const mana = manaAbilityOutsidePriority(state, action, player.name, pending, asked);
    if (mana) return mana;
    return refusal('choice/wrong-type', askedRule(pending), `The game is waiting for ${asked} to ${PENDING_TEXT[pending.type] ?? pending.type}; "${action.type}" does not answer that${attempted(state, action, player.name)}.`);
  }
  // The contract: a choice asked of a two-headed giant team may be answered by either of its players.
  if (!mayAnswer(state, pending, action.player)) {
    // CR 805.10, 810.7: a choice asked of a two-headed giant team is the team's; either of its players answers.
    const team = 'team' in pending && pending.team !== undefined ? teamOf(state, pending.player) : undefined;
    const whose = team ? `the decision of ${teamName(state, team)}'s team` : `${asked}'s decision`;
    return refusal('choice/wrong-player', askedRule(pending), `It is ${whose} (${PENDING_TEXT[pending.type]}), not ${player.name}'s${attempted(state, action, player.name)}.`, [player.id]);
  }
  return null;
}

/** CR 605.3a, 117.1d: a mana ability is activated while its controller has priority or pays a cost.
 *  Asked something else (blockers, a trigger's targets, a discard), no player has priority and no
 *  cost is being paid; a question on resolution about a payment is answered, and the engine pays. */
function manaAbilityOutsidePriority(state: GameState, action: Action, who: string, pending: NonNullable<GameState['pendingChoice']>, asked: string): EngineError | null {
  if (action.type !== 'activate' || isResolutionQuestion(state, pending)) return null;
  const o = typeof action.source === 'string' ? findObject(state, action.source) : undefined;
  if (!o || !Number.isInteger(action.ability) || activatedAbilities(cardDefinition(state, o.card))[action.ability]?.kind !== 'mana') return null;
  const attack = pending.type === 'declareAttackers' ? ' (the sources that pay a cost to attack are named in the declaration\'s payWith, 508.1i)' : '';
  return refusal('activate/mana-no-priority', '605.3a', `${who} can activate ${o.card}'s mana ability only while holding priority or paying a cost; the game is waiting for ${asked} to ${PENDING_TEXT[pending.type] ?? pending.type}${attack}.`, [o.id]);
}

/** Names the card an out-of-turn action is about: ", so Bruno cannot cast Shock now". */
function attempted(state: GameState, action: Action, who: string): string {
  const fields = action as { card?: unknown; source?: unknown };
  const id = action.type === 'activate' ? fields.source : action.type === 'cast' || action.type === 'playLand' ? fields.card : undefined;
  const name = typeof id === 'string' ? findObject(state, id)?.card : undefined;
  if (!name) return '';
  const verb = action.type === 'activate' ? `activate ${name}'s ability` : `${action.type === 'cast' ? 'cast' : 'play'} ${name}`;
  return `, so ${who} cannot ${verb} now`;
}

/** Applies a player's action. Returns the new state, or the reason it is illegal with the state untouched. */
export function applyAction(state: GameState, action: Action): ApplyResult {
  return applyObserved(state, action);
}

/** `applyAction`, with `onEntry` seeing the working state after each log entry (trace.ts). */
export function applyObserved(state: GameState, action: Action, onEntry?: (draft: GameState) => void): ApplyResult {
  const early = checkTurnToAct(state, action);
  if (early) return { ok: false, error: early };
  const clean = normalizeAction(action);
  if (!('type' in clean)) return { ok: false, error: clean };
  // A pass that only hands priority on needs no transaction (priority.ts); a traced one is made
  // entry by entry like any other action.
  if (clean.type === 'pass' && !onEntry) {
    const handed = handPriorityOn(state, clean.player);
    if (handed) return { ok: true, state: handed };
  }
  try {
    const next = transact(state, (g) => {
      perform(g, clean);
      settle(g);
    }, onEntry);
    return { ok: true, state: next };
  } catch (e) {
    if (e instanceof IllegalAction) return { ok: false, error: e.error };
    throw e;
  }
}

function perform(g: GameState, action: Action): void {
  switch (action.type) {
    case 'pass':
      passPriority(g, action.player);
      return;
    case 'playLand':
      checkInHand(g, action.player, action.card, 'land/not-in-hand', '305.1', 'play');
      throwIf(playLandRefusal(g, action.player, action.card));
      playLand(g, action.player, action.card);
      actionTaken(g, action.player);
      return;
    case 'cast': {
      checkInHand(g, action.player, action.card, 'cast/not-in-hand', '601.2a', 'cast');
      throwIf(castTimingRefusal(g, action.player, action.card));
      castSpell(g, action.player, action.card, action.targets ?? [], action.payWith);
      actionTaken(g, action.player);
      return;
    }
    case 'activate':
      checkActivate(g, action.player, action.source, action.ability);
      activateAbility(g, action.player, action.source, action.ability, action.targets ?? [], action.payWith, action.choice);
      actionTaken(g, action.player);
      return;
    case 'declareAttackers':
      declareAttackers(g, action.player, action.attackers, action.payWith);
      return;
    case 'declareBlockers':
      declareBlockers(g, action.player, action.blocks);
      return;
    case 'orderBlockers':
      orderBlockers(g, action.orders);
      return;
    case 'orderAttackers':
      orderAttackers(g, action.orders);
      return;
    case 'assignDamage':
      assignDamage(g, action.player, action.assignments);
      return;
    case 'discard':
      discard(g, action.player, action.cards);
      return;
    case 'mulligan':
      declareMulligan(g, action.player, action.keep, action.bottom);
      return;
    case 'concede':
      loseGame(g, action.player, `${getPlayer(g, action.player).name} concedes`, '104.3a');
      return;
    case 'orderTriggers':
      orderTriggers(g, action.player, action.order);
      return;
    case 'chooseTargets':
      chooseTriggerTargets(g, action.player, action.object, action.targets);
      return;
    case 'choose':
      choose(g, action.player, action.object, action.choice);
      return;
    default:
      exhaustive(action);
  }
}

/** A `choose` answers either a mode for a trigger being put on the stack (CR 603.3c) or a question
 *  asked as the top of the stack resolves (608.2d). */
function choose(g: GameState, player: string, object: string, choice: string): void {
  const pending = g.pendingChoice;
  // CR 603.3c for a mode chosen as a triggered ability goes on the stack; 608.2d for a choice made on resolution.
  const rule = pending?.type === 'choose' && (pending.rule === '603.3c' || pending.rule === '704.5j' || pending.rule === '615.7' || pending.rule === '704.5w' || pending.rule === '704.5x') ? pending.rule : '608.2d';
  if (pending?.type !== 'choose' || pending.object !== object) {
    refuse('choice/not-asked', rule, `No choice is being asked about "${object}"${pending?.type === 'choose' ? `; the choice asked is about ${pending.object}` : ''}.`, [object]);
  }
  if (!pending.options.includes(choice)) {
    const labelled = pending.options.map((o) => (pending.optionLabels?.[o] ? `${pending.optionLabels[o]} (${o})` : o)).join(' / ');
    const left = findPlayer(g, choice);
    if (left?.lost) {
      // CR 800.4a: a player who has left the game is no longer anything a choice on resolution can name;
      // 508.4a: a creature can't be put onto the battlefield attacking a player no longer in the game;
      // a state-based action's question keeps its own rule (704.5w: a battle's new protector).
      const leftRule = pending.rule === '508.4' ? '508.4a' : rule === '608.2d' ? '800.4a' : rule;
      const what = pending.token ? `${pending.token.name} ${pending.token.number} of ${pending.token.count} can't be put onto the battlefield attacking a player no longer in the game` : `${left.name} is no longer one of the options`;
      refuse('choice/left-game', leftRule, `${left.name} has left the game: ${what}; ${getPlayer(g, player).name} may choose ${labelled}.`, [object, choice]);
    }
    refuse('choice/option', rule, `"${choice}" is not one of the options: ${labelled}.`, [object]);
  }
  if (object === LEGEND_RULE_CHOICE) {
    keepLegend(g, choice);
    return;
  }
  if (object === SHIELD_CHOICE) {
    answerShieldChoice(g, choice);
    return;
  }
  if (pending.rule === '704.5w' || pending.rule === '704.5x') {
    chooseProtector(g, object, choice);
    return;
  }
  if (chooseTriggerMode(g, object, choice)) return;
  if (!answerResolutionQuestion(g, player, object, choice)) {
    refuse('choice/not-asked', '608.2d', `No choice is being asked about "${object}".`, [object]);
  }
}

function throwIf(error: EngineError | null): void {
  if (error) throw new IllegalAction(error);
}

function checkInHand(g: GameState, player: string, card: string, code: string, rule: string, verb: string): void {
  const o = findObject(g, card);
  const p = getPlayer(g, player);
  if (!o) refuse(code, rule, `There is no card "${card}".`, [card]);
  if (o.zone !== 'hand' || o.owner !== player) refuse(code, rule, `${p.name} can ${verb} ${o.card} only from their hand; it is in ${o.owner === player ? 'their' : "another player's"} ${o.zone}.`, [card]);
}

/** CR 602.2: only an ability's controller activates it, from a permanent on the battlefield; an
 *  ability that functions from the hand (cycling, CR 702.29a) only from its owner's hand. */
function checkActivate(g: GameState, player: string, source: string, index: number): void {
  const o = findObject(g, source);
  if (!o) refuse('activate/unknown', '602.2', `There is no object "${source}".`, [source]);
  const ability = Number.isInteger(index) ? activatedAbilities(cardDefinition(g, o.card))[index] : undefined;
  const fromHand = ability?.kind === 'activated' && ability.zone === 'hand';
  if (fromHand) {
    if (o.zone !== 'hand' || o.owner !== player) {
      refuse('activate/not-in-hand', '702.29a', `${o.card}'s ability can be activated only while the card is in its owner's hand (${getPlayer(g, player).name} would need it in their hand; it is in ${o.owner === player ? 'their' : "another player's"} ${o.zone}).`, [source]);
    }
    return;
  }
  if (o.zone !== 'battlefield') refuse('activate/not-on-battlefield', '602.2', `${o.card} is not on the battlefield.`, [source]);
  if (o.phasedOut) refuse('activate/phased-out', '702.26b', `${o.card} is phased out: it is treated as though it doesn't exist, so its abilities can't be activated.`, [source]);
  if (o.controller !== player) refuse('activate/not-controller', '602.2', `${getPlayer(g, player).name} does not control ${o.card}, so they cannot activate its abilities.`, [source]);
  if (!ability) {
    refuse('activate/no-ability', '602.1', `${o.card} has no activated ability number ${index} (abilities are numbered from 0 in printed order, mana abilities included).`, [source]);
  }
}

/** CR 514.1: the active player discards down to their maximum hand size. */
function discard(g: GameState, player: string, cards: string[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'discard') return;
  const p = getPlayer(g, player);
  if (!Array.isArray(cards) || cards.length !== pending.count || new Set(cards).size !== cards.length) {
    refuse('discard/count', '514.1', `${p.name} must discard exactly ${pending.count} different card${pending.count === 1 ? '' : 's'}.`, cards ?? []);
  }
  for (const id of cards) if (!p.hand.includes(id)) refuse('discard/not-in-hand', '514.1', `${findObject(g, id)?.card ?? id} is not in ${p.name}'s hand.`, [id]);
  for (const id of cards) {
    log(g, `${p.name} discards ${getObject(g, id).card}`, '514.1');
    moveObject(g, id, 'graveyard');
  }
  g.pendingChoice = null;
  continueCleanup(g);
}
