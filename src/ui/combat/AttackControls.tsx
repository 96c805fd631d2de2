// AttackControls.tsx: declare attackers (CR 508.1): the creatures marked so far, "attack with all",
// "clear", and a confirm button that states the count. The engine checks the declaration as it is
// composed and the problem, if any, is shown before confirming; confirming it anyway has the engine
// refuse the declaration with its rule, leaving the game as it was.
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectAttackOptions } from '../../store/selectors';
import { primaryButton, secondaryButton } from '../table/buttons';
import { Conditions } from './Conditions';
import { DraftProblem, useDraftProblem } from './DraftProblem';

export function AttackControls() {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const draft = useTable((s) => s.ui.attackDraft);
  const options = selectAttackOptions(game);
  const able = [...options.values()].filter((o) => o.defenders.length > 0).length;
  const problem = useDraftProblem();
  const { intend, confirm } = store.getState();
  const count = draft.length;
  return (
    <section aria-label={t('combat.attack.label')} className="space-y-2">
      <h2 className="text-sm font-semibold">
        {t('combat.attack.title')} <span className="font-mono text-xs font-normal text-stone-500">{t('combat.rule', { rule: '508.1' })}</span>
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="attack-all" className={secondaryButton} disabled={able === 0} onClick={() => intend({ type: 'attackWithAll' })}>
          {t('combat.attack.all', { count: able })}
        </button>
        <button type="button" data-action="clear-attackers" className={secondaryButton} disabled={count === 0} onClick={() => intend({ type: 'clearAttackers' })}>
          {t('combat.clear')}
        </button>
      </div>
      <ul className="space-y-1 text-sm" data-role="attack-draft">
        {draft.map((a) => (
          <li key={a.attacker} className="flex items-center justify-between gap-2 rounded bg-red-50 px-2 py-1">
            <span>
              {t('combat.attack.pair', { attacker: nameOf(game, a.attacker), defender: nameOf(game, a.defender) })}
            </span>
            <button type="button" className="text-xs underline" onClick={() => intend({ type: 'unattack', attacker: a.attacker })} aria-label={t('combat.attack.remove', { attacker: nameOf(game, a.attacker) })}>
              {t('combat.remove')}
            </button>
          </li>
        ))}
        {count === 0 && <li className="text-xs text-stone-500">{t('combat.attack.none')}</li>}
      </ul>
      <Conditions />
      <DraftProblem problem={problem} />
      <button type="button" data-action="confirm-attackers" className={primaryButton} onClick={() => confirm()}>
        {count === 0 ? t('combat.attack.confirmNone') : t('combat.attack.confirm', { count })}
      </button>
    </section>
  );
}
