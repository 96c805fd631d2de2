// MyLessonsList.tsx: the lessons saved from the editor ("my lessons"), to open one again or delete it.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { deleteMyLesson, listMyLessons, type MyLesson } from '../../store/myLessons';
import { useEditor } from './editorContext';

export function MyLessonsList({ onOpen }: { onOpen: (lesson: MyLesson) => void }) {
  const { t, i18n } = useTranslation('editor');
  const current = useEditor((s) => s.lessonId);
  const saves = useEditor((s) => s.saves);
  const [lessons, setLessons] = useState(listMyLessons);
  const [readAt, setReadAt] = useState(saves);
  const [refused, setRefused] = useState(false);
  // Read again after each save from the editor.
  if (readAt !== saves) {
    setReadAt(saves);
    setLessons(listMyLessons());
  }
  if (lessons.length === 0) return <p className="text-xs text-stone-500">{t('myLessons.none')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-1" data-role="my-lessons">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t('myLessons.heading')}</h3>
      <ul className="space-y-1">
        {lessons.map((lesson) => (
          <li key={lesson.id} data-my-lesson={lesson.id} className="flex flex-wrap items-center gap-2 text-sm">
            <button type="button" className="text-left text-sky-800 underline hover:text-sky-600" onClick={() => onOpen(lesson)}>
              {lesson.title}
            </button>
            {lesson.id === current && <span className="rounded bg-stone-200 px-1 text-xs">{t('myLessons.editing')}</span>}
            <span className="text-xs text-stone-500">{date.format(new Date(lesson.savedAt))}</span>
            <button
              type="button"
              className="text-xs text-red-800 underline"
              aria-label={t('myLessons.deleteOne', { title: lesson.title })}
              onClick={() => {
                setRefused(!deleteMyLesson(lesson.id));
                setLessons(listMyLessons());
              }}
            >
              {t('myLessons.delete')}
            </button>
          </li>
        ))}
      </ul>
      {refused && <p role="alert" className="text-xs text-red-800">{t('myLessons.deleteRefused')}</p>}
    </div>
  );
}
