// refusal.ts: why an action was refused, and why an option is closed. The engine's refusal carries a
// namespaced code ("block/cannot"), the rule number and an English sentence naming the cards: the
// headline comes from the code's kind, the reason from the rule (in the project's own words), and the
// engine's sentence is kept as the detail.
import type { EngineError, LegalActions, Refusal } from '../engine';
import { cite } from './rules';
import type { Explanation, Param } from './types';
import type { NameOf } from './names';

/** The kinds of refusal codes the engine uses (the part before the slash). */
export const REFUSAL_KINDS = [
  'action', 'game', 'player', 'choice', 'attack', 'block', 'damage', 'order', 'cast', 'activate', 'land', 'mana',
  'target', 'trigger', 'discard', 'mulligan',
] as const;

/** Why `applyAction` refused an action: "This block is not allowed — CR 702.9b, Flying", the rule in
 *  plain words, and the engine's own sentence. */
export function explainRefusal(error: Pick<EngineError, 'rule' | 'message'> & { code?: string }): Explanation {
  const kind = error.code?.split('/')[0] ?? '';
  const key = (REFUSAL_KINDS as readonly string[]).includes(kind) ? `explain:refusal.${kind}` : 'explain:refusal.other';
  return { ...cite(key, error.rule), detail: error.message };
}

type Closed = LegalActions['closed'][number];

/** An option `legalActions` lists as closed, with its reason: "Serra Angel cannot be cast now". */
export function explainClosed(closed: Closed, names: NameOf): Explanation {
  const a = closed.action as Record<string, unknown> & { type: string };
  const id = (v: unknown): Param => (typeof v === 'string' ? names(v) : '');
  let key = 'explain:closed.other';
  let params: Record<string, Param> = {};
  switch (a.type) {
    case 'cast':
      key = 'explain:closed.cast';
      params = { card: id(a.card) };
      break;
    case 'playLand':
      key = 'explain:closed.playLand';
      params = { card: id(a.card) };
      break;
    case 'activate':
      key = 'explain:closed.activate';
      params = { card: id(a.source) };
      break;
    case 'declareAttackers': {
      const first = (a.attackers as { attacker: string }[] | undefined)?.[0];
      key = 'explain:closed.attack';
      params = { card: id(first?.attacker) };
      break;
    }
    case 'declareBlockers': {
      const first = (a.blocks as { blocker: string; attacker: string }[] | undefined)?.[0];
      key = 'explain:closed.block';
      params = { blocker: id(first?.blocker), attacker: id(first?.attacker) };
      break;
    }
    default:
      break;
  }
  return { ...cite(key, closed.reason.rule, params), detail: closed.reason.message };
}

/** A restriction or requirement a creature is under (pending choice `conditions`), with its rule. */
export function explainCondition(reason: Refusal): Explanation {
  return { ...cite('explain:option.condition', reason.rule), detail: reason.message };
}
