// GoalList.tsx: the lesson's goal in words, one line per field of its `expect` block. Objects are
// named as at the start, or, for those the intended moves make (a trigger's tokens), as they end up.
import { useMemo } from 'react';
import type { Action, GameState } from '../../engine';
import { useExplain, useTranslation } from '../../i18n/react';
import type { LessonExpect } from '../../lessons';
import { distinctNames, fieldMessage, lessonNames, stackSizeOf, valueParam } from '../../lessons/fields';
import { goalOf, intendedEnd } from '../../lessons/play';
import { valueText } from './valueText';

const NO_ACTIONS: readonly Action[] = [];

/** `actions`: the lesson's intended moves (none for a scenario whose actions are its history). */
export function GoalList({ expect, start, actions = NO_ACTIONS }: { expect: LessonExpect; start: GameState; actions?: readonly Action[] }) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  const goal = useMemo(() => goalOf(expect, start), [expect, start]);
  const names = useMemo(() => lessonNames(distinctNames(start), distinctNames(intendedEnd(start, actions))), [start, actions]);
  const stackSize = stackSizeOf(goal);
  return (
    <section aria-labelledby="lesson-goal" data-role="lesson-goal" className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 text-sm">
      <h3 id="lesson-goal" className="font-semibold">
        {t('view.goal')}
      </h3>
      <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
        {goal.map((row) => (
          <li key={row.field} data-field={row.field}>
            <span className="text-stone-600">{text(fieldMessage(row.field, names, stackSize))}:</span>{' '}
            <span className="font-medium">{valueText(text, valueParam(row.field, row.expected, names))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
