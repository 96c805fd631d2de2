// CheckView.tsx: the check of a lesson, field by field, each said as a sentence: as the goal wants it,
// as the game is now, and whether they match; a line that differs has a hint under it, with the rule
// that decides it (hints.ts). A line above says whether the goal is reached. When it is not reached
// now but was at an earlier position of the game (the play went on past it), the line says so, and
// the way back.
import { Fragment, useMemo } from 'react';
import type { Action, GameState } from '../../engine';
import { stepName } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { lessonPassed, type CheckRow, type LessonExpect } from '../../lessons';
import { distinctNames, lessonNames } from '../../lessons/fields';
import { checkHint } from '../../lessons/hints';
import { goalPassedAt, intendedEnd } from '../../lessons/play';
import { fieldSentence, stackSizeOf } from '../../lessons/sentences';
import { useTable, useTableStore } from '../../store/hooks';
import { secondaryButton } from '../table/buttons';
import { sentence } from './sentence';

interface Props {
  rows: readonly CheckRow[];
  expect: LessonExpect;
  start: GameState;
  /** The game the check was made on (the table's present). */
  game: GameState;
  /** The lesson's intended moves: they name what the game has not made yet (a trigger's tokens). */
  actions: readonly Action[];
}

export function CheckView({ rows, expect, start, game, actions }: Props) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  const names = useMemo(() => lessonNames(distinctNames(start), distinctNames(game), distinctNames(intendedEnd(start, actions))), [start, game, actions]);
  const stackSize = stackSizeOf(rows);
  const shown = useMemo(() => oneLineForThePendingChoice(rows), [rows]);
  const passed = lessonPassed(rows);
  const failed = shown.filter((r) => !r.ok).length;
  const past = useTable((s) => s.past);
  const reached = useMemo(() => (passed ? null : goalPassedAt(expect, past)), [passed, expect, past]);
  return (
    <section
      aria-labelledby="lesson-check"
      data-role="lesson-check"
      data-passed={passed}
      className={`rounded-lg border p-3 text-sm ${passed ? 'border-emerald-400 bg-emerald-50' : 'border-amber-400 bg-amber-50'}`}
    >
      <h3 id="lesson-check" role="status" data-role="check-summary" className="font-semibold">
        {passed ? t('check.passed') : t(reached ? 'check.notNow' : 'check.failed', { count: failed, total: shown.length })}
      </h3>
      {reached && <GonePast reached={reached} present={past.length} game={game} />}
      <table className="mt-2 w-full text-left text-xs">
        <thead>
          <tr className="text-stone-600">
            <th className="py-0.5 pr-3 font-medium">{t('check.expected')}</th>
            <th className="py-0.5 pr-3 font-medium">{t('check.actual')}</th>
            <th className="py-0.5 font-medium">{t('check.result')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <Fragment key={row.field}>
              <tr data-field={row.field} data-ok={row.ok} className="border-t border-stone-200 align-top">
                <td className="py-0.5 pr-3">{sentence(text, fieldSentence(row.field, row.expected, names, stackSize, expect.pending))}</td>
                <td className="py-0.5 pr-3">{sentence(text, fieldSentence(row.field, row.actual, names, stackSize, game.pendingChoice))}</td>
                <td className={`py-0.5 font-semibold whitespace-nowrap ${row.ok ? 'text-emerald-800' : 'text-red-800'}`}>
                  {row.ok ? `✓ ${t('check.match')}` : `✗ ${t('check.mismatch')}`}
                </td>
              </tr>
              {!row.ok && (
                <tr data-role="check-hint" data-hint-for={row.field}>
                  <td colSpan={3} className="pb-1 pl-3 text-stone-700 italic">
                    {sentence(text, checkHint(row, game, names))}.
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The pending choice's kind and player say one sentence ("Ana has priority"): one line for both,
 *  that matches when both do. */
function oneLineForThePendingChoice(rows: readonly CheckRow[]): readonly CheckRow[] {
  const kind = rows.find((r) => r.field === 'pending.type');
  const player = rows.find((r) => r.field === 'pending.player');
  if (!kind || !player) return rows;
  return rows.filter((r) => r !== player).map((r) => (r === kind ? { ...kind, ok: kind.ok && player.ok } : r));
}

/** "The goal was reached N moves ago, in <step>; now: <step>", with the way back there (time travel
 *  in the table's history, redo kept). */
function GonePast({ reached, present, game }: { reached: { position: number; game: GameState }; present: number; game: GameState }) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  const store = useTableStore();
  const back = present - reached.position;
  const step = (g: GameState) => text(stepName(g.turn.step));
  return (
    <div data-role="check-gone-past" data-position={reached.position} className="mt-1 space-y-1">
      <p>{t('check.gonePast', { count: back, reached: step(reached.game), now: step(game) })}</p>
      <button type="button" data-action="lesson-back-to-goal" className={secondaryButton} onClick={() => store.getState().jumpTo(reached.position)}>
        {t('check.backToGoal', { count: back })}
      </button>
    </div>
  );
}
