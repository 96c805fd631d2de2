// GoalList.tsx: the lesson's goal as sentences ("Bruno is at 13 life"), one per thing it speaks of
// (sentences.ts). Objects are named as at the start, or, for those the intended moves make (a
// trigger's tokens), as they end up.
// A goal with problems (a lesson saved before the editor checked goals) is listed by its problems
// instead: its fields would name what the lesson doesn't have.
import { useMemo } from 'react';
import type { Action, GameState } from '../../engine';
import { useExplain, useTranslation } from '../../i18n/react';
import type { LessonExpect } from '../../lessons';
import { distinctNames, lessonNames } from '../../lessons/fields';
import type { PlainIssue } from '../../lessons/goalIssues';
import { goalOf, intendedEnd } from '../../lessons/play';
import { goalSentences } from '../../lessons/sentences';
import { sentence } from './sentence';

const NO_ACTIONS: readonly Action[] = [];
const NO_ISSUES: readonly PlainIssue[] = [];

interface Props {
  expect: LessonExpect;
  start: GameState;
  /** The lesson's intended moves (none for a scenario whose actions are its history). */
  actions?: readonly Action[];
  /** The goal's problems (lessonStart): when there are any, they are shown instead of the goal. */
  issues?: readonly PlainIssue[];
}

export function GoalList({ expect, start, actions = NO_ACTIONS, issues = NO_ISSUES }: Props) {
  if (issues.length > 0) return <GoalProblems issues={issues} />;
  return <GoalFields expect={expect} start={start} actions={actions} />;
}

function GoalFields({ expect, start, actions }: { expect: LessonExpect; start: GameState; actions: readonly Action[] }) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  const goal = useMemo(() => goalOf(expect, start), [expect, start]);
  const names = useMemo(() => lessonNames(distinctNames(start), distinctNames(intendedEnd(start, actions))), [start, actions]);
  const sentences = useMemo(() => goalSentences(goal, names), [goal, names]);
  return (
    <section aria-labelledby="lesson-goal" data-role="lesson-goal" className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 text-sm">
      <h3 id="lesson-goal" className="font-semibold">
        {t('view.goal')}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {sentences.map((line) => (
          <li key={line.fields.join(' ')} data-field={line.fields[0]} data-fields={line.fields.join(' ')}>
            {sentence(text, line.message)}.
          </li>
        ))}
      </ul>
    </section>
  );
}

function GoalProblems({ issues }: { issues: readonly PlainIssue[] }) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  return (
    <section aria-labelledby="lesson-goal" data-role="lesson-goal" data-problems={issues.length} className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <h3 id="lesson-goal" className="font-semibold">
        {t('view.goal')}
      </h3>
      <p role="alert" data-role="lesson-goal-problems">{t('view.goalProblems', { count: issues.length })}</p>
      <ul className="mt-1 space-y-0.5">
        {issues.map((issue, i) => (
          <li key={i} data-path={issue.path}>
            {issue.path && <code className="mr-2 rounded bg-red-100 px-1 font-mono">{issue.path}</code>}
            {text(issue.message)}
          </li>
        ))}
      </ul>
    </section>
  );
}
