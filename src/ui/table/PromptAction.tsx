// PromptAction.tsx: the button in the prompt. Pass while a player has priority; while a choice is
// being answered on the table or in its panel (attackers, blockers, the cards to discard, the division
// of combat damage, an order of blockers or triggers), that choice's confirm instead, the same as the
// one in the decision panel. Below a wide screen that panel is a sheet folded away while the choice is
// answered on the board (DecisionSheet.tsx): the prompt, always in sight, then holds what ends the
// choice. (Pass could not be pressed then anyway: priority comes only after the step's turn-based
// actions, CR 117.3a, and once triggered abilities are on the stack, 117.5.)
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/react';
import { selectSeesPendingChoice } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import type { TableState } from '../../store/createTableStore';
import { bringIntoView } from './bringIntoView';
import { PassButton } from './Controls';
import { primaryButton } from './buttons';

/** The choice being answered, as the confirm button words it, or null. */
function selectDeclaration(s: TableState): { kind: 'attackers' | 'blockers' | 'discard' | 'damage' | 'order' | 'triggers'; marked: number; total: number } | null {
  const pending = s.game.pendingChoice;
  if (!pending || !selectSeesPendingChoice(s)) return null;
  if (pending.type === 'declareAttackers') return { kind: 'attackers', marked: s.ui.attackDraft.length, total: 0 };
  if (pending.type === 'declareBlockers') return { kind: 'blockers', marked: s.ui.blockDraft.length, total: 0 };
  if (pending.type === 'discard') return { kind: 'discard', marked: s.ui.discardDraft.length, total: pending.count };
  // The panel's draft is always a whole answer (it opens on the engine's default): no count to show.
  if (pending.type === 'assignDamage') return { kind: 'damage', marked: 0, total: 0 };
  if (pending.type === 'orderBlockers' || pending.type === 'orderAttackers') return { kind: 'order', marked: 0, total: 0 };
  if (pending.type === 'orderTriggers') return { kind: 'triggers', marked: 0, total: 0 };
  return null;
}

type Declaration = NonNullable<ReturnType<typeof selectDeclaration>>;

/** The confirm's words: a panel's own, or the count of what is marked. */
function confirmLabel(t: TFunction, { kind, marked, total }: Declaration): string {
  if (kind === 'damage') return t('combat.damage.confirm');
  if (kind === 'order') return t('combat.order.confirm');
  if (kind === 'triggers') return t('triggerOrder.confirm');
  if (kind === 'discard') return t('discard.confirm', { marked, total });
  if (marked === 0) return t(kind === 'attackers' ? 'combat.attack.confirmNone' : 'combat.block.confirmNone');
  return t(kind === 'attackers' ? 'combat.attack.confirm' : 'combat.block.confirm', { count: marked });
}

/** Memoised: its label (a plural, through i18next) is worded again only when the count changes. */
const ConfirmDeclaration = memo(function ConfirmDeclaration({ kind, marked, total }: Declaration) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const label = confirmLabel(t, { kind, marked, total });
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
});

/** Memoised: the prompt around it renders at every move. The count is shown with the move that
 *  changed it, in the same frame as the decision panel's. */
export const PromptAction = memo(function PromptAction() {
  const declaration = useTable(useShallow(selectDeclaration));
  if (!declaration) return <PassButton />;
  return <ConfirmDeclaration {...declaration} />;
});
