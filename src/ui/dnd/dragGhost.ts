// dragGhost.ts: the card's name that follows a battlefield drag, one element of the page moved by
// hand. It was dnd-kit's DragOverlay: components rendered again at every move of the pointer, and at
// the drop two more React commits (the overlay is kept one render for its drop animation, then taken
// down) before the drop's frame could be painted: four commits a drop, now two. Here a move is one
// style write, and a drop one attribute.
import type { Coordinates } from '@dnd-kit/utilities';

/** Where the ghost waits between drags: far out of the window. Hidden by moving it rather than by
 *  `visibility` or `display`: a change of the transform alone is not a change the browser restyles
 *  the element for (a visibility change cost the drop about 0.2 ms of style in a trace). */
export const PARKED = 'translate3d(-10000px, -10000px, 0)';

export class DragGhost {
  private element: HTMLElement | null = null;
  /** Where the ghost stands before the drag has moved: the card's top left corner (viewport). */
  private origin: Coordinates | null = null;
  /** Where the pointer (or the keyboard's drag) began, and the window's scroll then. */
  private start: Coordinates = { x: 0, y: 0 };
  private scroll: Coordinates = { x: 0, y: 0 };

  /** Callback ref of the ghost's element. */
  readonly setElement = (element: HTMLElement | null) => void (this.element = element);

  /** Shows `name` over the card that `card` bounds, for a drag that began at `start`. */
  show(name: string, card: DOMRect, start: Coordinates): void {
    if (!this.element) return;
    this.origin = { x: card.left, y: card.top };
    this.start = start;
    this.scroll = { x: window.scrollX, y: window.scrollY };
    this.element.textContent = name;
    this.element.style.width = `${card.width}px`;
    this.moveBy({ x: 0, y: 0 });
  }

  /** A pointer or a finger at `point` (viewport): the ghost keeps its offset from it. */
  follow(point: Coordinates): void {
    this.moveBy({ x: point.x - this.start.x, y: point.y - this.start.y });
  }

  /** dnd-kit's delta of a keyboard drag, which counts the window's scroll since the start: the ghost
   *  is placed in the window, so the scroll is taken out again. */
  moveByScrolled(delta: Coordinates): void {
    this.moveBy({ x: delta.x - (window.scrollX - this.scroll.x), y: delta.y - (window.scrollY - this.scroll.y) });
  }

  hide(): void {
    this.origin = null;
    if (this.element) this.element.style.transform = PARKED;
  }

  private moveBy(delta: Coordinates): void {
    if (!this.element || !this.origin) return;
    // A 3D translation, as dnd-kit's overlay had: the ghost is a compositor layer of its own, and a
    // move repaints nothing of the table under it.
    this.element.style.transform = `translate3d(${this.origin.x + delta.x}px, ${this.origin.y + delta.y}px, 0)`;
  }
}
