// CardTooltip.tsx: the full card (Oracle text, current values) of the card under the pointer or the
// keyboard focus. One for the whole table rather than one hidden in every card: a hundred hidden
// copies were a thousand more elements to style, lay out and walk through on every change.
import { useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectCardFace, selectPermanent } from '../../store/selectors';
import { CardDetails } from './CardFace';

/** Handlers that make an element show its card's details on hover and on keyboard focus. */
export function useInspectHandlers(id: string) {
  const store = useTableStore();
  return {
    // On a move of the pointer, not on pointerenter: a drop moves cards and removes the drag ghost,
    // which makes the browser send pointerenter to whatever is now under a pointer that stood still,
    // and the details then popped up (a store change and a forced layout) in the frame of the drop.
    // Not while a button is held (a drag passing over cards) nor while dragging.
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const { ui, inspect } = store.getState();
      if (event.buttons === 0 && ui.dragging === null && ui.inspected !== id) inspect(id);
    },
    onPointerLeave: () => store.getState().inspect(null),
    // Only keyboard focus: a click also focuses, and the details would then stay over the table.
    onFocus: (event: FocusEvent<HTMLElement>) => event.currentTarget.matches(':focus-visible') && store.getState().inspect(id),
    onBlur: () => store.getState().inspect(null),
  };
}

const GAP = 6;
const WIDTH = 256;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the details of a card go: beside it, right or else left, level with its top (kept inside the
 *  window), so that they cover its neighbours in the row rather than the combat strip and the other
 *  side's names above or below it; below or above it only when the window is too narrow for that. */
export function placeDetails(card: Box, height: number, viewport: { width: number; height: number }): { left: number; top: number } {
  const top = Math.max(GAP, Math.min(card.top, viewport.height - GAP - height));
  if (card.right + GAP + WIDTH <= viewport.width) return { left: card.right + GAP, top };
  if (card.left - GAP - WIDTH >= 0) return { left: card.left - GAP - WIDTH, top };
  const below = card.bottom + GAP + height <= viewport.height;
  return {
    left: Math.min(Math.max(GAP, (card.left + card.right) / 2 - WIDTH / 2), viewport.width - WIDTH - GAP),
    top: below ? card.bottom + GAP : Math.max(GAP, card.top - GAP - height),
  };
}

export function CardTooltip() {
  const id = useTable((s) => (s.ui.dragging ? null : s.ui.inspected));
  const view = useTable((s) => (id ? (selectPermanent(s.game, id) ?? selectCardFace(s.game, id)) : null));
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    // Measured again when the card's view changes: its details may grow or shrink.
    const anchor = id && view ? document.querySelector(`[data-object-id="${CSS.escape(id)}"]`) : null;
    if (!anchor || !box.current) {
      setPosition(null);
      return;
    }
    setPosition(placeDetails(anchor.getBoundingClientRect(), box.current.offsetHeight, { width: window.innerWidth, height: window.innerHeight }));
  }, [id, view]);
  if (!view) return null;
  return (
    <div ref={box} data-role="card-details" className="card-details" style={{ width: WIDTH, ...(position ?? { left: -9999, top: 0 }) }}>
      <CardDetails view={view} />
    </div>
  );
}
