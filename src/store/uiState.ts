// ui.ts: the table's UI state, which never enters the undo history (a selection, a hover, a drag,
// and the drafts of a declaration being composed before it is confirmed). Drafts are plain data
// shaped like the engine action they will become; the engine judges them only on confirm (or when a
// selector asks it, in selectDraftProblem).
import { defaultAssignment, type Action, type AttackDeclaration, type GameState, type PlayerId } from '../engine';
import type { Message } from '../explain/types';

export interface BlockPair {
  blocker: string;
  attacker: string;
}

export interface DamageDraft {
  source: string;
  to: { target: string; amount: number }[];
}

/** Something the table explains next to a card or control: why a creature cannot attack, why a block
 *  is refused. Its text and rule come from the engine's options. */
export interface Hint {
  object: string;
  /** The engine's own sentence (a refusal), shown as the engine gives it. */
  text?: string;
  /** Or a sentence of the table's own, as a translation key and its parameters (names). */
  message?: Message;
  rule?: string;
}

/** What a battlefield drag moves: a creature declared (or to be declared) as an attacker or a
 *  blocker, a card or permanent to play (cast, activate, play a land) by dropping it, or a point of
 *  the combat damage a creature divides (dragged from it onto a recipient). */
export type DragKind = 'attacker' | 'blocker' | 'play' | 'damage' | 'order';

export interface DragRef {
  kind: DragKind;
  id: string;
}

/** Which side of the table is at the bottom: a player, or whoever must decide now. */
export type ViewFrom = PlayerId | 'decider';

export interface UiState {
  viewFrom: ViewFrom;
  /** A card picked by a click, waiting for a second click (a blocker, a spell to target, an attacker). */
  selected: string | null;
  /** Objects to light up, e.g. the targets of the stack object under the pointer. */
  highlighted: readonly string[];
  dragging: DragRef | null;
  /** The card under the pointer or keyboard focus, whose full text is shown. */
  inspected: string | null;
  hint: Hint | null;
  attackDraft: readonly AttackDeclaration[];
  blockDraft: readonly BlockPair[];
  damageDraft: readonly DamageDraft[];
  /** Legacy damage assignment orders: attacker (orderBlockers) or blocker (orderAttackers) → ids, first first. */
  orderDraft: Readonly<Record<string, readonly string[]>>;
  /** Pending triggers as the stack will show them: the one that resolves first on top (first here). */
  triggerDraft: readonly string[];
  /** Cards picked in hand: to discard, or to put on the bottom when keeping after a mulligan. */
  discardDraft: readonly string[];
}

/** The drafts a new pending choice opens with: nothing declared, the engine's default damage split
 *  (always legal), the orders as the engine lists them. */
export function draftsFor(game: GameState): Pick<UiState, 'attackDraft' | 'blockDraft' | 'damageDraft' | 'orderDraft' | 'triggerDraft' | 'discardDraft'> {
  const pending = game.pendingChoice;
  const orderDraft: Record<string, string[]> = {};
  if (pending?.type === 'orderBlockers') for (const a of pending.attackers) orderDraft[a.attacker] = [...a.blockers];
  if (pending?.type === 'orderAttackers') for (const b of pending.blockers) orderDraft[b.blocker] = [...b.attackers];
  return {
    attackDraft: [],
    blockDraft: [],
    damageDraft: pending?.type === 'assignDamage' ? pending.sources.map(defaultAssignmentFor) : [],
    orderDraft,
    // The list opens in the engine's queue order (APNAP, then each source's printed order, CR
    // 603.3b), read top-first as "resolves first": never pre-sorted toward an answer, so ordering them
    // is the reader's choice. draftAction reverses the list into the order they go on the stack.
    triggerDraft: pending?.type === 'orderTriggers' ? pending.triggers.map((t) => t.id) : [],
    discardDraft: [],
  };
}

function defaultAssignmentFor(source: Parameters<typeof defaultAssignment>[0]): DamageDraft {
  const chosen = defaultAssignment(source);
  // Every recipient gets a row, also those the default gives nothing, so the steppers have a place.
  return {
    source: source.source,
    to: source.recipients.map((r) => ({ target: r.target, amount: chosen.to.find((t) => t.target === r.target)?.amount ?? 0 })),
  };
}

/** Seen from whoever decides, by default: their side at the bottom of the board and their hand in the
 *  dock, as at a real table where the player whose move it is sits in front of the screen. */
export function initialUi(game: GameState, viewFrom: ViewFrom = 'decider'): UiState {
  return { viewFrom, selected: null, highlighted: [], dragging: null, inspected: null, hint: null, ...draftsFor(game) };
}

/** The UI after the game changed (an action, undo, redo): the view is kept, drafts start afresh. */
export function uiAfterGameChange(game: GameState, previous: UiState): UiState {
  return initialUi(game, previous.viewFrom);
}

/** The engine action that the current draft becomes on confirm, or null when the pending choice is
 *  not one that is drafted. */
export function draftAction(game: GameState, ui: UiState): Action | null {
  const pending = game.pendingChoice;
  if (!pending) return null;
  const player = pending.player;
  switch (pending.type) {
    case 'declareAttackers':
      return { type: 'declareAttackers', player, attackers: [...ui.attackDraft] };
    case 'declareBlockers':
      return { type: 'declareBlockers', player, blocks: [...ui.blockDraft] };
    case 'assignDamage':
      return {
        type: 'assignDamage',
        player,
        assignments: ui.damageDraft.map((d) => ({ source: d.source, to: d.to.filter((t) => t.amount > 0) })),
      };
    case 'orderBlockers':
      return { type: 'orderBlockers', player, orders: pending.attackers.map((a) => ({ attacker: a.attacker, blockers: [...(ui.orderDraft[a.attacker] ?? a.blockers)] })) };
    case 'orderAttackers':
      return { type: 'orderAttackers', player, orders: pending.blockers.map((b) => ({ blocker: b.blocker, attackers: [...(ui.orderDraft[b.blocker] ?? b.attackers)] })) };
    case 'orderTriggers':
      // Shown resolves-first on top; the engine wants the order they are put on the stack.
      return { type: 'orderTriggers', player, order: ui.triggerDraft.toReversed() };
    case 'discard':
      return { type: 'discard', player, cards: [...ui.discardDraft] };
    case 'mulligan':
      // CR 103.5: keeping after N mulligans puts N cards (the ones picked) on the bottom.
      return { type: 'mulligan', player, keep: true, bottom: [...ui.discardDraft] };
    default:
      return null;
  }
}
