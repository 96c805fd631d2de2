// GoalList.tsx: the lesson's goal in words, one line per field of its `expect` block.
import { useMemo } from 'react';
import type { GameState } from '../../engine';
import { namesIn } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import type { LessonExpect } from '../../lessons';
import { fieldMessage, valueParam } from '../../lessons/fields';
import { goalOf } from '../../lessons/play';
import { valueText } from './valueText';

export function GoalList({ expect, start }: { expect: LessonExpect; start: GameState }) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  const goal = useMemo(() => goalOf(expect, start), [expect, start]);
  const names = useMemo(() => namesIn(start), [start]);
  return (
    <section aria-labelledby="lesson-goal" data-role="lesson-goal" className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 text-sm">
      <h3 id="lesson-goal" className="font-semibold">
        {t('view.goal')}
      </h3>
      <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
        {goal.map((row) => (
          <li key={row.field} data-field={row.field}>
            <span className="text-stone-600">{text(fieldMessage(row.field, names))}:</span>{' '}
            <span className="font-medium">{valueText(text, valueParam(row.field, row.expected, names))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
