// bringIntoView.ts: a panel the player must use next brought into view when it is out of it: a
// panel low in the side column (or the drawer, or the choice's sheet, each of which scrolls on its own),
// a refusal above a long damage panel.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from './useAfterNextPaint';

/** Whether the whole of `element` is in the window. */
export function wholeInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/** Scrolls the page by the least that shows `element` whole (block 'nearest'), if it is not already.
 *  Focus stays where it is: a keyboard user's card keeps it. Smooth unless the reader asked for
 *  reduced motion, so the jump can be followed with the eyes. */
export function bringIntoView(element: Element): void {
  if (wholeInView(element)) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

/** A ref for a panel the player must answer next (a picked card's options, the division of damage, an
 *  order of blockers or triggers): when it opens, and again whenever `openFor` changes to another
 *  truthy value (another card picked), it is brought into the window if it is out of it. After the
 *  paint that shows it: a panel loaded lazily then has its size, and nothing is measured inside the
 *  frame of the move. */
export function useBroughtIntoView<T extends Element>(openFor: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    return openFor && element ? afterNextPaint(() => bringIntoView(element)) : undefined;
  }, [openFor]);
  return ref;
}
