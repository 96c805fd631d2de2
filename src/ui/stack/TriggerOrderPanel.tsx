// TriggerOrderPanel.tsx: simultaneous triggered abilities put on the stack in the order the player
// chooses (CR 603.3b). The list reads like the stack will: the one that resolves first on top; it
// opens in the engine's queue order, and each ability says what made it trigger. With both players'
// triggers waiting, APNAP order (CR 101.4) is explained.
import { useMemo } from 'react';
import { namesIn, sourceNumbers, triggerCause, type Message } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectTriggerOrdering } from '../../store/selectors';
import { SortableList } from '../dnd/SortableList';
import { useBroughtIntoView } from '../table/bringIntoView';
import { primaryButton } from '../table/buttons';
import { RuleNumber } from '../table/RuleNumber';

export default function TriggerOrderPanel() {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const ordering = useTable((s) => selectTriggerOrdering(s.game));
  const order = useTable((s) => s.ui.triggerDraft);
  // Each ability by its own name ("Hero of Bladehold's battle cry"), and, when two sources share a
  // card name, which one it comes from by its place on the table ("Hero of Bladehold (2)").
  const names = useMemo(() => namesIn(game), [game]);
  const numbers = useMemo(() => sourceNumbers(game, ordering ? [...ordering.triggers.values()].map((x) => x.source) : []), [game, ordering]);
  const ref = useBroughtIntoView<HTMLElement>(ordering !== null);
  if (!ordering) return null;
  // Pointing at an ability, or focusing it, lights its source up on the table: two Soul Wardens'
  // abilities read alike.
  const point = (id: string | null) => {
    const source = id ? ordering.triggers.get(id)?.source : undefined;
    store.getState().highlight(source ? [source] : []);
  };
  const items = order.map((id) => {
    const trigger = ordering.triggers.get(id);
    const number = trigger && numbers.get(trigger.source);
    const source = number ? text({ key: 'common:object.numbered', params: { card: trigger.sourceName, number } }) : null;
    const name = text(names(id) as Message);
    // What made it trigger: "Blood Artist — Soul Warden died" (CR 603.2).
    const waiting = game.pendingTriggers.find((p) => p.id === id);
    const cause = waiting ? triggerCause(game, waiting, names) : null;
    return {
      id,
      name: source ? t('triggerOrder.fromSource', { ability: name, source }) : name,
      content: (
        <>
          <p className="font-semibold">{name}</p>
          {cause && (
            <p data-role="trigger-cause" className="text-xs font-medium text-violet-900">
              {text(cause)}
            </p>
          )}
          {source && <p className="text-xs font-medium text-violet-900">{t('triggerOrder.source', { source })}</p>}
          {/* Oracle text stays as printed. */}
          <p lang="en" className="text-xs text-stone-700">
            {trigger?.text}
          </p>
        </>
      ),
    };
  });
  return (
    <section ref={ref} aria-label={t('triggerOrder.label')} className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3">
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
      <SortableList list={{ kind: 'triggers' }} items={items} orientation="vertical" label={t('triggerOrder.list')} itemAttributes={(id) => ({ 'data-object-id': id })} onPoint={point} moves="resolution" />
      <button type="button" data-action="confirm-trigger-order" className={primaryButton} onClick={() => store.getState().confirm()}>
        {t('triggerOrder.confirm')}
      </button>
    </section>
  );
}
