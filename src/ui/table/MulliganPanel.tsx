// MulliganPanel.tsx: before the first turn (CR 103.5, the London mulligan): keep the hand — after N
// mulligans, with N cards picked in hand to go to the bottom — or take a mulligan.
import { useTable, useTableStore } from '../../store/hooks';
import { namesOf } from '../../store/names';
import { primaryButton, secondaryButton } from './buttons';

export function MulliganPanel() {
  const store = useTableStore();
  const pending = useTable((s) => s.game.pendingChoice);
  const picked = useTable((s) => s.ui.discardDraft);
  const names = useTable((s) => namesOf(s.game, picked));
  if (pending?.type !== 'mulligan') return null;
  const { confirm, dispatch } = store.getState();
  return (
    <section aria-label="Mulligan" className="space-y-2">
      <h2 className="text-sm font-semibold">
        Opening hand <span className="font-mono text-xs font-normal text-stone-500">CR 103.5</span>
      </h2>
      {pending.mulligans > 0 && <p className="text-sm">{picked.length === 0 ? `Click ${pending.mulligans} card(s) in hand to put on the bottom.` : `To the bottom: ${names}`}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="keep-hand" className={primaryButton} disabled={picked.length !== pending.mulligans} onClick={() => confirm()}>
          Keep
        </button>
        <button type="button" data-action="mulligan" className={secondaryButton} onClick={() => dispatch({ type: 'mulligan', player: pending.player, keep: false })}>
          Mulligan
        </button>
      </div>
    </section>
  );
}
