// DamagePanel.tsx: combat damage division (CR 510.1c–d), one panel per creature with a choice: its
// power, the creatures (and with trample the player or planeswalker) it may damage with toughness,
// damage already marked and the lethal damage still needed; steppers, and pips dragged between the
// recipients and what is left to assign. It opens with the engine's default assignment, which is
// always legal; the engine judges any other split.
import { useTranslation } from '../../i18n/react';
import type { DamageSourceOption } from '../../engine';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectDamageOptions } from '../../store/selectors';
import type { DamageDraft } from '../../store/uiState';
import { useBroughtIntoView } from '../table/bringIntoView';
import { primaryButton, secondaryButton } from '../table/buttons';
import { DamagePipsDnd, DraggablePip, PipDropZone } from './DamagePips';
import { DamageRecipientRow } from './DamageRecipientRow';
import { DraftProblem, useDraftProblem } from './DraftProblem';

/** What is left to assign, as pips to drag onto a recipient; a pip dropped here is taken back. */
function LeftToAssign({ source, left }: { source: string; left: number }) {
  const { t } = useTranslation('table');
  const text = left === 0 ? t('combat.damage.allAssigned') : left > 0 ? t('combat.damage.left', { count: left }) : t('combat.damage.tooMany', { count: -left });
  return (
    <PipDropZone source={source} target={null} data-role="damage-pool" className="flex flex-wrap items-center gap-1 rounded border border-dashed border-orange-300 px-2 py-1">
      <span className={`mr-1 text-sm ${left === 0 ? 'text-stone-600' : 'font-semibold text-red-800'}`} data-role="damage-left" data-left={left}>
        {text}
      </span>
      {Array.from({ length: Math.max(0, left) }, (_, i) => (
        <DraggablePip key={i} source={source} from={null} index={i} title={t('combat.damage.dragLeft')} />
      ))}
    </PipDropZone>
  );
}

function SourcePanel({ source, draft }: { source: DamageSourceOption; draft: DamageDraft | undefined }) {
  const { t } = useTranslation('table');
  const name = useTable((s) => nameOf(s.game, source.source));
  const assigned = draft?.to.reduce((sum, to) => sum + to.amount, 0) ?? 0;
  const left = source.power - assigned;
  return (
    <fieldset className="space-y-2 rounded-lg border-2 border-orange-300 bg-orange-50 p-2" data-damage-source={source.source}>
      <legend className="px-1 text-sm font-semibold">
        {t('combat.damage.deals', { source: name, power: source.power })}
        {source.trample && <span className="ml-1 rounded bg-emerald-100 px-1 text-xs">{t('combat.damage.trample')}</span>}
        {source.deathtouch && <span className="ml-1 rounded bg-stone-800 px-1 text-xs text-white">{t('combat.damage.deathtouch')}</span>}
      </legend>
      <LeftToAssign source={source.source} left={left} />
      <ul className="space-y-2">
        {source.recipients.map((recipient) => (
          <DamageRecipientRow key={recipient.target} source={source} recipient={recipient} amount={draft?.to.find((to) => to.target === recipient.target)?.amount ?? 0} left={left} />
        ))}
      </ul>
    </fieldset>
  );
}

export default function DamagePanel() {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const sources = useTable((s) => selectDamageOptions(s.game));
  const drafts = useTable((s) => s.ui.damageDraft);
  const problem = useDraftProblem();
  const ref = useBroughtIntoView<HTMLElement>();
  return (
    <section ref={ref} aria-label={t('combat.damage.label')} className="space-y-2">
      <h2 className="text-sm font-semibold">
        {t('combat.damage.title')} <span className="font-mono text-xs font-normal text-stone-500">{t('combat.rule', { rule: '510.1' })}</span>
      </h2>
      <p className="text-xs text-stone-600">{t('combat.damage.intro')}</p>
      <DamagePipsDnd>
        {sources.map((source) => (
          <SourcePanel key={source.source} source={source} draft={drafts.find((d) => d.source === source.source)} />
        ))}
      </DamagePipsDnd>
      <DraftProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="reset-damage" className={secondaryButton} onClick={() => store.getState().intend({ type: 'resetDamage' })}>
          {t('combat.damage.reset')}
        </button>
        <button type="button" data-action="confirm-damage" className={primaryButton} onClick={() => store.getState().confirm()}>
          {t('combat.damage.confirm')}
        </button>
      </div>
    </section>
  );
}
