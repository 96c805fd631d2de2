// GoalTable.tsx: a scenario that carries a goal, opened on the table (a link, a file, the editor's
// "Play it on the table"): the goal in words and its Check among the table's panels, as on a lesson's page.
// So a lesson shared as a link, or a draft tried from the editor, is still the exercise. The scenario's
// own actions are its history here (a link applies them, as the contract says), not moves to replay.
import { useMemo, useState } from 'react';
import { rulesOf, type LessonExpect } from '../../lessons';
import { goalReachedIn, type LessonStart } from '../../lessons/play';
import { createTableStore, type TableInit } from '../../store/createTableStore';
import { TableProvider } from '../../store/hooks';
import { ScenarioAbout } from '../table/ScenarioAbout';
import { Table } from '../table/Table';
import { GoalList } from './GoalList';
import { LessonToolbar } from './LessonToolbar';

interface Props {
  init: TableInit & { past: TableInit['game'][] };
  goal: LessonExpect;
  /** The scenario as opened (for the rules it is written for). */
  scenario: Record<string, unknown>;
  title: string;
  description: string;
  linkFor: (actions: unknown[]) => string;
}

export function GoalTable({ init, goal, scenario, title, description, linkFor }: Props) {
  // The start position is the one before the scenario's actions: the goal names its cards. Its goal
  // has no problems: the loader refuses a scenario whose goal has any (scenarioSource.ts).
  const start = useMemo((): Extract<LessonStart, { ok: true }> => ({ ok: true, game: init.past[0] ?? init.game, rules: rulesOf(scenario), actions: [], expect: goal, goalIssues: [] }), [init, goal, scenario]);
  // Automatic passing off, as on any scenario's table (the position as written, every pass a click);
  // switched on, it stops on the goal as on a lesson's table.
  const [store] = useState(() => createTableStore({ ...init, haltAutopass: goalReachedIn(start) }));
  // The goal and its check are a panel of the table's, beside the board or in its drawer; the
  // toolbar (play the intended moves, check) is among the bar's controls.
  const about = (
    <div className="space-y-2" data-role="scenario-goal">
      <ScenarioAbout title={title} description={description} />
      <GoalList expect={goal} start={start.game} />
    </div>
  );
  return (
    <TableProvider store={store}>
      <Table init={init} store={store} extra={{ label: 'lesson', content: about }} controls={<LessonToolbar start={start} />} linkFor={linkFor} autoPassSwitch />
    </TableProvider>
  );
}
