// Controls.tsx: pass, undo, redo, restart, and a button for each legal action of the deciding player.
import type { GameState } from '../../engine';
import { useTable, useTableStore } from '../../store/hooks';
import { selectActionOptions, selectLegal, selectPassAction } from '../../store/selectors';
import { nameOf } from '../../store/names';
import { optionButton, primaryButton, secondaryButton } from './buttons';

export function Controls({ start }: { start: GameState }) {
  const store = useTableStore();
  const pass = useTable((s) => selectPassAction(s.game));
  const canUndo = useTable((s) => s.past.length > 0);
  const canRedo = useTable((s) => s.future.length > 0);
  const { dispatch, undo, redo, load } = store.getState();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" data-action="pass" className={primaryButton} disabled={!pass} onClick={() => pass && dispatch(pass)} title="Pass priority (P)">
        Pass <kbd className="ml-1 text-xs opacity-70">P</kbd>
      </button>
      <button type="button" data-action="undo" className={secondaryButton} disabled={!canUndo} onClick={undo} title="Undo (Ctrl+Z)">
        Undo
      </button>
      <button type="button" data-action="redo" className={secondaryButton} disabled={!canRedo} onClick={redo} title="Redo (Ctrl+Shift+Z)">
        Redo
      </button>
      <button type="button" data-action="restart" className={secondaryButton} onClick={() => load(start)}>
        Restart
      </button>
    </div>
  );
}

/** More buttons than this would bury the table; the choice forms reach every combination. */
const MAX_BUTTONS = 24;

/** The deciding player's concrete legal actions as buttons, labelled with card names. */
export function ActionButtons() {
  const dispatch = useTable((s) => s.dispatch);
  const options = useTable((s) => selectActionOptions(s.game));
  const player = useTable((s) => {
    const id = selectLegal(s.game).player;
    return id ? nameOf(s.game, id) : null;
  });
  if (options.length === 0) return null;
  const hidden = options.length - MAX_BUTTONS;
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold text-stone-500 uppercase">{player ? `${player} may` : 'Actions'}</h3>
      <ul className="flex flex-wrap gap-2" data-role="actions">
        {options.slice(0, MAX_BUTTONS).map(({ action, label }, i) => (
          <li key={i}>
            <button type="button" className={optionButton} data-action-type={action.type} onClick={() => dispatch(action)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="mt-1 text-xs text-stone-500">and {hidden} more: use the form above to choose any combination.</p>}
    </div>
  );
}
