// AttackForm.tsx: pick attackers among the creatures the engine says can attack, then confirm.
import { useState } from 'react';
import type { PendingChoice } from '../../engine';
import { useTable } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton } from '../table/buttons';

type Choice = Extract<PendingChoice, { type: 'declareAttackers' }>;

export function AttackForm({ choice }: { choice: Choice }) {
  const game = useTable((s) => s.game);
  const dispatch = useTable((s) => s.dispatch);
  // Attacker id to the defender it attacks; absent means it stays home.
  const [picked, setPicked] = useState<Record<string, string>>({});

  const toggle = (creature: string, defender: string | undefined) =>
    setPicked((prev) => {
      const next = { ...prev };
      if (defender) next[creature] = defender;
      else delete next[creature];
      return next;
    });

  const confirm = () =>
    dispatch({
      type: 'declareAttackers',
      player: choice.player,
      attackers: Object.entries(picked).map(([attacker, defender]) => ({ attacker, defender })),
    });

  return (
    <fieldset className="rounded border border-red-200 bg-red-50/50 p-2 text-sm">
      <legend className="px-1 font-semibold">Attackers</legend>
      <ul className="space-y-1">
        {choice.attackers.map((option) => {
          const defender = picked[option.creature];
          const first = option.defenders[0];
          return (
            <li key={option.creature} className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  data-attacker={option.creature}
                  disabled={!first}
                  checked={defender !== undefined}
                  onChange={(event) => toggle(option.creature, event.currentTarget.checked ? first : undefined)}
                />
                {nameOf(game, option.creature)}
                {option.mustAttack && <span className="text-xs text-red-700">(must attack)</span>}
              </label>
              {option.defenders.length > 1 && defender !== undefined && (
                <select aria-label={`Defender for ${nameOf(game, option.creature)}`} value={defender} onChange={(event) => toggle(option.creature, event.currentTarget.value)}>
                  {option.defenders.map((d) => (
                    <option key={d} value={d}>{nameOf(game, d)}</option>
                  ))}
                </select>
              )}
              {option.reason && <span className="text-xs text-stone-500">{option.reason.message} (CR {option.reason.rule})</span>}
            </li>
          );
        })}
      </ul>
      <button type="button" data-action="confirm-attackers" className={`${primaryButton} mt-2`} onClick={confirm}>
        Confirm attackers
      </button>
    </fieldset>
  );
}
