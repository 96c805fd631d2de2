// DamageRecipientRow.tsx: one creature, player or planeswalker that a source may damage: toughness,
// marked damage, the lethal damage still needed, and the amount assigned with − / + steppers, a
// number field, and pips (a click on a pip sets the amount to it).
import type { DamageRecipientOption, DamageSourceOption } from '../../engine';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';

interface Props {
  source: DamageSourceOption;
  recipient: DamageRecipientOption;
  amount: number;
  left: number;
}

const stepper = 'h-7 w-7 rounded border border-stone-400 bg-white text-base leading-none font-bold hover:bg-stone-100 disabled:opacity-30';

export function DamageRecipientRow({ source, recipient, amount, left }: Props) {
  const store = useTableStore();
  const name = useTable((s) => nameOf(s.game, recipient.target));
  const set = (value: number) => store.getState().intend({ type: 'setDamage', source: source.source, target: recipient.target, amount: value });
  const lethalReached = recipient.kind === 'creature' && amount >= recipient.lethal;
  const facts =
    recipient.kind === 'creature'
      ? `toughness ${recipient.toughness ?? '?'}, ${recipient.damage ?? 0} damage marked, lethal needs ${recipient.lethal}`
      : recipient.kind === 'player'
        ? 'player'
        : `planeswalker, lethal needs ${recipient.lethal}`;
  return (
    <li className="rounded border border-stone-300 bg-white p-2" data-recipient={recipient.target}>
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="font-semibold">{name}</span>
          <span className="block text-xs text-stone-600">{facts}</span>
        </span>
        <span className="flex items-center gap-1">
          <button type="button" className={stepper} data-step="-1" disabled={amount <= 0} onClick={() => set(amount - 1)} aria-label={`One less damage to ${name}`}>
            −
          </button>
          <input
            type="number"
            min={0}
            max={source.power}
            data-source={source.source}
            data-target={recipient.target}
            aria-label={`Damage to ${name}`}
            value={amount}
            onChange={(event) => set(Number(event.currentTarget.value) || 0)}
            className="w-12 rounded border border-stone-300 px-1 text-center font-mono"
          />
          <button type="button" className={stepper} data-step="+1" disabled={left <= 0} onClick={() => set(amount + 1)} aria-label={`One more damage to ${name}`}>
            +
          </button>
        </span>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-1" aria-hidden="true">
        {Array.from({ length: source.power }, (_, i) => (
          <button
            key={i}
            type="button"
            tabIndex={-1}
            onClick={() => set(i + 1 === amount ? i : i + 1)}
            title={`${i + 1} damage`}
            className={`h-3.5 w-3.5 rounded-full border ${i < amount ? 'border-red-800 bg-red-600' : 'border-stone-300 bg-stone-100'} ${i + 1 === recipient.lethal && recipient.kind !== 'player' ? 'outline-2 outline-offset-1 outline-stone-800' : ''}`}
          />
        ))}
        {lethalReached && <span className="ml-1 text-xs font-semibold text-red-800">lethal</span>}
      </div>
    </li>
  );
}
