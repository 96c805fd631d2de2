// LessonView.tsx: one lesson: the table at the lesson's start position, filling the window, with the
// lesson's title in its bar and its own controls (play the intended moves, check, step through what
// happened) among the bar's; its explanation, the damage rules it is played under (chosen at the
// start) and, for the 2024 lessons, the same combat under both rules, or, for a lesson without a pair
// played under the other rules, what changed in 2024, folded; and its goal, in the lesson's panel
// beside the board (or in its drawer on a narrower screen).
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { RulesVariant } from '../../lessons';
import { autopassByDefault, goalReachedIn, lessonStart, type LessonStart } from '../../lessons/play';
import { DEFAULT_AUTOPASS } from '../../store/autopass';
import { createTableStore } from '../../store/createTableStore';
import { TableProvider, useTable } from '../../store/hooks';
import { scenarioLinkHash } from '../../store/scenarioSource';
import { IssueList } from '../loader/IssueList';
import { ReplayView } from '../replay/ReplayView';
import { Table } from '../table/Table';
import { GoalList } from './GoalList';
import { LessonHeader } from './LessonHeader';
import { LessonToolbar } from './LessonToolbar';
import { RulesComparison } from './RulesComparison';
import { RulesSwitch } from './RulesSwitch';
import { useLesson, type OpenLesson } from './useLesson';
import { WhatChanged2024 } from './WhatChanged2024';

export function LessonView({ id }: { id: string }) {
  const { t } = useTranslation('lessons');
  const state = useLesson(id);
  if (state.status === 'loading') return <p role="status" className="text-sm text-stone-600">{t('view.loading')}</p>;
  if (state.status === 'missing') return <IssueList heading={{ key: 'lessons:view.notFound', params: { id } }} issues={[]} />;
  return <LessonPlay lesson={state.lesson} />;
}

function LessonPlay({ lesson }: { lesson: OpenLesson }) {
  const [rules, setRules] = useState<RulesVariant>(lesson.rules);
  const start = useMemo(() => lessonStart(lesson.scenario, rules), [lesson, rules]);
  // What the lesson says (its explanation, the rules it is played under, the comparison of the two
  // rules, its goal) is a panel of the table's: beside the board, or in its drawer.
  const about = (
    <>
      <LessonHeader lesson={lesson} asPanel />
      <RulesSwitch scenario={lesson.scenario} written={lesson.rules} rules={rules} onChange={setRules} />
      {lesson.pairedWith && <RulesComparison lesson={lesson} />}
      {!lesson.pairedWith && rules !== lesson.rules && <WhatChanged2024 folded />}
    </>
  );
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2" data-role="lesson" data-lesson-id={lesson.id} data-rules={rules}>
      {start.ok ? (
        // A new table (and store) for each choice of rules: the lesson starts again under them.
        <LessonTable key={rules} lesson={lesson} rules={rules} start={start} about={about} />
      ) : (
        <>
          {about}
          <IssueList heading={{ key: 'lessons:view.invalid' }} issues={start.issues} />
        </>
      )}
    </div>
  );
}

interface TableProps {
  lesson: OpenLesson;
  rules: RulesVariant;
  start: Extract<LessonStart, { ok: true }>;
  /** The lesson's own words and switches, shown among the table's panels with its goal. */
  about: ReactNode;
}

function LessonTable({ lesson, rules, start, about }: TableProps) {
  // Automatic passing as the lesson's default (off for a lesson about priority), stopping on the goal.
  const [store] = useState(() => createTableStore({ game: start.game, autopass: autopassByDefault(start) ? DEFAULT_AUTOPASS : null, haltAutopass: goalReachedIn(start) }));
  const [replaying, setReplaying] = useState(false);
  // A share link opens the lesson's position under the rules chosen, with the moves played so far.
  const linkFor = (actions: unknown[]) => scenarioLinkHash({ ...lesson.scenario, rules, actions });
  const panel = (
    <>
      {about}
      <GoalList expect={start.expect} start={start.game} actions={start.actions} issues={start.goalIssues} />
    </>
  );
  return (
    <TableProvider store={store}>
      {replaying ? (
        <LessonReplay start={start} onClose={() => setReplaying(false)} />
      ) : (
        <Table
          init={{ game: start.game }}
          store={store}
          extra={{ label: 'lesson', content: panel }}
          controls={<LessonToolbar start={start} replaying={replaying} onReplay={setReplaying} />}
          linkFor={linkFor}
          replayable={false}
          autoPassSwitch
        />
      )}
    </TableProvider>
  );
}

function LessonReplay({ start, onClose }: { start: Extract<LessonStart, { ok: true }>; onClose: () => void }) {
  // The moves as they were when the replay was opened, and the move refused after them if any (a
  // lesson about a refusal ends on it: the replay's last moment); the live table waits behind it.
  const performed = useTable((s) => s.performed);
  const refused = useTable((s) => s.refused);
  const [moves] = useState(() => (refused ? [...performed, refused.action] : performed));
  return <ReplayView start={start.game} moves={moves} onClose={onClose} />;
}
