// dropTargets.ts: the places a battlefield drag may end, found in the page rather than registered
// with dnd-kit. A place says what it is with `data-drop-kind` and `data-drop-id` (an attacker, a
// defender, a player's own side); the card being dragged is found the same way (`data-drag-kind`).
// dnd-kit re-renders every useDraggable/useDroppable consumer whenever a drag starts, crosses a place
// or ends: with one hook per card that was sixty components rendered twice per drop on the UI bench's
// board. Here the place under the pointer is looked up in the page at every move (the browser's own
// hit test, so scrolling and lanes that moved are always accounted for) and marked with `data-over`
// directly, as LitStyle marks the lit ones: a drag renders nothing but the card it moves.
import type { DragData, DropData } from './dropToAction';

export const DRAG_KIND = 'data-drag-kind';
export const DROP_KIND = 'data-drop-kind';
export const DROP_ID = 'data-drop-id';

/** A creature dragged on the battlefield. */
export type CardDrag = Extract<DragData, { kind: 'attacker' | 'blocker' }>;
type DragKind = CardDrag['kind'];
type DropKind = 'attacker' | 'defender' | 'home';

/** The attributes that make an element a drag source or a drop place (spread on it). */
export const dragSource = (kind: DragKind | undefined) => (kind ? { [DRAG_KIND]: kind } : {});
export const dropPlace = (kind: DropKind | undefined, id: string) => (kind ? { [DROP_KIND]: kind, [DROP_ID]: id } : {});

/** What is being dragged, read from its element. */
export function dragDataOf(element: Element): CardDrag | undefined {
  const kind = element.getAttribute(DRAG_KIND);
  const id = element.getAttribute('data-object-id');
  return (kind === 'attacker' || kind === 'blocker') && id ? { kind, id } : undefined;
}

/** What a drop place means, read from its element. */
export function dropDataOf(element: Element): DropData | undefined {
  const kind = element.getAttribute(DROP_KIND);
  const id = element.getAttribute(DROP_ID) ?? '';
  if (kind === 'home') return { kind, player: id };
  if (kind === 'attacker' || kind === 'defender') return { kind, id };
  return undefined;
}

export interface DropTarget {
  element: Element;
  data: DropData;
}

/** The innermost drop place of `root` under the point (viewport coordinates), if any. */
export function dropTargetAt(root: Element, x: number, y: number): DropTarget | null {
  for (const hit of root.ownerDocument.elementsFromPoint(x, y)) {
    const element = hit.closest(`[${DROP_KIND}]`);
    const data = element && root.contains(element) ? dropDataOf(element) : undefined;
    if (element && data) return { element, data };
  }
  return null;
}

/** Every drop place of `root`, in reading order (top to bottom, then left to right), with its rectangle. */
export function dropTargetsIn(root: Element): (DropTarget & { rect: DOMRect })[] {
  return [...root.querySelectorAll(`[${DROP_KIND}]`)]
    .flatMap((element) => {
      const data = dropDataOf(element);
      return data ? [{ element, data, rect: element.getBoundingClientRect() }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
}

/** The drop place a drag is over, kept in step with the pointer (or the keyboard) and shown with
 *  `data-over` on its element; `onChange` hears of each new place (for the screen reader). */
export class DropTracker {
  private target: DropTarget | null = null;

  constructor(private readonly onChange: (target: DropData | null) => void) {}

  get current(): DropTarget | null {
    return this.target;
  }

  /** The place under the pointer, in `root`. */
  moveTo(root: Element | null, x: number, y: number): void {
    this.set(root ? dropTargetAt(root, x, y) : null);
  }

  set(target: DropTarget | null): void {
    if (target?.element === this.target?.element) return;
    this.target?.element.removeAttribute('data-over');
    target?.element.setAttribute('data-over', 'true');
    this.target = target;
    this.onChange(target?.data ?? null);
  }

  /** The drag ended: what it ended on, and nothing is marked any more. */
  finish(): DropData | null {
    const data = this.target?.data ?? null;
    this.target?.element.removeAttribute('data-over');
    this.target = null;
    return data;
  }
}
