// combatKeyboardCoordinates.ts: the keyboard way to drag on the battlefield. With a creature picked up
// (Space), the arrow keys jump between the places it may be dropped (the attackers it may block, the
// defenders it may attack, its own side), in reading order; Space or Enter drops.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { DropData } from './dropToAction';

const FORWARD = ['ArrowRight', 'ArrowDown'];
const BACKWARD = ['ArrowLeft', 'ArrowUp'];

/** A coordinate getter that visits only the drop places `mayDropOn` accepts (from the store). */
export function combatKeyboardCoordinates(mayDropOn: (target: DropData | undefined) => boolean): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const forward = FORWARD.includes(event.code);
    if (!forward && !BACKWARD.includes(event.code)) return undefined;
    event.preventDefault();
    const { active, collisionRect, droppableRects, droppableContainers, over } = context;
    if (!active || !collisionRect) return undefined;
    const targets = droppableContainers
      .getEnabled()
      .flatMap((container) => {
        const rect = droppableRects.get(container.id);
        return rect && !container.disabled && mayDropOn(container.data.current as DropData | undefined) ? [{ id: container.id, rect }] : [];
      })
      .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
    if (targets.length === 0) return undefined;
    const current = targets.findIndex((t) => t.id === over?.id);
    const next = current < 0 ? (forward ? 0 : targets.length - 1) : (current + (forward ? 1 : -1) + targets.length) % targets.length;
    const target = targets[next];
    if (!target) return undefined;
    // Centre the dragged card on the target, so the rectangle-intersection check picks it.
    return {
      x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
      y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
    };
  };
}
