// WhatChanged2024.tsx: what the Foundations update (November 2024) changed about combat damage, and
// what it did not, in the reader's language with the rule numbers. `folded`: a box of its own under
// the rules switch (a lesson without a pair, played under the other rules), shut under its title so
// that the table stays in the first screen; inside the rules comparison it is already folded.
import { useTranslation } from '../../i18n/react';

export function WhatChanged2024({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation('lessons');
  const className = 'space-y-1 rounded-lg border border-amber-300 bg-amber-50/70 p-3 text-sm';
  const title = (
    <h3 id="changed-2024" className={folded ? 'inline font-semibold' : 'font-semibold'}>
      {t('changed.title')}
    </h3>
  );
  const body = (
    <>
      <p>{t('changed.before')}</p>
      <p>{t('changed.after')}</p>
      <p>{t('changed.same')}</p>
      <p className="text-xs text-stone-600">{t('changed.source')}</p>
    </>
  );
  if (folded)
    return (
      <details aria-labelledby="changed-2024" data-role="what-changed-2024" className={className}>
        <summary className="cursor-pointer" data-action="toggle-what-changed-2024">
          {title}
        </summary>
        {body}
      </details>
    );
  return (
    <section aria-labelledby="changed-2024" data-role="what-changed-2024" className={className}>
      {title}
      {body}
    </section>
  );
}
