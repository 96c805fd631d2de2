// The store when the rules engine throws (a broken invariant: an engine bug, or a damaged position a
// save's checks could not see): the move is not made and the player is told, the table goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { selectDraftProblem } from '../../src/store/selectCombat';
import { play, scenarioActions } from '../support/play';
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

  it('CR 733.1, 302.6: a drop the engine fails to judge (a refused attack tried) changes nothing but the message, and does not throw', () => {
    const store = createTableStore({ game: startGame(fixture('combat-options')) });
    const before = store.getState();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    engine.broken = true;
    expect(() => store.getState().intend({ type: 'attack', attacker: 'bears', defender: 'B' })).not.toThrow();
    expect(store.getState().lastError).toMatchObject({ code: 'engine/internal', rule: '733.1' });
    expect(store.getState().game).toBe(before.game);
    expect(store.getState().ui).toBe(before.ui);
    expect(consoleError).toHaveBeenCalled();
    engine.broken = false;
    store.getState().intend({ type: 'attack', attacker: 'bears', defender: 'B' });
    expect(store.getState().lastError).toBeNull();
    expect(store.getState().refused?.error.rule).toBe('302.6');
  });

  it('CR 733.1: a draft the engine fails to judge (ahead of a drop, or for its panel) is shown refused, as confirming it would be', () => {
    const options = fixture('combat-options');
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    engine.broken = true;
    const drop = { type: 'endDrag', drop: { type: 'block', blocker: 'spider', attacker: 'brute' } } as const;
    expect(() => store.getState().judgeAhead(drop)).not.toThrow();
    const verdict = selectDraftProblem(store.getState().game, { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'spider', attacker: 'brute' }] });
    expect(verdict).toMatchObject({ code: 'engine/internal', rule: '733.1' });
  });
});
