// i18n.ts: the i18next setup, with no React in it. Languages en, es, it; the active language's
// resources are loaded on demand (resources.ts), so the first page load carries only one language;
// the choice is remembered in localStorage and taken from the browser's languages the first time; the
// page's <html lang> follows the language. The React binding is in react.tsx.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { addListFormat } from './listFormat';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, STORAGE_KEY, detectLanguage, isLanguage, type Language, type Namespace } from './languages';
import { loadResources } from './resources';

/** Where the language is remembered and shown; the browser's by default, replaceable in tests. */
export interface I18nEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages (navigator.languages). */
  browserLanguages?: readonly string[];
  /** The element whose `lang` follows the language (document.documentElement). */
  root?: { lang: string } | null;
}

export interface I18nOptions extends I18nEnvironment {
  /** Start in this language (otherwise remembered, or the browser's). */
  language?: Language;
  /** Namespaces to load before `ready` resolves (all three by default; others load on first use). */
  namespaces?: readonly Namespace[];
}

export interface AppI18n {
  /** The i18next instance: pass it to `I18nProvider`, or call `i18n.t` outside React. */
  i18n: I18n;
  /** Resolves once the starting language's resources are loaded. */
  ready: Promise<I18n>;
  /** Switches the language: loads its resources, then re-renders the components that translate,
   *  remembers the choice and sets <html lang>. */
  setLanguage(language: Language): Promise<void>;
  /** The active language. */
  language(): Language;
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): the choice is then not remembered.
    return null;
  }
}

function readStored(storage: I18nEnvironment['storage']): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** i18next reads its resources through this backend: one dynamic import per language and namespace. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || !(NAMESPACES as readonly string[]).includes(namespace)) {
      callback(new Error(`unknown language or namespace: ${language}/${namespace}`), false);
      return;
    }
    loadResources(language, namespace as Namespace).then((data) => callback(null, data), (error: unknown) => callback(error as Error, false));
  },
};

const byInstance = new WeakMap<I18n, AppI18n>();

/** The AppI18n an i18next instance belongs to (the React binding finds setLanguage through it). */
export function appOf(i18n: I18n): AppI18n | undefined {
  return byInstance.get(i18n);
}

/** A new i18next instance set up for the app (the app uses one, `appI18n()`; tests make their own). */
export function createAppI18n(options: I18nOptions = {}): AppI18n {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const root = options.root === undefined ? (globalThis.document?.documentElement ?? null) : options.root;
  const browser = options.browserLanguages ?? globalThis.navigator?.languages ?? [];
  const start = options.language ?? detectLanguage(readStored(storage), browser);
  const i18n = i18next.createInstance();
  const follow = (lng: string): void => {
    if (root && isLanguage(lng)) root.lang = lng;
  };
  i18n.on('languageChanged', follow);
  follow(start);
  const ready = i18n
    .use(lazyBackend)
    .init({
      lng: start,
      supportedLngs: LANGUAGES,
      // Every key exists in every language (tests/i18n): no fallback, so no second language is loaded.
      fallbackLng: false,
      load: 'currentOnly',
      ns: options.namespaces ?? NAMESPACES,
      defaultNS: 'common',
      // React renders text, never HTML, so i18next need not escape (and names stay as written).
      interpolation: { escapeValue: false },
    })
    .then(() => {
      addListFormat(i18n);
      return i18n;
    });
  const app: AppI18n = {
    i18n,
    ready,
    async setLanguage(language) {
      if (!isLanguage(language)) throw new Error(`unsupported language: ${String(language)}`);
      await ready;
      try {
        storage?.setItem(STORAGE_KEY, language);
      } catch {
        // Not remembered, still switched.
      }
      await i18n.changeLanguage(language);
    },
    language() {
      const lng = i18n.resolvedLanguage ?? i18n.language;
      return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    },
  };
  byInstance.set(i18n, app);
  return app;
}

let app: AppI18n | null = null;

/** The app's instance, created (and its language detected) on first use. */
export function appI18n(options?: I18nOptions): AppI18n {
  app ??= createAppI18n(options);
  return app;
}

/** Starts i18n for the app; await it before the first render so no text appears untranslated. */
export function initI18n(options?: I18nOptions): Promise<I18n> {
  return appI18n(options).ready;
}

/** The language menu's action. */
export function setLanguage(language: Language): Promise<void> {
  return appI18n().setLanguage(language);
}

export function getLanguage(): Language {
  return appI18n().language();
}
