// TableDnd.tsx: the table's one DndContext (STYLE §5): a pointer drag starts after 5 px so a click
// still picks; touch after a short press; the keyboard walks from the picked-up creature to the places
// it may go. A drop becomes an intent through the pure dropToAction; the drag itself is UI state only.
// The context holds a single draggable, lent to the card a drag starts from, and no droppable: the
// places are found in the page (dropTargets.ts, tableDrag.ts), so a drag renders the card it moves
// and nothing else.
import { DndContext, KeyboardSensor, useDraggable, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import { useTableStore } from '../../store/hooks';
import { PARKED } from './dragGhost';
import { DragInstructions } from './dragInstructions';
import { DRAG_KIND, dragDataOf, type CardDrag } from './dropTargets';
import { FingerSensor, MouseOrPenSensor } from './sensors';
import { TableDrag } from './tableDrag';

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** The id of the table's one draggable. */
const CARD = 'battlefield-card';

/** A board too big even for its smallest zoom scrolls while a card is held near its top or bottom edge,
 *  for the places off screen: only within the outer tenth (dnd-kit's default is a fifth, which on a
 *  tablet took in a blocker's attacker at the bottom: the board ran away from under the finger) and at
 *  two fifths of dnd-kit's speed, slow enough to stop where the finger wants. */
const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.1 }, acceleration: 4 };

/** dnd-kit's own announcements, all silent: the table announces the drag itself (tableDrag.ts). */
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

type Activator = 'onPointerDown' | 'onTouchStart' | 'onKeyDown';

/** What the table's drag source lends out: the draggable, pointed at a card (`source`, with the drag's
 *  data) before its sensors see the event that starts a drag. */
type StartDrag = (activator: Activator, event: SyntheticEvent, source: HTMLElement, data: CardDrag) => void;

/** The table's one draggable, rendered inside the DndContext with nothing under it. dnd-kit changes
 *  its contexts at every drag start and drop, and React then walks every component under the context
 *  to find their readers: with the table under it, that walk over a hundred cards' components took
 *  about half a millisecond of each drop (React's propagateParentContextChanges in a trace). The table
 *  is therefore beside the context, and reaches the draggable through `lend`. */
function CardDragSource({ lend }: { lend: (start: StartDrag) => void }) {
  const [picked, setPicked] = useState<CardDrag | null>(null);
  const { setNodeRef, listeners } = useDraggable({ id: CARD, data: picked ?? undefined });
  useLayoutEffect(() =>
    lend((activator, event, source, data) => {
      const handler = listeners?.[activator];
      if (!handler) return;
      // dnd-kit reads the draggable's data when the drag starts (at once for a key press), so the
      // state is committed first; the node is only a ref.
      if (picked?.id !== data.id || picked?.kind !== data.kind) flushSync(() => setPicked(data));
      setNodeRef(source);
      handler(event);
    }),
  );
  return null;
}

export function TableDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const drag = useMemo(() => new TableDrag(store, t), [store, t]);
  const { setRoot, setLive, setGhost } = drag.refs;
  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 5 }, track: drag.track }),
    useSensor(FingerSensor, { activationConstraint: { delay: 150, tolerance: 5 }, track: drag.track }),
    // Enter is left to the click alternative (Enter on a card picks it), Space starts a drag.
    useSensor(KeyboardSensor, { coordinateGetter: drag.coordinateGetter, keyboardCodes }),
  );
  // The draggable's start, lent by CardDragSource (a ref: lending it renders nothing).
  const startDrag = useRef<StartDrag | null>(null);
  const lend = useCallback((start: StartDrag) => void (startDrag.current = start), []);
  // dnd-kit's hidden instructions take the context's id as their own, so the cards can point to them
  // from the first render.
  const instructions = useId();
  /** A press, touch or key on a card of the table marked as a drag source (`data-drag-kind`). */
  const start = (activator: Activator) => (event: SyntheticEvent) => {
    const source = event.target instanceof Element ? event.target.closest(`[${DRAG_KIND}]`) : null;
    const data = source instanceof HTMLElement && drag.contains(source) ? dragDataOf(source) : undefined;
    if (source instanceof HTMLElement && data) startDrag.current?.(activator, event, source, data);
  };
  return (
    <>
      <DndContext
        id={instructions}
        sensors={sensors}
        autoScroll={AUTO_SCROLL}
        onDragStart={drag.start}
        onDragMove={drag.move}
        onDragEnd={drag.end}
        onDragCancel={drag.cancel}
        accessibility={{ screenReaderInstructions: { draggable: t('dnd.instructions') }, announcements: SILENT }}
      >
        <CardDragSource lend={lend} />
      </DndContext>
      {/* The table: beside the DndContext, not under it (see CardDragSource). */}
      <div ref={setRoot} className="contents" onPointerDown={start('onPointerDown')} onTouchStart={start('onTouchStart')} onKeyDown={start('onKeyDown')}>
        <DragInstructions.Provider value={instructions}>{children}</DragInstructions.Provider>
      </div>
      <div ref={setLive} role="status" aria-live="assertive" aria-atomic="true" className="sr-only" data-role="drag-announcer" />
      {/* The dragged card's name, moved by TableDrag (dragGhost.ts), never rendered again. Not a
          target of the pointer: the card under it keeps the hover through the drag, so the ghost going
          away at the drop moves no hover, and the browser sends no pointerout, over, mouseout and
          mouseover (React handlers for each) in the frame that shows the drop. */}
      <div
        ref={setGhost}
        aria-hidden="true"
        className="pointer-events-none fixed top-0 left-0 z-[999] rounded-md border-2 border-stone-800 bg-white/90 px-2 py-1 text-sm font-semibold shadow-xl"
        style={{ transform: PARKED }}
        data-role="drag-ghost"
      />
    </>
  );
}
