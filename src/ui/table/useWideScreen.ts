// useWideScreen.ts: whether the window is wide enough for the panels to stand beside the board
// (tableScreen.css's breakpoint). Narrower, the current choice's controls are a sheet over the board.
import { useSyncExternalStore } from 'react';

/** tableScreen.css's `@media (min-width: 80rem)`. */
const WIDE = '(min-width: 80rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Follows the window as it is resized (a tablet turned). */
export const useWideScreen = () => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
