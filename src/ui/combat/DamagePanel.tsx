// DamagePanel.tsx: combat damage division (CR 510.1c–d), one panel per creature with a choice: its
// power, the creatures (and with trample the player or planeswalker) it may damage with toughness,
// damage already marked and the lethal damage still needed; steppers and pips; what is left to
// assign. It opens with the engine's default assignment, which is always legal.
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectDamageOptions } from '../../store/selectors';
import type { DamageDraft } from '../../store/uiState';
import type { DamageSourceOption } from '../../engine';
import { primaryButton, secondaryButton } from '../table/buttons';
import { DraftProblem, useDraftProblem } from './DraftProblem';
import { DamageRecipientRow } from './DamageRecipientRow';

function SourcePanel({ source, draft }: { source: DamageSourceOption; draft: DamageDraft | undefined }) {
  const game = useTable((s) => s.game);
  const assigned = draft?.to.reduce((sum, t) => sum + t.amount, 0) ?? 0;
  const left = source.power - assigned;
  return (
    <fieldset className="space-y-2 rounded-lg border-2 border-orange-300 bg-orange-50 p-2" data-damage-source={source.source}>
      <legend className="px-1 text-sm font-semibold">
        {nameOf(game, source.source)} deals {source.power}
        {source.trample && <span className="ml-1 rounded bg-emerald-100 px-1 text-xs">trample</span>}
        {source.deathtouch && <span className="ml-1 rounded bg-stone-800 px-1 text-xs text-white">deathtouch: 1 is lethal</span>}
      </legend>
      <p className={`text-sm ${left === 0 ? 'text-stone-600' : 'font-semibold text-red-800'}`} data-role="damage-left" data-left={left}>
        {left === 0 ? 'All damage assigned' : left > 0 ? `${left} left to assign` : `${-left} too many`}
      </p>
      <ul className="space-y-2">
        {source.recipients.map((recipient) => (
          <DamageRecipientRow key={recipient.target} source={source} recipient={recipient} amount={draft?.to.find((t) => t.target === recipient.target)?.amount ?? 0} left={left} />
        ))}
      </ul>
    </fieldset>
  );
}

export default function DamagePanel() {
  const store = useTableStore();
  const sources = useTable((s) => selectDamageOptions(s.game));
  const drafts = useTable((s) => s.ui.damageDraft);
  const { problem, pending } = useDraftProblem();
  return (
    <section aria-label="Assign combat damage" className="space-y-2">
      <h2 className="text-sm font-semibold">
        Combat damage <span className="font-mono text-xs font-normal text-stone-500">CR 510.1</span>
      </h2>
      <p className="text-xs text-stone-600">Opens with lethal damage to each blocker in turn and the rest to the last one (or, with trample, to the player): confirming at once is legal.</p>
      {sources.map((source) => (
        <SourcePanel key={source.source} source={source} draft={drafts.find((d) => d.source === source.source)} />
      ))}
      <DraftProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="button" data-action="reset-damage" className={secondaryButton} onClick={() => store.getState().intend({ type: 'resetDamage' })}>
          Back to the default
        </button>
        <button type="button" data-action="confirm-damage" className={primaryButton} disabled={pending} onClick={() => store.getState().confirm()}>
          Confirm damage
        </button>
      </div>
    </section>
  );
}
