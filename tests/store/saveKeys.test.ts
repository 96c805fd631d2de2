// saveKeys.test.ts: a saved game's storage key is its identity. An entry whose own "id" names another
// key was altered or copied by hand: it is listed as damaged and never opened, because a resumed game
// is saved back under its id and would write over the game kept there.
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame, type HotSeatSetup } from '../../src/store/gameSetup';
import { createSave, type SaveFile } from '../../src/store/saves';
import { createSaveStorage, memoryStorage, SAVE_KEY_PREFIX, type KeyValueStorage } from '../../src/store/saveStorage';
import { resumedSession } from '../../src/ui/hotseat/session';

/** A game between two players, both keeping and the first one passing once, as the store saves it. */
function gameFile(names: [string, string], id: string, savedAt: string): SaveFile {
  const setup: HotSeatSetup = { players: [{ name: names[0], deckId: 'white-skies' }, { name: names[1], deckId: 'green-stompy' }], seed: 777, firstPlayer: 'A', rules: 'current' };
  const started = startHotSeatGame(setup);
  if (!started.ok) throw new Error('setup');
  const store = createTableStore({ game: started.game });
  store.getState().dispatch({ type: 'mulligan', player: 'A', keep: true });
  store.getState().dispatch({ type: 'mulligan', player: 'B', keep: true });
  return createSave(store.getState(), { id, savedAt, setup });
}

const entries = (kv: KeyValueStorage) =>
  Object.fromEntries(Array.from({ length: kv.length }, (_, i) => kv.key(i) as string).map((key) => [key, kv.getItem(key)]));

/** What the hot-seat screen does with a listed game: load it, resume it, play a pass, autosave. */
function resumeAndPass(storage: ReturnType<typeof createSaveStorage>, id: string): void {
  const loaded = storage.load(id);
  if (!loaded.ok) return;
  const session = resumedSession(loaded.save, loaded.restored);
  const { game, dispatch } = session.store.getState();
  dispatch({ type: 'pass', player: game.pendingChoice?.player ?? 'A' });
  storage.save(createSave(session.store.getState(), { id: session.id }));
}

describe('saved games: the storage key is the truth', () => {
  it('an entry that names another saved game as its id is listed as damaged, with why, and cannot be opened', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    storage.save(gameFile(['Carla', 'Dario'], 'gCarla', '2026-05-01T10:00:00.000Z'));
    kv.setItem(`${SAVE_KEY_PREFIX}evil`, JSON.stringify(gameFile(['Ana', 'Bruno'], 'gCarla', '2026-05-02T10:00:00.000Z')));

    const list = storage.list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([['gCarla', true], ['evil', false]]);
    expect(list[1]).toMatchObject({ error: { code: 'wrong-id', message: expect.stringMatching(/stored as "evil" but names itself "gCarla"/) } });
    expect(storage.load('evil')).toMatchObject({ ok: false, error: { code: 'wrong-id' } });
  });

  it('resuming every listed game and playing on never writes over another game (Carla–Dario survives)', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    storage.save(gameFile(['Carla', 'Dario'], 'gCarla', '2026-05-01T10:00:00.000Z'));
    kv.setItem(`${SAVE_KEY_PREFIX}evil`, JSON.stringify(gameFile(['Ana', 'Bruno'], 'gCarla', '2026-05-02T10:00:00.000Z')));
    const carla = kv.getItem(`${SAVE_KEY_PREFIX}gCarla`);

    resumeAndPass(storage, 'evil');

    expect(Object.keys(entries(kv)).toSorted()).toEqual([`${SAVE_KEY_PREFIX}evil`, `${SAVE_KEY_PREFIX}gCarla`]);
    expect(kv.getItem(`${SAVE_KEY_PREFIX}gCarla`)).toBe(carla);
    const loaded = storage.load('gCarla');
    expect(loaded.ok && loaded.save.players.map((p) => p.name)).toEqual(['Carla', 'Dario']);
  });

  it('an entry whose id names no other game is still refused: resuming it made a second copy of the game', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    kv.setItem(`${SAVE_KEY_PREFIX}copy`, JSON.stringify(gameFile(['Ana', 'Bruno'], 'original', '2026-05-02T10:00:00.000Z')));
    const before = entries(kv);

    expect(storage.list()).toMatchObject([{ id: 'copy', ok: false, error: { code: 'wrong-id' } }]);
    resumeAndPass(storage, 'copy');

    expect(entries(kv)).toEqual(before);
  });

  it('a game whose id matches its key is resumed and saved back under that key only', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    storage.save(gameFile(['Carla', 'Dario'], 'gCarla', '2026-05-01T10:00:00.000Z'));

    resumeAndPass(storage, 'gCarla');

    expect(Object.keys(entries(kv))).toEqual([`${SAVE_KEY_PREFIX}gCarla`]);
    const loaded = storage.load('gCarla');
    // The pass, then the automatic passes of the default stops after it.
    expect(loaded.ok && loaded.restored.performed.slice(0, 3).map((a) => a.type)).toEqual(['mulligan', 'mulligan', 'pass']);
  });
});
