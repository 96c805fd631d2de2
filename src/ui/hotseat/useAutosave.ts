// useAutosave.ts: the game is saved in the browser after every change of its history (an action with
// its automatic passes, an undo, a redo, a jump) or of its stops, so a reload resumes it exactly.
import { useEffect, useState } from 'react';
import { createSave, type SaveError } from '../../store/saves';
import type { SaveStorage } from '../../store/saveStorage';
import type { HotseatSession } from './session';

/** Saves now and after each change; the last storage error (a full storage), or null. */
export function useAutosave(session: HotseatSession, storage: SaveStorage): SaveError | null {
  const [error, setError] = useState<SaveError | null>(null);
  useEffect(() => {
    const { store, id, setup } = session;
    const save = () => {
      const state = store.getState();
      const result = storage.save(createSave(state, { id, ...(setup ? { setup } : {}), ...(state.hotseat ? { table: state.hotseat } : {}) }));
      setError(result.ok ? null : result.error);
    };
    save();
    return store.subscribe((state, previous) => {
      if (state.game !== previous.game || state.past !== previous.past || state.future !== previous.future || state.hotseat !== previous.hotseat) save();
    });
  }, [session, storage]);
  return error;
}
