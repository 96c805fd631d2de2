// MyLessons.tsx: the lessons the user saved from the scenario editor (kept in this browser). Their
// titles are the user's own text, shown as text.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { listMyLessons } from '../../store/myLessons';
import { lessonHref } from './lessonHref';
import { RulesBadge } from './RulesBadge';
import { rulesOf } from '../../lessons';

export function MyLessons() {
  const { t, i18n } = useTranslation('lessons');
  // Read once when the library opens: saving happens on another screen.
  const [lessons] = useState(() => listMyLessons());
  const date = (iso: string) => {
    const when = new Date(iso);
    return Number.isNaN(when.getTime()) ? iso : when.toLocaleString(i18n.language);
  };
  return (
    <section aria-labelledby="my-lessons" data-section="my-lessons" className="space-y-2">
      <h3 id="my-lessons" className="border-b border-stone-300 pb-1 text-lg font-semibold">
        {t('library.myLessons')}
      </h3>
      {lessons.length === 0 ? (
        <p className="text-sm text-stone-600">{t('library.myEmpty')}</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <a href={lessonHref(lesson.id)} data-lesson-id={lesson.id} className="block rounded-lg border border-stone-300 bg-white p-3 hover:border-stone-500">
                <span className="flex items-start justify-between gap-2">
                  <span className="font-medium">{lesson.title}</span>
                  <RulesBadge rules={rulesOf(lesson.scenario)} />
                </span>
                <span className="mt-1 block text-xs text-stone-500">{t('library.savedAt', { date: date(lesson.savedAt) })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
