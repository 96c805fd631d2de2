// DiscardPanel.tsx: discarding down to maximum hand size in the cleanup step (CR 514.1): click cards
// in hand to mark them, then confirm.
import { namesIn } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { primaryButton } from './buttons';
import { RuleNumber } from './RuleNumber';

export function DiscardPanel() {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  const pending = useTable((s) => s.game.pendingChoice);
  const marked = useTable((s) => s.ui.discardDraft);
  const game = useTable((s) => s.game);
  if (pending?.type !== 'discard') return null;
  const names = namesIn(game);
  return (
    <section aria-label={t('discard.label')} className="space-y-2">
      <h2 className="text-sm font-semibold">
        {t('discard.title', { count: pending.count })} <span className="text-stone-500"><RuleNumber rule="514.1" /></span>
      </h2>
      <p className="text-sm">{marked.length === 0 ? t('discard.hint') : text({ key: 'table:discard.marked', params: { cards: marked.map(names) } })}</p>
      <button type="button" data-action="confirm-discard" className={primaryButton} disabled={marked.length !== pending.count} onClick={() => store.getState().confirm()}>
        {t('discard.confirm', { marked: marked.length, total: pending.count })}
      </button>
    </section>
  );
}
