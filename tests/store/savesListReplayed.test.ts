// savesListReplayed.test.ts: listing the saved games replays each one, so a save whose moves no
// longer play back is listed as damaged, with its players and why, before anyone tries to resume it;
// the verdict is kept by the stored text, so listing again replays only what changed.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { createSave, type SaveFile } from '../../src/store/saves';
import { SAVE_KEY_PREFIX, createSaveStorage, memoryStorage } from '../../src/store/saveStorage';

function savedGame(id: string, savedAt: string): SaveFile {
  const started = startHotSeatGame({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'green-stompy' }], seed: 777, firstPlayer: 'A', rules: 'current' });
  if (!started.ok) throw new Error('setup');
  const store = createTableStore({ game: started.game });
  store.getState().dispatch({ type: 'mulligan', player: 'A', keep: true });
  store.getState().dispatch({ type: 'mulligan', player: 'B', keep: true });
  return createSave(store.getState(), { id, savedAt });
}

/** The save with a move written into it by hand that the engine refuses (CR 117.1: B has no priority). */
const withRefusedMove = (file: SaveFile): string =>
  JSON.stringify({ ...file, history: { ...file.history, past: [...file.history.past, { type: 'pass', player: 'B' } as Action] } });

describe('saved games are replayed when listed', () => {
  it('a save whose moves are refused on replay is listed as damaged, with its players and why, not as a game to resume', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    storage.save(savedGame('good', '2026-05-01T10:00:00.000Z'));
    kv.setItem(`${SAVE_KEY_PREFIX}altered`, withRefusedMove(savedGame('altered', '2026-05-02T10:00:00.000Z')));
    const list = storage.list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([['good', true], ['altered', false]]);
    expect(list[1]).toMatchObject({
      ok: false,
      players: [{ name: 'Ana' }, { name: 'Bruno' }],
      error: { code: 'replay', message: expect.stringMatching(/^This saved game does not replay: move 3 \(pass\) is refused/) },
    });
  });

  it('a save unchanged since the last listing keeps its verdict; a changed one is replayed again', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    const file = savedGame('altered', '2026-05-02T10:00:00.000Z');
    kv.setItem(`${SAVE_KEY_PREFIX}altered`, withRefusedMove(file));
    const verdict = () => {
      const listed = storage.list()[0];
      return listed && !listed.ok ? listed.error : null;
    };
    const first = verdict();
    expect(first?.code).toBe('replay');
    // The same verdict, not a new replay's copy of it.
    expect(verdict()).toBe(first);
    kv.setItem(`${SAVE_KEY_PREFIX}altered`, JSON.stringify(file));
    expect(storage.list()[0]).toMatchObject({ ok: true, id: 'altered' });
    kv.setItem(`${SAVE_KEY_PREFIX}altered`, withRefusedMove(file));
    const again = verdict();
    expect(again?.code).toBe('replay');
    expect(again).not.toBe(first);
  });
});
