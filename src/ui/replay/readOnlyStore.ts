// readOnlyStore.ts: the table store of a replay. It shows one moment at a time and cannot be played:
// every path that would change the game (dispatch, undo, redo, a jump in the history, load, restore)
// does nothing, so a click, a drop or the P key on the replayed table leaves the moment as it was.
// `show` moves it to another moment (the view chosen is kept), so stepping re-renders only what
// differs instead of a whole new table. A replay watched by one player of a hot-seat game shows every
// moment as that player may see it (hidden.ts), with their side at the bottom.
import type { GameState } from '../../engine';
import { createTableStore, type TableStore } from '../../store/createTableStore';
import type { Viewer } from '../../store/hidden';
import { uiAfterGameChange } from '../../store/uiState';

export interface ReplayStore {
  store: TableStore;
  show: (game: GameState) => void;
}

export function readOnlyStore(game: GameState, viewer: Viewer = 'all'): ReplayStore {
  const store = createTableStore({ game, viewer });
  if (viewer !== 'all') store.getState().setViewFrom(viewer);
  const nothing = () => undefined;
  store.setState({ dispatch: () => false, undo: nothing, redo: nothing, jumpTo: nothing, load: nothing, restore: () => false, setHotseat: nothing });
  const show = (next: GameState) => {
    if (store.getState().game !== next) store.setState((s) => ({ game: next, lastError: null, ui: uiAfterGameChange(next, s.ui) }));
  };
  return { store, show };
}
