// useFitZoom.ts: the board scales its cards down before it scrolls. The board's content (both sides
// of the table and the combat lanes) is zoomed (CSS `zoom`, which lays the content out again at the
// smaller size, so rows hold more cards, rather than shrinking a picture of it) by the largest factor
// at which it fits the board's height, down to MIN_ZOOM; a board larger than that scrolls.
import { useLayoutEffect, type RefObject } from 'react';

/** Below this the cards' words can no longer be read, even as a shape: the board scrolls instead. */
export const MIN_ZOOM = 0.35;
/** The factors tried differ by at least this much. */
const STEP = 0.01;

/** Sets the factor, and on `data-zoom` for tests. */
function setZoom(content: HTMLElement, zoom: number): number {
  content.style.zoom = String(zoom);
  // For the docked hand, which undoes it (tableScreen.css).
  content.style.setProperty('--board-zoom', String(zoom));
  content.dataset.zoom = String(zoom);
  return zoom;
}

function fitsAt(frame: HTMLElement, content: HTMLElement, zoom: number): boolean {
  content.style.zoom = String(zoom);
  content.style.setProperty('--board-zoom', String(zoom));
  // Half a pixel of rounding between the two boxes is not an overflow.
  return content.getBoundingClientRect().height <= frame.clientHeight + 0.5;
}

/** The largest zoom in [MIN_ZOOM, 1] at which `content` fits `frame`, set on `content`. Starts from the
 *  zoom it has: kept if it fits and one step more would not (a resize of nothing that matters, or
 *  the notice of its own last change), so most calls lay out the board twice, not a dozen times. */
export function fitZoom(frame: HTMLElement, content: HTMLElement): number {
  const current = Number(content.style.zoom) || 1;
  if (fitsAt(frame, content, current) && (current >= 1 || !fitsAt(frame, content, Math.min(1, current + STEP)))) return setZoom(content, current);
  if (fitsAt(frame, content, 1)) return setZoom(content, 1);
  let low = MIN_ZOOM;
  let high = 1;
  if (!fitsAt(frame, content, low)) return setZoom(content, low);
  // Binary search down to a step: the lowest factor known to fit is `low`.
  while (high - low > STEP) {
    const middle = (low + high) / 2;
    if (fitsAt(frame, content, middle)) low = middle;
    else high = middle;
  }
  return setZoom(content, Math.floor(low * 100) / 100);
}

/** Keeps `content` fitted to `frame`: at once (before the first paint), when the window changes the
 *  frame's size, and when the content's own size changes (a permanent more, a lane opened). Fitted a
 *  frame later for a change: fitting inside the observer's own notice would change the size it is
 *  observing, which the browser reports as an error. */
export function useFitZoom(frame: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const fit = () => fitZoom(outer, inner);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let scheduled = 0;
    const observer = new ResizeObserver(() => {
      if (!scheduled)
        scheduled = requestAnimationFrame(() => {
          scheduled = 0;
          fit();
        });
    });
    observer.observe(outer);
    observer.observe(inner);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(scheduled);
    };
  }, [frame, content]);
}
