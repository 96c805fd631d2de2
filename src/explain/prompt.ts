// prompt.ts: what the deciding player is asked, in the reader's language: "Bruno has priority — pass
// to resolve Shock". The same cases as the store's English describePending, as messages.
import { logEntries, type GameState, type PendingChoice } from '../engine';
import { explainLogEntry } from './log';
import { cite } from './rules';
import type { Explanation, Param } from './types';
import { namesIn, type NameOf } from './names';
import { abilityOf, choiceName, stepInSentence } from './vocabulary';

/** The rule each kind of choice is asked under. */
export const CHOICE_RULES: Readonly<Record<PendingChoice['type'], string>> = {
  priority: '117.1', declareAttackers: '508.1', declareBlockers: '509.1', orderBlockers: '510.1c',
  orderAttackers: '510.1d', assignDamage: '510.1', orderTriggers: '603.3b', chooseTargets: '603.3d',
  choose: '608.2d', discard: '514.1', mulligan: '103.5',
};

function othersOf(state: GameState, player: string): string[] {
  // CR 805.5b: in two-headed giant the other team passes as one, recorded as its primary player.
  const m = state.multiplayer;
  if (m?.variant === 'two-headed-giant') {
    return m.teams.filter((t) => !t.players.includes(player) && t.players.some((id) => state.players.some((p) => p.id === id && !p.lost))).map((t) => t.players[0] ?? t.id);
  }
  return state.players.filter((p) => p.id !== player && !p.lost).map((p) => p.id);
}

/** Priority in words. Whether a pass resolves the top of the stack or ends the step is read from the
 *  engine's record of who has passed in succession (CR 117.4). */
export function priorityPrompt(state: GameState, player: string, names: NameOf = namesIn(state)): Explanation {
  const others = othersOf(state, player);
  const othersPassed = others.every((p) => state.passedInSuccession.includes(p));
  const top = state.stack.at(-1);
  const who = names(player);
  const step = stepInSentence(state.turn.step);
  if (top) {
    const object = names(top.id);
    return othersPassed
      ? cite('common:prompt.priority.resolve', '117.4', { player: who, object })
      : cite('common:prompt.priority.respond', '117.3d', { player: who, object, others: others.map(names) });
  }
  return othersPassed
    ? cite('common:prompt.priority.endStep', '117.4', { player: who, step })
    : cite('common:prompt.priority.act', '117.3d', { player: who, step, others: others.map(names) });
}

/** The object a choice is about: on the stack, or a trigger being put there, by its name. */
function objectOfChoice(pending: { object: string; card?: string }, names: NameOf): Param {
  const named = names(pending.object);
  return named === pending.object && pending.card ? abilityOf(pending.card) : named;
}

const CHOOSE_KEYS: Readonly<Record<string, string>> = {
  '603.3c': 'mode', '603.5': 'optional', '701.22a': 'scry', '608.2d': 'putCreature', '508.4': 'tokenDefender', '704.5j': 'legendRule', '615.7': 'preventionShield',
  '704.5w': 'battleProtector', '704.5x': 'battleProtector',
};

type Choose = Extract<PendingChoice, { type: 'choose' }>;

/** A "choose" question in words, carrying all the engine's sentence says but the ids it names objects by
 *  (the table lights the objects instead). */
function choosePrompt(pending: Choose, names: NameOf): Explanation {
  const rule = pending.rule ?? CHOICE_RULES.choose;
  const player = names(pending.player);
  const object = objectOfChoice(pending, names);
  const kind = (pending.rule && CHOOSE_KEYS[pending.rule]) || 'other';
  switch (kind) {
    case 'optional':
      // The engine offers only "no" when the optional payment can't be made now (CR 608.2d).
      return cite(`common:prompt.choose.${pending.options.includes('yes') ? 'optional' : 'optionalUnaffordable'}`, rule, { player, object });
    case 'tokenDefender':
      return pending.token
        ? cite('common:prompt.choose.tokenDefenderNumbered', rule, { player, object, token: pending.token.name, number: pending.token.number, count: pending.token.count })
        : cite('common:prompt.choose.tokenDefender', rule, { player, object });
    case 'preventionShield': {
      // A shield's division among sources (CR 615.7): its `object` names no object either.
      const shield = pending.shield;
      if (!shield) return cite('common:prompt.choose.other', rule, { player, object });
      return cite('common:prompt.choose.preventionShield', rule, {
        player, card: shield.card, target: names(shield.target), source: names(shield.source), damage: shield.damage, left: shield.left, total: shield.total,
      });
    }
    case 'legendRule':
      // The legend rule's options are the permanents sharing the name; its `object` names no object.
      return cite('common:prompt.choose.legendRule', rule, { player, count: pending.options.length, card: names(pending.options[0] ?? '') });
    default:
      return cite(`common:prompt.choose.${kind}`, rule, { player, object });
  }
}

/** An answer of a "choose" question in words: the legend rule's permanents, which share a name, by
 *  their place in the list (the engine's labels add their ids); others by `choiceName`. */
export function optionName(pending: Choose, option: string, names: NameOf): Param {
  if (pending.rule === '704.5j') return { key: 'common:choice.legendCopy', params: { card: names(option), number: pending.options.indexOf(option) + 1 } };
  if (pending.rule === '615.7' && pending.shield) return { key: 'common:choice.preventAmount', params: { count: Number(option), source: names(pending.shield.source), damage: pending.shield.damage } };
  return choiceName(option, pending.optionLabels);
}

/** What the deciding player is asked now, or the game's result, or that nobody is asked. */
export function promptFor(state: GameState, names: NameOf = namesIn(state)): Explanation {
  const pending = state.pendingChoice;
  if (!pending) {
    if (state.gameOver) {
      const w = state.gameOver.winner;
      // Why: the log line of the (last) player who lost, with its rule (704.5a at 0 life, 704.5b for
      // an empty library, 104.3a for a concession).
      const lost = logEntries(state).findLast((e) => e.event?.kind === 'lost');
      const why = lost ? explainLogEntry(lost, 0, names) : null;
      const reason = why ? { key: why.key, ...(why.params ? { params: why.params } : {}) } : null;
      if (reason) return cite(w ? 'common:prompt.gameOver.winsBecause' : 'common:prompt.gameOver.drawBecause', why?.rule, { player: w ? names(w) : '', reason });
      return w ? cite('common:prompt.gameOver.wins', undefined, { player: names(w) }) : cite('common:prompt.gameOver.draw', undefined);
    }
    return cite('common:prompt.none', undefined);
  }
  return pendingPrompt(state, pending, names);
}

/** The players of a two-headed giant team, by name (CR 810.1). */
function teamOfChoice(state: GameState, team: string, names: NameOf): Param[] {
  const m = state.multiplayer;
  const players = m?.variant === 'two-headed-giant' ? (m.teams.find((t) => t.id === team)?.players ?? []) : [];
  return players.map(names);
}

export function pendingPrompt(state: GameState, pending: PendingChoice, names: NameOf = namesIn(state)): Explanation {
  const player = names(pending.player);
  const rule = CHOICE_RULES[pending.type];
  switch (pending.type) {
    case 'priority':
      return priorityPrompt(state, pending.player, names);
    case 'declareAttackers':
      // CR 805.10b: in two-headed giant the active team declares one combined attack.
      if (pending.team !== undefined) return cite('common:prompt.declareAttackersForTeam', '805.10b', { player, team: teamOfChoice(state, pending.team, names) });
      return cite('common:prompt.declareAttackers', rule, { player });
    case 'declareBlockers':
      // CR 805.10d: in two-headed giant the defending team declares one combined block.
      if (pending.team !== undefined) return cite('common:prompt.declareBlockersForTeam', '805.10d', { player, team: teamOfChoice(state, pending.team, names) });
      // CR 802.4: in a multiplayer game each defending player blocks only what attacks them.
      return state.multiplayer ? cite('common:prompt.declareBlockersFor', '802.4', { player }) : cite('common:prompt.declareBlockers', rule, { player });
    case 'orderBlockers':
      return cite('common:prompt.orderBlockers', rule, { player });
    case 'orderAttackers':
      return cite('common:prompt.orderAttackers', rule, { player });
    case 'assignDamage':
      return cite('common:prompt.assignDamage', rule, { player, sources: pending.sources.map((s) => names(s.source)) });
    case 'orderTriggers':
      return pending.others?.length
        ? cite('common:prompt.orderTriggersApnap', pending.rule ?? rule, { player, count: pending.triggers.length, others: [...new Set(pending.others.map((t) => t.controller ?? ''))].filter(Boolean).map(names) })
        : cite('common:prompt.orderTriggers', pending.rule ?? rule, { player, count: pending.triggers.length });
    case 'chooseTargets':
      return cite('common:prompt.chooseTargets', pending.rule ?? rule, { player, object: objectOfChoice(pending, names) });
    case 'choose':
      return choosePrompt(pending, names);
    case 'discard':
      return cite('common:prompt.discard', rule, { player, count: pending.count });
    case 'mulligan':
      return pending.mulligans > 0
        ? cite('common:prompt.mulliganBottom', rule, { player, count: pending.mulligans })
        : cite('common:prompt.mulligan', rule, { player });
  }
}
