// PromptAction.tsx: the button in the sticky prompt. Pass while a player has priority; while a
// declaration is composed on the table itself (attackers, blockers, the cards to discard), the
// declaration's confirm button instead, the same as the one in the decision panel. On a tablet that
// panel sits above the table, and a finger marking attackers further down has it scrolled away behind
// the prompt: the prompt, always in sight, then holds what ends the declaration. (Pass could not be
// pressed then anyway: priority comes only after the step's turn-based actions, CR 117.3a.)
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import { selectSeesPendingChoice } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import type { TableState } from '../../store/createTableStore';
import { bringIntoView } from './bringIntoView';
import { PassButton } from './Controls';
import { primaryButton } from './buttons';
import { useAfterNextPaint } from './useAfterNextPaint';

/** The declaration being composed on the table, as the confirm button words it, or null. */
function selectDeclaration(s: TableState): { kind: 'attackers' | 'blockers' | 'discard'; marked: number; total: number } | null {
  const pending = s.game.pendingChoice;
  if (!pending || !selectSeesPendingChoice(s)) return null;
  if (pending.type === 'declareAttackers') return { kind: 'attackers', marked: s.ui.attackDraft.length, total: 0 };
  if (pending.type === 'declareBlockers') return { kind: 'blockers', marked: s.ui.blockDraft.length, total: 0 };
  if (pending.type === 'discard') return { kind: 'discard', marked: s.ui.discardDraft.length, total: pending.count };
  return null;
}

function ConfirmDeclaration({ kind, marked, total }: NonNullable<ReturnType<typeof selectDeclaration>>) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const label =
    kind === 'discard'
      ? t('discard.confirm', { marked, total })
      : marked === 0
        ? t(kind === 'attackers' ? 'combat.attack.confirmNone' : 'combat.block.confirmNone')
        : t(kind === 'attackers' ? 'combat.attack.confirm' : 'combat.block.confirm', { count: marked });
  const confirm = () => {
    if (store.getState().confirm()) return;
    // Refused (CR rule and why in the error banner, above the decision panel): the banner is brought
    // into sight once it is on the page, as the panel's own problem note may be out of it.
    requestAnimationFrame(() => {
      const banner = document.querySelector('[data-role="last-error"]');
      if (banner) bringIntoView(banner);
    });
  };
  return (
    <button
      type="button"
      data-action="confirm-declaration"
      data-kind={kind}
      className={`${primaryButton} min-h-11 px-4 text-base`}
      // The discard is judged by count before it is sent, as in its panel.
      disabled={kind === 'discard' && marked !== total}
      onClick={confirm}
    >
      {label}
    </button>
  );
}

/** Memoised: the prompt around it renders at every move. The count follows a frame after a drop or
 *  a click, as the decision panel's does (useAfterNextPaint): the frame that shows the move is the
 *  table's alone. Which button it is follows at once: a confirm left standing for a frame after its
 *  declaration was made could be pressed again, and Pass would be missing when priority comes. */
export const PromptAction = memo(function PromptAction() {
  const live = useTable(useShallow(selectDeclaration));
  const { shown } = useAfterNextPaint(live);
  if (!live) return <PassButton />;
  return <ConfirmDeclaration {...(shown?.kind === live.kind ? shown : live)} />;
});
