// Nav.tsx: the page's main sections, as plain links (the address says where you are).
import { useTranslation } from '../../i18n/react';
import type { Route } from './route';
import { focusRing } from '../table/buttons';

/** The sections, in the header's order (the home page's welcome leads to the others). */
export const SECTIONS = [
  { screen: 'home', href: '#', key: 'nav.home' },
  { screen: 'play', href: '#play', key: 'nav.play' },
  { screen: 'lessons', href: '#lessons', key: 'nav.lessons' },
  { screen: 'editor', href: '#editor', key: 'nav.editor' },
] as const;

export function Nav({ route }: { route: Route }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap gap-1 max-md:flex-nowrap max-md:gap-0">
      {SECTIONS.map((section) => {
        const current = route.screen === section.screen || (section.screen === 'home' && route.screen === 'scenario');
        return (
          <a
            key={section.screen}
            href={section.href}
            data-nav={section.screen}
            aria-current={current ? 'page' : undefined}
            className={`rounded px-3 py-2 text-sm font-medium max-md:px-1.5 max-md:py-1.5 max-md:text-xs max-md:whitespace-nowrap ${focusRing} ${current ? 'bg-stone-800 text-white' : 'text-stone-700 hover:bg-stone-200'}`}
          >
            {t(section.key)}
          </a>
        );
      })}
    </nav>
  );
}
