// LanguageMenu.tsx: the language menu; the choice is remembered and <html lang> follows (src/i18n).
import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../i18n';
import { useLanguage, useTranslation } from '../../i18n/react';

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <span className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="text-stone-600 max-md:sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-role="language"
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
        className="rounded border border-stone-300 bg-white px-1 py-0.5"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
