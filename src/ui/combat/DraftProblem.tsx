// DraftProblem.tsx: what the engine would say if the draft were confirmed now: the declaration is
// sent to the engine and its answer shown before the player confirms (the resulting state is thrown
// away). The verdict is rendered with the move that changed the draft, in the same frame: a verdict put
// off to the next frame cost a drop a second commit and a second frame (the panel, the confirm button
// enabled again), more than the engine's check itself. For a drag the check is made before the drop,
// while the card hovers over the place (tableDrag.ts, judgeAhead): the drop finds the verdict kept.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Action, EngineError } from '../../engine';
import { useTable } from '../../store/hooks';
import { selectDraftProblem } from '../../store/selectors';
import { draftAction } from '../../store/uiState';

/** The engine's refusal of the current draft, null when it would be accepted (selectDraftProblem
 *  keeps each verdict per game and draft). */
export function useDraftProblem(): EngineError | null {
  const game = useTable((s) => s.game);
  // Selected as text: a string compares by value, so only a changed draft re-renders.
  const key = useTable((s) => JSON.stringify(draftAction(s.game, s.ui)));
  return useMemo(() => selectDraftProblem(game, JSON.parse(key) as Action | null), [game, key]);
}

export function DraftProblem({ problem }: { problem: EngineError | null }) {
  const { t } = useTranslation('table');
  if (!problem) return null;
  return (
    <div role="status" data-role="draft-problem" data-rule={problem.rule} className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
      <p className="font-semibold">
        {t('combat.notLegalYet')} <span className="ml-1 font-mono font-normal">{t('combat.rule', { rule: problem.rule })}</span>
      </p>
      {/* The engine's sentence stays as it wrote it, in English, after the rule in the reader's language. */}
      <p lang="en">{problem.message}</p>
    </div>
  );
}
