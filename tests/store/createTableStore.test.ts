import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const shock = fixture('shock-then-titanic-growth');
const options = fixture('combat-options');

function freshStore() {
  return createTableStore({ game: startGame(shock) });
}

describe('createTableStore', () => {
  it('dispatch: a legal action moves the game on and records the old state for undo', () => {
    const store = freshStore();
    const before = store.getState().game;
    expect(store.getState().dispatch({ type: 'pass', player: 'A' })).toBe(true);
    const { game, past, future, lastError } = store.getState();
    expect(game).not.toBe(before);
    expect(game.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    expect(past).toEqual([before]);
    expect(past[0]).toBe(before);
    expect(future).toEqual([]);
    expect(lastError).toBeNull();
  });

  it('CR 733: an illegal action leaves the game untouched and says why', () => {
    const store = freshStore();
    const before = store.getState().game;
    expect(store.getState().dispatch({ type: 'pass', player: 'B' })).toBe(false);
    const { game, past, lastError } = store.getState();
    expect(game).toBe(before);
    expect(past).toEqual([]);
    expect(lastError).not.toBeNull();
    expect(lastError?.rule).toMatch(/^\d{3}/);
    expect(lastError?.message.length).toBeGreaterThan(0);
  });

  it('undo and redo walk the history by identity; a new action clears the redo list', () => {
    const store = freshStore();
    const s0 = store.getState().game;
    store.getState().dispatch({ type: 'pass', player: 'A' });
    const s1 = store.getState().game;
    store.getState().dispatch({ type: 'cast', player: 'B', card: 'shock', targets: ['construct'] });
    const s2 = store.getState().game;
    expect(s2.stack.map((item) => item.id)).toEqual(['shock']);

    store.getState().undo();
    expect(store.getState().game).toBe(s1);
    store.getState().undo();
    expect(store.getState().game).toBe(s0);
    store.getState().undo();
    expect(store.getState().game).toBe(s0);
    store.getState().redo();
    expect(store.getState().game).toBe(s1);
    expect(store.getState().future).toEqual([s2]);

    store.getState().dispatch({ type: 'pass', player: 'B' });
    expect(store.getState().future).toEqual([]);
    store.getState().redo();
    expect(store.getState().past).toEqual([s0, s1]);
  });

  it('an error is cleared by the next successful change', () => {
    const store = freshStore();
    store.getState().dispatch({ type: 'pass', player: 'B' });
    expect(store.getState().lastError).not.toBeNull();
    store.getState().dispatch({ type: 'pass', player: 'A' });
    expect(store.getState().lastError).toBeNull();
  });

  it('load replaces the game and its history', () => {
    const store = freshStore();
    const start = store.getState().game;
    store.getState().dispatch({ type: 'pass', player: 'A' });
    store.getState().undo();
    store.getState().load(start, []);
    expect(store.getState()).toMatchObject({ game: start, past: [], future: [], lastError: null });
  });

  it('two stores never share state', () => {
    const a = freshStore();
    const b = freshStore();
    a.getState().dispatch({ type: 'pass', player: 'A' });
    expect(b.getState().past).toEqual([]);
  });

  it('UI state stays out of the history: drafts change nothing in game, past or future', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const { game, past } = store.getState();
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' });
    store.getState().click('spider');
    store.getState().highlight(['brute']);
    expect(store.getState().game).toBe(game);
    expect(store.getState().past).toBe(past);
    expect(store.getState().ui).toMatchObject({ blockDraft: [{ blocker: 'wall', attacker: 'brute' }], selected: 'spider', highlighted: ['brute'] });
  });

  it('CR 702.111b: confirming an illegal draft sets lastError and keeps the draft; a legal one moves on and starts afresh', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    const before = store.getState().game;
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' });
    expect(store.getState().confirm()).toBe(false);
    expect(store.getState().lastError?.rule).toBe('702.111b');
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.blockDraft).toHaveLength(1);
    store.getState().intend({ type: 'block', blocker: 'warden', attacker: 'brute' });
    expect(store.getState().confirm()).toBe(true);
    expect(store.getState().game.combat?.attackers.find((a) => a.id === 'brute')?.blockedBy).toEqual(['wall', 'warden']);
    expect(store.getState().ui.blockDraft).toEqual([]);
    expect(store.getState().lastError).toBeNull();
  });

  it('performed actions follow undo and redo, for share links', () => {
    const store = freshStore();
    store.getState().dispatch({ type: 'pass', player: 'A' });
    store.getState().dispatch({ type: 'cast', player: 'B', card: 'shock', targets: ['construct'] });
    expect(store.getState().performed.map((a) => a.type)).toEqual(['pass', 'cast']);
    store.getState().undo();
    expect(store.getState().performed.map((a) => a.type)).toEqual(['pass']);
    store.getState().redo();
    expect(store.getState().performed.map((a) => a.type)).toEqual(['pass', 'cast']);
  });

  it('the view side survives a move; a move clears the selection', () => {
    const store = freshStore();
    store.getState().setViewFrom('B');
    store.getState().select('construct');
    store.getState().dispatch({ type: 'pass', player: 'A' });
    expect(store.getState().ui).toMatchObject({ viewFrom: 'B', selected: null });
  });
});
