// intents.ts: what the player means by a drop, a click or a button, as data. A draft intent changes
// the UI state only (the declaration being composed); `play` becomes an engine action. Which creature
// may block which attacker, or attack whom, is read from the engine's options, never decided here.
import type { Action, GameState } from '../engine';
import { arrayMove } from './arrayMove';
import { nameOf } from './names';
import { blockRefusal, damageSourceFor, selectAttackOptions, selectBlockerOptions, selectDraftProblem } from './selectCombat';
import { selectPlayOptions } from './selectTurn';
import { draftAction, draftsFor, type UiState } from './uiState';

/** The lists that can be reordered: the pending triggers, or one legacy damage assignment order. */
export type OrderedList = { kind: 'triggers' } | { kind: 'damageOrder'; key: string };

export type TableIntent =
  | { type: 'attack'; attacker: string; defender: string }
  | { type: 'unattack'; attacker: string }
  | { type: 'attackWithAll' }
  | { type: 'clearAttackers' }
  | { type: 'block'; blocker: string; attacker: string }
  /** Without `attacker`, every block of that blocker is removed. */
  | { type: 'unblock'; blocker: string; attacker?: string }
  | { type: 'clearBlockers' }
  | { type: 'setDamage'; source: string; target: string; amount: number }
  /** One point of `source`'s damage moved (a dragged pip): from a recipient, or from what is left to
   *  assign (null), to another recipient, or back to what is left (null). */
  | { type: 'moveDamage'; source: string; from: string | null; to: string | null }
  | { type: 'resetDamage' }
  /** One point of damage more (+1) or less (−1) for a recipient on the table (a click, a key): of the
   *  source being divided (damageSourceFor). A point more comes from what is left to assign, or when
   *  all is assigned, from another recipient (the last with more than lethal damage, else the last
   *  with any); a point less goes back to what is left. */
  | { type: 'damageAt'; target: string; delta: 1 | -1; source?: string }
  | { type: 'reorder'; list: OrderedList; activeId: string; overId: string }
  | { type: 'move'; list: OrderedList; id: string; delta: number }
  | { type: 'toggleDiscard'; card: string }
  /** `source` dropped to be played: on `target`, or (without one) on its player's side of the table. */
  | { type: 'play'; source: string; target?: string }
  /** The end of a battlefield drag: the drag state cleared (and the card details hidden during it
   *  kept hidden) and what the drop means, if anything, applied, in one change of the store, so
   *  that each subscriber's selector runs once per drop. */
  | { type: 'endDrag'; drop: TableIntent | null };

/** `tried`: the declaration a drop or click stands for when the engine's options refuse it (the
 *  draft with that attack or block added); the store has the engine judge it (its `refused`). */
export type IntentResult = { ui: UiState; tried?: Action } | { action: Action } | null;

/** What a creature marked by a click (or "attack with all") attacks, among the `defenders` the engine
 *  lets it attack: the first defending player, the next in turn order (CR 508.1b, 802.2); a
 *  planeswalker, or another player, is chosen by dragging onto it. */
export function defaultDefender(game: GameState, defenders: readonly string[]): string | undefined {
  return defenders.find((d) => game.players.some((p) => p.id === d)) ?? defenders[0];
}

function reorderList(list: readonly string[], activeId: string, overId: string): readonly string[] {
  const from = list.indexOf(activeId);
  const to = list.indexOf(overId);
  return from < 0 || to < 0 || from === to ? list : arrayMove(list, from, to);
}

function withList(ui: UiState, list: OrderedList, update: (items: readonly string[]) => readonly string[]): UiState {
  if (list.kind === 'triggers') return { ...ui, triggerDraft: update(ui.triggerDraft) };
  const items = ui.orderDraft[list.key];
  return items ? { ...ui, orderDraft: { ...ui.orderDraft, [list.key]: update(items) } } : ui;
}

/** How many cards in hand the pending choice asks for: the cards to discard (CR 514.1), or those a
 *  kept hand puts on the bottom, one per mulligan taken (the first free in a multiplayer game, CR
 *  103.5, 103.5c); none for any other question. */
export function cardsToPick(game: GameState): number {
  const pending = game.pendingChoice;
  if (pending?.type === 'discard') return pending.count;
  if (pending?.type === 'mulligan') return pending.bottom;
  return 0;
}

/** A card or permanent dropped to be played, as the engine's options for it allow:
 *  - on a target one of its options chooses: that option (CR 601.2c, 602.2b);
 *  - on a target none of them may choose: that target tried, so the engine says why not (115.x);
 *  - on its player's side: its one option that casts it or plays it as a land without a target (a
 *    creature spell, a land; not cycling or another ability from hand, which a drop onto the table
 *    does not mean);
 *  otherwise it is picked, as a click picks it, and its panel and lit targets say how to go on. */
function playDropped(game: GameState, ui: UiState, source: string, target: string | undefined): IntentResult {
  const options = selectPlayOptions(game).get(source) ?? [];
  if (options.length === 0) return null;
  if (target !== undefined) {
    const onTarget = options.filter((o) => o.targets.length === 1 && o.targets[0] === target);
    if (onTarget.length === 1 && onTarget[0]) return { action: onTarget[0].action };
    const tried = onTarget.length === 0 ? options.find((o) => o.targets.length === 1)?.action : undefined;
    if (tried?.type === 'cast' || tried?.type === 'activate') return { action: { ...tried, targets: [target] } };
  } else {
    const untargeted = options.filter((o) => o.targets.length === 0 && o.action.type !== 'activate');
    if (untargeted.length === 1 && untargeted[0]) return { action: untargeted[0].action };
  }
  return { ui: { ...ui, hint: null, selected: source } };
}

function damageAt(game: GameState, ui: UiState, target: string, delta: 1 | -1, of?: string): IntentResult {
  const source = damageSourceFor(game, ui.damageDraft, of ?? ui.selected, target, delta);
  if (of !== undefined && source?.source !== of) return null;
  const draft = source && ui.damageDraft.find((d) => d.source === source.source);
  if (!source || !draft) return null;
  if (delta < 0) return applyIntent(game, ui, { type: 'moveDamage', source: source.source, from: target, to: null });
  const left = source.power - draft.to.reduce((sum, t) => sum + t.amount, 0);
  if (left > 0) return applyIntent(game, ui, { type: 'moveDamage', source: source.source, from: null, to: target });
  const givers = draft.to.filter((t) => t.target !== target && t.amount > 0);
  const lethalOf = (id: string) => source.recipients.find((r) => r.target === id);
  const excess = givers.filter((t) => {
    const r = lethalOf(t.target);
    return r?.kind === 'player' || t.amount > (r?.lethal ?? 0);
  });
  const from = (excess.length > 0 ? excess : givers).at(-1);
  return from ? applyIntent(game, ui, { type: 'moveDamage', source: source.source, from: from.target, to: target }) : null;
}

/** The declaration an attack or a block the engine's options refuse stands for (the draft with it
 *  added), which the store has the engine judge: trying it is the move a lesson about a refusal asks. */
export const triedAttack = (game: GameState, ui: UiState, attacker: string, defender: string) =>
  draftAction(game, { ...ui, attackDraft: [...ui.attackDraft.filter((a) => a.attacker !== attacker), { attacker, defender }] });

export const triedBlock = (game: GameState, ui: UiState, blocker: string, attacker: string) =>
  draftAction(game, { ...ui, blockDraft: [...ui.blockDraft, { blocker, attacker }] });

/** Asks the engine now what it will say of the draft `intent` would make, without making it: the
 *  verdict is kept (selectDraftProblem), so the panel showing the draft once it is made finds it
 *  ready. For the drop a drag is over, worked out while the card hovers there: the check of a whole
 *  block declaration on a crowded board is the largest script of a drop's frame. */
export function judgeAhead(game: GameState, ui: UiState, intent: TableIntent): void {
  const result = applyIntent(game, ui, intent);
  if (result && 'ui' in result) selectDraftProblem(game, draftAction(game, result.ui));
}

/** Applies an intent to the drafts, or turns it into the engine action it stands for. */
export function applyIntent(game: GameState, ui: UiState, intent: TableIntent): IntentResult {
  switch (intent.type) {
    case 'attack': {
      const option = selectAttackOptions(game).get(intent.attacker);
      if (!option?.defenders.includes(intent.defender)) {
        const why = option?.reason;
        const tried = triedAttack(game, ui, intent.attacker, intent.defender);
        return why ? { ui: { ...ui, hint: { object: intent.attacker, text: why.message, rule: why.rule } }, ...(tried && { tried }) } : null;
      }
      const others = ui.attackDraft.filter((a) => a.attacker !== intent.attacker);
      return { ui: { ...ui, hint: null, attackDraft: [...others, { attacker: intent.attacker, defender: intent.defender }] } };
    }
    case 'unattack':
      return { ui: { ...ui, attackDraft: ui.attackDraft.filter((a) => a.attacker !== intent.attacker) } };
    case 'attackWithAll': {
      const all = [...selectAttackOptions(game).values()].filter((o) => o.defenders.length > 0);
      const kept = new Map(ui.attackDraft.map((a) => [a.attacker, a.defender]));
      return {
        ui: { ...ui, attackDraft: all.map((o) => ({ attacker: o.creature, defender: kept.get(o.creature) ?? defaultDefender(game, o.defenders) ?? '' })) },
      };
    }
    case 'clearAttackers':
      return { ui: { ...ui, attackDraft: [], selected: null } };
    case 'block': {
      const option = selectBlockerOptions(game).get(intent.blocker);
      if (!option) return null;
      const refusal = blockRefusal(game, intent.blocker, intent.attacker);
      if (refusal || !option.attackers.includes(intent.attacker)) {
        const hint = refusal
          ? { text: refusal.message, rule: refusal.rule }
          : { message: { key: 'table:battlefield.hint.cantBlockThat', params: { blocker: nameOf(game, intent.blocker), attacker: nameOf(game, intent.attacker) } } };
        const tried = triedBlock(game, ui, intent.blocker, intent.attacker);
        return { ui: { ...ui, hint: { object: intent.blocker, ...hint } }, ...(tried && { tried }) };
      }
      const mine = ui.blockDraft.filter((b) => b.blocker === intent.blocker);
      if (mine.some((b) => b.attacker === intent.attacker)) return { ui: { ...ui, selected: null } };
      // A creature blocks as many attackers as the engine allows it (CR 509.1a, 702.x "can block an
      // additional creature"); past that, the newest block replaces the oldest.
      const keep = mine.slice(Math.max(0, mine.length - Math.max(1, option.maxAttackers) + 1));
      const others = ui.blockDraft.filter((b) => b.blocker !== intent.blocker);
      return { ui: { ...ui, hint: null, selected: null, blockDraft: [...others, ...keep, { blocker: intent.blocker, attacker: intent.attacker }] } };
    }
    case 'unblock':
      return {
        ui: {
          ...ui,
          blockDraft: ui.blockDraft.filter((b) => b.blocker !== intent.blocker || (intent.attacker !== undefined && b.attacker !== intent.attacker)),
        },
      };
    case 'clearBlockers':
      return { ui: { ...ui, blockDraft: [], selected: null } };
    case 'setDamage': {
      const amount = Math.max(0, Math.floor(intent.amount));
      return {
        ui: {
          ...ui,
          damageDraft: ui.damageDraft.map((d) =>
            d.source === intent.source ? { ...d, to: d.to.map((t) => (t.target === intent.target ? { ...t, amount } : t)) } : d,
          ),
        },
      };
    }
    case 'moveDamage': {
      const draft = ui.damageDraft.find((d) => d.source === intent.source);
      const given = (target: string | null) => (target === null ? 1 : (draft?.to.find((t) => t.target === target)?.amount ?? -1));
      // Only a point that is there can move, and only to a recipient the source has; how much is
      // legal where is the engine's to judge on confirm.
      if (!draft || intent.from === intent.to || given(intent.from) <= 0 || given(intent.to) < 0) return null;
      const delta = (target: string) => (target === intent.to ? 1 : 0) - (target === intent.from ? 1 : 0);
      return { ui: { ...ui, damageDraft: ui.damageDraft.map((d) => (d === draft ? { ...d, to: d.to.map((t) => ({ ...t, amount: t.amount + delta(t.target) })) } : d)) } };
    }
    case 'resetDamage':
      return { ui: { ...ui, damageDraft: draftsFor(game).damageDraft } };
    case 'damageAt':
      return damageAt(game, ui, intent.target, intent.delta, intent.source);
    case 'reorder':
      return { ui: withList(ui, intent.list, (items) => reorderList(items, intent.activeId, intent.overId)) };
    case 'move':
      return {
        ui: withList(ui, intent.list, (items) => {
          const from = items.indexOf(intent.id);
          const to = from + intent.delta;
          return from < 0 || to < 0 || to >= items.length ? items : arrayMove(items, from, to);
        }),
      };
    case 'toggleDiscard':
      if (ui.discardDraft.includes(intent.card)) return { ui: { ...ui, discardDraft: ui.discardDraft.filter((c) => c !== intent.card) } };
      // Never more cards than the pending choice asks for. Once all are picked, a click on another
      // card does nothing until one is put back: replacing a picked card would drop it from the pick
      // where the player may not see it go.
      return ui.discardDraft.length < cardsToPick(game) ? { ui: { ...ui, discardDraft: [...ui.discardDraft, intent.card] } } : null;
    case 'endDrag': {
      const released = { ...ui, dragging: null, inspected: null };
      return (intent.drop && applyIntent(game, released, intent.drop)) ?? { ui: released };
    }
    case 'play':
      return playDropped(game, ui, intent.source, intent.target);
  }
}
