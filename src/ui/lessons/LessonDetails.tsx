// LessonDetails.tsx: a lesson's full explanation, folded under its summary: for a shipped lesson in
// the reader's language (English until, and unless, a translation is there), for a saved lesson its
// author's own words as written.
import { useEffect, useState } from 'react';
import { useLanguage, useTranslation } from '../../i18n/react';
import { translatedDetails } from '../../lessons/details';
import type { OpenLesson } from './useLesson';

export function LessonDetails({ lesson }: { lesson: OpenLesson }) {
  const { t } = useTranslation('lessons');
  const { language } = useLanguage();
  const [translated, setTranslated] = useState<{ key: string; text: string } | null>(null);
  const key = `${language}|${lesson.id}`;
  useEffect(() => {
    if (!lesson.builtIn || language === 'en') return;
    let live = true;
    translatedDetails(lesson.id, language).then(
      (text) => live && text !== null && setTranslated({ key, text }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lesson.builtIn, lesson.id, language, key]);
  if (!lesson.description) return null;
  const shown = translated?.key === key ? { text: translated.text, lang: language } : { text: lesson.description, lang: lesson.builtIn ? 'en' : undefined };
  return (
    <details className="max-w-4xl text-sm text-stone-600" data-role="lesson-details">
      <summary className="cursor-pointer">{t('view.details')}</summary>
      <p lang={shown.lang} className="mt-1">
        {shown.text}
      </p>
    </details>
  );
}
