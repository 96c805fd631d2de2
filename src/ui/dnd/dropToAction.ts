// dropToAction.ts: what a drop means, as a pure function of the dragged item's data and the data of
// what it was dropped on (dnd-kit's `active.data.current` and `over.data.current`). Typed by `kind`;
// ids are never parsed.
import type { OrderedList, TableIntent } from '../../store/intents';

export type DragData =
  /** A creature of the defending player being moved onto an attacker. */
  | { kind: 'blocker'; id: string }
  /** A creature marked (or to be marked) as attacking, being moved onto what it attacks. */
  | { kind: 'attacker'; id: string }
  /** A card in hand or a permanent the deciding player can play (cast, activate, play as a land). */
  | { kind: 'play'; id: string }
  /** An item of a sortable list (pending triggers, a legacy damage order). */
  | { kind: 'sortable'; list: OrderedList; id: string }
  /** A point of combat damage of `source`, assigned to `from` or still to assign (null). */
  | { kind: 'pip'; source: string; from: string | null }
  /** A creature dividing its combat damage, dragged on the table: one of its points onto a recipient. */
  | { kind: 'damage'; id: string }
  /** Legacy rules: a blocker in its attacker's lane, dragged onto another to take its place in the
   *  damage assignment order. */
  | { kind: 'order'; id: string };

export type DropData =
  /** An attacking creature a blocker may be dropped on. */
  | { kind: 'attacker'; id: string }
  /** A player or planeswalker an attacker may be dropped on. */
  | { kind: 'defender'; id: string }
  /** A player's own side of the battlefield: dropping a creature back there undoes its draft, and
   *  dropping a card from hand there plays it. */
  | { kind: 'home'; player: string }
  /** A creature, permanent or player something playable now may target. */
  | { kind: 'target'; id: string }
  | { kind: 'sortable'; list: OrderedList; id: string }
  /** A creature, player or planeswalker `source` may damage, or what is left to assign (null). */
  | { kind: 'damageRecipient'; source: string; target: string | null }
  /** A creature, player, planeswalker or battle on the table that combat damage is being divided to. */
  | { kind: 'recipient'; id: string }
  /** Legacy rules: a blocker on the table in the damage assignment order `list` (its attacker). */
  | { kind: 'order'; id: string; list: string };

const sameList = (a: OrderedList, b: OrderedList) => a.kind === b.kind && (a.kind === 'triggers' || (b.kind === 'damageOrder' && a.key === b.key));

/** The intent of a drop, or null when the drop means nothing (dropped where it cannot go). */
export function dropToAction(active: DragData | undefined, over: DropData | null | undefined): TableIntent | null {
  if (!active) return null;
  switch (active.kind) {
    case 'blocker':
      if (over?.kind === 'attacker') return { type: 'block', blocker: active.id, attacker: over.id };
      // Dragged away from the attacker it blocked, onto its own side or off any target: no block.
      if (!over || over.kind === 'home') return { type: 'unblock', blocker: active.id };
      return null;
    case 'attacker':
      if (over?.kind === 'defender') return { type: 'attack', attacker: active.id, defender: over.id };
      if (over?.kind === 'home') return { type: 'unattack', attacker: active.id };
      return null;
    case 'play':
      if (over?.kind === 'target') return { type: 'play', source: active.id, target: over.id };
      if (over?.kind === 'home') return { type: 'play', source: active.id };
      return null;
    case 'sortable':
      if (over?.kind === 'sortable' && sameList(active.list, over.list) && active.id !== over.id) {
        return { type: 'reorder', list: active.list, activeId: active.id, overId: over.id };
      }
      return null;
    case 'damage':
      // One point more for the recipient: from what is left, or from another recipient (damageAt).
      return over?.kind === 'recipient' ? { type: 'damageAt', target: over.id, delta: 1, source: active.id } : null;
    case 'order':
      return over?.kind === 'order' && over.id !== active.id ? { type: 'reorder', list: { kind: 'damageOrder', key: over.list }, activeId: active.id, overId: over.id } : null;
    case 'pip':
      if (over?.kind === 'damageRecipient' && over.source === active.source && over.target !== active.from) {
        return { type: 'moveDamage', source: active.source, from: active.from, to: over.target };
      }
      return null;
  }
}

/** Reads the typed data dnd-kit carries (set by our own useDraggable/useDroppable calls). */
export function dragData(data: { current?: Record<string, unknown> } | undefined): DragData | undefined {
  return data?.current as DragData | undefined;
}

export function dropData(data: { current?: Record<string, unknown> } | undefined): DropData | undefined {
  return data?.current as DropData | undefined;
}
