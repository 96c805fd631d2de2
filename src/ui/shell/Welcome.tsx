// Welcome.tsx: what a first visit to the home page sees above the examples: what the app is, and the
// three ways into it (a hot-seat game, the lessons, the editor), each with a sentence on what it is for.
// Only while no table is open there: a scenario opened on the home page takes the screen.
import { useTranslation } from '../../i18n/react';
import { focusRing } from '../table/buttons';
import { SECTIONS } from './Nav';

/** The ways in, in the header's order: every section but the home page itself. */
const ENTRIES = SECTIONS.filter((section) => section.screen !== 'home');

export function Welcome() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="welcome-title" data-role="welcome" className="rounded-xl border border-stone-300 bg-white p-4 max-md:p-3">
      <h2 id="welcome-title" className="text-xl font-semibold">
        {t('home.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-700">{t('home.intro')}</p>
      <ul className="mt-3 grid gap-2 md:grid-cols-3">
        {ENTRIES.map((entry) => (
          <li key={entry.screen}>
            <a href={entry.href} data-welcome={entry.screen} className={`block h-full rounded-lg border border-stone-300 bg-stone-50 p-3 hover:border-stone-500 hover:bg-white ${focusRing}`}>
              <span className="block font-semibold text-sky-900 underline-offset-2 hover:underline">{t(entry.key)} →</span>
              <span className="mt-1 block text-sm text-stone-700">{t(`home.${entry.screen}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
