// session.ts: a hot-seat game as the screen holds it: its save id, its setup (for a rematch) and its
// table store, made from a new setup or from a save. The store does the playing (createTableStore),
// the save modules the checking (saves.ts); this only puts them together.
import { createTableStore, type HotseatPolicy, type TableStore } from '../../store/createTableStore';
import { DEFAULT_AUTOPASS } from '../../store/autopass';
import { startHotSeatGame, type HotSeatSetup, type SetupProblem } from '../../store/gameSetup';
import type { GameHistory, SaveFile } from '../../store/saves';
import { newSaveId } from '../../store/saveStorage';

export interface HotseatSession {
  id: string;
  setup: HotSeatSetup | null;
  store: TableStore;
}

/** What the new-game form asks besides the setup: how the table hides and passes. */
export interface TableOptions {
  showEverything: boolean;
  handOver: boolean;
}

export const DEFAULT_TABLE_OPTIONS: TableOptions = { showEverything: false, handOver: true };

export function policyOf(options: TableOptions): HotseatPolicy {
  return { autopass: DEFAULT_AUTOPASS, ...options };
}

export function newSession(setup: HotSeatSetup, options: TableOptions): { ok: true; session: HotseatSession } | { ok: false; problems: SetupProblem[] } {
  const started = startHotSeatGame(setup);
  if (!started.ok) return started;
  const store = createTableStore({ game: started.game, hotseat: policyOf(options) });
  return { ok: true, session: { id: newSaveId(), setup: started.setup, store } };
}

/** A session from a checked save and the history replayed from it. */
export function resumedSession(save: SaveFile, restored: GameHistory): HotseatSession {
  const store = createTableStore({ game: restored.game, hotseat: save.table ?? policyOf(DEFAULT_TABLE_OPTIONS), ...(restored.consents ? { consents: restored.consents } : {}) });
  store.getState().restore({ ...restored, notes: restored.notes ?? [...restored.performed, ...restored.undone].map(() => null) });
  return { id: save.id, setup: save.setup ?? null, store };
}
