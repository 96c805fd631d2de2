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

/** A creature dragged on the battlefield, or a card or permanent dragged to be played. */
export type CardDrag = Extract<DragData, { kind: 'attacker' | 'blocker' | 'play' | 'damage' | 'order' }>;
type DragKind = CardDrag['kind'];
type DropKind = 'attacker' | 'defender' | 'home' | 'target' | 'recipient' | 'order';

/** The attributes that make an element a drag source or a drop place (spread on it). */
export const dragSource = (kind: DragKind | undefined) => (kind ? { [DRAG_KIND]: kind } : {});
export const DROP_LIST = 'data-drop-list';
/** `list`: the damage assignment order an 'order' place belongs to (its attacker). */
export const dropPlace = (kind: DropKind | undefined, id: string, list?: string) => (kind ? { [DROP_KIND]: kind, [DROP_ID]: id, ...(list && { [DROP_LIST]: list }) } : {});

/** For a drag source's mousedown: a press with the mouse does not move the focus onto the card (Tab
 *  still does). A card that moves when dropped (a blocker into a lane, a card played from hand) would
 *  otherwise be a focused element removed from the page, which the browser handles at once, in the
 *  middle of the drop. */
export const preventFocusOnPress = (event: { preventDefault(): void }) => event.preventDefault();

/** What is being dragged, read from its element. */
export function dragDataOf(element: Element): CardDrag | undefined {
  const kind = element.getAttribute(DRAG_KIND);
  const id = element.getAttribute('data-object-id');
  return (kind === 'attacker' || kind === 'blocker' || kind === 'play' || kind === 'damage' || kind === 'order') && id ? { kind, id } : undefined;
}

/** What a drop place means, read from its element. */
export function dropDataOf(element: Element): DropData | undefined {
  const kind = element.getAttribute(DROP_KIND);
  const id = element.getAttribute(DROP_ID) ?? '';
  if (kind === 'home') return { kind, player: id };
  if (kind === 'order') return { kind, id, list: element.getAttribute(DROP_LIST) ?? '' };
  if (kind === 'attacker' || kind === 'defender' || kind === 'target' || kind === 'recipient') return { kind, id };
  return undefined;
}

export interface DropTarget {
  element: Element;
  data: DropData;
}

/** Which drop places the drag in progress can use: a card with no target to choose passes over the
 *  creatures and players on its way to its player's side. */
export type Accepts = (data: DropData) => boolean;
const ANY: Accepts = () => true;

/** The innermost drop place of `root` under the point (viewport coordinates) that `accepts` takes, if any. */
export function dropTargetAt(root: Element, x: number, y: number, accepts: Accepts = ANY): DropTarget | null {
  // Every element under the point, the innermost first, its ancestors after it.
  for (const hit of root.ownerDocument.elementsFromPoint(x, y)) {
    const element = hit.closest(`[${DROP_KIND}]`);
    const data = element && root.contains(element) ? dropDataOf(element) : undefined;
    if (element && data && accepts(data)) return { element, data };
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

  /** The place under the pointer, in `root`, among those the drag `accepts`. */
  moveTo(root: Element | null, x: number, y: number, accepts?: Accepts): void {
    this.set(root ? dropTargetAt(root, x, y, accepts) : null);
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
