// Conditions.tsx: the rules that bind the whole declaration (menace needs two blockers, a creature
// that blocks each combat if able, one that can block an additional creature): the rule in the
// reader's language, then the engine's own sentence naming the cards (in English, marked as such).
import { explainCondition } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectDeclarationConditions } from '../../store/selectors';

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const NAMESPACES = ['table', 'common'];

export function Conditions() {
  const { t } = useTranslation(NAMESPACES);
  const { explain } = useExplain();
  const conditions = useTable((s) => selectDeclarationConditions(s.game));
  if (conditions.length === 0) return null;
  return (
    <details className="rounded border border-stone-200 bg-stone-50 px-2 py-1 text-xs" data-role="conditions">
      <summary className="cursor-pointer font-medium">{t('table:combat.conditions', { count: conditions.length })}</summary>
      <ul className="mt-1 space-y-1">
        {conditions.map((c) => {
          const said = explain(explainCondition(c));
          return (
          <li key={`${c.rule} ${c.message}`}>
            {said.why ?? said.text}{' '}
            <span className="font-mono text-stone-500">{t('table:combat.rule', { rule: c.rule })}</span>
            <span className="block text-stone-600">
              {t('common:panel.engineSays')}: <span lang="en">{c.message}</span>
            </span>
          </li>
          );
        })}
      </ul>
    </details>
  );
}
