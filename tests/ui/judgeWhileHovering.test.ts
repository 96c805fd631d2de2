// The engine's verdict on the draft a drop would make is worked out while the dragged card hovers
// over the place (just after the frame that shows it there), so the drop's own frame finds it made
// (tableDrag.ts).
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { peekDraftProblem } from '../../src/store/selectCombat';
import { draftAction } from '../../src/store/uiState';
import { JUDGE_AHEAD_BUDGET_MS, TableDrag } from '../../src/ui/dnd/tableDrag';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const options = fixture('combat-options');

function place(kind: string, id: string): Element {
  const element = document.createElement('div');
  element.setAttribute('data-drop-kind', kind);
  element.setAttribute('data-drop-id', id);
  return element;
}

const dragEvent = (id: string) => ({ active: { id, data: { current: { kind: 'blocker', id } } }, activatorEvent: new MouseEvent('pointerdown') }) as unknown as DragStartEvent;

describe('a block draft is judged while the blocker hovers over an attacker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('CR 702.111b: hovering the wall over the menacing brute has the engine judge that block before the drop, which makes it', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const drag = new TableDrag(store, (key) => key);
    const { game, ui } = store.getState();
    const wouldBe = draftAction(game, { ...ui, blockDraft: [{ blocker: 'wall', attacker: 'brute' }] });
    drag.start(dragEvent('wall'));
    drag.tracker.set({ element: place('attacker', 'brute'), data: { kind: 'attacker', id: 'brute' } });
    // Not at once: just after the frame that shows the card over the place, without waiting for the
    // page to be idle (a drag in motion seldom leaves it idle before the drop).
    expect(peekDraftProblem(game, wouldBe)).toBeUndefined();
    vi.advanceTimersToNextFrame();
    expect(peekDraftProblem(game, wouldBe)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(peekDraftProblem(game, wouldBe)?.rule).toBe('702.111b');
    // Judging made no draft: the drop does.
    expect(store.getState().ui.blockDraft).toEqual([]);
    drag.end(dragEvent('wall') as unknown as DragEndEvent);
    expect(store.getState().ui.blockDraft).toEqual([{ blocker: 'wall', attacker: 'brute' }]);
  });

  it('a place left before the next frame was painted is not judged, nor anything once the drag has ended', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const drag = new TableDrag(store, (key) => key);
    const { game, ui } = store.getState();
    const onBrute = draftAction(game, { ...ui, blockDraft: [{ blocker: 'spider', attacker: 'brute' }] });
    const onAngel = draftAction(game, { ...ui, blockDraft: [{ blocker: 'spider', attacker: 'angel' }] });
    drag.start(dragEvent('spider'));
    drag.tracker.set({ element: place('attacker', 'brute'), data: { kind: 'attacker', id: 'brute' } });
    drag.tracker.set({ element: place('attacker', 'angel'), data: { kind: 'attacker', id: 'angel' } });
    drag.cancel(dragEvent('spider') as unknown as DragEndEvent);
    vi.runAllTimers();
    expect(peekDraftProblem(game, onBrute)).toBeUndefined();
    expect(peekDraftProblem(game, onAngel)).toBeUndefined();
  });

  it('after a judgement ahead that took longer than its budget, the rest of the drag judges nothing ahead, and the drop still judges its own draft', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    // A clock by which every judgement takes a little longer than the budget (a board near the
    // schema's limits), and a drag over two attackers.
    let time = 0;
    let cost = JUDGE_AHEAD_BUDGET_MS + 1;
    const drag = new TableDrag(store, (key) => key, () => (time += cost));
    const { game, ui } = store.getState();
    const onBrute = draftAction(game, { ...ui, blockDraft: [{ blocker: 'spider', attacker: 'brute' }] });
    const onAngel = draftAction(game, { ...ui, blockDraft: [{ blocker: 'spider', attacker: 'angel' }] });
    drag.start(dragEvent('spider'));
    drag.tracker.set({ element: place('attacker', 'brute'), data: { kind: 'attacker', id: 'brute' } });
    vi.runAllTimers();
    expect(peekDraftProblem(game, onBrute)).toBeDefined();
    drag.tracker.set({ element: place('attacker', 'angel'), data: { kind: 'attacker', id: 'angel' } });
    vi.runAllTimers();
    expect(peekDraftProblem(game, onAngel)).toBeUndefined();
    drag.end(dragEvent('spider') as unknown as DragEndEvent);
    expect(store.getState().ui.blockDraft).toEqual([{ blocker: 'spider', attacker: 'angel' }]);
    // The next drag, whose judgements are quick, judges ahead again.
    cost = 0;
    drag.start(dragEvent('wall'));
    drag.tracker.set({ element: place('attacker', 'brute'), data: { kind: 'attacker', id: 'brute' } });
    vi.runAllTimers();
    const wallOnBrute = draftAction(game, { ...store.getState().ui, blockDraft: [{ blocker: 'spider', attacker: 'angel' }, { blocker: 'wall', attacker: 'brute' }] });
    expect(peekDraftProblem(game, wallOnBrute)).toBeDefined();
  });
});
