// step.ts: the current step explained: what happens in it, its turn-based actions, what happened since
// it began, who must decide what, and what they may and may not do (from the engine's pending choice
// and legalActions).
import { legalActions, logEntries, type Action, type GameState, type LegalActions, type PendingChoice, type Step } from '../engine';
import { explainLogEntry, currentStepStart, type LogExplanation } from './log';
import { optionName, pendingPrompt, promptFor } from './prompt';
import { explainClosed, explainCondition } from './refusal';
import { cite } from './rules';
import type { Explanation, Message, Param } from './types';
import { namesIn, type NameOf } from './names';
import { STEP_RULES, keywordName, stepName } from './vocabulary';

export interface StepExplanation {
  step: Step;
  /** "Turn 3 — Ana's turn: Declare blockers step". */
  title: Message;
  /** What happens in this step, citing its section. */
  about: Explanation;
  /** The step's turn-based actions (those that happen without anyone choosing to, or that the rules
   *  make a player do), for this step as it is now: a first-strike damage step, a first turn's draw… */
  turnBasedActions: Explanation[];
  /** What happened since the step began, entry by entry. */
  happened: LogExplanation[];
  /** Who must decide what now (or the game's result), citing the rule the choice is asked under. */
  decision: Explanation;
  /** What the deciding player may do. */
  options: Explanation[];
  /** What they may not do now, and why. */
  closed: Explanation[];
}

/** Which version of the step's description fits: the combat damage step has three. */
function aboutKey(state: GameState): { key: string; rule: string } {
  const step = state.turn.step;
  const c = state.combat;
  if (step === 'combatDamage' && c?.hasFirstStrikeStep) {
    return c.firstStrikeStepDone ? { key: 'explain:step.combatDamage.aboutSecond', rule: '510.4' } : { key: 'explain:step.combatDamage.aboutFirstStrike', rule: '510.4' };
  }
  return { key: `explain:step.${step}.about`, rule: STEP_RULES[step] };
}

function turnBasedActions(state: GameState): Explanation[] {
  const t = state.turn;
  const tba = (name: string, rule: string, params?: Record<string, Param>): Explanation => cite(`explain:tba.${name}`, rule, params);
  const legacy = state.rules === 'legacy-damage-order';
  switch (t.step) {
    case 'untap':
      return [tba('untap', '502.3'), tba('noPriorityUntap', '502.4')];
    case 'upkeep':
      return [tba('none', '503.1')];
    case 'draw':
      return t.number === 1 && t.activePlayer === t.firstPlayer ? [tba('skipFirstDraw', '103.8a')] : [tba('draw', '504.1')];
    case 'main1':
    case 'main2':
      return [tba('noneMain', '505.1')];
    case 'beginCombat':
      return [tba('defendingPlayer', '507.1')];
    case 'declareAttackers':
      return [tba('declareAttackers', '508.1'), tba('noAttackersSkip', '508.8')];
    case 'declareBlockers':
      return legacy ? [tba('declareBlockers', '509.1'), tba('legacyOrder', '510.1c')] : [tba('declareBlockers', '509.1')];
    case 'combatDamage': {
      const c = state.combat;
      const strike = c?.hasFirstStrikeStep ? [tba(c.firstStrikeStepDone ? 'secondDamageStep' : 'firstStrikeStep', '510.4')] : [];
      return [...strike, tba(legacy ? 'assignDamageLegacy' : 'assignDamage', '510.1'), tba('dealDamage', '510.2')];
    }
    case 'endCombat':
      return [tba('none', '511.1'), tba('removedFromCombat', '511.3')];
    case 'end':
      return [tba('none', '513.1')];
    case 'cleanup':
      return [tba('discardToHandSize', '514.1'), tba('damageWearsOff', '514.2'), tba('noPriorityCleanup', '514.3a')];
  }
}

const uniq = (xs: Param[]): Param[] => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = JSON.stringify(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** What the player with priority may do: pass (and what passing does), cast, play a land, activate. */
function priorityOptions(state: GameState, legal: LegalActions, names: NameOf): Explanation[] {
  const of = <T extends Action['type']>(type: T) => legal.actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
  const out: Explanation[] = [];
  const casts = uniq(of('cast').map((a) => names(a.card)));
  if (casts.length) out.push(cite('explain:option.cast', '601.2', { cards: casts }));
  const lands = uniq(of('playLand').map((a) => names(a.card)));
  if (lands.length) out.push(cite('explain:option.playLand', '305.1', { cards: lands }));
  const activations = uniq(of('activate').map((a) => names(a.source)));
  if (activations.length) out.push(cite('explain:option.activate', '602.2', { cards: activations }));
  if (of('pass').length) {
    const prompt = pendingPrompt(state, legal.pending as PendingChoice, names);
    const what = prompt.key.split('.').at(-1) ?? 'act';
    out.push(cite(`explain:option.pass.${what}`, what === 'resolve' || what === 'endStep' ? '117.4' : '117.3d', prompt.params as Record<string, Param>));
  }
  return out;
}

function choiceOptions(state: GameState, pending: PendingChoice, names: NameOf): Explanation[] {
  switch (pending.type) {
    case 'priority':
      return [];
    case 'declareAttackers': {
      const able = pending.attackers.filter((o) => o.defenders.length > 0);
      const out = able.length ? [cite('explain:option.attackWith', '508.1a', { cards: able.map((o) => names(o.creature)) })] : [cite('explain:option.noAttackers', '508.1a')];
      for (const o of pending.attackers) if (o.mustAttack) out.push(cite('explain:option.mustAttack', '508.1d', { card: names(o.creature) }));
      out.push(cite('explain:option.attackNobody', '508.1'));
      for (const o of pending.attackers) for (const c of o.conditions ?? []) out.push(explainCondition(c));
      return out;
    }
    case 'declareBlockers': {
      const out: Explanation[] = [];
      for (const o of pending.blockers) {
        if (o.attackers.length) out.push(cite('explain:option.blockWith', '509.1a', { blocker: names(o.creature), attackers: o.attackers.map(names) }));
        if (o.maxAttackers > 1) out.push(cite('explain:option.blockSeveral', '509.1a', { blocker: names(o.creature), count: o.maxAttackers }));
        if (o.mustBlock) out.push(cite('explain:option.mustBlock', '509.1c', { card: names(o.creature) }));
      }
      out.push(cite('explain:option.blockNobody', '509.1'));
      for (const o of pending.blockers) for (const c of o.conditions ?? []) out.push(explainCondition(c));
      return out;
    }
    case 'orderBlockers':
      return pending.attackers.map((a) => cite('explain:option.orderBlockers', '510.1c', { attacker: names(a.attacker), blockers: a.blockers.map(names) }));
    case 'orderAttackers':
      return pending.blockers.map((b) => cite('explain:option.orderAttackers', '510.1d', { blocker: names(b.blocker), attackers: b.attackers.map(names) }));
    case 'assignDamage':
      return pending.sources.flatMap((s) => {
        const lethal = s.recipients.filter((r) => r.kind === 'creature').map((r): Param => ({ key: 'common:pair.lethal', params: { card: names(r.target), count: Math.max(0, r.lethal) } }));
        const rule = state.combat?.attackers.some((a) => a.id === s.source) ? '510.1c' : '510.1d';
        const out = [cite('explain:option.assign', rule, { source: names(s.source), count: s.power, recipients: s.recipients.map((r) => names(r.target)) })];
        if (lethal.length) out.push(cite('explain:option.lethal', '702.19b', { needs: lethal }));
        if (s.trample) out.push(cite('explain:option.trample', '702.19b', { source: names(s.source), keyword: keywordName('trample') }));
        if (s.deathtouch) out.push(cite('explain:option.deathtouch', '702.2c', { source: names(s.source), keyword: keywordName('deathtouch') }));
        return out;
      });
    case 'orderTriggers': {
      // Each ability by its own name: two of one card ("Hero of Bladehold's battle cry") read apart.
      const out = [cite('explain:option.orderTriggers', pending.rule ?? '603.3b', { cards: pending.triggers.map((t) => names(t.id)) })];
      if (pending.others?.length) out.push(cite('explain:option.othersResolveFirst', '603.3b', { cards: pending.others.map((t) => names(t.id)) }));
      return out;
    }
    case 'chooseTargets':
      return [cite('explain:option.targets', pending.rule ?? '603.3d', { targets: pending.legalTargets.map(names) })];
    case 'choose':
      return [cite('explain:option.choices', pending.rule ?? '608.2d', { choices: pending.options.map((o) => optionName(pending, o, names)) })];
    case 'discard':
      return [cite('explain:option.discard', '514.1', { count: pending.count })];
    case 'mulligan':
      return [cite('explain:option.keep', '103.5'), cite('explain:option.mulligan', '103.5')];
  }
}

/** The current step explained. `legal` may be passed when already computed (the store memoises it). */
export function explainStep(state: GameState, legal: LegalActions = legalActions(state)): StepExplanation {
  const names = namesIn(state);
  const entries = logEntries(state);
  const start = currentStepStart(entries);
  const about = aboutKey(state);
  const pending = state.pendingChoice;
  const options = !pending ? [] : pending.type === 'priority' ? priorityOptions(state, legal, names) : choiceOptions(state, pending, names);
  // CR 103.5: the mulligans come before the first turn; turn 1's untap step has not begun.
  const beforeGame = state.pregame !== null;
  return {
    step: state.turn.step,
    title: beforeGame
      ? { key: 'explain:step.beforeGameTitle', params: { player: names(state.turn.activePlayer) } }
      : { key: 'explain:step.title', params: { turn: state.turn.number, player: names(state.turn.activePlayer), step: stepName(state.turn.step) } },
    about: beforeGame ? cite('explain:step.beforeGame.about', '103.5') : cite(about.key, about.rule),
    turnBasedActions: beforeGame ? [] : turnBasedActions(state),
    happened: entries.slice(start).map((e, i) => explainLogEntry(e, start + i, names)),
    decision: promptFor(state, names),
    options,
    closed: legal.closed.map((c) => explainClosed(c, names)),
  };
}
