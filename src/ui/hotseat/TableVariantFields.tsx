// TableVariantFields.tsx: the new-game form's multiplayer variant, shown once three or more players sit
// at the table: free-for-all (CR 806) with its attack option (806.2b: attack any opponents, 802, or only
// the one to the left or right, 803.1), or with four players two-headed giant (810): two teams of two,
// the first two players against the last two, each team sharing 30 life.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { ATTACK_OPTIONS, variantOf, variantsFor, withVariant, type HotSeatSetup } from '../../store/gameSetup';
import { formField } from '../table/buttons';

interface Props {
  setup: HotSeatSetup;
  onChange: (setup: HotSeatSetup) => void;
  /** The players' names as the form shows them, in seating order. */
  names: string[];
}

export function TableVariantFields({ setup, onChange, names }: Props) {
  const { t } = useTranslation('hotseat');
  const id = useId();
  const count = setup.players.length;
  if (count < 3) return null;
  const variant = variantOf(setup);
  const fits = (v: 'free-for-all' | 'two-headed-giant') => variantsFor(count).includes(v);
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-300 bg-white p-3 text-sm" data-role="table-variant">
      <legend className="px-1 font-semibold">{t('setup.variant.title')}</legend>
      <span className="flex flex-wrap gap-x-4">
        {(['free-for-all', 'two-headed-giant'] as const).map((v) => (
          <label key={v} className={`flex min-h-11 items-center gap-1 ${fits(v) ? '' : 'text-stone-500'}`}>
            <input type="radio" name={`${id}-variant`} value={v} data-field={`variant-${v}`} checked={variant === v} disabled={!fits(v)} onChange={() => onChange(withVariant(setup, v))} className="size-5" />
            {t(`setup.variant.${v}`)}
          </label>
        ))}
      </span>
      {variant === 'free-for-all' && (
        <label className="flex flex-col gap-1" htmlFor={`${id}-attack`}>
          {t('setup.variant.attack')}
          <select id={`${id}-attack`} data-field="attack" className={`${formField} max-w-full`} value={setup.attack ?? 'multiple'} onChange={(e) => onChange({ ...setup, attack: e.target.value as (typeof ATTACK_OPTIONS)[number] })}>
            {ATTACK_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`setup.variant.attackOption.${option}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="text-xs text-stone-600" data-role="variant-help">
        {variant === 'two-headed-giant'
          ? t('setup.variant.teams', { first: [names[0], names[1]], second: [names[2], names[3]] })
          : t('setup.variant.freeForAllHelp')}
        {count !== 4 && ` ${t('setup.variant.twoHeadedGiantNeedsFour')}`}
      </p>
    </fieldset>
  );
}
