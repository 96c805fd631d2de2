// BlockControls.tsx: declare blockers (CR 509.1): the blocks composed so far, the picked blocker, and
// the engine's verdict on the whole declaration (menace, "blocks each combat if able", …) before the
// confirm button is pressed. Confirm stays pressable on an illegal draft, as the damage panel's: the
// engine then refuses the declaration with its rule and the game is left as it was.
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectBlockOptions } from '../../store/selectors';
import { primaryButton, secondaryButton } from '../table/buttons';
import { Conditions } from './Conditions';
import { DraftProblem, useDraftProblem } from './DraftProblem';

/** One drafted block with its "remove". Memoised: a drop adds one line to a list that can be thirty long. */
const BlockLine = memo(function BlockLine({ blocker, attacker, blockerName, attackerName }: { blocker: string; attacker: string; blockerName: string; attackerName: string }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  return (
    <li className="flex items-center justify-between gap-2 rounded bg-sky-50 px-2 py-1">
      <span>{t('combat.block.pair', { blocker: blockerName, attacker: attackerName })}</span>
      <button
        type="button"
        className="text-xs underline"
        onClick={() => store.getState().intend({ type: 'unblock', blocker, attacker })}
        aria-label={t('combat.block.remove', { blocker: blockerName })}
      >
        {t('combat.remove')}
      </button>
    </li>
  );
});

export function BlockControls() {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const draft = useTable((s) => s.ui.blockDraft);
  // A creature that may block nothing can be picked too (a click on an attacker then tries the block
  // and the engine refuses it), but there is no attacker to invite it to.
  const selected = useTable((s) => (s.ui.selected && selectBlockOptions(s.game).get(s.ui.selected)?.length ? s.ui.selected : null));
  const problem = useDraftProblem();
  const { intend, confirm } = store.getState();
  const count = draft.length;
  return (
    <section aria-label={t('combat.block.label')} className="space-y-2">
      <h2 className="text-sm font-semibold">
        {t('combat.block.title')} <span className="font-mono text-xs font-normal text-stone-500">{t('combat.rule', { rule: '509.1' })}</span>
      </h2>
      {selected && (
        <p className="rounded bg-amber-50 px-2 py-1 text-sm" data-role="picked">
          {t('combat.block.picked', { blocker: nameOf(game, selected) })}
        </p>
      )}
      <ul className="space-y-1 text-sm" data-role="block-draft">
        {draft.map((b) => (
          <BlockLine key={`${b.blocker} ${b.attacker}`} blocker={b.blocker} attacker={b.attacker} blockerName={nameOf(game, b.blocker)} attackerName={nameOf(game, b.attacker)} />
        ))}
        {count === 0 && <li className="text-xs text-stone-500">{t('combat.block.none')}</li>}
      </ul>
      <Conditions />
      <DraftProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="clear-blockers" className={secondaryButton} disabled={count === 0} onClick={() => intend({ type: 'clearBlockers' })}>
          {t('combat.clear')}
        </button>
        <button type="button" data-action="confirm-blockers" className={primaryButton} onClick={() => confirm()}>
          {count === 0 ? t('combat.block.confirmNone') : t('combat.block.confirm', { count })}
        </button>
      </div>
    </section>
  );
}
