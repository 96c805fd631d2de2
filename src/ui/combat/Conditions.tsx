// Conditions.tsx: the rules that bind the whole declaration (menace needs two blockers, a creature
// that blocks each combat if able, one that can block an additional creature), in the engine's words.
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectDeclarationConditions } from '../../store/selectors';

export function Conditions() {
  const { t } = useTranslation('table');
  const conditions = useTable((s) => selectDeclarationConditions(s.game));
  if (conditions.length === 0) return null;
  return (
    <details className="rounded border border-stone-200 bg-stone-50 px-2 py-1 text-xs" data-role="conditions">
      <summary className="cursor-pointer font-medium">{t('combat.conditions', { count: conditions.length })}</summary>
      <ul className="mt-1 space-y-1">
        {conditions.map((c) => (
          <li key={`${c.rule} ${c.message}`}>
            {c.message} <span className="font-mono text-stone-500">{t('combat.rule', { rule: c.rule })}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
