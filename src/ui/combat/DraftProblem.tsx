// DraftProblem.tsx: what the engine would say if the draft were confirmed now: the declaration is
// sent to the engine and its answer shown before the player confirms (the resulting state is thrown
// away). The check runs after the next paint, so a drop shows at once and the verdict follows: on a
// crowded board the engine needs a millisecond or more to judge a whole block declaration. A panel that
// itself follows a frame late judges its draft before it renders it (`judgeDraft`, BlockControls), so
// the verdict comes with the draft rather than a frame after it.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Action, EngineError, GameState } from '../../engine';
import { useTable } from '../../store/hooks';
import { peekDraftProblem, selectDraftProblem } from '../../store/selectors';
import { draftAction, type UiState } from '../../store/uiState';
import { afterNextPaint } from '../table/useAfterNextPaint';

interface Verdict {
  key: string;
  problem: EngineError | null;
}

/** Asks the engine about a draft now, so that the panel rendering it next finds the verdict made
 *  (selectDraftProblem keeps it per game and draft). */
export function judgeDraft(game: GameState, ui: UiState, drafts: Partial<UiState>): void {
  selectDraftProblem(game, draftAction(game, { ...ui, ...drafts }));
}

/** The engine's refusal of the current draft (null when it would be accepted), and whether the
 *  verdict is still being worked out for the latest draft. `drafts` replaces drafts of the store
 *  (a panel showing its draft a frame late judges the draft it shows). */
export function useDraftProblem(drafts?: Partial<UiState>): { problem: EngineError | null; pending: boolean } {
  const game = useTable((s) => s.game);
  // Selected as text: a string compares by value, so only a changed draft re-renders.
  const key = useTable((s) => JSON.stringify(draftAction(s.game, drafts ? { ...s.ui, ...drafts } : s.ui)));
  const action = useMemo(() => JSON.parse(key) as Action | null, [key]);
  const known = peekDraftProblem(game, action);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  useEffect(() => {
    if (known !== undefined) return;
    // With the other panels that follow the move, in one task and one commit (useAfterNextPaint.ts).
    return afterNextPaint(() => setVerdict({ key, problem: selectDraftProblem(game, action) }));
  }, [game, action, key, known]);
  if (known !== undefined) return { problem: known, pending: false };
  return verdict?.key === key ? { problem: verdict.problem, pending: false } : { problem: null, pending: true };
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
