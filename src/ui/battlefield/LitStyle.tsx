// LitStyle.tsx: lights up the permanents a picked or dragged card may go to (the ids come from the
// engine's options, selectLitTargets) by setting `data-lit` on their slots; card.css draws the ring.
// Neither a re-render of each card nor a generated style sheet: at a drag start and at a drop thirty
// attackers can change at once, re-rendering thirty cards cost more than the drop itself, and a
// changed style sheet made the browser match its rules against the whole page (about 4 ms a drop in
// the UI bench). Setting an attribute restyles only the element that carries it.
import { useLayoutEffect, useRef } from 'react';
import { useTable } from '../../store/hooks';
import { selectLitTargets } from '../../store/selectors';

/** Ids as one string, so the effect runs only when the set changes. */
const litKey = (ids: Set<string>) => [...ids].sort().join(' ');

export function LitStyle() {
  const key = useTable((s) => litKey(selectLitTargets(s.game, s.ui)));
  // The table this belongs to is the anchor's parent: two tables side by side (a lesson comparing
  // both damage rules) share ids, and each lights its own cards only.
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const table = anchor.current?.parentElement;
    if (!key || !table) return;
    const slots = key.split(' ').flatMap((id) => [...table.querySelectorAll(`.card-slot[data-object-id="${CSS.escape(id)}"]`)]);
    for (const slot of slots) slot.setAttribute('data-lit', '');
    // Out in the commit of the move that put them out (a drop): thirty rings going out cost the drop's
    // frame less than a frame of their own after it.
    return () => {
      for (const slot of slots) slot.removeAttribute('data-lit');
    };
  }, [key]);
  return <span ref={anchor} hidden />;
}
