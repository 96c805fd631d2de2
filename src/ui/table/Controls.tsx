// Controls.tsx: pass priority; undo, redo and restart; which side of the table is at the bottom; a
// share link of the position played so far.
import { useState } from 'react';
import type { GameState } from '../../engine';
import { useTable, useTableStore } from '../../store/hooks';
import { selectPassAction, selectPlayerIds } from '../../store/selectors';
import { nameOf } from '../../store/names';
import type { ViewFrom } from '../../store/uiState';
import { primaryButton, secondaryButton } from './buttons';

export function PassButton() {
  const store = useTableStore();
  const pass = useTable((s) => selectPassAction(s.game));
  return (
    <button
      type="button"
      data-action="pass"
      className={`${primaryButton} px-4 text-base`}
      disabled={!pass}
      onClick={() => pass && store.getState().dispatch(pass)}
      title="Pass priority (P)"
    >
      Pass <kbd className="ml-1 rounded border border-white/40 px-1 text-xs">P</kbd>
    </button>
  );
}

export function HistoryControls({ start }: { start: GameState }) {
  const store = useTableStore();
  const canUndo = useTable((s) => s.past.length > 0);
  const canRedo = useTable((s) => s.future.length > 0);
  const { undo, redo, load } = store.getState();
  return (
    <div className="flex gap-1">
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

export function ViewSwitch() {
  const store = useTableStore();
  const viewFrom = useTable((s) => s.ui.viewFrom);
  const players = useTable((s) => selectPlayerIds(s.game));
  const names = useTable((s) => players.map((id) => nameOf(s.game, id)).join('\u0000'));
  const options: [ViewFrom, string][] = [...players.map((id, i): [ViewFrom, string] => [id, `${names.split('\u0000')[i]}'s side`]), ['decider', 'Whoever decides']];
  return (
    <div role="radiogroup" aria-label="View the table from" className="flex items-center gap-1 text-xs">
      <span className="text-stone-500">View from</span>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={viewFrom === value}
          data-view-from={value}
          onClick={() => store.getState().setViewFrom(value)}
          className={`rounded border px-2 py-1 ${viewFrom === value ? 'border-stone-800 bg-stone-800 text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function ShareButton({ linkFor }: { linkFor: (actions: unknown[]) => string }) {
  const store = useTableStore();
  const [copied, setCopied] = useState<string | null>(null);
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}${linkFor(store.getState().performed)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      // No clipboard (an insecure origin, a denied permission): show the link to copy by hand.
      setCopied(url);
    }
  };
  return (
    <span className="flex items-center gap-1 text-xs">
      <button type="button" data-action="share" className={secondaryButton} onClick={share} title="A #scenario= link to this position, with the moves played">
        Share link
      </button>
      {copied && (
        <output data-role="share-link" className="max-w-60 truncate text-stone-600" title={copied}>
          {copied}
        </output>
      )}
    </span>
  );
}
