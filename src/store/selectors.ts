// selectors.ts: the view of the table as pure functions of the store's state, tested without React.
// Game-only selectors are memoised per game state (see memo.ts); the few that read the UI state
// return primitives or memoised objects, so `useTable(selector)` re-renders only what changed.
import type { GameState } from '../engine';
import type { TableState } from './createTableStore';
import { selectAttackOptions, selectBlockOptions, selectDamageOptions } from './selectCombat';
import { selectChoosableTargets } from './selectChoices';
import { selectPlayOptions } from './selectTurn';
import type { UiState } from './uiState';

export * from './selectCombat';
export * from './selectChoices';
export * from './selectPermanents';
export * from './selectTurn';

const litCache = new WeakMap<GameState, Map<string, Set<string>>>();

/** What a second click or a drop may choose now: the attackers the picked or dragged blocker may
 *  block, the defenders of the picked attacker, the targets of the picked spell or ability, a
 *  trigger's legal targets. Straight from the engine's options. */
export function selectLitTargets(game: GameState, ui: Pick<UiState, 'selected' | 'dragging'>): Set<string> {
  const picked = ui.dragging?.id ?? ui.selected ?? '';
  let byPick = litCache.get(game);
  if (!byPick) {
    byPick = new Map();
    litCache.set(game, byPick);
  }
  const cached = byPick.get(picked);
  if (cached) return cached;
  const lit = new Set<string>(selectChoosableTargets(game));
  if (picked) {
    for (const attacker of selectBlockOptions(game).get(picked) ?? []) lit.add(attacker);
    for (const defender of selectAttackOptions(game).get(picked)?.defenders ?? []) lit.add(defender);
    for (const option of selectPlayOptions(game).get(picked) ?? []) for (const target of option.targets) lit.add(target);
    // A creature dividing its combat damage: where its points may go (CR 510.1c–d).
    for (const source of selectDamageOptions(game)) if (source.source === picked) for (const r of source.recipients) lit.add(r.target);
  }
  byPick.set(picked, lit);
  return lit;
}

const draftRolesCache = new WeakMap<UiState['blockDraft'], WeakMap<UiState['attackDraft'], Map<string, string>>>();

/** Every card's part in the drafts, worked out once per pair of draft lists (kept by identity in
 *  the UI state): each of a hundred cards asks on every store change, and a scan of the drafts per
 *  card per change added up. */
function draftRoles(ui: Pick<UiState, 'attackDraft' | 'blockDraft'>): Map<string, string> {
  let byAttack = draftRolesCache.get(ui.blockDraft);
  if (!byAttack) {
    byAttack = new WeakMap();
    draftRolesCache.set(ui.blockDraft, byAttack);
  }
  const cached = byAttack.get(ui.attackDraft);
  if (cached) return cached;
  const roles = new Map<string, string>();
  for (const pair of ui.blockDraft) {
    const blocks = roles.get(pair.blocker);
    roles.set(pair.blocker, blocks ? `${blocks} ${pair.attacker}` : `blocks:${pair.attacker}`);
  }
  for (const attack of ui.attackDraft) roles.set(attack.attacker, `attacks:${attack.defender}`);
  byAttack.set(ui.attackDraft, roles);
  return roles;
}

/** A card's part in the drafts, as one string so a component re-renders only when it changes:
 *  "attacks:B", "blocks:wurm wurm2", or "". */
export function selectDraftRole(state: Pick<TableState, 'ui'>, id: string): string {
  return draftRoles(state.ui).get(id) ?? '';
}

/** What an object may do in the pending choice, per the engine's options: "can-attack" or
 *  "cannot-attack", "defender" (may be attacked), "can-block" or "cannot-block", "attacker" (may be
 *  blocked), "playable". Objects not listed have no part in it. */
export type ChoiceRole = 'can-attack' | 'cannot-attack' | 'defender' | 'can-block' | 'cannot-block' | 'attacker' | 'playable';

const rolesCache = new WeakMap<GameState, Map<string, ChoiceRole>>();

export function selectChoiceRoles(game: GameState): Map<string, ChoiceRole> {
  const cached = rolesCache.get(game);
  if (cached) return cached;
  const roles = new Map<string, ChoiceRole>();
  for (const option of selectAttackOptions(game).values()) {
    for (const defender of option.defenders) roles.set(defender, 'defender');
  }
  for (const option of selectAttackOptions(game).values()) roles.set(option.creature, option.defenders.length > 0 ? 'can-attack' : 'cannot-attack');
  const blockers = selectBlockOptions(game);
  if (game.pendingChoice?.type === 'declareBlockers') for (const attacker of game.combat?.attackers ?? []) roles.set(attacker.id, 'attacker');
  for (const [blocker, attackers] of blockers) roles.set(blocker, attackers.length > 0 ? 'can-block' : 'cannot-block');
  for (const source of selectPlayOptions(game).keys()) roles.set(source, 'playable');
  rolesCache.set(game, roles);
  return roles;
}

export const selectChoiceRole = (game: GameState, id: string): ChoiceRole | undefined => selectChoiceRoles(game).get(id);
