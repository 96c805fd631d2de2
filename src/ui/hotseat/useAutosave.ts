// useAutosave.ts: the game is saved in the browser after every change of its history (an action with
// its automatic passes, an undo, a redo, a jump) or of its stops, so a reload resumes it exactly.
//
// A save writes the whole history (and a fingerprint of the game as JSON), a few milliseconds that
// grow with the game: it is made just after the frame that shows the move has been painted, not
// before it. Nothing is lost by waiting: the page going away or out of sight, and the game closing,
// save at once what is pending; several changes within one frame make one save of the latest state,
// which holds all of them. Each save is a single storage write, so a save is never half-written.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createSave, type SaveError } from '../../store/saves';
import type { SaveStorage } from '../../store/saveStorage';
import type { HotseatSession } from './session';

/** Saves now and after each change; the last storage error (a full storage), or null, and `flush`,
 *  which saves a pending change at once (before the saves are listed). */
export function useAutosave(session: HotseatSession, storage: SaveStorage): { error: SaveError | null; flush: () => void } {
  const [error, setError] = useState<SaveError | null>(null);
  const flushRef = useRef<() => void>(() => {});
  useEffect(() => {
    const { store, id, setup } = session;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const save = () => {
      pending = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      const state = store.getState();
      const result = storage.save(createSave(state, { id, ...(setup ? { setup } : {}), ...(state.hotseat ? { table: state.hotseat } : {}) }));
      setError(result.ok ? null : result.error);
    };
    const flush = () => {
      if (pending) save();
    };
    // After the next paint: a requestAnimationFrame callback runs just before it, a timer it starts
    // runs once it is done.
    const later = () => {
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(() => {
        timer = setTimeout(save, 0);
      });
    };
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    save();
    flushRef.current = flush;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.game !== previous.game || state.past !== previous.past || state.future !== previous.future || state.hotseat !== previous.hotseat || state.consents !== previous.consents) later();
    });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', whenHidden);
      flush();
      flushRef.current = () => {};
    };
  }, [session, storage]);
  const flush = useCallback(() => flushRef.current(), []);
  return { error, flush };
}
