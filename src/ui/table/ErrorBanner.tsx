// ErrorBanner.tsx: why the last intent was refused, in the reader's language (src/explain's
// explainRefusal): what was refused, the rule it breaks with its section, the rule in the project's
// own words, and the engine's own sentence naming the cards (in English, marked as such).
import { explainRefusal } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const NAMESPACES = ['table', 'common'];

export function ErrorBanner() {
  const { t } = useTranslation(NAMESPACES);
  const { explain } = useExplain();
  const error = useTable((s) => s.lastError);
  if (!error) return null;
  const said = explain(explainRefusal(error));
  return (
    <div role="alert" data-role="last-error" data-rule={error.rule} className="space-y-1 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">
        {t('table:refusal.title')}: {said.text}
      </p>
      {said.citation && (
        <p>
          {said.url ? (
            <a href={said.url} target="_blank" rel="noreferrer" className="font-mono text-xs underline">
              {said.citation}
            </a>
          ) : (
            <span className="font-mono text-xs">{said.citation}</span>
          )}
          {said.why && <span className="ml-2">{said.why}</span>}
        </p>
      )}
      {said.detail && (
        <p className="text-xs text-red-800">
          {t('common:panel.engineSays')}: <span lang="en">{said.detail}</span>
        </p>
      )}
    </div>
  );
}
