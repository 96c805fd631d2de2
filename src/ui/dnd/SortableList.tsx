// SortableList.tsx: a list put in order by dragging its handles (a mouse or a pen, a finger after a
// short press, or the keyboard: Space, arrows, Space) or with its ↑/↓ buttons. It has its own
// DndContext because a sortable list needs dnd-kit's sortable keyboard walker, while the battlefield's
// context walks from blocker to attacker; it is loaded lazily with the panels that use it (trigger
// order, legacy damage order).
import {
  DndContext,
  KeyboardSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTableStore } from '../../store/hooks';
import type { OrderedList } from '../../store/intents';
import { dragData, dropData, dropToAction, type DragData } from './dropToAction';
import { FingerSensor, MouseOrPenSensor } from './sensors';

export interface SortableItem {
  id: string;
  /** Read out while dragging and on the move buttons. */
  name: string;
  content: ReactNode;
}

interface Props {
  list: OrderedList;
  items: SortableItem[];
  orientation: 'vertical' | 'horizontal';
  label: string;
  /** Attributes for each item, e.g. data-object-id for pending triggers. */
  itemAttributes?: (id: string) => Record<string, string>;
  /** Told which item the pointer or the keyboard focus is on (null when none), e.g. to light its source up. */
  onPoint?: (id: string | null) => void;
  /** What the ↑/↓ buttons say: a place in the list ("move earlier"), or, for a list read top-first
   *  as the stack resolves (triggered abilities), when the item resolves ("resolves sooner"). */
  moves?: 'place' | 'resolution';
}

const MOVE_WORDS = {
  place: ['dnd.sortable.earlier', 'dnd.sortable.later'],
  resolution: ['dnd.sortable.resolvesSooner', 'dnd.sortable.resolvesLater'],
} as const;

/** A row's place in the list as it will be if the row being dragged (at `active`) is dropped over the
 *  row at `over`: the numbers stay in order down the list while the rows slide, instead of travelling
 *  with them. */
export function projectedIndex(index: number, active: number, over: number): number {
  if (active < 0 || over < 0) return index;
  if (index === active) return over;
  if (active < index && index <= over) return index - 1;
  if (over <= index && index < active) return index + 1;
  return index;
}

// On a touch screen (a coarse pointer) the handle and the move buttons are the size of a fingertip,
// 40 px; a mouse keeps the compact rows. The handle never pans the page (touch-none), so a press held
// on it becomes a drag, while a finger anywhere else on the row still scrolls.
const handle =
  'cursor-grab touch-none rounded px-1 text-stone-500 select-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-sky-500 pointer-coarse:flex pointer-coarse:size-10 pointer-coarse:items-center pointer-coarse:justify-center pointer-coarse:text-lg';
const moveButton = 'rounded border border-stone-300 px-1 text-xs disabled:opacity-30 pointer-coarse:size-10 pointer-coarse:text-base';

function SortableRow({ item, list, index, count, orientation, attributes: extra, onPoint, moves }: { item: SortableItem; list: OrderedList; index: number; count: number; orientation: Props['orientation']; attributes: Record<string, string>; onPoint: Props['onPoint']; moves: NonNullable<Props['moves']> }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, activeIndex, overIndex } = useSortable({
    id: item.id,
    data: { kind: 'sortable', list, id: item.id } satisfies DragData,
  });
  const [earlier, later] = orientation === 'vertical' ? ['↑', '↓'] : ['←', '→'];
  const [earlierLabel, laterLabel] = MOVE_WORDS[moves].map((key) => t(key, { item: item.name }));
  const move = (delta: number) => store.getState().intend({ type: 'move', list, id: item.id, delta });
  return (
    <li
      ref={setNodeRef}
      {...extra}
      onMouseEnter={() => onPoint?.(item.id)}
      onMouseLeave={() => onPoint?.(null)}
      onFocus={() => onPoint?.(item.id)}
      onBlur={() => onPoint?.(null)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-2 rounded border bg-white p-2 text-sm shadow-sm ${isDragging ? 'z-10 border-violet-500 shadow-lg' : 'border-stone-300'}`}
    >
      <span {...attributes} {...listeners} aria-label={t('dnd.sortable.drag', { item: item.name })} className={handle}>
        ⠿
      </span>
      <span className="w-5 shrink-0 text-center font-mono text-xs text-stone-500">{projectedIndex(index, activeIndex, overIndex) + 1}</span>
      <div className="min-w-0 flex-1">{item.content}</div>
      <span className="flex shrink-0 flex-col gap-0.5">
        <button type="button" className={moveButton} disabled={index === 0} onClick={() => move(-1)} aria-label={earlierLabel} title={earlierLabel}>
          {earlier}
        </button>
        <button type="button" className={moveButton} disabled={index === count - 1} onClick={() => move(1)} aria-label={laterLabel} title={laterLabel}>
          {later}
        </button>
      </span>
    </li>
  );
}

export function SortableList({ list, items, orientation, label, itemAttributes, onPoint, moves = 'place' }: Props) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const sensors = useSensors(
    // As on the battlefield: a pointer sensor that took a touch too would lose it to the page's pan
    // (pointercancel), and the touch sensor would never start.
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(FingerSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = new Map(items.map((item) => [item.id, item.name]));
  const handleDragEnd = (event: DragEndEvent) => {
    const intent = dropToAction(dragData(event.active.data), dropData(event.over?.data));
    if (intent) store.getState().intend(intent);
  };
  const position = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.sortable.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.sortable.pickedUp', { item: names.get(String(active.id)), position: position(active.id), count: items.length }),
          onDragOver: ({ active, over }) =>
            over ? t('dnd.sortable.over', { item: names.get(String(active.id)), position: position(over.id) }) : t('dnd.sortable.outside', { item: names.get(String(active.id)) }),
          onDragEnd: ({ active, over }) =>
            over ? t('dnd.sortable.dropped', { item: names.get(String(active.id)), position: position(over.id) }) : t('dnd.sortable.droppedOutside', { item: names.get(String(active.id)) }),
          onDragCancel: ({ active }) => t('dnd.sortable.cancelled', { item: names.get(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={orientation === 'vertical' ? verticalListSortingStrategy : horizontalListSortingStrategy}>
        <ol aria-label={label} className={orientation === 'vertical' ? 'flex flex-col gap-1' : 'flex flex-wrap gap-1'}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} list={list} index={index} count={items.length} orientation={orientation} attributes={itemAttributes?.(item.id) ?? {}} onPoint={onPoint} moves={moves} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
