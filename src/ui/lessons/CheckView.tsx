// CheckView.tsx: the check of a lesson, field by field: the goal, the game as it is now, and whether
// they match, with a line saying whether the goal is reached.
import { useMemo } from 'react';
import type { GameState } from '../../engine';
import { namesIn } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { lessonPassed, type CheckRow } from '../../lessons';
import { fieldMessage, lessonNames, valueParam } from '../../lessons/fields';
import { valueText } from './valueText';

export function CheckView({ rows, start, game }: { rows: readonly CheckRow[]; start: GameState; game: GameState }) {
  const { t } = useTranslation('lessons');
  const { text } = useExplain();
  const names = useMemo(() => lessonNames(namesIn(start), namesIn(game)), [start, game]);
  const passed = lessonPassed(rows);
  const failed = rows.filter((r) => !r.ok).length;
  return (
    <section
      aria-labelledby="lesson-check"
      data-role="lesson-check"
      data-passed={passed}
      className={`rounded-lg border p-3 text-sm ${passed ? 'border-emerald-400 bg-emerald-50' : 'border-amber-400 bg-amber-50'}`}
    >
      <h3 id="lesson-check" role="status" data-role="check-summary" className="font-semibold">
        {passed ? t('check.passed') : t('check.failed', { count: failed, total: rows.length })}
      </h3>
      <table className="mt-2 w-full text-left text-xs">
        <thead>
          <tr className="text-stone-600">
            <th className="py-0.5 pr-3 font-medium">{t('check.field')}</th>
            <th className="py-0.5 pr-3 font-medium">{t('check.expected')}</th>
            <th className="py-0.5 pr-3 font-medium">{t('check.actual')}</th>
            <th className="py-0.5 font-medium">{t('check.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} data-field={row.field} data-ok={row.ok} className="border-t border-stone-200 align-top">
              <td className="py-0.5 pr-3">{text(fieldMessage(row.field, names))}</td>
              <td className="py-0.5 pr-3">{valueText(text, valueParam(row.field, row.expected, names))}</td>
              <td className="py-0.5 pr-3">{valueText(text, valueParam(row.field, row.actual, names))}</td>
              <td className={`py-0.5 font-semibold ${row.ok ? 'text-emerald-800' : 'text-red-800'}`}>
                {row.ok ? `✓ ${t('check.match')}` : `✗ ${t('check.mismatch')}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
