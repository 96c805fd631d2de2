// DamagePips.tsx: the points of a creature's combat damage as pips that can be dragged: from one
// recipient to another, from what is left to assign onto a recipient, or back. Each drop moves one
// point (the `moveDamage` intent); the steppers beside them are the keyboard's way to do the same.
// The pips have their own small DndContext: the damage panel is outside the battlefield's. A pip may
// also be dropped on a recipient on the table (a card or a player carrying data-assigned-damage, or
// its amount badge): found in the page under the pointer, as the battlefield's drags find their places.
import { DndContext, DragOverlay, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTableStore } from '../../store/hooks';
import { selectDamageOptions } from '../../store/selectors';
import { DropTracker, type DropTarget } from '../dnd/dropTargets';
import { dragData, dropData, dropToAction, type DragData, type DropData } from '../dnd/dropToAction';
import { FingerSensor, PointerDropSensor } from '../dnd/sensors';

const pipShape = 'inline-block size-3.5 rounded-full border pointer-coarse:size-6';
export const filledPip = `${pipShape} border-red-800 bg-red-600`;
export const emptyPip = `${pipShape} border-stone-300 bg-stone-100`;
/** The button around a pip's dot: the dot itself under a mouse, a fingertip's 40 px on a touch screen
 *  (a coarse pointer), so the desktop panel keeps its size. */
export const pipTarget = 'inline-flex items-center justify-center rounded-full pointer-coarse:size-10';

/** A point of damage assigned to `from` (or still to assign, null) that can be dragged elsewhere.
 *  `onClick` keeps the pip's click meaning (set the amount up to it) next to the drag. */
export function DraggablePip({ source, from, index, title, onClick, outline }: { source: string; from: string | null; index: number; title: string; onClick?: () => void; outline?: string }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `pip:${source}:${from ?? ''}:${index}`, data: { kind: 'pip', source, from } satisfies DragData });
  return (
    <button
      ref={setNodeRef}
      type="button"
      tabIndex={-1}
      {...listeners}
      onClick={onClick}
      title={title}
      data-pip={from ?? 'left'}
      className={`${pipTarget} cursor-grab touch-none ${isDragging ? 'opacity-30' : ''}`}
    >
      <span className={`${filledPip} ${outline ?? ''}`} />
    </button>
  );
}

/** A place a pip of `source` can be dropped: a recipient's row, or the pool of what is left (null). */
export function PipDropZone({ source, target, className, children, ...attributes }: { source: string; target: string | null; className: string; children: ReactNode } & Record<`data-${string}`, string>) {
  const { setNodeRef, isOver } = useDroppable({ id: `pips:${source}:${target ?? ''}`, data: { kind: 'damageRecipient', source, target } satisfies DropData });
  return (
    <div ref={setNodeRef} {...attributes} data-over={isOver ? 'true' : undefined} className={`${className} ${isOver ? 'ring-2 ring-red-500' : ''}`}>
      {children}
    </div>
  );
}

/** The recipient of `source`'s damage on the table under the point (viewport coordinates), if any. */
function recipientOnTableAt(x: number, y: number, source: string, recipients: ReadonlySet<string>): DropTarget | null {
  for (const hit of document.elementsFromPoint(x, y)) {
    const element = hit.closest('[data-assigned-damage], [data-role="assigned-damage"]');
    const target = element?.getAttribute('data-object-id') ?? element?.getAttribute('data-target-id') ?? element?.getAttribute('data-for');
    if (element && target && recipients.has(target)) return { element, data: { kind: 'damageRecipient', source, target } };
  }
  return null;
}

/** The context of the panel's pip drags; a drop becomes an intent through dropToAction. */
export function DamagePipsDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const [dragging, setDragging] = useState(false);
  // The pip being dragged (its source's recipients), and the recipient on the table under it.
  const pip = useRef<{ source: string; recipients: Set<string> } | null>(null);
  const onTable = useMemo(() => new DropTracker(() => undefined), []);
  const track = useCallback(
    (point: { x: number; y: number }) => {
      const held = pip.current;
      onTable.set(held ? recipientOnTableAt(point.x, point.y, held.source, held.recipients) : null);
    },
    [onTable],
  );
  const sensors = useSensors(
    useSensor(PointerDropSensor, { activationConstraint: { distance: 4 }, track }),
    useSensor(FingerSensor, { activationConstraint: { delay: 150, tolerance: 5 }, track }),
  );
  const handleDragStart = (event: DragStartEvent) => {
    const data = dragData(event.active.data);
    const source = data?.kind === 'pip' ? selectDamageOptions(store.getState().game).find((s) => s.source === data.source) : undefined;
    pip.current = source ? { source: source.source, recipients: new Set(source.recipients.map((r) => r.target)) } : null;
    setDragging(true);
  };
  const handleDragEnd = (event: DragEndEvent) => {
    setDragging(false);
    pip.current = null;
    const table = onTable.finish();
    const intent = dropToAction(dragData(event.active.data), dropData(event.over?.data) ?? table);
    if (intent) store.getState().intend(intent);
  };
  const handleDragCancel = () => {
    setDragging(false);
    pip.current = null;
    onTable.finish();
  };
  return (
    <DndContext
      sensors={sensors}
      // A pip goes where the pointer lets go of it (found again at the release by the sensors).
      collisionDetection={pointerWithin}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
      // The pips are a pointer shortcut: the steppers are what assistive technology is offered.
      accessibility={{ announcements: { onDragStart: () => t('combat.pips.picked'), onDragOver: () => undefined, onDragEnd: () => t('combat.pips.dropped'), onDragCancel: () => t('combat.pips.cancelled') } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <span className={`${pipTarget} size-full`}>
            <span className={`${filledPip} shadow-lg`} />
          </span>
        )}
      </DragOverlay>
    </DndContext>
  );
}
