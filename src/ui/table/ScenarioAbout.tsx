// ScenarioAbout.tsx: a scenario's title and description, among the table's panels: what the position
// is meant to show.
import { useTranslation } from '../../i18n/react';

export function ScenarioAbout({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('table');
  return (
    <section aria-label={t('session.label')} className="space-y-1 rounded-xl border border-stone-300 bg-white p-3">
      <h2 className="font-semibold" data-role="title">
        {title || t('session.untitled')}
      </h2>
      {description && (
        <p className="text-sm text-stone-700" data-role="description">
          {description}
        </p>
      )}
    </section>
  );
}
