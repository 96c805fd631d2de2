// The store when the rules engine throws (a broken invariant: an engine bug, or a damaged position a
// save's checks could not see): the move is not made and the player is told, the table goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { fixture, startGame } from '../support/scenarios';

const engine = vi.hoisted(() => ({ broken: false }));
vi.mock('../../src/engine/apply', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/apply')>();
  return {
    ...real,
    applyAction: (...args: Parameters<typeof real.applyAction>) => {
      if (engine.broken) throw new Error('Engine invariant broken: a test stands for an engine bug');
      return real.applyAction(...args);
    },
  };
});

afterEach(() => {
  engine.broken = false;
  vi.restoreAllMocks();
});

describe('the rules engine failing on a move', () => {
  it('CR 733.1: the move is not made, the game is as it was, and the refusal says so; the next move plays', () => {
    const store = createTableStore({ game: startGame(fixture('shock-then-titanic-growth')) });
    const before = store.getState().game;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    engine.broken = true;
    expect(store.getState().dispatch({ type: 'pass', player: 'A' })).toBe(false);
    expect(store.getState().game).toBe(before);
    expect(store.getState().past).toEqual([]);
    expect(store.getState().lastError).toMatchObject({ code: 'engine/internal', rule: '733.1', message: expect.stringContaining('was not made') });
    expect(consoleError).toHaveBeenCalled();
    engine.broken = false;
    expect(store.getState().dispatch({ type: 'pass', player: 'A' })).toBe(true);
  });
});
