// RulesSwitch.tsx: the damage rules the lesson is played under: today's, or those before 2024 with
// their damage assignment order. Changing them starts the lesson again under the new rules, and a
// note says whether the lesson's intended moves still reach its goal under them: played, not assumed.
import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import type { RulesVariant } from '../../lessons';
import { intendedReachGoal } from '../../lessons/play';

const VARIANTS: readonly RulesVariant[] = ['current', 'legacy-damage-order'];

interface Props {
  /** The lesson's scenario, to play its intended moves under the rules chosen. */
  scenario: unknown;
  written: RulesVariant;
  rules: RulesVariant;
  onChange: (rules: RulesVariant) => void;
}

export function RulesSwitch({ scenario, written, rules, onChange }: Props) {
  const { t } = useTranslation('lessons');
  const id = useId();
  // "The difference is the point" only where there is one: the same moves under the rules chosen
  // miss the goal (a damage assignment order they lack given as listed; one that today's rules never
  // ask for passed over). A lesson whose goal can't be checked can't tell either way.
  const note = useMemo(() => {
    if (rules === written) return null;
    const reached = intendedReachGoal(scenario, rules);
    if (reached === null) return 'rules.otherUnknown';
    if (!reached) return 'rules.other';
    return rules === 'current' ? 'rules.otherSameToday' : 'rules.otherSame';
  }, [scenario, rules, written]);
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
      {note && (
        <p role="note" data-role="lesson-other-rules" className="w-full rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {t(note, { rules: t(`rules.${written}`) })}
        </p>
      )}
    </div>
  );
}
