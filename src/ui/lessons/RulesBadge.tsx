// RulesBadge.tsx: which damage rules a lesson is written for, as a small label.
import { useTranslation } from '../../i18n/react';
import type { RulesVariant } from '../../lessons';

export function RulesBadge({ rules }: { rules: RulesVariant }) {
  const { t } = useTranslation('lessons');
  const legacy = rules === 'legacy-damage-order';
  return (
    <span
      data-rules={rules}
      className={`rounded px-1.5 py-0.5 text-[10px] font-semibold uppercase ${legacy ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
    >
      {t(legacy ? 'rules.badgeLegacy' : 'rules.badgeCurrent')}
    </span>
  );
}
