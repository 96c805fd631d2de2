// WhatChanged2024.tsx: what the Foundations update (November 2024) changed about combat damage, and
// what it did not, in the reader's language with the rule numbers.
import { useTranslation } from '../../i18n/react';

export function WhatChanged2024() {
  const { t } = useTranslation('lessons');
  return (
    <section aria-labelledby="changed-2024" data-role="what-changed-2024" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50/70 p-3 text-sm">
      <h3 id="changed-2024" className="font-semibold">
        {t('changed.title')}
      </h3>
      <p>{t('changed.before')}</p>
      <p>{t('changed.after')}</p>
      <p>{t('changed.same')}</p>
      <p className="text-xs text-stone-600">{t('changed.source')}</p>
    </section>
  );
}
