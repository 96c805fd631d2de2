// selectChoices.ts: the questions asked on the stack panel: triggers to order (CR 603.3b), targets
// for a trigger (603.3d), "you may" and modes (603.5, 700.2), and the legacy damage orders.
import type { PlayerId } from '../engine';
import { memoByGame } from './memo';
import { nameOf } from './names';

export interface TriggerItemView {
  id: string;
  source: string;
  sourceName: string;
  text: string;
}

export interface TriggerOrderingView {
  player: PlayerId;
  playerName: string;
  triggers: Map<string, TriggerItemView>;
  /** Set when other players also have triggers waiting now: APNAP order applies (CR 101.4, 603.3b). */
  apnap: { activeName: string; others: string[] } | null;
}

/** The triggers the deciding player orders, and whether APNAP needs explaining. */
export const selectTriggerOrdering = memoByGame((game): TriggerOrderingView | null => {
  const pending = game.pendingChoice;
  if (pending?.type !== 'orderTriggers') return null;
  const triggers = new Map(
    pending.triggers.map((t) => [t.id, { id: t.id, source: t.source, sourceName: nameOf(game, t.source), text: t.text }]),
  );
  // The engine keeps the triggers that wait to be put on the stack; an older engine may not have
  // the field, so it is read defensively.
  const waiting = (game as { pendingTriggers?: { controller: PlayerId }[] }).pendingTriggers ?? [];
  const controllers = new Set(waiting.map((t) => t.controller));
  controllers.add(pending.player);
  const apnap =
    controllers.size > 1
      ? { activeName: nameOf(game, game.turn.activePlayer), others: [...controllers].filter((p) => p !== game.turn.activePlayer).map((p) => nameOf(game, p)) }
      : null;
  return { player: pending.player, playerName: nameOf(game, pending.player), triggers, apnap };
});

export interface TargetChoiceView {
  object: string;
  objectName: string;
  targets: { id: string; name: string }[];
}

export const selectTargetChoice = memoByGame((game): TargetChoiceView | null => {
  const pending = game.pendingChoice;
  if (pending?.type !== 'chooseTargets') return null;
  return {
    object: pending.object,
    objectName: nameOf(game, pending.object),
    targets: pending.legalTargets.map((id) => ({ id, name: nameOf(game, id) })),
  };
});

/** Objects a click may choose now as targets (a trigger's targets). */
export const selectChoosableTargets = memoByGame((game): Set<string> => {
  const pending = game.pendingChoice;
  return new Set(pending?.type === 'chooseTargets' ? pending.legalTargets : []);
});

export interface OrderGroupView {
  /** The attacker (orderBlockers) or blocker (orderAttackers) whose list is ordered. */
  key: string;
  keyName: string;
  items: string[];
}

/** Legacy rules (pre-2024 CR 509.2–509.3): the lists to put in damage assignment order. */
export const selectOrderGroups = memoByGame((game): OrderGroupView[] => {
  const pending = game.pendingChoice;
  if (pending?.type === 'orderBlockers') return pending.attackers.map((a) => ({ key: a.attacker, keyName: nameOf(game, a.attacker), items: a.blockers }));
  if (pending?.type === 'orderAttackers') return pending.blockers.map((b) => ({ key: b.blocker, keyName: nameOf(game, b.blocker), items: b.attackers }));
  return [];
});
