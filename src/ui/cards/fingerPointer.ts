// fingerPointer.ts: whether the primary pointer is a finger (a tablet, a phone), which cannot hover:
// the cards then offer their details by a button, and the details take touches (a close button, text
// to select).
import { useSyncExternalStore } from 'react';

const FINGER = '(pointer: coarse)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(FINGER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Follows a change (a tablet's keyboard and touchpad attached or detached). */
export const usePrimaryPointerIsFinger = () => useSyncExternalStore(subscribe, () => window.matchMedia(FINGER).matches);
