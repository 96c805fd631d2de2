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
    const a = anchor.getBoundingClientRect();
    const height = box.current.offsetHeight;
    // Below the card, or above it when there is no room; kept inside the window sideways.
    const below = a.bottom + GAP + height <= window.innerHeight;
    setPosition({
      left: Math.min(Math.max(GAP, a.left + a.width / 2 - WIDTH / 2), window.innerWidth - WIDTH - GAP),
      top: below ? a.bottom + GAP : Math.max(GAP, a.top - GAP - height),
    });
  }, [id, view]);
  if (!view) return null;
  return (
    <div ref={box} data-role="card-details" className="card-details" style={{ width: WIDTH, ...(position ?? { left: -9999, top: 0 }) }}>
      <CardDetails view={view} />
    </div>
  );
}
