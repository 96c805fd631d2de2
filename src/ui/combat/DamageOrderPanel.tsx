// DamageOrderPanel.tsx: legacy rules (pre-2024 CR 509.2–509.3): each attacker's blockers (or each
// blocker's attackers) are put in damage assignment order, in a sortable list; damage then follows
// that order (lethal to the first before any to the next).
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectOrderGroups } from '../../store/selectors';
import { SortableList } from '../dnd/SortableList';
import { primaryButton } from '../table/buttons';
import { DraftProblem, useDraftProblem } from './DraftProblem';

export default function DamageOrderPanel() {
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const groups = useTable((s) => selectOrderGroups(s.game));
  const orders = useTable((s) => s.ui.orderDraft);
  const { problem } = useDraftProblem();
  const blockersOrder = game.pendingChoice?.type === 'orderBlockers';
  return (
    <section aria-label="Damage assignment order" className="space-y-3">
      <h2 className="text-sm font-semibold">
        Damage assignment order <span className="font-mono text-xs font-normal text-stone-500">legacy CR {blockersOrder ? '509.2' : '509.3'}</span>
      </h2>
      <p className="text-xs text-stone-600">First in the row receives damage first: it must be assigned lethal damage before any goes to the next.</p>
      {groups.map((group) => (
        <div key={group.key} className="space-y-1" data-order-for={group.key}>
          <p className="text-sm">
            {blockersOrder ? 'Blockers of' : 'Attackers blocked by'} <strong>{group.keyName}</strong>, first to receive damage first:
          </p>
          <SortableList
            list={{ kind: 'damageOrder', key: group.key }}
            orientation="vertical"
            label={`Damage assignment order for ${group.keyName}`}
            items={(orders[group.key] ?? group.items).map((id) => ({ id, name: nameOf(game, id), content: <span className="font-medium">{nameOf(game, id)}</span> }))}
            itemAttributes={(id) => ({ 'data-order-item': id })}
          />
        </div>
      ))}
      <DraftProblem problem={problem} />
      <button type="button" data-action="confirm-order" className={primaryButton} onClick={() => store.getState().confirm()}>
        Confirm order
      </button>
    </section>
  );
}
