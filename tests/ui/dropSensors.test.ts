// The sensors drop on what is under the pointer at the release, whatever dnd-kit's context still
// says from the last render (tests/e2e/dropTarget.test.ts plays it in Chromium): the damage pips'
// find it among dnd-kit's measured droppables, the battlefield's hand each move to the table's tracker.
import { PointerSensor, type ClientRect, type PointerSensorProps, type SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { MouseOrPenSensor, PointerDropSensor, targetAt, type Tracking } from '../../src/ui/dnd/sensors';

const rect = (left: number, top: number): ClientRect => ({ left, top, width: 100, height: 140, right: left + 100, bottom: top + 140 });

/** Stands in for dnd-kit's DroppableContainersMap (not exported): a Map with getEnabled. */
class Containers extends Map<string, SensorContext['droppableContainers'] extends Map<unknown, infer C> ? C : never> {
  getEnabled() {
    return [...this.values()].filter((container) => !container.disabled);
  }
}

/** Three attackers in a row, the way dnd-kit measured them when the drag started; the context still
 *  says the pointer is over the left one. */
function staleContext(options: { disabled?: string } = {}): SensorContext {
  const droppableRects = new Map([
    ['drop:left', rect(0, 0)],
    ['drop:middle', rect(200, 0)],
    ['drop:right', rect(400, 0)],
  ]);
  const containers = new Containers();
  for (const [id, measured] of droppableRects) {
    const data = { current: { kind: 'attacker', id: id.slice(5) } };
    containers.set(id, { id, key: id, data, disabled: id === options.disabled, node: { current: null }, rect: { current: measured } });
  }
  const left = containers.get('drop:left');
  return {
    activatorEvent: null,
    active: { id: 'wurm', data: { current: { kind: 'blocker', id: 'wurm' } }, rect: { current: { initial: null, translated: null } } },
    activeNode: null,
    collisionRect: rect(0, 300),
    collisions: [{ id: 'drop:left' }],
    draggableNodes: new Map(),
    draggingNode: null,
    draggingNodeRect: null,
    droppableRects,
    droppableContainers: containers as unknown as SensorContext['droppableContainers'],
    over: left ? { id: left.id, rect: rect(0, 0), data: left.data, disabled: false } : null,
    scrollableAncestors: [],
    scrollAdjustedTranslate: { x: 0, y: 0 },
  };
}

describe('targetAt', () => {
  it('finds the droppable under the point among those dnd-kit measured', () => {
    const found = targetAt(staleContext(), { x: 450, y: 70 });
    expect(found.over?.id).toBe('drop:right');
    expect(found.over?.data.current).toEqual({ kind: 'attacker', id: 'right' });
    expect(found.collisions?.map((collision) => collision.id)).toEqual(['drop:right']);
  });

  it('finds nothing off every droppable, and skips a disabled one', () => {
    expect(targetAt(staleContext(), { x: 150, y: 70 }).over).toBeNull();
    expect(targetAt(staleContext({ disabled: 'drop:right' }), { x: 450, y: 70 }).over).toBeNull();
  });

  it('leaves the context as it is before dnd-kit has rendered the drag', () => {
    const context = { ...staleContext(), active: null };
    expect(targetAt(context, { x: 450, y: 70 })).toEqual({ collisions: context.collisions, over: context.over });
  });
});

/** A card pressed at (50, 370) and the props dnd-kit gives a sensor made at that press: the
 *  caller supplies what it listens with (context, options, onMove, onEnd). Remove the card after. */
function pressedCard(listeners: Pick<PointerSensorProps, 'context' | 'options' | 'onMove' | 'onEnd'>, active = 'wurm') {
  const card = document.createElement('div');
  document.body.append(card);
  const press = new PointerEvent('pointerdown', { clientX: 50, clientY: 370, isPrimary: true, button: 0 });
  card.dispatchEvent(press);
  const noop = () => undefined;
  const props: PointerSensorProps = {
    active,
    activeNode: { id: active, key: active, data: { current: { kind: 'blocker', id: 'wurm' } }, node: { current: card }, activatorNode: { current: card } },
    event: press,
    onAbort: noop,
    onPending: noop,
    onStart: noop,
    onCancel: noop,
    ...listeners,
  };
  return { card, props };
}

describe('PointerDropSensor', () => {
  it('hands dnd-kit the target under the last move when the release comes before the move was rendered', () => {
    const context = { current: staleContext() };
    const moves: { x: number; y: number }[] = [];
    const overAtEnd: unknown[] = [];
    const { card, props } = pressedCard({
      context,
      options: { activationConstraint: { distance: 5 } },
      onMove: (point) => moves.push(point),
      // dnd-kit's end handler reads the context as it is called.
      onEnd: () => overAtEnd.push(context.current.over?.id ?? null),
    });
    // dnd-kit makes the sensor at the press; it listens on the document from then on.
    const sensor = new PointerDropSensor(props);
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: 60, clientY: 360 }));
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: 450, clientY: 70 }));
    document.dispatchEvent(new PointerEvent('pointerup', { clientX: 450, clientY: 70 }));
    expect(moves).toEqual([{ x: 450, y: 70 }]);
    expect(overAtEnd).toEqual(['drop:right']);
    expect(sensor).toBeInstanceOf(PointerSensor);
    card.remove();
  });
});

describe('MouseOrPenSensor', () => {
  it('hands every position to its tracker as the move happens, before dnd-kit hears of it', () => {
    const heard: string[] = [];
    const options: PointerSensorProps['options'] & Tracking = { activationConstraint: { distance: 5 }, track: ({ x, y }) => heard.push(`track ${x},${y}`) };
    const { card, props } = pressedCard({
      context: { current: staleContext() },
      options,
      onMove: ({ x, y }) => heard.push(`move ${x},${y}`),
      onEnd: () => heard.push('end'),
    }, 'battlefield-card');
    const sensor = new MouseOrPenSensor(props);
    // The first move past the activation distance starts the drag; the later ones are tracked.
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: 60, clientY: 360 }));
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: 250, clientY: 70 }));
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: 450, clientY: 70 }));
    document.dispatchEvent(new PointerEvent('pointerup', { clientX: 450, clientY: 70 }));
    expect(heard).toEqual(['track 250,70', 'move 250,70', 'track 450,70', 'move 450,70', 'end']);
    expect(sensor).toBeInstanceOf(PointerSensor);
    card.remove();
  });
});
