// RulesSwitch.tsx: the damage rules the lesson is played under: today's, or those before 2024 with
// their damage assignment order. Changing them starts the lesson again under the new rules.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { RulesVariant } from '../../lessons';

const VARIANTS: readonly RulesVariant[] = ['current', 'legacy-damage-order'];

export function RulesSwitch({ written, rules, onChange }: { written: RulesVariant; rules: RulesVariant; onChange: (rules: RulesVariant) => void }) {
  const { t } = useTranslation('lessons');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {t('rules.label')}
      </label>
      <select
        id={id}
        data-role="lesson-rules"
        value={rules}
        onChange={(event) => {
          const next = VARIANTS.find((v) => v === event.currentTarget.value);
          if (next) onChange(next);
        }}
        className="rounded border border-stone-300 bg-white px-1 py-0.5"
      >
        {VARIANTS.map((v) => (
          <option key={v} value={v}>
            {t(`rules.${v}`)}
          </option>
        ))}
      </select>
      <span className="text-xs text-stone-500">{t('rules.note')}</span>
      {rules !== written && (
        <p role="note" data-role="lesson-other-rules" className="w-full rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {t('rules.other', { rules: t(`rules.${written}`) })}
        </p>
      )}
    </div>
  );
}
