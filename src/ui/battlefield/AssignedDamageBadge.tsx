// AssignedDamageBadge.tsx: while combat damage is divided (CR 510.1c–d), the amount drafted for a
// recipient on the table, "lethal" once it reaches the lethal damage the engine lists for it, and
// − / + buttons. It sits under the card, outside its turning rotor, so it stays upright when the
// card is tapped. Its data comes from the slot's one subscription (`assigned`, see assignedKey).
import { useTranslation } from '../../i18n/react';
import { useTableStore } from '../../store/hooks';
import type { AssignedDamage } from '../../store/selectors';

/** A recipient's assigned damage as one string for the slot's comparison ("" when not a recipient):
 *  the amount, the lethal damage ("-" when none) and whether it is reached: "2/3", "4/3 lethal", "5/-". */
export const assignedKey = (assigned: AssignedDamage | undefined) => (assigned ? `${assigned.amount}/${assigned.lethalAt ?? '-'}${assigned.lethal ? ' lethal' : ''}` : '');
export const parseAssigned = (key: string) => {
  const [amount = '0', lethalAt = '-'] = key.split(' ')[0]!.split('/');
  return { amount: Number.parseInt(amount, 10), lethalAt: lethalAt === '-' ? null : Number.parseInt(lethalAt, 10), lethal: key.endsWith(' lethal') };
};

const step = 'inline-flex size-5 items-center justify-center rounded border border-red-800 bg-white text-xs leading-none font-bold text-red-800 hover:bg-red-100 pointer-coarse:size-8';

export function AssignedDamageBadge({ id, name, assigned }: { id: string; name: string; assigned: string }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const { amount, lethal, lethalAt } = parseAssigned(assigned);
  const change = (delta: 1 | -1) => store.getState().intend({ type: 'damageAt', target: id, delta });
  return (
    // Two lines, each narrower than a card (with a finger's larger steppers too), so that blockers side by
    // side in a lane stay side by side while their attacker's damage is divided: the amount between its
    // steppers, then "lethal", or the damage that would be. The second line is always there, so the
    // table does not move as the amount reaches lethal.
    <div data-role="assigned-damage" data-for={id} title={t('battlefield.assignedDamage', { count: amount })} className="mt-1 flex flex-col items-center rounded bg-red-50 px-1 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900 ring-1 ring-red-300">
      <p className="flex items-center gap-1">
        <button type="button" className={step} disabled={amount <= 0} onClick={() => change(-1)} aria-label={t('battlefield.damageLess', { name })}>
          −
        </button>
        {/* A pip as in the damage panel, and the amount; "N damage" for a screen reader. */}
        <span className="size-2.5 shrink-0 rounded-full border border-red-800 bg-red-600" aria-hidden="true" />
        <span className="text-sm tabular-nums" aria-hidden="true">
          {amount}
        </span>
        <span className="sr-only">{t('battlefield.assignedDamage', { count: amount })}</span>
        <button type="button" className={step} onClick={() => change(1)} aria-label={t('battlefield.damageMore', { name })}>
          +
        </button>
      </p>
      {lethal ? (
        <span className="rounded bg-red-700 px-1 text-[10px] leading-4 text-white uppercase">{t('combat.damage.lethal')}</span>
      ) : (
        lethalAt !== null && <span className="text-[10px] leading-4 font-normal text-red-900/80">{t('battlefield.lethalAt', { lethal: lethalAt })}</span>
      )}
    </div>
  );
}

const ordinalKey = { one: 'battlefield.ordinal.one', two: 'battlefield.ordinal.two', few: 'battlefield.ordinal.few' } as const;

/** Legacy rules (pre-2024 CR 509.2): the blocker's place in its attacker's damage assignment order,
 *  "1st", "2nd", … (the language's ordinal), upright under the card. */
export function DamageOrderBadge({ position }: { position: number }) {
  const { t, i18n } = useTranslation('table');
  const category = new Intl.PluralRules(i18n.language, { type: 'ordinal' }).select(position);
  const suffix = t(category in ordinalKey ? ordinalKey[category as keyof typeof ordinalKey] : 'battlefield.ordinal.other');
  const ordinal = `${position}${suffix}`;
  return (
    <p data-role="damage-order" data-position={position} title={t('battlefield.damageOrder', { ordinal })} className="mt-1 rounded bg-stone-800 px-1.5 text-xs leading-5 font-bold whitespace-nowrap text-white">
      {ordinal}
      <span className="sr-only"> {t('battlefield.damageOrder', { ordinal })}</span>
    </p>
  );
}
