// DiscardPanel.tsx: discarding down to maximum hand size in the cleanup step (CR 514.1): click cards
// in hand to mark them, then confirm.
import { useTable, useTableStore } from '../../store/hooks';
import { namesOf } from '../../store/names';
import { primaryButton } from './buttons';

export function DiscardPanel() {
  const store = useTableStore();
  const pending = useTable((s) => s.game.pendingChoice);
  const marked = useTable((s) => s.ui.discardDraft);
  const names = useTable((s) => namesOf(s.game, marked));
  if (pending?.type !== 'discard') return null;
  return (
    <section aria-label="Discard" className="space-y-2">
      <h2 className="text-sm font-semibold">
        Discard {pending.count} <span className="font-mono text-xs font-normal text-stone-500">CR 514.1</span>
      </h2>
      <p className="text-sm">{marked.length === 0 ? 'Click cards in hand to discard them.' : `Marked: ${names}`}</p>
      <button type="button" data-action="confirm-discard" className={primaryButton} disabled={marked.length !== pending.count} onClick={() => store.getState().confirm()}>
        Discard {marked.length} of {pending.count}
      </button>
    </section>
  );
}
