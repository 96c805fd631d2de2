// combatKeyboardCoordinates.ts: the keyboard way to drag on the battlefield. With a creature picked up
// (Space), the arrow keys jump between the places it may be dropped (the attackers it may block, the
// defenders it may attack, its own side), in reading order; Space or Enter drops.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { DropTarget } from './dropTargets';

const FORWARD = ['ArrowRight', 'ArrowDown'];
const BACKWARD = ['ArrowLeft', 'ArrowUp'];

interface Places {
  /** The places the dragged creature may go to now, in reading order, as they are on screen. */
  list: () => (DropTarget & { rect: DOMRect })[];
  /** The element of the place it is over, if any. */
  current: () => Element | null;
  /** It has been moved onto `place`. */
  pick: (place: DropTarget) => void;
}

/** A coordinate getter that visits only the places `places.list` offers, one per arrow key. */
export function combatKeyboardCoordinates(places: Places): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const forward = FORWARD.includes(event.code);
    if (!forward && !BACKWARD.includes(event.code)) return undefined;
    event.preventDefault();
    const { active, collisionRect } = context;
    if (!active || !collisionRect) return undefined;
    const targets = places.list();
    if (targets.length === 0) return undefined;
    const current = targets.findIndex((t) => t.element === places.current());
    const next = current < 0 ? (forward ? 0 : targets.length - 1) : (current + (forward ? 1 : -1) + targets.length) % targets.length;
    const target = targets[next];
    if (!target) return undefined;
    places.pick(target);
    // Centre the dragged card on the target.
    return {
      x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
      y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
    };
  };
}
