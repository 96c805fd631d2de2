// react.tsx: the React binding. Wrap the app in <I18nProvider>; components call `useTranslation()`
// (below, in place of react-i18next's) for interface strings, `useExplain()` for explanation messages
// (src/explain), and `useLanguage()` for the language menu. Text is rendered as text: never pass a translation to
// dangerouslySetInnerHTML (names in it may come from an imported scenario).
import { useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, I18nextProvider, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { renderExplanation, renderMessage, type RenderedExplanation } from '../explain/render';
import type { Explanation, Message, Translate } from '../explain/types';
import { appI18n, appOf } from './i18n';
import { NAMESPACES, isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/** What `useTranslation` gives a component: `t` for its namespaces in the active language. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
  ready: true;
}

/** Per i18next instance: one Translation per language and namespaces, shared by every component, the
 *  (language, namespace) pairs known to be loaded (a language's resources are never unloaded), the
 *  loads a suspended component waits for, and the subscription to the language. */
interface Binding {
  translations: Map<string, Translation>;
  loaded: Set<string>;
  loading: Map<string, Promise<unknown>>;
  subscribe: (onChange: () => void) => () => void;
}

const bindings = new WeakMap<I18n, Binding>();

function bindingOf(i18n: I18n): Binding {
  let binding = bindings.get(i18n);
  if (!binding) {
    binding = {
      translations: new Map(),
      loaded: new Set(),
      loading: new Map(),
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
    };
    bindings.set(i18n, binding);
  }
  return binding;
}

function isLoaded(i18n: I18n, binding: Binding, language: string, namespace: string): boolean {
  const key = `${language}|${namespace}`;
  if (binding.loaded.has(key)) return true;
  // As react-i18next: an instance with no languages yet has nothing to wait for.
  const loaded = !i18n.languages?.length || i18n.hasLoadedNamespace(namespace);
  if (loaded) binding.loaded.add(key);
  return loaded;
}

/** How many sentences each Translation keeps (see memoKey): a table's few hundred, with room to spare. */
const MADE_LIMIT = 5000;

/** A `t` call's key and options as one string, to keep the sentence it made: i18next resolves the
 *  key, interpolates and picks the plural anew at every call, about 15 µs, and a drop or a pass asks
 *  the same few dozen sentences again (three quarters of a millisecond of a drop in a trace of the UI
 *  bench). Undefined when the options cannot be written as JSON (then the call is not kept). */
function memoKey(k: string | string[], options?: Record<string, unknown>): string | undefined {
  if (options === undefined && typeof k === 'string') return k;
  try {
    return JSON.stringify([k, options]);
  } catch {
    return undefined;
  }
}

/**
 * `t` for the given namespaces (the first one for keys without a prefix; the default namespace when
 * none is given), in the active language. The component re-renders when the language changes, and
 * suspends until the namespaces of the language are loaded.
 *
 * Why not react-i18next's hook: a table re-renders dozens of components at every drop and pass, and
 * its hook cost each of them a fresh options object, a JSON key and a check of every namespace at
 * every render, plus a copy of the whole i18next instance at every mount; its `t` copied i18next's
 * options into a new object at every call. About a millisecond of a pass's 5 ms in traces of the UI
 * bench. Here both are looked up once per language and namespaces.
 */
export function useTranslation(ns?: string | readonly string[]): Translation {
  // As react-i18next: the provider's instance, else the one given to its setI18n, else the app's.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n() ?? appI18n().i18n;
  const binding = bindingOf(i18n);
  const language = useSyncExternalStore(binding.subscribe, () => i18n.language);
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS ?? 'translation')] : typeof ns === 'string' ? [ns] : ns;
  const key = `${language}|${namespaces.join(' ')}`;
  let translation = binding.translations.get(key);
  if (translation) return translation;
  if (!namespaces.every((namespace) => isLoaded(i18n, binding, language, namespace))) {
    let loading = binding.loading.get(key);
    if (!loading) {
      loading = i18n.loadNamespaces([...namespaces]).finally(() => binding.loading.delete(key));
      binding.loading.set(key, loading);
    }
    // Suspense: the nearest boundary shows its fallback until the resources are there.
    throw loading;
  }
  // As react-i18next's getFixedT: the language and namespace unless the call names its own.
  const fixed = { lng: language, ns: namespaces[0] };
  const made = new Map<string, string>();
  const t = ((k: string | string[], options?: Record<string, unknown>) => {
    const asked = memoKey(k, options);
    const known = asked === undefined ? undefined : made.get(asked);
    if (known !== undefined) return known;
    const result: unknown = i18n.t(k, { ...fixed, ...options });
    // A key i18next did not find comes back as itself: asked again, its namespace may have arrived.
    if (asked !== undefined && typeof result === 'string' && result !== k) {
      if (made.size >= MADE_LIMIT) made.clear();
      made.set(asked, result);
    }
    return result;
  }) as unknown as TFunction;
  translation = { t, i18n, ready: true };
  binding.translations.set(key, translation);
  return translation;
}

export function I18nProvider({ children, i18n }: { children: ReactNode; i18n?: I18n }) {
  return <I18nextProvider i18n={i18n ?? appI18n().i18n}>{children}</I18nextProvider>;
}

/** The active language and the menu's action; the component re-renders when the language changes. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  // useTranslation re-renders on a language change; the provider's instance (or the app's, outside a
  // provider) tells which AppI18n remembers the choice.
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

// Made once, not at every render.
const ALL_NAMESPACES = [...NAMESPACES];

/** Messages and explanations into words in the active language. */
export function useExplain(): { text: (m: Message) => string; explain: (e: Explanation) => RenderedExplanation } {
  const { t } = useTranslation(ALL_NAMESPACES);
  return useMemo(() => {
    const translate = t as unknown as Translate;
    return { text: (m: Message) => renderMessage(translate, m), explain: (e: Explanation) => renderExplanation(translate, e) };
  }, [t]);
}
