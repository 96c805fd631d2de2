// createTableStore.ts: one zustand store per table. The only write path to `game` is `dispatch`;
// legality is the engine's business (applyAction says yes or why not). UI state (selection, hover,
// drag, the drafts of a declaration) lives beside it in `ui` and never enters the history.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyAction, type Action, type EngineError, type GameState } from '../engine';
import { clickToIntent, explainWhyNot } from './clickToIntent';
import { applyIntent, type IntentResult, type TableIntent } from './intents';
import { draftAction, initialUi, uiAfterGameChange, type DragRef, type Hint, type UiState, type ViewFrom } from './uiState';

export interface TableState {
  game: GameState;
  /** Earlier states, oldest first: undo pops the last one. */
  past: GameState[];
  /** States undone, most recently undone last: redo pops the last one. */
  future: GameState[];
  /** The actions that led from each state in `past` to the next one (same length as `past`), so a
   *  share link can replay them. */
  performed: Action[];
  /** The actions of the undone states in `future`. */
  undone: Action[];
  /** Why the last intent was refused, until the next successful change. */
  lastError: EngineError | null;
  ui: UiState;
  /** Sends a player's intent to the engine; on error the game is left exactly as it was. */
  dispatch: (action: Action) => boolean;
  undo: () => void;
  redo: () => void;
  /** Replaces the game (a newly opened scenario, a restart) and its history. */
  load: (game: GameState, past?: GameState[], lastError?: EngineError | null, performed?: Action[]) => void;
  /** A drop, a button of a draft, a reorder: changes the drafts or dispatches what it stands for. */
  intend: (intent: TableIntent) => void;
  /** A click (or Enter) on a card or a player. */
  click: (id: string) => void;
  /** Confirms the current draft (attackers, blockers, damage, an order, a discard) with the engine. */
  confirm: () => boolean;
  select: (id: string | null) => void;
  highlight: (ids: readonly string[]) => void;
  setDragging: (drag: DragRef | null) => void;
  /** Shows the full text of a card (hover, keyboard focus), or hides it. */
  inspect: (id: string | null) => void;
  setViewFrom: (view: ViewFrom) => void;
  /** Shows why a card cannot do what is asked (the engine's reason), or hides it. */
  explain: (id: string | null) => void;
  showHint: (hint: Hint | null) => void;
}

export type TableStore = StoreApi<TableState>;

export interface TableInit {
  game: GameState;
  past?: GameState[];
  lastError?: EngineError | null;
  /** The actions that produced `past` (a scenario's own actions). */
  performed?: Action[];
}

const NO_HIGHLIGHT: readonly string[] = [];

export function createTableStore(init: TableInit): TableStore {
  return createStore<TableState>()((set, get) => {
    const moveTo = (game: GameState, past: GameState[], future: GameState[], performed: Action[], undone: Action[]) =>
      set({ game, past, future, performed, undone, lastError: null, ui: uiAfterGameChange(game, get().ui) });

    const apply = (result: IntentResult): boolean => {
      if (!result) return false;
      if ('action' in result) return get().dispatch(result.action);
      set({ ui: result.ui });
      return true;
    };

    return {
      game: init.game,
      past: init.past ?? [],
      future: [],
      performed: init.performed ?? [],
      undone: [],
      lastError: init.lastError ?? null,
      ui: initialUi(init.game),
      dispatch: (action) => {
        const { game, past } = get();
        const result = applyAction(game, action);
        if (!result.ok) {
          set({ lastError: result.error });
          return false;
        }
        moveTo(result.state, [...past, game], [], [...get().performed, action], []);
        return true;
      },
      undo: () => {
        const { game, past, future, performed, undone } = get();
        const previous = past.at(-1);
        const action = performed.at(-1);
        if (previous) moveTo(previous, past.slice(0, -1), [...future, game], performed.slice(0, -1), action ? [...undone, action] : undone);
      },
      redo: () => {
        const { game, past, future, performed, undone } = get();
        const next = future.at(-1);
        const action = undone.at(-1);
        if (next) moveTo(next, [...past, game], future.slice(0, -1), action ? [...performed, action] : performed, undone.slice(0, -1));
      },
      load: (game, past = [], lastError = null, performed = []) =>
        set({ game, past, future: [], performed, undone: [], lastError, ui: uiAfterGameChange(game, get().ui) }),
      intend: (intent) => {
        const { game, ui } = get();
        apply(applyIntent(game, ui, intent));
      },
      click: (id) => {
        const { game, ui } = get();
        apply(clickToIntent(game, ui, id));
      },
      confirm: () => {
        const { game, ui, dispatch } = get();
        const action = draftAction(game, ui);
        return action ? dispatch(action) : false;
      },
      select: (id) => set((s) => (s.ui.selected === id ? s : { ui: { ...s.ui, selected: id } })),
      highlight: (ids) =>
        set((s) => {
          const next = ids.length === 0 ? NO_HIGHLIGHT : ids;
          return s.ui.highlighted === next ? s : { ui: { ...s.ui, highlighted: next } };
        }),
      setDragging: (drag) => set((s) => (s.ui.dragging === drag ? s : { ui: { ...s.ui, dragging: drag } })),
      inspect: (id) => set((s) => (s.ui.inspected === id ? s : { ui: { ...s.ui, inspected: id } })),
      setViewFrom: (viewFrom) => set((s) => ({ ui: { ...s.ui, viewFrom } })),
      explain: (id) => set((s) => ({ ui: { ...s.ui, hint: id === null || s.ui.hint?.object === id ? null : explainWhyNot(s.game, id) } })),
      showHint: (hint) => set((s) => ({ ui: { ...s.ui, hint } })),
    };
  });
}
