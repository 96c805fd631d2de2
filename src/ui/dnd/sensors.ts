// sensors.ts: pointer and touch sensors that drop on what is under the pointer when it is released.
// dnd-kit finds what the pointer is over in the render that follows a move (a pointermove's update is
// rendered later, at React's continuous priority) and sets `over` in an effect after that render. A
// release that comes first (a quick drag on a slow tablet or a busy machine) was dropped on a target
// the pointer had crossed earlier, or on nothing. So the sensors hear each position as the move
// happens: the battlefield's (MouseOrPenSensor, FingerSensor) hand it to the table's DropTracker,
// which finds the place there in the page (dropTargets.ts); the damage pips' (PointerDropSensor)
// remember it and, at the release, find the target there with dnd-kit's own pointerWithin on the
// rectangles it has already measured. Either way the meaning of the drop still comes from
// dropToAction and the engine. The keyboard sensor needs none of this: a key press is rendered before
// the next one is handled.
import {
  PointerSensor,
  TouchSensor,
  getFirstCollision,
  pointerWithin,
  type PointerSensorOptions,
  type PointerSensorProps,
  type SensorContext,
} from '@dnd-kit/core';

/** A pointer position, in the viewport's coordinates (dnd-kit does not export its Coordinates type). */
type Coordinates = Parameters<PointerSensorProps['onMove']>[0];

/** The droppable under `point` and the collisions there, as dnd-kit's pointerWithin finds them among
 *  the enabled droppables; the context's own when no drag has been rendered yet. */
export function targetAt(context: SensorContext, point: Coordinates): Pick<SensorContext, 'collisions' | 'over'> {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return { collisions: context.collisions, over: context.over };
  const collisions = pointerWithin({ active, collisionRect, droppableRects, droppableContainers: droppableContainers.getEnabled(), pointerCoordinates: point });
  const id = getFirstCollision(collisions, 'id');
  const container = id === null ? undefined : droppableContainers.get(id);
  const rect = container?.rect.current;
  return { collisions, over: container && rect ? { id: container.id, rect, data: container.data, disabled: container.disabled } : null };
}

/** The sensor's props, with the end brought to the last pointer position: dnd-kit's end handler reads
 *  `over` from the sensor context as soon as it is called (DndContext's createHandler), and the
 *  context is rewritten from the next render on, so the corrected target is the one the drop uses
 *  (onDragEnd and its announcement alike). */
function droppingWhereReleased(props: PointerSensorProps): PointerSensorProps {
  let last: Coordinates | null = null;
  return {
    ...props,
    onMove(coordinates) {
      last = coordinates;
      props.onMove(coordinates);
    },
    onEnd() {
      if (last) props.context.current = { ...props.context.current, ...targetAt(props.context.current, last) };
      props.onEnd();
    },
  };
}


/** The battlefield sensors' option: hears every position the pointer moves to during a drag, as the
 *  move happens (viewport coordinates). */
export interface Tracking {
  track?: (point: Coordinates) => void;
}

function tracking(props: PointerSensorProps): PointerSensorProps {
  const { track } = props.options as Tracking;
  return {
    ...props,
    onMove(coordinates) {
      track?.(coordinates);
      props.onMove(coordinates);
    },
  };
}

/** A mouse, a pen or a finger, for targets the page does not pan under (the damage pips); it may
 *  also track the pointer (`track`), for the recipients on the table a pip may be dropped on. */
export class PointerDropSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    super(droppingWhereReleased(tracking(props)));
  }
}

/** A mouse or a pen. A touch is left to the touch sensor: taken by the pointer sensor, the page pans
 *  under the finger and the drag never starts (a tablet, a phone). */
export class MouseOrPenSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    super(tracking(props));
  }

  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: { nativeEvent: PointerEvent }, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** A finger, after a short press. */
export class FingerSensor extends TouchSensor {
  constructor(props: PointerSensorProps) {
    super(tracking(props));
  }
}
