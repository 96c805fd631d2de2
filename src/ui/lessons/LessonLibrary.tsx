// LessonLibrary.tsx: the library: the shipped lessons by section and topic (with the rules each topic
// is about), each with its title, a short explanation and the rules it is played under; then the
// lessons the user saved from the editor. A topic named as its section ("Combat basics" in "Combat
// basics") is not named twice: only its rules are shown under the section's heading.
import { LESSONS, LESSON_SECTIONS, LESSON_TOPICS, lessonsInSection, type LessonEntry, type LessonTopic } from '../../lessons';
import { useTranslation } from '../../i18n/react';
import { lessonHref } from './lessonHref';
import { MyLessons } from './MyLessons';
import { RulesBadge } from './RulesBadge';

/** A section's lessons grouped by topic, topics in the order of their first lesson. */
function byTopic(lessons: readonly LessonEntry[]): [LessonTopic, LessonEntry[]][] {
  const groups = new Map<LessonTopic, LessonEntry[]>();
  for (const lesson of lessons) groups.set(lesson.topic, [...(groups.get(lesson.topic) ?? []), lesson]);
  return [...groups];
}

export function LessonLibrary() {
  const { t } = useTranslation('lessons');
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-role="lesson-library">
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold">{t('library.title')}</h2>
        <p className="max-w-3xl text-sm text-stone-700">{t('library.intro')}</p>
        <p className="text-xs text-stone-500">{t('library.count', { count: LESSONS.length })}</p>
      </header>
      {LESSON_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`section-${section}`} data-section={section} className="space-y-3">
          <h3 id={`section-${section}`} className="border-b border-stone-300 pb-1 text-lg font-semibold">
            {t(`section.${section}`)}
          </h3>
          {byTopic(lessonsInSection(section)).map(([topic, lessons]) => (
            <div key={topic} data-topic={topic}>
              <TopicHeading name={t(`topic.${topic}`)} section={t(`section.${section}`)} rules={t('library.topicRules', { rules: LESSON_TOPICS[topic].rules.map((rule) => t('library.rule', { rule })) })} />
              <ul className="mt-1 grid gap-2 md:grid-cols-2">
                {lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <a
                      href={lessonHref(lesson.id)}
                      data-lesson-id={lesson.id}
                      className="block h-full rounded-lg border border-stone-300 bg-white p-3 hover:border-stone-500 hover:shadow-sm"
                    >
                      <span className="flex items-start justify-between gap-2">
                        <span className="font-medium">{t(`lesson.${lesson.id}.title`)}</span>
                        {(lesson.pairedWith || lesson.rulesVariant !== 'current') && <RulesBadge rules={lesson.rulesVariant} />}
                      </span>
                      <span className="mt-1 block text-xs text-stone-600">{t(`lesson.${lesson.id}.summary`)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <MyLessons />
    </div>
  );
}

/** A topic's name and rules; the rules alone when the name would only repeat its section's heading
 *  (compared as the reader sees them: the same words in their language). */
function TopicHeading({ name, section, rules }: { name: string; section: string; rules: string }) {
  const rulesLine = <span className="font-mono text-[11px] font-normal text-stone-500">{rules}</span>;
  if (name === section) return <p data-role="topic-rules">{rulesLine}</p>;
  return (
    <h4 className="text-sm font-semibold text-stone-700">
      {name} {rulesLine}
    </h4>
  );
}
