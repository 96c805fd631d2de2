// PermanentSlot.tsx: a permanent on the table. Only a card that can be dragged or dropped on in the
// current choice gets a dnd-kit hook, in a thin wrapper (DragSlot or DropSlot): dnd-kit re-renders
// every useDraggable/useDroppable consumer whenever a drag starts, moves over something or ends, so
// those re-renders stay in a few lines and never reach the memoised SlotBody and CardFace below.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { useTable } from '../../store/hooks';
import { selectChoiceRole } from '../../store/selectors';
import { countSlotRender } from '../benchCounter';
import type { DragData, DropData } from '../dnd/dropToAction';
import { SlotBody } from './SlotBody';

type DragKind = 'attacker' | 'blocker';
type DropKind = 'attacker' | 'defender';

const NO_RESIZE_OBSERVER = { disabled: true };

function DragSlot({ id, kind }: { id: string; kind: DragKind }) {
  countSlotRender();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data: { kind, id } satisfies DragData });
  return <SlotBody id={id} setNodeRef={setNodeRef} listeners={listeners} attributes={attributes} isDragging={isDragging} isOver={false} />;
}

function DropSlot({ id, kind }: { id: string; kind: DropKind }) {
  countSlotRender();
  // Enabled for the whole choice (STYLE §5: from the engine's options), not per dragged creature:
  // switching thirty droppables on and off at each drag start and end made dnd-kit re-render every
  // consumer several times per drop. Which of them the dragged creature may go to is lit from the
  // store (LitStyle); a drop on another one is answered with the engine's refusal.
  // No ResizeObserver: cards keep their size during a drag (the dragged one stays in place under a
  // DragOverlay), and dnd-kit made and dropped one observer per droppable at every drag start and end.
  const { setNodeRef, isOver } = useDroppable({ id: `drop:${id}`, data: { kind, id } satisfies DropData, resizeObserverConfig: NO_RESIZE_OBSERVER });
  return <SlotBody id={id} setNodeRef={setNodeRef} listeners={undefined} attributes={undefined} isDragging={false} isOver={isOver} />;
}

export const PermanentSlot = memo(function PermanentSlot({ id }: { id: string }) {
  const role = useTable((s) => selectChoiceRole(s.game, id));
  if (role === 'can-attack') return <DragSlot id={id} kind="attacker" />;
  if (role === 'can-block') return <DragSlot id={id} kind="blocker" />;
  if (role === 'attacker') return <DropSlot id={id} kind="attacker" />;
  if (role === 'defender') return <DropSlot id={id} kind="defender" />;
  return <SlotBody id={id} setNodeRef={undefined} listeners={undefined} attributes={undefined} isDragging={false} isOver={false} />;
});
