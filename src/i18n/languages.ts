// languages.ts: the app's languages and how the first one is chosen: the one remembered from the
// menu, else the browser's preferred language if the app has it, else English.

export const LANGUAGES = ['en', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the menu (not translated: a reader finds their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', it: 'Italiano' };

/** The resource namespaces: interface words, step and log explanations, rule sections and summaries,
 *  then one per part of the interface (the table, hot-seat games, lessons, the editor). */
export const NAMESPACES = ['common', 'explain', 'rules', 'table', 'hotseat', 'lessons', 'editor'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Where the menu's choice is remembered. */
export const STORAGE_KEY = 'mtg-tabletop.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The app language for a BCP 47 tag ("es-AR" → es, "it" → it), or null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The language to start in: the remembered choice, else the first of the browser's languages the
 *  app has (navigator.languages, in order of preference), else English. */
export function detectLanguage(stored: string | null | undefined, browser: readonly string[] = []): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const lang = languageOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
