// TriggerOrderPanel.tsx: simultaneous triggered abilities put on the stack in the order the player
// chooses (CR 603.3b). The list reads like the stack will: the one that resolves first on top. With
// both players' triggers waiting, APNAP order (CR 101.4) is explained.
import { useTable, useTableStore } from '../../store/hooks';
import { selectTriggerOrdering } from '../../store/selectors';
import { SortableList } from '../dnd/SortableList';
import { primaryButton } from '../table/buttons';

/** The start of an ability's text, so two abilities of one card read apart ("Battle cry", "Whenever…"). */
function shortText(text: string): string {
  const head = text.split(' (')[0] ?? text;
  return head.length > 48 ? `${head.slice(0, 45)}…` : head;
}

export default function TriggerOrderPanel() {
  const store = useTableStore();
  const ordering = useTable((s) => selectTriggerOrdering(s.game));
  const order = useTable((s) => s.ui.triggerDraft);
  if (!ordering) return null;
  const items = order.map((id) => {
    const trigger = ordering.triggers.get(id);
    return {
      id,
      name: trigger ? `${trigger.sourceName}: ${shortText(trigger.text)}` : id,
      content: (
        <>
          <p className="font-semibold">{trigger?.sourceName}</p>
          <p className="text-xs text-stone-700">{trigger?.text}</p>
        </>
      ),
    };
  });
  return (
    <section aria-label="Order triggered abilities" className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3">
      <h3 className="text-sm font-semibold">
        {ordering.playerName} orders {items.length} triggered abilities <span className="font-mono text-xs font-normal">CR 603.3b</span>
      </h3>
      <p className="text-xs text-stone-700">
        Drag them (or use the arrows) into the order they should resolve: the <strong>top one resolves first</strong>, because it goes on the stack last.
      </p>
      {ordering.apnap && (
        <p className="rounded bg-white/80 p-2 text-xs" data-role="apnap">
          Both players have triggered abilities waiting. APNAP order (CR 101.4): {ordering.apnap.activeName}, the active player, puts theirs on the stack first,
          then {ordering.apnap.others.join(', ')} — so {ordering.apnap.others.join(', ')}'s abilities end on top and resolve first.
        </p>
      )}
      <SortableList list={{ kind: 'triggers' }} items={items} orientation="vertical" label="Triggered abilities, resolves first on top" itemAttributes={(id) => ({ 'data-object-id': id })} />
      <button type="button" data-action="confirm-trigger-order" className={primaryButton} onClick={() => store.getState().confirm()}>
        Put them on the stack in this order
      </button>
    </section>
  );
}
