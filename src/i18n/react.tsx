// react.tsx: the React binding. Wrap the app in <I18nProvider>; components call react-i18next's
// `useTranslation()` for interface strings, `useExplain()` for explanation messages (src/explain), and
// `useLanguage()` for the language menu. Text is rendered as text: never pass a translation to
// dangerouslySetInnerHTML (names in it may come from an imported scenario).
import { useCallback, useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { renderExplanation, renderMessage, type RenderedExplanation } from '../explain/render';
import type { Explanation, Message, Translate } from '../explain/types';
import { appI18n, appOf } from './i18n';
import { NAMESPACES, isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

export { useTranslation };

export function I18nProvider({ children, i18n }: { children: ReactNode; i18n?: I18n }) {
  return <I18nextProvider i18n={i18n ?? appI18n().i18n}>{children}</I18nextProvider>;
}

/** The active language and the menu's action; the component re-renders when the language changes. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  // useTranslation re-renders on a language change; the provider's own instance (not the wrapper
  // useTranslation returns) tells which AppI18n remembers the choice.
  const { i18n } = useTranslation();
  const provided = useContext(I18nContext)?.i18n ?? appI18n().i18n;
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(async (next: Language) => {
    const app = appOf(provided);
    if (app) await app.setLanguage(next);
    else await provided.changeLanguage(next);
  }, [provided]);
  return { language, setLanguage };
}

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const ALL_NAMESPACES = [...NAMESPACES];

/** Messages and explanations into words in the active language. */
export function useExplain(): { text: (m: Message) => string; explain: (e: Explanation) => RenderedExplanation } {
  const { t } = useTranslation(ALL_NAMESPACES);
  return useMemo(() => {
    const translate = t as unknown as Translate;
    return { text: (m: Message) => renderMessage(translate, m), explain: (e: Explanation) => renderExplanation(translate, e) };
  }, [t]);
}
