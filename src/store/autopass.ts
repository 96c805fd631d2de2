// autopass.ts: automatic passing as store policy (STYLE §4). The engine never passes by itself: this
// decides, from a player's stops (autopassSettings.ts) and the engine's own pending choice and legal
// actions, whether the deciding player's answer is an empty one (a pass, no attackers, no blockers)
// that can be given for them, and says why, so every automatic pass can be logged.
import { findObject, legalActions, type Action, type ApplyResult, type EngineError, type GameState, type PendingChoice, type PlayerId, type Step } from '../engine';
import type { Message } from '../explain/types';
import { isPassingUntil, stopsFor, type AutoPassSettings, type PlayerStops, type RespondStops } from './autopassSettings';

export * from './autopassSettings';

export type AutoPassDecision =
  | { pass: true; player: PlayerId; action: Action; reason: string; why: Message }
  | { pass: false; player: PlayerId | null; reason: string };

/** One automatic answer, with the line for the table's log ("Ana passed (no stop in upkeep)"). */
export interface AutoPass {
  player: PlayerId;
  action: Action;
  reason: string;
  line: string;
  /** The line as a message, for the table's log in the reader's language. */
  message: Message;
}

export type AutoPassEnd =
  | { kind: 'stop'; player: PlayerId | null; reason: string }
  | { kind: 'gameOver' }
  /** The table's own end for passing reached (a lesson's goal): nothing more is passed from here. */
  | { kind: 'halted' }
  | { kind: 'refused'; error: EngineError }
  | { kind: 'limit' };

export interface AutoPassRun {
  state: GameState;
  passes: AutoPass[];
  end: AutoPassEnd;
}

/** Passes in one run at most. A turn with no stops at all takes about 25; the bound only guards
 *  against settings under which nobody ever stops (the game would run to someone's empty library). */
export const AUTOPASS_LIMIT = 500;

const STEP_LABELS: Record<Step, string> = {
  untap: 'untap', upkeep: 'upkeep', draw: 'draw step', main1: 'precombat main phase', beginCombat: 'beginning of combat',
  declareAttackers: 'declare attackers', declareBlockers: 'declare blockers', combatDamage: 'combat damage',
  endCombat: 'end of combat', main2: 'postcombat main phase', end: 'end step', cleanup: 'cleanup',
};

const RESPOND_STEPS: Record<RespondStops, readonly Step[] | 'all'> = {
  never: [],
  combat: ['declareAttackers', 'declareBlockers'],
  always: 'all',
};

/** Why a choice other than priority always stops: it is a real decision, not a pass. */
const CHOICE_REASONS: Record<Exclude<PendingChoice['type'], 'priority'>, string> = {
  declareAttackers: 'attackers to declare',
  declareBlockers: 'blockers to declare',
  orderBlockers: 'blockers to order',
  orderAttackers: 'attackers to order',
  assignDamage: 'combat damage to assign',
  orderTriggers: 'triggered abilities to order',
  chooseTargets: 'targets to choose',
  choose: 'a choice to make',
  discard: 'cards to discard',
  mulligan: 'an opening hand to keep or mulligan',
};

const playerName = (game: GameState, id: PlayerId): string => game.players.find((p) => p.id === id)?.name ?? id;
const cardName = (game: GameState, id: string): string => findObject(game, id)?.card ?? id;

/** Whether the deciding player's answer can be given automatically now, and why (or why not). */
export function decideAutoPass(game: GameState, settings: AutoPassSettings): AutoPassDecision {
  const pending = game.pendingChoice;
  if (game.gameOver || !pending) return { pass: false, player: null, reason: game.gameOver ? 'the game is over' : 'nobody is asked to act' };
  const stops = stopsFor(settings, pending.player);
  return pending.type === 'priority' ? decidePriority(game, pending.player, stops) : decideChoice(game, pending, stops);
}

/** The action to take for the deciding player automatically, or null when they must decide. */
export function nextAutoPass(game: GameState, settings: AutoPassSettings): Action | null {
  const decision = decideAutoPass(game, settings);
  return decision.pass ? decision.action : null;
}

function decideChoice(game: GameState, pending: Exclude<PendingChoice, { type: 'priority' }>, stops: PlayerStops): AutoPassDecision {
  const stop: AutoPassDecision = { pass: false, player: pending.player, reason: CHOICE_REASONS[pending.type] };
  if (stops.fullControl) return { ...stop, reason: 'full control' };
  if (pending.type === 'declareAttackers') {
    const able = pending.attackers.some((o) => o.defenders.length > 0);
    const reason = !able ? 'no creature can attack' : !stops.askToAttack ? 'not asked to attack' : null;
    const none = reason && emptyDeclaration(game, 'declareAttackers');
    return none ? { pass: true, player: pending.player, action: none, reason, why: reasonMessage(able ? 'notAskedToAttack' : 'noAttacker') } : stop;
  }
  if (pending.type === 'declareBlockers') {
    const able = pending.blockers.some((o) => o.attackers.length > 0);
    const reason = !able ? 'no creature can block' : !stops.askToBlock ? 'not asked to block' : null;
    const none = reason && emptyDeclaration(game, 'declareBlockers');
    return none ? { pass: true, player: pending.player, action: none, reason, why: reasonMessage(able ? 'notAskedToBlock' : 'noBlocker') } : stop;
  }
  return stop;
}

/** The empty declaration, only when the engine offers it (a creature that must attack or block makes
 *  it illegal, and then the player is asked). */
function emptyDeclaration(game: GameState, type: 'declareAttackers' | 'declareBlockers'): Action | null {
  return legalActions(game).actions.find((a) =>
    (a.type === 'declareAttackers' && type === a.type && a.attackers.length === 0) ||
    (a.type === 'declareBlockers' && type === a.type && a.blocks.length === 0)) ?? null;
}

function decidePriority(game: GameState, player: PlayerId, stops: PlayerStops): AutoPassDecision {
  const stop = (reason: string): AutoPassDecision => ({ pass: false, player, reason });
  const pass = (reason: string, why: Message): AutoPassDecision => ({ pass: true, player, action: { type: 'pass', player }, reason, why });
  if (stops.fullControl) return stop('full control');
  // What the player could do here, asked of the engine once and only when a stop needs it.
  let able: string | null | undefined;
  const could = (): string | null => (able === undefined ? (able = somethingToDo(game)) : able);
  const top = game.stack.at(-1);
  // Something an opponent controls on the stack is news, even while passing until later: the player
  // may want to respond. With automatic passing, only when they could.
  const theirs = game.stack.findLast((item) => item.controller !== player);
  if (theirs) {
    if (!stops.onlyWhenAble || could()) return stop(`${stackLabel(theirs)} on the stack`);
    return pass(`nothing to respond to ${stackLabel(theirs)} with`, reasonMessage('nothingToRespond', { object: stackMessage(theirs) }));
  }
  const passingUntil = isPassingUntil(game, player, stops.passUntil);
  if (top) {
    if (stops.stack === 'any' && !passingUntil && (!stops.onlyWhenAble || could())) return stop(`${stackLabel(top)} on the stack`);
    return pass(`only their own ${stackLabel(top)} on the stack`, reasonMessage('ownStack', { object: stackMessage(top) }));
  }
  if (passingUntil) {
    return stops.passUntil?.kind === 'endOfTurn'
      ? pass('passing until end of turn', reasonMessage('untilEndOfTurn'))
      : pass(`passing until ${playerName(game, player)}'s next turn`, reasonMessage('untilNextTurn', { player: playerName(game, player) }));
  }
  const own = game.turn.activePlayer === player;
  const step = game.turn.step;
  const where = own ? STEP_LABELS[step] : `${playerName(game, game.turn.activePlayer)}'s ${STEP_LABELS[step]}`;
  const stepThe: Message = { key: `common:stepThe.${step}` };
  const active = playerName(game, game.turn.activePlayer);
  if ((own ? stops.ownTurn : stops.opponentTurn)[step]) {
    if (!stops.onlyWhenAble || could()) return stop(`stop in ${where}`);
    return pass(`nothing to do in ${where}`, own ? reasonMessage('nothingToDo', { step: stepThe }) : reasonMessage('nothingToDoTheirs', { step: stepThe, player: active }));
  }
  const respondSteps = RESPOND_STEPS[stops.respond];
  if (respondSteps === 'all' || respondSteps.includes(step)) {
    const response = could();
    if (response) return stop(`could ${response}`);
  }
  const why = own ? reasonMessage('noStop', { step: stepThe }) : reasonMessage('noStopTheirs', { step: stepThe, player: active });
  return pass(`no stop in ${where}`, why);
}

/** A pass reason as a message of the `hotseat` namespace. */
function reasonMessage(kind: string, params?: Message['params']): Message {
  return { key: `hotseat:autopass.reason.${kind}`, ...(params ? { params } : {}) };
}

function stackMessage(item: GameState['stack'][number]): Message | string {
  return item.kind === 'ability' ? { key: 'hotseat:autopass.ability', params: { card: item.card } } : item.card;
}

function stackLabel(item: GameState['stack'][number]): string {
  return item.kind === 'ability' ? `${item.card}'s ability` : item.card;
}

/**
 * Something the deciding player could do now, from the engine's legal actions, or null: a spell to
 * cast (at this moment the engine offers only instants and flash outside a main phase of theirs), a
 * land to play, an ability to activate. A mana ability is not something to do on its own (CR 605.3a:
 * it is activated while paying, or to no end): the engine lists those apart, in `manaAbilities`.
 */
export function somethingToDo(game: GameState): string | null {
  for (const a of legalActions(game).actions) {
    if (a.type === 'cast') return `cast ${cardName(game, a.card)}`;
    if (a.type === 'playLand') return `play ${cardName(game, a.card)}`;
    if (a.type === 'activate') return `activate ${cardName(game, a.source)}`;
  }
  return null;
}

const DID: Partial<Record<Action['type'], string>> = { declareAttackers: 'declared no attackers', declareBlockers: 'declared no blockers' };

/** "Ana passed (no stop in upkeep)", "Bruno declared no blockers (no creature can block)". */
export function autoPassLine(game: GameState, action: Action, reason: string): string {
  return `${playerName(game, action.player)} ${DID[action.type] ?? 'passed'} (${reason})`;
}

/** The same line as a message: the player, what was done for them, and why. */
export function autoPassMessage(game: GameState, action: Action, why: Message): Message {
  const did = action.type === 'declareAttackers' || action.type === 'declareBlockers' ? action.type : 'pass';
  return { key: `hotseat:autopass.line.${did}`, params: { player: playerName(game, action.player), reason: why } };
}

/**
 * Applies automatic passes until a player must decide, the game ends, `apply` refuses, `halt` says
 * a state is where passing ends (a lesson's goal, so the play does not run past it), or `limit`
 * passes were made. `apply` is the engine's `applyAction` or the store's dispatch, so every pass goes
 * through the same write path as a click.
 */
export function runAutoPasses(
  game: GameState,
  settings: AutoPassSettings,
  apply: (state: GameState, action: Action) => ApplyResult,
  limit: number = AUTOPASS_LIMIT,
  halt?: (state: GameState) => boolean,
): AutoPassRun {
  const passes: AutoPass[] = [];
  let state = game;
  for (;;) {
    if (state.gameOver) return { state, passes, end: { kind: 'gameOver' } };
    if (halt?.(state)) return { state, passes, end: { kind: 'halted' } };
    const decision = decideAutoPass(state, settings);
    if (!decision.pass) return { state, passes, end: { kind: 'stop', player: decision.player, reason: decision.reason } };
    if (passes.length >= limit) return { state, passes, end: { kind: 'limit' } };
    const result = apply(state, decision.action);
    if (!result.ok) return { state, passes, end: { kind: 'refused', error: result.error } };
    passes.push({
      player: decision.player, action: decision.action, reason: decision.reason,
      line: autoPassLine(state, decision.action, decision.reason), message: autoPassMessage(state, decision.action, decision.why),
    });
    state = result.state;
  }
}

/** Where undo should land: the latest earlier state in which a player had to decide (undoing into a
 *  state that would be passed automatically again would undo nothing). -1 when there is none. */
export function lastStopIndex(past: readonly GameState[], settings: AutoPassSettings): number {
  for (let i = past.length - 1; i >= 0; i--) {
    const state = past[i];
    if (state && !decideAutoPass(state, settings).pass) return i;
  }
  return -1;
}
