// saveStorage.ts: saved games in the browser, and to and from files. localStorage rather than
// IndexedDB: a save is start state plus actions, about 60,000 characters for a long game (saves.ts),
// so the 5 MB a browser grants holds dozens of games; it is synchronous, so the save after each action
// cannot interleave with the next one; and it needs no library. Each game has its own key, so one
// damaged entry is listed as damaged and never stops the others from loading. The key is the truth:
// a game is saved back under the id it was opened with, so an entry whose own id names another key
// is refused, never opened (playing it would write it over the game under that other key).
// Listing replays each save (parseSave), so that a save that would not open is listed with why and
// never offered to resume; the verdict is kept by the stored text, so a save unchanged since the last
// listing is not replayed again (a 1,000-action game, 56,000 characters, took 40 to 200 ms to replay
// in Node on a busy 2-core machine, 77 ms typically).
import { SAVE_APP } from './saveSchema';
import { parseSave, readSaveHeader, type ParsedSave, type SaveError, type SaveFile } from './saves';

/** What the adapter needs of the Web Storage API (localStorage, or a stand-in in memory). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const SAVE_KEY_PREFIX = `${SAVE_APP}/save/`;

export type SaveListing =
  | {
      ok: true;
      id: string;
      title: string;
      savedAt: string;
      players: SaveFile['players'];
      turn: number;
      over: boolean;
      /** Actions played, undone ones not counted. */
      moves: number;
      /** Characters in storage. */
      size: number;
    }
  | {
      ok: false;
      id: string;
      error: SaveError;
      /** The players, when the save's description is readable: which game is damaged. */
      players?: SaveFile['players'];
    };

export type StoreResult = { ok: true; id: string } | { ok: false; error: SaveError };

export interface SaveStorage {
  /** Every saved game, newest first, each replayed (once per stored text); damaged ones last, each
   *  with why, so the table can offer to delete it and never to resume it. */
  list(): SaveListing[];
  save(file: SaveFile): StoreResult;
  load(id: string): ParsedSave;
  delete(id: string): boolean;
  /** A save from a file: checked like any load, then kept under its id (or a new one if another game
   *  already has it). */
  importText(text: string): ParsedSave & { id?: string };
}

/** A key-value store in memory: for tests, and when the browser refuses storage (private windows). */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
  };
}

/** localStorage when the browser allows it; otherwise memory, and `persistent: false` so the table can
 *  say that games will not survive a reload. */
export function browserStorage(): { storage: KeyValueStorage; persistent: boolean } {
  try {
    const storage = globalThis.localStorage;
    const probe = `${SAVE_APP}/probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return { storage, persistent: true };
  } catch {
    return { storage: memoryStorage(), persistent: false };
  }
}

/** An id for a new save, usable as part of a storage key. */
export function newSaveId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return `g${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** An entry that names itself other than its key: altered or copied by hand. */
const wrongId = (id: string, named: string): SaveError => ({
  code: 'wrong-id',
  message: `This saved game is damaged or was altered: it is stored as "${id}" but names itself "${named}", so it is not opened (playing it would save it over any game stored as "${named}").`,
});

const storageError = (error: unknown): SaveError => {
  const full = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
  return {
    code: 'storage',
    message: full
      ? "The browser's storage for this page is full: delete some saved games, or export this one to a file."
      : `The browser refused to store the game: ${error instanceof Error ? error.message : String(error)}.`,
  };
};

export function createSaveStorage(storage: KeyValueStorage = browserStorage().storage): SaveStorage {
  const keyOf = (id: string) => `${SAVE_KEY_PREFIX}${id}`;
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };

  const save = (file: SaveFile): StoreResult => {
    try {
      storage.setItem(keyOf(file.id), JSON.stringify(file));
      return { ok: true, id: file.id };
    } catch (error) {
      return { ok: false, error: storageError(error) };
    }
  };

  // The replay's verdict by stored text (null: it opens), for the saves of the last listing only.
  let verdicts = new Map<string, SaveError | null>();
  let listed = new Map<string, SaveError | null>();
  const verdictOf = (text: string): SaveError | null => {
    let verdict = verdicts.get(text);
    if (verdict === undefined) {
      const parsed = parseSave(text);
      verdict = parsed.ok ? null : parsed.error;
    }
    listed.set(text, verdict);
    return verdict;
  };

  const listing = (id: string, text: string | null): SaveListing => {
    const r = readSaveHeader(text);
    if (!r.ok) return { ok: false, id, error: r.error };
    const { header } = r;
    if (header.id !== id) return { ok: false, id, error: wrongId(id, header.id), players: header.players };
    const replayed = verdictOf(text as string);
    if (replayed) return { ok: false, id, error: replayed, players: header.players };
    return {
      ok: true, id, title: header.title, savedAt: header.savedAt, players: header.players, turn: header.history.present.turn,
      over: header.history.present.over, moves: header.history.past.length, size: text?.length ?? 0,
    };
  };

  return {
    list() {
      const keys: string[] = [];
      try {
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(SAVE_KEY_PREFIX)) keys.push(key);
        }
      } catch {
        return [];
      }
      const all = keys.map((key) => listing(key.slice(SAVE_KEY_PREFIX.length), read(key)));
      // Verdicts of saves no longer stored (changed or deleted) are let go.
      verdicts = listed;
      listed = new Map();
      const rank = (s: SaveListing) => (s.ok ? s.savedAt : '');
      return all.sort((a, b) => (rank(a) < rank(b) ? 1 : rank(a) > rank(b) ? -1 : 0));
    },
    save,
    load(id) {
      const text = read(keyOf(id));
      if (text === null) return { ok: false, error: { code: 'missing', message: 'This saved game is no longer in the browser.' } };
      // Checked before the replay, so that the load refuses what the list calls damaged.
      const header = readSaveHeader(text);
      if (header.ok && header.header.id !== id) return { ok: false, error: wrongId(id, header.header.id) };
      return parseSave(text);
    },
    delete(id) {
      try {
        storage.removeItem(keyOf(id));
        return true;
      } catch {
        return false;
      }
    },
    importText(text) {
      const parsed = parseSave(text);
      if (!parsed.ok) return parsed;
      const existing = read(keyOf(parsed.save.id));
      // The same game imported twice stays one save; a different game with the same id gets its own.
      const file = existing === null || existing === JSON.stringify(parsed.save) ? parsed.save : { ...parsed.save, id: newSaveId() };
      const stored = save(file);
      if (!stored.ok) return { ok: false, error: stored.error };
      return { ...parsed, save: file, id: file.id };
    },
  };
}

/** A file to download: the save as JSON, named after the game. */
export function exportSave(file: SaveFile): { fileName: string; text: string; blob: Blob } {
  const text = JSON.stringify(file);
  const slug = file.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'game';
  return { fileName: `${slug}-${file.savedAt.slice(0, 10)}.mtg-save.json`, text, blob: new Blob([text], { type: 'application/json' }) };
}
