// editorStore.ts: the editor's store: the draft, its undo history, and which of "my lessons" it is.
// One store per editor screen (a factory, as for the table). The working draft is kept in the tab's
// session storage, so going to the table to play it and coming back finds it as it was.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { blankDraft, draftFromScenario, draftIssues, draftToScenario, type Draft } from './editorDraft';
import { SAVE_APP } from './saveSchema';
import type { KeyValueStorage } from './saveStorage';

export const EDITOR_SESSION_KEY = `${SAVE_APP}/editor-draft`;
const MAX_HISTORY = 200;

export interface EditorState {
  draft: Draft;
  past: Draft[];
  future: Draft[];
  /** The lesson of "my lessons" this draft was opened from or last saved as: saving updates it. */
  lessonId: string | null;
  /** Counts saves to "my lessons", so lists of them know to read them again. */
  saves: number;
  /** One edit, one undo step. */
  edit: (change: (draft: Draft) => Draft) => void;
  /** Starts over from another scenario (undoable too). */
  replace: (draft: Draft, lessonId: string | null) => void;
  /** The draft was saved to "my lessons" under this id. */
  saved: (id: string) => void;
  undo: () => void;
  redo: () => void;
}

export type EditorStore = StoreApi<EditorState>;

/** The session storage of the tab, or null when the browser refuses it. */
export function sessionStore(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function restore(storage: KeyValueStorage | null): { draft: Draft; lessonId: string | null } | null {
  try {
    const text = storage?.getItem(EDITOR_SESSION_KEY);
    if (!text) return null;
    const saved = JSON.parse(text) as { scenario?: unknown; lessonId?: unknown };
    const read = draftFromScenario(saved.scenario);
    if (!read.ok) return null;
    return { draft: read.draft, lessonId: typeof saved.lessonId === 'string' ? saved.lessonId : null };
  } catch {
    return null;
  }
}

export interface EditorOptions {
  /** Where the working draft is kept between visits (the tab's session storage by default). */
  storage?: KeyValueStorage | null;
  /** The draft to start with when nothing was kept. */
  initial?: Draft;
}

export function createEditorStore(options: EditorOptions = {}): EditorStore {
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const start = restore(storage) ?? { draft: options.initial ?? blankDraft(), lessonId: null };
  const store = createStore<EditorState>()((set, get) => ({
    draft: start.draft,
    past: [],
    future: [],
    lessonId: start.lessonId,
    saves: 0,
    edit: (change) => {
      const { draft, past } = get();
      const next = change(draft);
      if (next === draft) return;
      set({ draft: next, past: [...past, draft].slice(-MAX_HISTORY), future: [] });
    },
    replace: (draft, lessonId) => {
      const { draft: before, past } = get();
      set({ draft, lessonId, past: [...past, before].slice(-MAX_HISTORY), future: [] });
    },
    saved: (lessonId) => set((s) => ({ lessonId, saves: s.saves + 1 })),
    undo: () => {
      const { draft, past, future } = get();
      const previous = past[past.length - 1];
      if (previous) set({ draft: previous, past: past.slice(0, -1), future: [draft, ...future] });
    },
    redo: () => {
      const { draft, past, future } = get();
      const [next, ...rest] = future;
      if (next) set({ draft: next, past: [...past, draft], future: rest });
    },
  }));
  store.subscribe((state, previous) => {
    if (state.draft === previous.draft && state.lessonId === previous.lessonId) return;
    // Only a valid draft is kept, so coming back always finds one that opens (the last good one).
    if (draftIssues(state.draft).length > 0) return;
    try {
      storage?.setItem(EDITOR_SESSION_KEY, JSON.stringify({ scenario: draftToScenario(state.draft), lessonId: state.lessonId }));
    } catch {
      // A full or disabled session storage only costs keeping the draft across a visit to the table.
    }
  });
  return store;
}
