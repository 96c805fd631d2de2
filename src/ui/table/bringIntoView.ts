// bringIntoView.ts: a panel the player must use next brought into the window when it is out of it. On
// a screen under 80rem wide the decision panel sits above the table (Table.tsx), so a card picked in
// a hand at the bottom of the page has its buttons a screen away; on a wide screen the panel is beside
// the table, already in view, and nothing moves.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from './useAfterNextPaint';

/** The height the sticky prompt covers at the top of the window: index.css's scroll-padding-top,
 *  which the browser also keeps clear when it scrolls something into view (0 where the prompt does
 *  not stick, on a screen too short for it). */
function coveredTop(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 0;
}

/** Whether the whole of `element` is in the window, below the sticky prompt. */
export function wholeInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= coveredTop() && box.bottom <= window.innerHeight;
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
 *  paint that shows it: a panel loaded lazily then has its size, the prompt above it has been measured
 *  again (useCoveredTop: its how-to line grows as a card is picked), and nothing is measured inside
 *  the frame of the move. */
export function useBroughtIntoView<T extends Element>(openFor: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    return openFor && element ? afterNextPaint(() => bringIntoView(element)) : undefined;
  }, [openFor]);
  return ref;
}
