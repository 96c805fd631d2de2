// GoalTable.tsx: a scenario that carries a goal, opened on the table (a link, a file, the editor's
// "Play it on the table"): the goal in words and its Check above the table, as on a lesson's page.
// So a lesson shared as a link, or a draft tried from the editor, is still the exercise. The scenario's
// own actions are its history here (a link applies them, as the contract says), not moves to replay.
import { useMemo, useState } from 'react';
import { rulesOf, type LessonExpect } from '../../lessons';
import { goalReachedIn, type LessonStart } from '../../lessons/play';
import { createTableStore, type TableInit } from '../../store/createTableStore';
import { TableProvider } from '../../store/hooks';
import { Table } from '../table/Table';
import { GoalList } from './GoalList';
import { LessonToolbar } from './LessonToolbar';

interface Props {
  init: TableInit & { past: TableInit['game'][] };
  goal: LessonExpect;
  /** The scenario as opened (for the rules it is written for). */
  scenario: Record<string, unknown>;
  linkFor: (actions: unknown[]) => string;
}

export function GoalTable({ init, goal, scenario, linkFor }: Props) {
  // The start position is the one before the scenario's actions: the goal names its cards. Its goal
  // has no problems: the loader refuses a scenario whose goal has any (scenarioSource.ts).
  const start = useMemo((): Extract<LessonStart, { ok: true }> => ({ ok: true, game: init.past[0] ?? init.game, rules: rulesOf(scenario), actions: [], expect: goal, goalIssues: [] }), [init, goal, scenario]);
  // Automatic passing off, as on any scenario's table (the position as written, every pass a click);
  // switched on, it stops on the goal as on a lesson's table.
  const [store] = useState(() => createTableStore({ ...init, haltAutopass: goalReachedIn(start) }));
  return (
    <TableProvider store={store}>
      <div className="space-y-2" data-role="scenario-goal">
        <GoalList expect={goal} start={start.game} />
        <LessonToolbar start={start} />
      </div>
      <Table init={init} store={store} linkFor={linkFor} autoPassSwitch />
    </TableProvider>
  );
}
