// selectCombat.ts: combat as the table shows it, from the engine's pending choice (which creatures
// may attack and why not, which blocks are possible and why not, the damage each source may deal) and
// from the combat state. No rule is decided here: everything comes from the engine's options.
import {
  applyAction,
  blocksDeclaredFor,
  combatDamagePrevented,
  defendersInGame,
  defendsAgainst,
  type Action,
  type AttackOption,
  type BlockOption,
  type DamageSourceOption,
  type EngineError,
  type GameState,
  type Refusal,
} from '../engine';
import { engineFailure } from './engineFailure';
import { memoByGame, memoByGameAndObject } from './memo';
import { nameOf } from './names';
import type { BlockPair, DamageDraft } from './uiState';

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

/** What a recipient on the table shows while combat damage is divided: the amount drafted for it (by
 *  every source that may damage it), and whether a source's share reaches the lethal damage the
 *  engine lists for it (CR 510.1c–d; 702.2c: with deathtouch, 1). A player has no lethal damage. */
export interface AssignedDamage {
  amount: number;
  lethal: boolean;
  /** The damage that would be lethal to it (CR 120.6, with deathtouch 702.2c; a planeswalker's loyalty,
   *  120.4a), as the engine lists it; null for a player, or when its sources disagree (one has deathtouch). */
  lethalAt: number | null;
}

export const selectAssignedDamage = memoByGameAndObject((game: GameState, drafts: readonly DamageDraft[]): Map<string, AssignedDamage> => {
  const assigned = new Map<string, AssignedDamage>();
  for (const source of selectDamageOptions(game)) {
    const draft = drafts.find((d) => d.source === source.source);
    for (const recipient of source.recipients) {
      const amount = draft?.to.find((t) => t.target === recipient.target)?.amount ?? 0;
      const before = assigned.get(recipient.target);
      const lethal = recipient.kind !== 'player' && amount > 0 && amount >= recipient.lethal;
      const lethalAt = recipient.kind === 'player' || (before && before.lethalAt !== recipient.lethal) ? null : recipient.lethal;
      assigned.set(recipient.target, { amount: (before?.amount ?? 0) + amount, lethal: (before?.lethal ?? false) || lethal, lethalAt });
    }
  }
  return assigned;
});

/** Legacy rules (pre-2024 CR 509.2, 510.1c): each blocker's place (1 = first) in the damage
 *  assignment order of the attacker it blocks, while the order is being chosen (the draft) and while
 *  damage is assigned (the order given), for attackers with more than one blocker. */
export const selectDamageOrderPositions = memoByGameAndObject((game: GameState, orderDraft: Readonly<Record<string, readonly string[]>>): Map<string, DamageOrderPlace> => {
  const positions = new Map<string, DamageOrderPlace>();
  const pending = game.pendingChoice;
  const lists: [string, readonly string[], boolean][] =
    pending?.type === 'orderBlockers'
      ? pending.attackers.map((a) => [a.attacker, orderDraft[a.attacker] ?? a.blockers, true])
      : pending?.type === 'assignDamage' && game.rules === 'legacy-damage-order'
        ? (game.combat?.attackers.map((a) => [a.id, a.blockedBy, false]) ?? [])
        : [];
  for (const [key, list, choosing] of lists) if (list.length > 1) list.forEach((id, i) => positions.set(id, { position: i + 1, list: choosing ? key : '' }));
  return positions;
});

/** A blocker's place in its attacker's damage assignment order; `list` (the attacker) while the
 *  order is being chosen, when the blocker can be dragged onto another one to take its place. */
export interface DamageOrderPlace {
  position: number;
  list: string;
}

/** The creatures dividing their combat damage now (a point may be dragged from each on the table). */
export const selectDamageSources = memoByGame((game): Set<string> => new Set(selectDamageOptions(game).map((s) => s.source)));

/** The damage source a click on `target` is for: the picked source if it may damage it, else the
 *  one that may, else (several may) the first with damage still to assign, or that gave it some. */
export function damageSourceFor(game: GameState, drafts: readonly DamageDraft[], selected: string | null, target: string, delta: 1 | -1): DamageSourceOption | undefined {
  const candidates = selectDamageOptions(game).filter((s) => s.recipients.some((r) => r.target === target));
  const picked = candidates.find((s) => s.source === selected);
  if (picked || candidates.length <= 1) return picked ?? candidates[0];
  const draftOf = (s: DamageSourceOption) => drafts.find((d) => d.source === s.source)?.to ?? [];
  const fits = (s: DamageSourceOption) =>
    delta > 0 ? draftOf(s).reduce((sum, t) => sum + t.amount, 0) < s.power : (draftOf(s).find((t) => t.target === target)?.amount ?? 0) > 0;
  return candidates.find(fits) ?? candidates[0];
}

export interface CombatLane {
  attacker: string;
  defender: string;
  /** Its blockers: declared ones in the engine's order, else the draft's. */
  blockers: string[];
  /** Blockers have been declared for it (in a multiplayer game, by the player it attacks, CR 802.4,
   *  while another defending player may still be drafting theirs). */
  declared: boolean;
  /** Blocked once blockers are declared: it stays so when its blockers leave combat (CR 509.1h, 506.4). */
  blocked: boolean;
  /** CR 506.4c: the planeswalker it attacked has left; it attacks nothing. */
  attackingNothing: boolean;
  /** The players whose creatures may block it (CR 802.4a, 805.10d): in a two-player game the defending
   *  player; in a multiplayer game only the one it attacks (or whose planeswalker or battle), or that
   *  player's team, while still in the game (800.4a). */
  blockableBy: string[];
}

/** Whether all combat damage is prevented this turn (CR 615.1, Fog): the strip says so. */
export const selectCombatDamagePrevented = (game: GameState): boolean => combatDamagePrevented(game);

/** While attackers are declared in a multiplayer game with more than one player to attack (CR 802.2):
 *  the one a click sends a creature at (the first defending player, intents.ts's defaultDefender), so
 *  the prompt can say so and how to attack another; null when there is one defending player. */
export const selectClickDefenderName = memoByGame((game): string | null => {
  const players = defendersInGame(game);
  return game.pendingChoice?.type === 'declareAttackers' && players.length > 1 ? nameOf(game, players[0] as string) : null;
});

/** One lane per attacker, so each attacker faces its blockers across the table. */
/** Outside combat: one array for every state, so the caches keyed on the lanes (the rows' layouts,
 *  lanes.ts) hit at every pass instead of working out the same empty lanes again. Never mutated. */
const NO_LANES: CombatLane[] = [];

export const selectCombatLanes = memoByGameAndObject((game: GameState, blockDraft: readonly BlockPair[]): CombatLane[] => {
  const combat = game.combat;
  if (!combat) return NO_LANES;
  return combat.attackers.map((attack) => {
    const declared = blocksDeclaredFor(game, attack);
    return {
      attacker: attack.id,
      defender: attack.defender,
      blockers: declared ? [...attack.blockedBy] : blockDraft.filter((pair) => pair.attacker === attack.id).map((pair) => pair.blocker),
      declared,
      blocked: declared && attack.blocked,
      attackingNothing: attack.attackingNothing === true,
      blockableBy: game.players.filter((p) => !p.lost && defendsAgainst(game, p.id, attack)).map((p) => p.id),
    };
  });
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
  let problem: EngineError | null;
  try {
    const result = applyAction(game, action);
    problem = result.ok ? null : result.error;
  } catch (e) {
    // A broken invariant: the draft is shown refused, as confirming it would be (CR 733.1).
    problem = engineFailure(e);
  }
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
