// LessonHeader.tsx: the way back to the library, the way into the editor (a copy of a shipped lesson,
// or a lesson of one's own), the lesson's title and short explanation in the reader's language (a
// saved lesson shows its author's own words), its full explanation (LessonDetails), and the lessons to
// open next.
import { useTranslation } from '../../i18n/react';
import { LessonDetails } from './LessonDetails';
import { editLessonHref, lessonHref, libraryHref } from './lessonHref';
import { RulesBadge } from './RulesBadge';
import type { OpenLesson } from './useLesson';

/** `asPanel`: among the table's panels (a smaller title). */
export function LessonHeader({ lesson, asPanel = false }: { lesson: OpenLesson; asPanel?: boolean }) {
  const { t } = useTranslation('lessons');
  const title = lesson.builtIn ? t(`lesson.${lesson.id}.title`) : lesson.title;
  return (
    <header className="space-y-1">
      <p className="flex flex-wrap gap-x-4 text-sm">
        <a href={libraryHref()} className="text-sky-800 underline" data-action="lesson-library">
          ← {t('view.back')}
        </a>
        <a href={editLessonHref(lesson.id)} className="text-sky-800 underline" data-action="edit-lesson">
          {t(lesson.builtIn ? 'view.editCopy' : 'view.editMine')}
        </a>
      </p>
      <h2 className={`flex flex-wrap items-center gap-2 font-semibold ${asPanel ? 'text-lg' : 'text-xl'}`} data-role="title">
        {title} <RulesBadge rules={lesson.rules} />
      </h2>
      {lesson.builtIn && (
        <p className="max-w-4xl text-sm text-stone-700" data-role="lesson-summary">
          {t(`lesson.${lesson.id}.summary`)}
        </p>
      )}
      <LessonDetails lesson={lesson} />
      {lesson.seeAlso && lesson.seeAlso.length > 0 && (
        <p className="text-xs text-stone-600">
          {t('view.seeAlso')}{' '}
          {lesson.seeAlso.map((id) => (
            <a key={id} href={lessonHref(id)} className="mr-2 text-sky-800 underline">
              {t(`lesson.${id}.title`)}
            </a>
          ))}
        </p>
      )}
    </header>
  );
}
