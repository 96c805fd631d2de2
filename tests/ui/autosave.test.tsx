// autosave.test.tsx: a hot-seat game is saved after every change, just after the frame that shows
// the change has been painted, never losing one: several changes make one save of the latest state,
// and a pending save is made at once when the page goes away, goes out of sight, or the game closes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveFile } from '../../src/store/saves';
import type { SaveStorage } from '../../src/store/saveStorage';
import { selectPassAction } from '../../src/store/selectors';
import { useAutosave } from '../../src/ui/hotseat/useAutosave';
import { hundredPermanentMainPhase } from '../../scripts/bench/uiScenario';
import { createTableStore } from '../../src/store/createTableStore';
import { startGame } from '../support/scenarios';

function setUp() {
  const saved: SaveFile[] = [];
  const storage = { save: (file: SaveFile) => (saved.push(file), { ok: true, id: file.id }) } as unknown as SaveStorage;
  const store = createTableStore({ game: startGame(hundredPermanentMainPhase()) });
  const session = { id: 'game-1', setup: null, store };
  const view = renderHook(() => useAutosave(session, storage));
  const pass = () =>
    act(() => {
      const { game, dispatch } = store.getState();
      const action = selectPassAction(game);
      if (!action) throw new Error('no pass');
      dispatch(action);
    });
  /** The number of actions of the last save's history. */
  const lastSaved = () => saved.at(-1)?.history.past.length;
  return { saved, view, pass, lastSaved };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the autosave of a hot-seat game', () => {
  it('saves at once when opened, then each change after the next paint; two changes in a frame make one save', () => {
    const { saved, pass, lastSaved } = setUp();
    expect(saved).toHaveLength(1);
    pass();
    pass();
    expect(saved).toHaveLength(1);
    act(() => vi.advanceTimersToNextFrame());
    expect(saved).toHaveLength(1);
    act(() => vi.runOnlyPendingTimers());
    expect(saved).toHaveLength(2);
    expect(lastSaved()).toBe(2);
  });

  it('saves a pending change when the page goes away or out of sight, and when the game closes', () => {
    const { saved, view, pass, lastSaved } = setUp();
    pass();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(lastSaved()).toBe(1);

    pass();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    expect(lastSaved()).toBe(2);

    pass();
    act(() => view.result.current.flush());
    expect(lastSaved()).toBe(3);

    pass();
    view.unmount();
    expect(lastSaved()).toBe(4);
    // Nothing was saved twice, and nothing is left to save.
    expect(saved).toHaveLength(5);
    act(() => vi.runAllTimers());
    expect(saved).toHaveLength(5);
  });
});
