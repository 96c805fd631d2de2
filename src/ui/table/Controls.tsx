// Controls.tsx: pass priority; undo, redo and back to the start; which side of the table is at the
// bottom; a share link of the position played so far; a step-through replay of the last combat.
import { memo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import { selectViewer, type Viewer } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import { hasCombatToReplay, lastCombatMoves, type CombatMoves } from '../../store/replay';
import { selectPassAction, selectPlayerIds } from '../../store/selectors';
import { nameOf } from '../../store/names';
import type { ViewFrom } from '../../store/uiState';
import { focusRing, primaryButton, secondaryButton } from './buttons';

/** Memoised: the prompt around it renders at every move, and the button itself seldom changes. */
export const PassButton = memo(function PassButton() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  // Whether passing is legal, not the action itself: that is a new object in every state, and the
  // button would render again at every pass for nothing.
  const canPass = useTable((s) => selectPassAction(s.game) !== null);
  const pass = () => {
    const { game, dispatch } = store.getState();
    const action = selectPassAction(game);
    if (action) dispatch(action);
  };
  return (
    <button
      type="button"
      data-action="pass"
      className={`${primaryButton} min-h-11 px-4 text-base`}
      disabled={!canPass}
      onClick={pass}
      title={t('controls.passTitle')}
    >
      {t('controls.pass')} <kbd className="ml-1 rounded border border-white/40 px-1 text-xs max-md:pointer-coarse:hidden">P</kbd>
    </button>
  );
});

/** Undo and redo go back and forth a player's action at a time (with the automatic passes that
 *  followed it); "Start" goes back to the first position, and redo can come all the way back. */
export function HistoryControls() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const canUndo = useTable((s) => s.past.length > 0);
  const canRedo = useTable((s) => s.future.length > 0);
  const { undo, redo, jumpTo } = store.getState();
  // Smaller on a phone, where they share a line with the turn and the menu.
  const button = `${secondaryButton} min-h-11 max-md:min-h-9 max-md:px-2 max-md:pointer-coarse:min-h-11`;
  return (
    <div className="flex gap-1">
      <button type="button" data-action="undo" className={button} disabled={!canUndo} onClick={undo} title={t('controls.undoTitle')}>
        {t('controls.undo')}
      </button>
      <button type="button" data-action="redo" className={button} disabled={!canRedo} onClick={redo} title={t('controls.redoTitle')}>
        {t('controls.redo')}
      </button>
      <button type="button" data-action="restart" className={button} disabled={!canUndo} onClick={() => jumpTo(0)} title={t('controls.restartTitle')}>
        {t('controls.restart')}
      </button>
    </div>
  );
}

export function ViewSwitch() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const viewFrom = useTable((s) => s.ui.viewFrom);
  // Item by item: a new array in every game state.
  const players = useTable(useShallow((s) => selectPlayerIds(s.game)));
  const names = useTable((s) => players.map((id) => nameOf(s.game, id)).join('\u0000'));
  const options: [ViewFrom, string][] = [
    ...players.map((id, i): [ViewFrom, string] => [id, t('controls.sideOf', { name: names.split('\u0000')[i] })]),
    ['decider', t('controls.whoeverDecides')],
  ];
  const hotseat = useTable((s) => s.hotseat !== null);
  const deciderTitle = t(hotseat ? 'controls.whoeverDecidesTitleHotseat' : 'controls.whoeverDecidesTitle');
  if (players.length > 2) {
    // At a table of three or more, a button a side made the bar two or three rows tall (seven buttons
    // at six players): one menu instead.
    return (
      <label className="flex items-center gap-1 text-xs">
        <span className="text-stone-500">{t('controls.viewFrom')}</span>
        <select
          data-role="view-from"
          value={viewFrom}
          title={viewFrom === 'decider' ? deciderTitle : undefined}
          onChange={(event) => store.getState().setViewFrom(event.target.value as ViewFrom)}
          className={`rounded border border-stone-300 bg-white px-1 py-1 pointer-coarse:min-h-10 ${focusRing}`}
        >
          {options.map(([value, label]) => (
            <option key={value} value={value} data-view-from={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <div role="radiogroup" aria-label={t('controls.viewFrom')} className="flex flex-wrap items-center gap-1 text-xs">
      <span className="text-stone-500">{t('controls.viewFrom')}</span>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={viewFrom === value}
          data-view-from={value}
          title={value === 'decider' ? deciderTitle : undefined}
          onClick={() => store.getState().setViewFrom(value)}
          className={`rounded border px-2 py-1 pointer-coarse:min-h-10 ${focusRing} ${viewFrom === value ? 'border-stone-800 bg-stone-800 text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function ShareButton({ linkFor }: { linkFor: (actions: unknown[]) => string }) {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const [copied, setCopied] = useState<string | null>(null);
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}${linkFor(store.getState().performed)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t('controls.linkCopied'));
    } catch {
      // No clipboard (an insecure origin, a denied permission): show the link to copy by hand.
      setCopied(url);
    }
  };
  return (
    <span className="flex items-center gap-1 text-xs">
      <button type="button" data-action="share" className={secondaryButton} onClick={share} title={t('controls.shareTitle')}>
        {t('controls.share')}
      </button>
      {copied && (
        <output data-role="share-link" className="max-w-60 truncate text-stone-600" title={copied}>
          {copied}
        </output>
      )}
    </span>
  );
}

/** The last combat to step through, and whose eyes it is shown for. */
export type CombatReplay = CombatMoves & { viewer: Viewer };

/** Opens the replay of the last combat, once the history holds a combat damage step. In a hot-seat
 *  game it is shown to the player at the device as they may see it: hands stay hidden (hidden.ts). */
export function CombatReplayButton({ onOpen }: { onOpen: (replay: CombatReplay) => void }) {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const available = useTable(hasCombatToReplay);
  const open = () => {
    const state = store.getState();
    const combat = lastCombatMoves(state);
    if (combat) onOpen({ ...combat, viewer: selectViewer(state) });
  };
  return (
    <button type="button" data-action="replay-last-combat" className={`${secondaryButton} min-h-11`} disabled={!available} onClick={open} title={t('controls.replayCombatTitle')}>
      {t('controls.replayCombat')}
    </button>
  );
}
