// TriggerOrderForm.tsx: put simultaneous triggered abilities on the stack in a chosen order.
import { useState } from 'react';
import type { PendingChoice } from '../../engine';
import { useTable } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton, secondaryButton } from '../table/buttons';

type Choice = Extract<PendingChoice, { type: 'orderTriggers' }>;

export function TriggerOrderForm({ choice }: { choice: Choice }) {
  const game = useTable((s) => s.game);
  const dispatch = useTable((s) => s.dispatch);
  const [order, setOrder] = useState(() => choice.triggers.map((t) => t.id));
  const byId = new Map(choice.triggers.map((t) => [t.id, t]));

  const moveUp = (index: number) =>
    setOrder((prev) => {
      const next = [...prev];
      const [item] = next.splice(index, 1);
      if (item !== undefined) next.splice(index - 1, 0, item);
      return next;
    });

  return (
    <fieldset className="rounded border border-violet-200 bg-violet-50/50 p-2 text-sm">
      <legend className="px-1 font-semibold">Order triggered abilities (first listed goes on the stack first; the last resolves first)</legend>
      <ol className="space-y-1">
        {order.map((id, index) => {
          const trigger = byId.get(id);
          return (
            <li key={id} data-object-id={id} className="flex items-center gap-2">
              <button type="button" className={secondaryButton} disabled={index === 0} onClick={() => moveUp(index)} aria-label={`Move ${id} earlier`}>
                ↑
              </button>
              <span>
                {index + 1}. {trigger ? nameOf(game, trigger.source) : id}: {trigger?.text}
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" data-action="confirm-trigger-order" className={`${primaryButton} mt-2`} onClick={() => dispatch({ type: 'orderTriggers', player: choice.player, order })}>
        Confirm order
      </button>
    </fieldset>
  );
}
