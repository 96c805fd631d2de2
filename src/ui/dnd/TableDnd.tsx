// TableDnd.tsx: the table's one DndContext (STYLE §5): a pointer drag starts after 5 px so a click
// still picks; touch after a short press; the keyboard walks from the picked-up creature to the places
// it may go. A drop becomes an intent through the pure dropToAction; the drag itself is UI state only.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, type ReactNode } from 'react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectLitTargets } from '../../store/selectors';
import { combatKeyboardCoordinates } from './combatKeyboardCoordinates';
import { dragData, dropData, dropToAction, type DropData } from './dropToAction';

// Pointer: what is under the pointer. Keyboard (no pointer): what the moved card overlaps.
const collisionDetection: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

function DragGhost() {
  const name = useTable((s) => (s.ui.dragging ? nameOf(s.game, s.ui.dragging.id) : null));
  if (!name) return null;
  return <div className="rounded-md border-2 border-stone-800 bg-white/90 px-2 py-1 text-sm font-semibold shadow-xl">{name}</div>;
}

export function TableDnd({ children }: { children: ReactNode }) {
  const store = useTableStore();
  const coordinateGetter = useMemo(
    () =>
      combatKeyboardCoordinates((target) => {
        if (!target || target.kind === 'home') return true;
        if (target.kind === 'sortable') return false;
        const { game, ui } = store.getState();
        return selectLitTargets(game, ui).has(target.id);
      }),
    [store],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    // Enter is left to the click alternative (Enter on a card picks it), Space starts a drag.
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );
  const name = (id: string) => nameOf(store.getState().game, id);
  const overName = (over: DropData | undefined) => (!over ? 'nothing' : over.kind === 'home' ? `${name(over.player)}'s side` : over.kind === 'sortable' ? name(over.id) : name(over.id));
  const handleDragStart = (event: DragStartEvent) => {
    const active = dragData(event.active.data);
    if (active && active.kind !== 'sortable') {
      store.getState().inspect(null);
      store.getState().setDragging({ kind: active.kind, id: active.id });
    }
  };
  const handleDragEnd = (event: DragEndEvent) => {
    const intent = dropToAction(dragData(event.active.data), dropData(event.over?.data));
    const { setDragging, intend } = store.getState();
    setDragging(null);
    if (intent) intend(intent);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => store.getState().setDragging(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(String(dragData(active.data)?.id))}. Arrow keys move between the places it may go.`,
          onDragOver: ({ active, over }) => `${name(String(dragData(active.data)?.id))} is over ${overName(dropData(over?.data))}.`,
          onDragEnd: ({ active, over }) => {
            const target = dropData(over?.data);
            const who = name(String(dragData(active.data)?.id));
            if (target?.kind === 'attacker') return `${who} blocks ${name(target.id)}.`;
            if (target?.kind === 'defender') return `${who} attacks ${name(target.id)}.`;
            return `${who} dropped on ${overName(target)}.`;
          },
          onDragCancel: ({ active }) => `${name(String(dragData(active.data)?.id))} was put back.`,
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        <DragGhost />
      </DragOverlay>
    </DndContext>
  );
}
