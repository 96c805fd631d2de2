// saveReplayErrors.test.ts: a saved move that the engine refuses, or a replay that ends elsewhere,
// shows only that the save and this engine disagree; the message names both causes (a damaged or
// altered save, or a changed engine), not the engine alone.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { createSave, parseSave, type SaveFile } from '../../src/store/saves';

function savedGame(): SaveFile {
  const started = startHotSeatGame({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'green-stompy' }], seed: 777, firstPlayer: 'A', rules: 'current' });
  if (!started.ok) throw new Error('setup');
  const store = createTableStore({ game: started.game });
  store.getState().dispatch({ type: 'mulligan', player: 'A', keep: true });
  store.getState().dispatch({ type: 'mulligan', player: 'B', keep: true });
  return createSave(store.getState(), { id: 'g1', savedAt: '2026-05-01T10:00:00.000Z' });
}

/** The save with one more move, as if written into the file by hand. */
const withMove = (action: unknown): string => {
  const file = savedGame();
  return JSON.stringify({ ...file, history: { ...file.history, past: [...file.history.past, action as Action] } });
};

const errorOf = (text: string) => {
  const r = parseSave(text);
  return r.ok ? null : r.error;
};

const BOTH_CAUSES = /the save is damaged or was altered, or the rules engine has changed since this game was saved/;

describe('save errors: a refused or diverging replay names both causes', () => {
  it('a move of a type and a player that do not exist: the save is damaged or altered, or the engine changed', () => {
    const error = errorOf(withMove({ type: 'explode', player: 'Z' }));
    expect(error).toMatchObject({ code: 'replay', message: expect.stringMatching(/^This saved game does not replay: move 3 \(explode\) is refused \(.+\); /) });
    expect(error?.message).toMatch(BOTH_CAUSES);
  });

  it('CR 117.1: a pass by the player without priority is refused, and the message names both causes', () => {
    const error = errorOf(withMove({ type: 'pass', player: 'B' }));
    expect(error).toMatchObject({ code: 'replay', message: expect.stringMatching(/move 3 \(pass\) is refused/) });
    expect(error?.message).toMatch(BOTH_CAUSES);
  });

  it('a replay that ends on another position, and undone moves that are refused, name both causes', () => {
    const file = savedGame();
    const moved = JSON.stringify({ ...file, history: { ...file.history, present: { ...file.history.present, fingerprint: '0' } } });
    expect(errorOf(moved)?.message).toMatch(BOTH_CAUSES);
    const undone = JSON.stringify({ ...file, history: { ...file.history, future: [{ type: 'explode', player: 'Z' }] } });
    expect(errorOf(undone)).toMatchObject({ code: 'replay', message: expect.stringMatching(BOTH_CAUSES) });
  });
});
