// fingerPointer.ts: whether the primary pointer is a finger (a tablet, a phone), which cannot hover:
// the cards then offer their details by a button, and the details take touches (a close button, text
// to select).
import { useSyncExternalStore } from 'react';

const FINGER = '(pointer: coarse)';

/** One query shared by all the cards on the page while any of them listens: every card's "ⓘ" asks,
 *  and a query of its own per card was a matchMedia call, and a listener added and another removed,
 *  for each card a drop moves. Dropped when the last card goes, so a page (or a test) that mounts a
 *  table again asks afresh. */
let shared: MediaQueryList | null = null;
let listening = 0;

const subscribe = (onChange: () => void) => {
  const query = (shared ??= window.matchMedia(FINGER));
  listening++;
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    if (--listening === 0) shared = null;
  };
};

/** Follows a change (a tablet's keyboard and touchpad attached or detached). */
export const usePrimaryPointerIsFinger = () => useSyncExternalStore(subscribe, () => (shared ?? window.matchMedia(FINGER)).matches);
