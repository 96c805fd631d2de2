// TableDnd.tsx: the table's one DndContext (STYLE §5): a pointer drag starts after 5 px so a click
// still picks; touch after a short press; the keyboard walks from the picked-up creature to the places
// it may go. A drop becomes an intent through the pure dropToAction; the drag itself is UI state only.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectLitTargets } from '../../store/selectors';
import { combatKeyboardCoordinates } from './combatKeyboardCoordinates';
import { dragData, dropData, dropToAction, type DragData, type DropData } from './dropToAction';
import { FingerSensor, MouseOrPenSensor } from './sensors';

// Pointer: what is under the pointer (as the sensors find it again at the release). Keyboard (no
// pointer): what the moved card overlaps.
const collisionDetection: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** The card a battlefield drag moves (its context holds creatures only). */
const draggedId = (data: DragData | undefined) => (data && 'id' in data ? data.id : '');

function DragGhost() {
  const name = useTable((s) => (s.ui.dragging ? nameOf(s.game, s.ui.dragging.id) : null));
  if (!name) return null;
  return <div className="rounded-md border-2 border-stone-800 bg-white/90 px-2 py-1 text-sm font-semibold shadow-xl">{name}</div>;
}

export function TableDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const coordinateGetter = useMemo(
    () =>
      combatKeyboardCoordinates((target) => {
        if (!target || target.kind === 'home') return true;
        if (target.kind !== 'attacker' && target.kind !== 'defender') return false;
        const { game, ui } = store.getState();
        return selectLitTargets(game, ui).has(target.id);
      }),
    [store],
  );
  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(FingerSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    // Enter is left to the click alternative (Enter on a card picks it), Space starts a drag.
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );
  const name = (id: string) => nameOf(store.getState().game, id);
  const card = (data: { current?: Record<string, unknown> }) => name(draggedId(dragData(data)));
  const place = (over: DropData | undefined) =>
    !over ? t('dnd.nothing') : over.kind === 'home' ? t('dnd.side', { player: name(over.player) }) : 'id' in over ? name(over.id) : t('dnd.nothing');
  const handleDragStart = (event: DragStartEvent) => {
    const active = dragData(event.active.data);
    // The card details are hidden while dragging (CardTooltip), and cleared when the drag ends.
    if (active?.kind === 'blocker' || active?.kind === 'attacker') store.getState().setDragging({ kind: active.kind, id: active.id });
  };
  const handleDragEnd = (event: DragEndEvent) => {
    store.getState().intend({ type: 'endDrag', drop: dropToAction(dragData(event.active.data), dropData(event.over?.data)) });
    // A drop that became an engine action the engine refused changed nothing, the drag state
    // included (a no-op when the drop was applied).
    store.getState().setDragging(null);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => store.getState().intend({ type: 'endDrag', drop: null })}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.pickedUp', { card: card(active.data) }),
          onDragOver: ({ active, over }) => t('dnd.over', { card: card(active.data), place: place(dropData(over?.data)) }),
          onDragEnd: ({ active, over }) => {
            const target = dropData(over?.data);
            if (target?.kind === 'attacker') return t('dnd.blocks', { card: card(active.data), attacker: name(target.id) });
            if (target?.kind === 'defender') return t('dnd.attacks', { card: card(active.data), defender: name(target.id) });
            return t('dnd.droppedOn', { card: card(active.data), place: place(target) });
          },
          onDragCancel: ({ active }) => t('dnd.putBack', { card: card(active.data) }),
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
