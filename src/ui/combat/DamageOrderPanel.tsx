// DamageOrderPanel.tsx: legacy rules (pre-2024 CR 509.2–509.3): each attacker's blockers (or each
// blocker's attackers) are put in damage assignment order, in a sortable list; damage then follows
// that order (lethal to the first before any to the next).
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectOrderGroups } from '../../store/selectors';
import { SortableList } from '../dnd/SortableList';
import { useBroughtIntoView } from '../table/bringIntoView';
import { primaryButton } from '../table/buttons';
import { DraftProblem, useDraftProblem } from './DraftProblem';

export default function DamageOrderPanel() {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const groups = useTable((s) => selectOrderGroups(s.game));
  const orders = useTable((s) => s.ui.orderDraft);
  const problem = useDraftProblem();
  const blockersOrder = game.pendingChoice?.type === 'orderBlockers';
  const ref = useBroughtIntoView<HTMLElement>();
  return (
    <section ref={ref} aria-label={t('combat.order.title')} className="space-y-3">
      <h2 className="text-sm font-semibold">
        {t('combat.order.title')} <span className="font-mono text-xs font-normal text-stone-500">{t('combat.order.legacyRule', { rule: blockersOrder ? '509.2' : '509.3' })}</span>
      </h2>
      <p className="text-xs text-stone-600">{t('combat.order.intro')}</p>
      {groups.map((group) => (
        <div key={group.key} className="space-y-1" data-order-for={group.key}>
          <p className="text-sm">
            {t(blockersOrder ? 'combat.order.blockersOf' : 'combat.order.attackersOf')} <strong>{group.keyName}</strong>
          </p>
          <SortableList
            list={{ kind: 'damageOrder', key: group.key }}
            orientation="vertical"
            label={t('combat.order.listLabel', { card: group.keyName })}
            items={(orders[group.key] ?? group.items).map((id) => ({ id, name: nameOf(game, id), content: <span className="font-medium">{nameOf(game, id)}</span> }))}
            itemAttributes={(id) => ({ 'data-order-item': id })}
          />
        </div>
      ))}
      <DraftProblem problem={problem} />
      <button type="button" data-action="confirm-order" className={primaryButton} onClick={() => store.getState().confirm()}>
        {t('combat.order.confirm')}
      </button>
    </section>
  );
}
