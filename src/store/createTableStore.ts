// createTableStore.ts: one zustand store per table. The only write path to `game` is `dispatch`;
// legality is the engine's business (applyAction says yes or why not).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyAction, type Action, type EngineError, type GameState } from '../engine';

export interface TableState {
  game: GameState;
  /** Earlier states, oldest first: undo pops the last one. */
  past: GameState[];
  /** States undone, most recently undone last: redo pops the last one. */
  future: GameState[];
  /** Why the last intent was refused, until the next successful change. */
  lastError: EngineError | null;
  /** Sends a player's intent to the engine; on error the game is left exactly as it was. */
  dispatch: (action: Action) => boolean;
  undo: () => void;
  redo: () => void;
  /** Replaces the game (a newly opened scenario, a restart) and its history. */
  load: (game: GameState, past?: GameState[], lastError?: EngineError | null) => void;
}

export type TableStore = StoreApi<TableState>;

export interface TableInit {
  game: GameState;
  past?: GameState[];
  lastError?: EngineError | null;
}

export function createTableStore(init: TableInit): TableStore {
  return createStore<TableState>()((set, get) => ({
    game: init.game,
    past: init.past ?? [],
    future: [],
    lastError: init.lastError ?? null,
    dispatch: (action) => {
      const { game, past } = get();
      const result = applyAction(game, action);
      if (!result.ok) {
        set({ lastError: result.error });
        return false;
      }
      set({ game: result.state, past: [...past, game], future: [], lastError: null });
      return true;
    },
    undo: () => {
      const { game, past, future } = get();
      const previous = past.at(-1);
      if (!previous) return;
      set({ game: previous, past: past.slice(0, -1), future: [...future, game], lastError: null });
    },
    redo: () => {
      const { game, past, future } = get();
      const next = future.at(-1);
      if (!next) return;
      set({ game: next, past: [...past, game], future: future.slice(0, -1), lastError: null });
    },
    load: (game, past = [], lastError = null) => set({ game, past, future: [], lastError }),
  }));
}
