// BlockForm.tsx: pick blocks among the pairs the engine offers, see why the others are refused, confirm.
import { useState } from 'react';
import type { PendingChoice } from '../../engine';
import { useTable } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton } from '../table/buttons';

type Choice = Extract<PendingChoice, { type: 'declareBlockers' }>;

export function BlockForm({ choice }: { choice: Choice }) {
  const game = useTable((s) => s.game);
  const dispatch = useTable((s) => s.dispatch);
  // Picked blocks as "blocker attacker" pairs, in the order they were picked.
  const [picked, setPicked] = useState<string[]>([]);

  const toggle = (pair: string, on: boolean) => setPicked((prev) => (on ? [...prev, pair] : prev.filter((p) => p !== pair)));

  const confirm = () =>
    dispatch({
      type: 'declareBlockers',
      player: choice.player,
      blocks: picked.map((pair) => {
        const [blocker = '', attacker = ''] = pair.split(' ');
        return { blocker, attacker };
      }),
    });

  return (
    <fieldset className="rounded border border-sky-200 bg-sky-50/50 p-2 text-sm">
      <legend className="px-1 font-semibold">Blockers</legend>
      <ul className="space-y-2">
        {choice.blockers.map((option) => (
          <li key={option.creature}>
            <p className="font-medium">
              {nameOf(game, option.creature)}
              {option.mustBlock && <span className="ml-1 text-xs text-sky-700">(must block)</span>}
            </p>
            <div className="flex flex-wrap gap-x-3 gap-y-1 pl-3">
              {option.attackers.map((attacker) => {
                const pair = `${option.creature} ${attacker}`;
                return (
                  <label key={attacker} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      data-blocker={option.creature}
                      data-attacker={attacker}
                      checked={picked.includes(pair)}
                      onChange={(event) => toggle(pair, event.currentTarget.checked)}
                    />
                    blocks {nameOf(game, attacker)}
                  </label>
                );
              })}
              {option.refused.map(({ attacker, reason }) => (
                <span key={attacker} className="text-xs text-stone-500">
                  can't block {nameOf(game, attacker)}: {reason.message} (CR {reason.rule})
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <button type="button" data-action="confirm-blockers" className={`${primaryButton} mt-2`} onClick={confirm}>
        Confirm blockers
      </button>
    </fieldset>
  );
}
