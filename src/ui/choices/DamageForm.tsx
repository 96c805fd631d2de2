// DamageForm.tsx: divide each attacking or blocking creature's combat damage among its recipients.
import { useState } from 'react';
import type { DamageSourceOption, PendingChoice } from '../../engine';
import { useTable } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton } from '../table/buttons';

type Choice = Extract<PendingChoice, { type: 'assignDamage' }>;

/** A starting split to edit: each recipient in the listed order gets what the engine calls lethal,
 *  the rest goes to the last one. The engine judges the final split. */
function initialSplit(source: DamageSourceOption): number[] {
  let left = source.power;
  const split = source.recipients.map((r) => {
    const amount = Math.max(0, Math.min(left, r.lethal));
    left -= amount;
    return amount;
  });
  if (split.length > 0 && left > 0) split[split.length - 1] = (split.at(-1) ?? 0) + left;
  return split;
}

export function DamageForm({ choice }: { choice: Choice }) {
  const game = useTable((s) => s.game);
  const dispatch = useTable((s) => s.dispatch);
  const [amounts, setAmounts] = useState<number[][]>(() => choice.sources.map(initialSplit));

  const setAmount = (s: number, r: number, value: number) =>
    setAmounts((prev) => prev.map((row, i) => (i === s ? row.map((v, j) => (j === r ? value : v)) : row)));

  const confirm = () =>
    dispatch({
      type: 'assignDamage',
      player: choice.player,
      assignments: choice.sources.map((source, s) => ({
        source: source.source,
        to: source.recipients.map((r, i) => ({ target: r.target, amount: amounts[s]?.[i] ?? 0 })),
      })),
    });

  return (
    <fieldset className="rounded border border-orange-200 bg-orange-50/50 p-2 text-sm">
      <legend className="px-1 font-semibold">Combat damage</legend>
      {choice.sources.map((source, s) => (
        <div key={source.source} className="mb-2">
          <p className="font-medium">
            {nameOf(game, source.source)} deals {source.power}
            {source.trample && ' (trample)'}
            {source.deathtouch && ' (deathtouch)'}
          </p>
          <ul className="flex flex-wrap gap-3 pl-3">
            {source.recipients.map((r, i) => (
              <li key={r.target}>
                <label className="flex items-center gap-1">
                  {nameOf(game, r.target)}
                  <input
                    type="number"
                    min={0}
                    max={source.power}
                    data-source={source.source}
                    data-target={r.target}
                    value={amounts[s]?.[i] ?? 0}
                    onChange={(event) => setAmount(s, i, Number(event.currentTarget.value) || 0)}
                    className="w-14 rounded border border-stone-300 px-1"
                  />
                  <span className="text-xs text-stone-500">lethal {r.lethal}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" data-action="confirm-damage" className={primaryButton} onClick={confirm}>
        Confirm damage
      </button>
    </fieldset>
  );
}
