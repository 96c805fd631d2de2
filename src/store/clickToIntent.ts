// clickToIntent.ts: the click (and Enter key) alternative to every drag. A click on a card or a player
// means something that depends on the pending choice: mark an attacker, pick a blocker and then its
// attacker, play a land, cast a spell, or pick a spell and then its target. Legality still comes from
// the engine's options.
import { defendersInGame, manaSourceRefusal, type Action, type GameState } from '../engine';
import { applyIntent, defaultDefender, triedAttack, triedBlock, type IntentResult } from './intents';
import { nameOf } from './names';
import { selectAttackOptions, selectBlockerOptions } from './selectCombat';
import { selectClosedReasons, selectManaOptions, selectPlayOptions, type PlayOption } from './selectTurn';
import type { Hint, UiState } from './uiState';

const withHint = (ui: UiState, hint: Hint): IntentResult => ({ ui: { ...ui, hint } });

/** A click on a creature the engine's options refuse is an attempt all the same: the hint explains
 *  the refusal, and the declaration tried goes to the store, which has the engine judge it. */
function hintedTry(ui: UiState, hint: Hint, tried: Action | null): IntentResult {
  return { ui: { ...ui, hint }, ...(tried && { tried }) };
}

function clickInDeclareAttackers(game: GameState, ui: UiState, id: string): IntentResult {
  const options = selectAttackOptions(game);
  const option = options.get(id);
  if (option) {
    if (option.defenders.length === 0) {
      const reason = option.reason;
      const hint: Hint = { object: id, ...(reason ? { text: reason.message, rule: reason.rule } : { message: { key: 'table:battlefield.hint.cantAttack', params: { card: nameOf(game, id) } } }) };
      // Marking a creature means attacking the first defending player still in the game with it (CR
      // 508.1a, 508.1b, 800.4a), so that the engine's refusal is about the creature, not the player.
      const defender = defendersInGame(game)[0];
      return hintedTry(ui, hint, defender ? triedAttack(game, ui, id, defender) : null);
    }
    if (ui.attackDraft.some((a) => a.attacker === id)) {
      return { ui: { ...ui, hint: null, selected: null, attackDraft: ui.attackDraft.filter((a) => a.attacker !== id) } };
    }
    const defender = defaultDefender(game, option.defenders);
    const result = defender ? applyIntent(game, ui, { type: 'attack', attacker: id, defender }) : null;
    // Kept selected, so that a click on a planeswalker next sends it there instead.
    return result && 'ui' in result ? { ui: { ...result.ui, selected: id } } : result;
  }
  const selected = ui.selected;
  if (selected && options.get(selected)?.defenders.includes(id)) {
    const result = applyIntent(game, ui, { type: 'attack', attacker: selected, defender: id });
    return result && 'ui' in result ? { ui: { ...result.ui, selected: null } } : result;
  }
  return null;
}

function clickInDeclareBlockers(game: GameState, ui: UiState, id: string): IntentResult {
  const blockers = selectBlockerOptions(game);
  const option = blockers.get(id);
  if (option) {
    if (option.attackers.length === 0) {
      const first = option.refused[0];
      const reason = first?.reason;
      // Picked all the same, so that a click on an attacker next tries that block (and is refused).
      const hint: Hint = { object: id, ...(reason ? { text: reason.message, rule: reason.rule } : { message: { key: 'table:battlefield.hint.cantBlock', params: { card: nameOf(game, id) } } }) };
      // The hint explains the refusal of its first attacker: that block is the one tried.
      return hintedTry({ ...ui, selected: id }, hint, first ? triedBlock(game, ui, id, first.attacker) : null);
    }
    return { ui: { ...ui, hint: null, selected: ui.selected === id ? null : id } };
  }
  const isAttacker = game.combat?.attackers.some((a) => a.id === id) ?? false;
  if (!isAttacker) return null;
  const selected = ui.selected;
  if (!selected || !blockers.has(selected)) {
    return withHint(ui, { object: id, message: { key: 'table:battlefield.hint.pickBlockerFirst', params: { player: nameOf(game, game.pendingChoice?.player ?? ''), attacker: nameOf(game, id) } } });
  }
  if (ui.blockDraft.some((b) => b.blocker === selected && b.attacker === id)) {
    return applyIntent(game, { ...ui, selected: null }, { type: 'unblock', blocker: selected, attacker: id });
  }
  return applyIntent(game, ui, { type: 'block', blocker: selected, attacker: id });
}

/** The play a click on a card in hand makes at once (issue 21): its only option, when that plays a
 *  land (CR 305.1) or casts a spell without choosing anything (601.2). A spell with targets is picked
 *  instead, its legal targets lit, and the click on one casts it (601.2c); a card with several options
 *  (a spell and cycling, 702.29a) opens its menu, and so does an ability of a permanent, which a click
 *  may be meant only to look at. */
export function playAtOnce(options: readonly PlayOption[]): Action | null {
  const [only, ...others] = options;
  if (!only || others.length > 0 || only.targets.length > 0) return null;
  return only.action.type === 'playLand' || only.action.type === 'cast' ? only.action : null;
}

function clickWithPriority(game: GameState, ui: UiState, id: string): IntentResult {
  const options = selectPlayOptions(game);
  const selected = ui.selected;
  if (selected) {
    const chosen = options.get(selected)?.find((o) => o.targets.length === 1 && o.targets[0] === id);
    if (chosen) return { action: chosen.action };
  }
  const plays = options.get(id);
  if (plays) {
    const once = playAtOnce(plays);
    if (once) return { action: once };
    return { ui: { ...ui, hint: null, selected: selected === id ? null : id } };
  }
  // CR 605.3a: a mana source clicked makes its mana at once; one that offers several kinds is picked,
  // and its menu asks which.
  const mana = selectManaOptions(game).get(id);
  if (mana?.length === 1 && mana[0]) return { action: mana[0].action };
  if (mana) return { ui: { ...ui, hint: null, selected: selected === id ? null : id } };
  const closed = selectClosedReasons(game).get(id);
  if (closed) return withHint({ ...ui, selected: null }, { object: id, text: closed.message, rule: closed.rule });
  // A mana source that cannot make mana now says why (CR 118.3 tapped, 302.6 summoning sick).
  const unready = game.pendingChoice?.type === 'priority' ? manaSourceRefusal(game, game.pendingChoice.player, id) : null;
  if (unready) return withHint({ ...ui, selected: null }, { object: id, text: unready.message, rule: unready.rule });
  return selected ? { ui: { ...ui, selected: null } } : null;
}

/** What a click on an object or a player means now. */
export function clickToIntent(game: GameState, ui: UiState, id: string): IntentResult {
  const pending = game.pendingChoice;
  if (!pending) return null;
  switch (pending.type) {
    case 'declareAttackers':
      return clickInDeclareAttackers(game, ui, id);
    case 'declareBlockers':
      return clickInDeclareBlockers(game, ui, id);
    case 'priority':
      return clickWithPriority(game, ui, id);
    case 'chooseTargets':
      return pending.legalTargets.includes(id)
        ? { action: { type: 'chooseTargets', player: pending.player, object: pending.object, targets: [id] } }
        : null;
    case 'assignDamage':
      // CR 510.1c–d: a click on a recipient gives it one more point; a click on a creature dividing
      // its damage picks it, so that the next clicks divide its damage.
      if (pending.sources.some((s) => s.recipients.some((r) => r.target === id))) return applyIntent(game, ui, { type: 'damageAt', target: id, delta: 1 });
      if (pending.sources.some((s) => s.source === id)) return { ui: { ...ui, hint: null, selected: ui.selected === id ? null : id } };
      return null;
    case 'discard':
    case 'mulligan':
      return game.players.find((p) => p.id === pending.player)?.hand.includes(id) ? applyIntent(game, ui, { type: 'toggleDiscard', card: id }) : null;
    default:
      return null;
  }
}

/** Why `id` cannot do what the pending choice asks (attack, block, be played), from the engine's
 *  options; null when it can or the question does not apply. */
export function explainWhyNot(game: GameState, id: string): Hint | null {
  const pending = game.pendingChoice;
  if (pending?.type === 'declareAttackers') {
    const option = selectAttackOptions(game).get(id);
    if (option && option.defenders.length === 0 && option.reason) return { object: id, text: option.reason.message, rule: option.reason.rule };
  }
  if (pending?.type === 'declareBlockers') {
    const option = selectBlockerOptions(game).get(id);
    if (option && option.refused.length > 0) {
      const text = option.refused.map((r) => `${nameOf(game, r.attacker)}: ${r.reason.message}`).join(' ');
      const rules = [...new Set(option.refused.map((r) => r.reason.rule))].join(', ');
      return { object: id, text, rule: rules };
    }
  }
  const closed = selectClosedReasons(game).get(id);
  return closed ? { object: id, text: closed.message, rule: closed.rule } : null;
}
