// TriggerOrderPanel.tsx: simultaneous triggered abilities put on the stack in the order the player
// chooses (CR 603.3b). The list reads like the stack will: the one that resolves first on top. With
// both players' triggers waiting, APNAP order (CR 101.4) is explained.
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectTriggerOrdering } from '../../store/selectors';
import { SortableList } from '../dnd/SortableList';
import { primaryButton } from '../table/buttons';
import { RuleNumber } from '../table/RuleNumber';

/** The start of an ability's text, so two abilities of one card read apart ("Battle cry", "Whenever…"). */
function shortText(text: string): string {
  const head = text.split(' (')[0] ?? text;
  return head.length > 48 ? `${head.slice(0, 45)}…` : head;
}

export default function TriggerOrderPanel() {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  const ordering = useTable((s) => selectTriggerOrdering(s.game));
  const order = useTable((s) => s.ui.triggerDraft);
  if (!ordering) return null;
  // Pointing at an ability, or focusing it, lights its source up on the table: two Soul Wardens'
  // abilities read alike.
  const point = (id: string | null) => {
    const source = id ? ordering.triggers.get(id)?.source : undefined;
    store.getState().highlight(source ? [source] : []);
  };
  const items = order.map((id) => {
    const trigger = ordering.triggers.get(id);
    return {
      id,
      // Card names and Oracle text stay as printed.
      name: trigger ? `${trigger.sourceName}: ${shortText(trigger.text)}` : id,
      content: (
        <>
          <p className="font-semibold">{trigger?.sourceName}</p>
          <p lang="en" className="text-xs text-stone-700">
            {trigger?.text}
          </p>
        </>
      ),
    };
  });
  return (
    <section aria-label={t('triggerOrder.label')} className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3">
      <h3 className="text-sm font-semibold">
        {t('triggerOrder.title', { player: ordering.playerName, count: items.length })} <RuleNumber rule="603.3b" />
      </h3>
      <p className="text-xs text-stone-700">
        <strong>{t('triggerOrder.topFirst')}</strong> {t('triggerOrder.how')}
      </p>
      {ordering.apnap && (
        <p className="rounded bg-white/80 p-2 text-xs" data-role="apnap">
          {text({ key: 'table:triggerOrder.apnap', params: { active: ordering.apnap.activeName, others: ordering.apnap.others } })} <RuleNumber rule="101.4" />
        </p>
      )}
      <SortableList list={{ kind: 'triggers' }} items={items} orientation="vertical" label={t('triggerOrder.list')} itemAttributes={(id) => ({ 'data-object-id': id })} onPoint={point} />
      <button type="button" data-action="confirm-trigger-order" className={primaryButton} onClick={() => store.getState().confirm()}>
        {t('triggerOrder.confirm')}
      </button>
    </section>
  );
}
