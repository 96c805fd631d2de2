// selectCombat.ts: combat as the table shows it, from the engine's pending choice (which creatures
// may attack and why not, which blocks are possible and why not, the damage each source may deal) and
// from the combat state. No rule is decided here: everything comes from the engine's options.
import {
  applyAction,
  combatDamagePrevented,
  type Action,
  type AttackOption,
  type BlockOption,
  type DamageSourceOption,
  type EngineError,
  type GameState,
  type Refusal,
} from '../engine';
import { memoByGame, memoByGameAndObject } from './memo';
import type { BlockPair } from './uiState';

/** Declare attackers: each creature of the attacking player with the defenders it may attack, or why it cannot. */
export const selectAttackOptions = memoByGame((game): Map<string, AttackOption> => {
  const pending = game.pendingChoice;
  if (pending?.type !== 'declareAttackers') return new Map();
  return new Map(pending.attackers.map((option) => [option.creature, option]));
});

/** Declare blockers: each potential blocker with the attackers it may block (as chessground's `dests`). */
export const selectBlockOptions = memoByGame((game): Map<string, string[]> => {
  const pending = game.pendingChoice;
  if (pending?.type !== 'declareBlockers') return new Map();
  return new Map(pending.blockers.map((option) => [option.creature, option.attackers]));
});

/** Declare blockers: the engine's whole option per blocker (refusals, how many it may block). */
export const selectBlockerOptions = memoByGame((game): Map<string, BlockOption> => {
  const pending = game.pendingChoice;
  if (pending?.type !== 'declareBlockers') return new Map();
  return new Map(pending.blockers.map((option) => [option.creature, option]));
});

/** Why `blocker` cannot block `attacker`, as the engine put it; null when it can. */
export function blockRefusal(game: GameState, blocker: string, attacker: string): Refusal | null {
  const option = selectBlockerOptions(game).get(blocker);
  if (!option) return null;
  if (option.attackers.includes(attacker)) return null;
  return option.refused.find((r) => r.attacker === attacker)?.reason ?? null;
}

/** Attacking creatures, in the order they were declared. */
export const selectAttackers = memoByGame((game): string[] => game.combat?.attackers.map((a) => a.id) ?? []);

/** Assign combat damage: the sources with a choice, their recipients, lethal damage still needed. */
export const selectDamageOptions = memoByGame((game): DamageSourceOption[] => {
  const pending = game.pendingChoice;
  return pending?.type === 'assignDamage' ? pending.sources : [];
});

export interface CombatLane {
  attacker: string;
  defender: string;
  /** Its blockers: declared ones in the engine's order, else the draft's. */
  blockers: string[];
  /** Blocked once blockers are declared: it stays so when its blockers leave combat (CR 509.1h, 506.4). */
  blocked: boolean;
  /** CR 506.4c: the planeswalker it attacked has left; it attacks nothing. */
  attackingNothing: boolean;
}

/** Whether all combat damage is prevented this turn (CR 615.1, Fog): the strip says so. */
export const selectCombatDamagePrevented = (game: GameState): boolean => combatDamagePrevented(game);

/** One lane per attacker, so each attacker faces its blockers across the table. */
/** Outside combat: one array for every state, so the caches keyed on the lanes (the rows' layouts,
 *  lanes.ts) hit at every pass instead of working out the same empty lanes again. Never mutated. */
const NO_LANES: CombatLane[] = [];

export const selectCombatLanes = memoByGameAndObject((game: GameState, blockDraft: readonly BlockPair[]): CombatLane[] => {
  const combat = game.combat;
  if (!combat) return NO_LANES;
  return combat.attackers.map((attack) => ({
    attacker: attack.id,
    defender: attack.defender,
    blockers: combat.blockersDeclared
      ? [...attack.blockedBy]
      : blockDraft.filter((pair) => pair.attacker === attack.id).map((pair) => pair.blocker),
    blocked: combat.blockersDeclared && attack.blocked,
    attackingNothing: attack.attackingNothing === true,
  }));
});

const problemCache = new WeakMap<GameState, Map<string, EngineError | null>>();

/** The verdict on a draft if the engine has already been asked; undefined when not yet. */
export function peekDraftProblem(game: GameState, action: Action | null): EngineError | null | undefined {
  if (!action) return null;
  const byKey = problemCache.get(game);
  const key = JSON.stringify(action);
  return byKey?.has(key) ? (byKey.get(key) ?? null) : undefined;
}

/** What the engine says about a draft if it were confirmed now: null when it would be accepted. The
 *  result state is discarded; this only asks the engine (CR 509.1c requirements, 702.110b menace…). */
export function selectDraftProblem(game: GameState, action: Action | null): EngineError | null {
  if (!action) return null;
  let byKey = problemCache.get(game);
  if (!byKey) {
    byKey = new Map();
    problemCache.set(game, byKey);
  }
  const key = JSON.stringify(action);
  if (byKey.has(key)) return byKey.get(key) ?? null;
  const result = applyAction(game, action);
  const problem = result.ok ? null : result.error;
  byKey.set(key, problem);
  return problem;
}

/** Restrictions and requirements that depend on the whole declaration (menace, "blocks each combat
 *  if able", "can block an additional creature"), as the engine lists them, each once. */
export const selectDeclarationConditions = memoByGame((game): Refusal[] => {
  const pending = game.pendingChoice;
  const options: { conditions?: Refusal[] }[] =
    pending?.type === 'declareAttackers' ? pending.attackers : pending?.type === 'declareBlockers' ? pending.blockers : [];
  const seen = new Map<string, Refusal>();
  for (const option of options) for (const condition of option.conditions ?? []) seen.set(`${condition.rule} ${condition.message}`, condition);
  return [...seen.values()];
});
