// passFrame.test.tsx: what a pass of priority renders. The frame that shows a pass holds the prompt,
// the stack panel and the step bar; the battlefield's cards and the table around them are not rendered
// again, and the explanation panel and the log follow just after that frame has been painted
// (useAfterNextPaint), each showing one whole moment and saying so (aria-busy) while they catch up.
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { selectPassAction } from '../../src/store/selectors';
import { Table } from '../../src/ui/table/Table';
import { afterNextPaint, useAfterNextPaint } from '../../src/ui/table/useAfterNextPaint';
import { hundredPermanentMainPhase } from '../../scripts/bench/uiScenario';
import { startGame } from '../support/scenarios';

// Card faces and the permanents' slots (the bench's counters), and the renders of the step bar
// made by the table layout around it (the step bar's own subscription renders the real one inside).
const renders = vi.hoisted(() => ({ cards: 0, slots: 0, layout: 0 }));

vi.mock('../../src/ui/benchCounter', () => ({
  countRender: () => void renders.cards++,
  countSlotRender: () => void renders.slots++,
}));

vi.mock('../../src/ui/table/StepBar', async (importOriginal) => {
  const { StepBar } = await importOriginal<typeof import('../../src/ui/table/StepBar')>();
  return {
    StepBar: () => {
      renders.layout++;
      return <StepBar />;
    },
  };
});

function q(selector: string): HTMLElement {
  const el = document.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}

function hundredPermanents() {
  const game = startGame(hundredPermanentMainPhase());
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

const pass = (store: ReturnType<typeof hundredPermanents>) =>
  act(() => {
    const { game, dispatch } = store.getState();
    dispatch(selectPassAction(game) ?? raise('no pass'));
  });

function raise(message: string): never {
  throw new Error(message);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a pass of priority on a table of a hundred permanents', () => {
  it('seen from one side: renders no card and not the table layout around them', () => {
    const store = hundredPermanents();
    act(() => store.getState().setViewFrom('A'));
    expect(renders.cards).toBeGreaterThanOrEqual(100);
    Object.assign(renders, { cards: 0, slots: 0, layout: 0 });

    pass(store);
    expect(q('[data-role="prompt"]').dataset.player).toBe('B');
    expect(renders).toEqual({ cards: 0, slots: 0, layout: 0 });

    // Bruno passes too: the step ends, and the step bar shows it by itself.
    pass(store);
    expect(q('[data-role="step"]').dataset.step).toBe('beginCombat');
    expect(renders).toEqual({ cards: 0, slots: 0, layout: 0 });
  });

  it('seen from whoever decides (the default): priority passed to Bruno leaves Ana, whose turn it is, at the bottom, and renders nothing', () => {
    const store = hundredPermanents();
    Object.assign(renders, { cards: 0, slots: 0, layout: 0 });
    pass(store);
    expect(q('[data-role="prompt"]').dataset.player).toBe('B');
    expect(q('[data-role="board-content"]').lastElementChild?.getAttribute('data-player-id')).toBe('A');
    expect(renders).toEqual({ cards: 0, slots: 0, layout: 0 });
  });

  it('the explanation panel and the log follow the prompt just after the next paint, one whole moment each', async () => {
    const store = hundredPermanents();
    const panel = q('[data-role="explain-panel"]');
    const log = q('[data-role="log"]').closest('section') as HTMLElement;
    expect(panel.getAttribute('aria-busy')).toBe('false');
    const lines = q('[data-role="log"]').children.length;

    pass(store);
    expect(q('[data-role="prompt"]').dataset.player).toBe('B');
    // Not yet: both still show the moment before the pass, whole, and say they are catching up.
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(log.getAttribute('aria-busy')).toBe('true');
    expect(q('[data-role="explain-decision"]').textContent).toContain('Ana');
    expect(document.querySelector('[data-role="explain-last-move"]')).toBeNull();
    expect(q('[data-role="log"]').children.length).toBe(lines);

    await waitFor(() => expect([panel.getAttribute('aria-busy'), log.getAttribute('aria-busy')]).toEqual(['false', 'false']));
    expect(q('[data-role="explain-decision"]').textContent).toContain('Bruno');
    expect(q('[data-role="explain-last-move"]').textContent).toContain('Ana');
    expect(q('[data-role="log"]').children.length).toBeGreaterThan(lines);
  });
});

describe('useAfterNextPaint', () => {
  it('shows the first value at once and each change after the next frame and a timer', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ value }) => useAfterNextPaint(value), { initialProps: { value: 1 } });
    expect(result.current).toEqual({ shown: 1, behind: false });

    rerender({ value: 2 });
    expect(result.current).toEqual({ shown: 1, behind: true });
    // Two changes within one frame: the second replaces the first, which is never shown.
    rerender({ value: 3 });
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toEqual({ shown: 1, behind: true });
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toEqual({ shown: 3, behind: false });
  });

  it('runs what waits for one paint together, in one task after it; what is asked for after that frame waits for the next', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const ran: string[] = [];
    afterNextPaint(() => ran.push('panel'));
    afterNextPaint(() => ran.push('log'));
    const cancel = afterNextPaint(() => ran.push('cancelled'));
    cancel();
    vi.advanceTimersToNextFrame();
    afterNextPaint(() => ran.push('after the frame'));
    // One timer for the frame's callbacks, whose frame came, and the last one's frame, still to come.
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(2);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['panel', 'log']);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['panel', 'log', 'after the frame']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a callback that throws leaves the others of its frame to run, and its error is thrown in a task of its own', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const ran: string[] = [];
    afterNextPaint(() => {
      throw new Error('a broken panel');
    });
    afterNextPaint(() => ran.push('log'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['log']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('a broken panel');
  });

  it('a value changed back before the paint leaves nothing pending', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ value }) => useAfterNextPaint(value), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    rerender({ value: 'a' });
    expect(result.current).toEqual({ shown: 'a', behind: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
