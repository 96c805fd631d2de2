// index.ts: i18n without React (the binding is ./react.tsx).
export { createAppI18n, appI18n, appOf, initI18n, setLanguage, getLanguage, type AppI18n, type I18nOptions, type I18nEnvironment } from './i18n';
export { LANGUAGES, LANGUAGE_NAMES, NAMESPACES, DEFAULT_LANGUAGE, STORAGE_KEY, detectLanguage, isLanguage, languageOfTag, type Language, type Namespace } from './languages';
export { loadResources } from './resources';
