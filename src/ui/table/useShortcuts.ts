// useShortcuts.ts: P passes, Escape lets go of a picked card, Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.
import { useEffect } from 'react';
import { useTableStore } from '../../store/hooks';
import { selectPassAction } from '../../store/selectors';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function useShortcuts() {
  const store = useTableStore();
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const { game, ui, dispatch, undo, redo, select, showHint } = store.getState();
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      if (command && !event.altKey && (key === 'y' || (key === 'z' && event.shiftKey))) {
        event.preventDefault();
        redo();
      } else if (command && !event.altKey && key === 'z') {
        event.preventDefault();
        undo();
      } else if (!command && !event.altKey && key === 'p' && !event.repeat) {
        // A held key repeats: one press, one pass (a held P must not race through the turn).
        const pass = selectPassAction(game);
        if (pass) {
          event.preventDefault();
          dispatch(pass);
        }
      } else if (key === 'escape' && (ui.selected || ui.hint)) {
        select(null);
        showHint(null);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [store]);
}
