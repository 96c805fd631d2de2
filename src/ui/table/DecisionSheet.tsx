// DecisionSheet.tsx: on a screen too narrow for the panels beside the board (a tablet, a phone), the
// current choice's controls and the last refusal, in a sheet over the board's top edge, under the prompt. A choice
// answered on the table itself (attackers, blockers, the division of damage, an order: the confirm is
// in the prompt) starts folded away, so the sheet covers none of the creatures; so does a picked card
// waiting for its target. Anything else (a picked card's options, a mulligan, a discard, a refusal)
// starts open. The "Choice" tab in the bar (PanelTabs) folds and unfolds it; a new choice starts
// again from its default.
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectPickedPlay } from '../../store/selectors';
import { DecisionPanel, selectDecisionKind, type DecisionKind } from './DecisionPanel';
import { ErrorBanner } from './ErrorBanner';

const ANSWERED_ON_TABLE = new Set<DecisionKind>(['attackers', 'blockers', 'damage', 'order']);

/** The player's own fold of the sheet, and the moment it was made at (position, choice, target step,
 *  refusal): kept by the table's layout, which subscribes to none of these, so that a pass does not
 *  render the layout again. */
export interface SheetFold {
  fold: { moment: string; folded: boolean } | null;
  setFold: (fold: { moment: string; folded: boolean }) => void;
}

export interface SheetState {
  /** Whether there is anything to show: a choice with controls, or a refusal. */
  present: boolean;
  folded: boolean;
  toggle: () => void;
}

/** Whether the sheet is shown, and its fold: the player's, for the moment it was made at only (a new
 *  position, choice, target step or refusal starts from the default again). */
export function useDecisionSheet({ fold, setFold }: SheetFold): SheetState {
  const kind = useTable(selectDecisionKind);
  const error = useTable((s) => (s.lastError ? `${s.lastError.rule} ${s.lastError.message}` : ''));
  const targeting = useTable((s) => (s.ui.selected ? (selectPickedPlay(s.game, s.ui.selected)?.targeted ?? false) : false));
  const position = useTable((s) => s.past.length);
  const byDefault = !error && (targeting || (kind !== null && ANSWERED_ON_TABLE.has(kind)));
  const moment = `${position}/${kind}/${targeting}/${error}`;
  const folded = fold?.moment === moment ? fold.folded : byDefault;
  return { present: kind !== null || error !== '', folded, toggle: () => setFold({ moment, folded: !folded }) };
}

export function DecisionSheet({ fold }: { fold: SheetFold }) {
  const { t } = useTranslation('table');
  const sheet = useDecisionSheet(fold);
  if (!sheet.present) return null;
  // Folded, it stays in the page, hidden: what the player drafted in it (a damage division) is kept.
  return (
    <section aria-label={t('screen.choice')} data-role="decision-sheet" data-folded={sheet.folded || undefined} className={`table-sheet space-y-2 ${sheet.folded ? 'hidden' : ''} rounded-b-xl border border-t-0 border-stone-300 bg-white/95 p-2 shadow-[0_4px_12px_rgb(0_0_0/0.15)]`}>
      <ErrorBanner />
      <DecisionPanel />
    </section>
  );
}
