// dropTargets.test.ts: the battlefield's drop places are read from the page: the innermost one under
// the pointer, marked with data-over while a drag is over it, and what each one means.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DropTracker, dragDataOf, dropDataOf, dropTargetAt, dropTargetsIn } from '../../src/ui/dnd/dropTargets';

function table() {
  const root = document.createElement('div');
  root.innerHTML = `
    <div id="home" data-drop-kind="home" data-drop-id="B">
      <div id="wurm" data-object-id="wurm" data-drag-kind="blocker"><span id="wurm-name">Craw Wurm</span></div>
    </div>
    <div id="bear" data-object-id="bear" data-drop-kind="attacker" data-drop-id="bear"><span id="bear-name">Grizzly Bears</span></div>
    <button id="ana" data-drop-kind="defender" data-drop-id="A">Ana</button>
    <div id="land" data-object-id="forest"></div>`;
  document.body.append(root);
  return root;
}

const byId = (id: string) => document.getElementById(id) as Element;

/** The page's hit test, as Chromium answers it (happy-dom has none): the elements under the point,
 *  topmost first. */
let hits: Element[] = [];
const underPointer = (...ids: string[]) => void (hits = ids.map(byId));

beforeEach(() => {
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => hits });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'elementsFromPoint');
  document.body.innerHTML = '';
});

describe('drop places in the page', () => {
  it('read what is dragged and what each place means from its attributes', () => {
    table();
    expect(dragDataOf(byId('wurm'))).toEqual({ kind: 'blocker', id: 'wurm' });
    expect(dragDataOf(byId('land'))).toBeUndefined();
    expect(dropDataOf(byId('home'))).toEqual({ kind: 'home', player: 'B' });
    expect(dropDataOf(byId('bear'))).toEqual({ kind: 'attacker', id: 'bear' });
    expect(dropDataOf(byId('ana'))).toEqual({ kind: 'defender', id: 'A' });
  });

  it('find the innermost place under the pointer, and none off every place or outside the table', () => {
    const root = table();
    underPointer('bear-name', 'bear');
    expect(dropTargetAt(root, 1, 1)?.data).toEqual({ kind: 'attacker', id: 'bear' });
    // The dragged card itself lies on its own side: the side is the place.
    underPointer('wurm-name', 'wurm', 'home');
    expect(dropTargetAt(root, 1, 1)?.element).toBe(byId('home'));
    underPointer('land');
    expect(dropTargetAt(root, 1, 1)).toBeNull();
    const elsewhere = document.createElement('div');
    elsewhere.setAttribute('data-drop-kind', 'attacker');
    elsewhere.setAttribute('data-drop-id', 'other');
    document.body.append(elsewhere);
    hits = [elsewhere];
    expect(dropTargetAt(root, 1, 1)).toBeNull();
  });

  it('pass over the places a drag cannot use: a card with no target to choose, over a creature on its side, is over the side', () => {
    const root = table();
    byId('wurm').setAttribute('data-drop-kind', 'target');
    byId('wurm').setAttribute('data-drop-id', 'wurm');
    underPointer('wurm-name', 'wurm', 'home');
    expect(dropTargetAt(root, 1, 1)?.data).toEqual({ kind: 'target', id: 'wurm' });
    expect(dropTargetAt(root, 1, 1, (place) => place.kind === 'home')?.data).toEqual({ kind: 'home', player: 'B' });
    expect(dropDataOf(byId('wurm'))).toEqual({ kind: 'target', id: 'wurm' });
    byId('wurm').setAttribute('data-drag-kind', 'play');
    expect(dragDataOf(byId('wurm'))).toEqual({ kind: 'play', id: 'wurm' });
  });

  it('list every place in reading order', () => {
    const root = table();
    const at = (id: string, top: number, left: number) =>
      vi.spyOn(byId(id), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: left, y: top, width: 10, height: 10 }));
    at('home', 200, 0);
    at('bear', 0, 50);
    at('ana', 0, 10);
    expect(dropTargetsIn(root).map((target) => target.element.id)).toEqual(['ana', 'bear', 'home']);
  });
});

describe('DropTracker', () => {
  it('marks the place under the drag with data-over, tells each change once, and clears it at the end', () => {
    const root = table();
    const heard: unknown[] = [];
    const tracker = new DropTracker((over) => heard.push(over));
    underPointer('bear-name', 'bear');
    tracker.moveTo(root, 1, 1);
    tracker.moveTo(root, 2, 2);
    expect(byId('bear').getAttribute('data-over')).toBe('true');
    underPointer('ana');
    tracker.moveTo(root, 3, 3);
    expect(byId('bear').hasAttribute('data-over')).toBe(false);
    expect(byId('ana').getAttribute('data-over')).toBe('true');
    expect(heard).toEqual([
      { kind: 'attacker', id: 'bear' },
      { kind: 'defender', id: 'A' },
    ]);
    expect(tracker.finish()).toEqual({ kind: 'defender', id: 'A' });
    expect(root.querySelectorAll('[data-over]')).toHaveLength(0);
    expect(tracker.finish()).toBeNull();
  });
});
