// PermanentControls.tsx: a permanent's state in the editor: tapped, marked damage, summoning
// sickness and counters (any kind: +1/+1, -1/-1, loyalty…).
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { SCENARIO_RANGES, updatePermanent, type DraftCard, type PermanentPatch, type PlayerIndex } from '../../store/editorDraft';
import { useDraft } from './editorContext';
import { NumberField, inputClass } from './fields';

const COMMON_COUNTERS = ['+1/+1', '-1/-1', 'loyalty'];

export function PermanentControls({ player, card, playerId }: { player: PlayerIndex; card: DraftCard; playerId: string }) {
  const { t } = useTranslation('editor');
  const [, edit] = useDraft();
  const [kind, setKind] = useState('+1/+1');
  const kindsId = useId();
  const patch = (change: PermanentPatch) => edit((d) => updatePermanent(d, player, card.id, change));
  const counters = card.counters ?? {};
  const setCounter = (name: string, n: number | null) => {
    const { [name]: _old, ...rest } = counters;
    patch({ counters: n === null ? rest : { ...rest, [name]: n } });
  };
  const newKind = kind.trim();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-700" data-permanent-controls={`${playerId}:${card.id}`}>
      <label className="flex items-center gap-1">
        <input type="checkbox" data-field="tapped" checked={card.tapped ?? false} onChange={(event) => patch({ tapped: event.currentTarget.checked })} />
        {t('card.tapped')}
      </label>
      <label className="flex items-center gap-1">
        {t('card.damage')}
        <NumberField label={t('card.damageOf', { card: card.card })} field="damage" value={card.damage ?? 0} min={SCENARIO_RANGES.count[0]} max={SCENARIO_RANGES.count[1]} onCommit={(damage) => patch({ damage })} className="w-14 py-0" />
      </label>
      <label className="flex items-center gap-1">
        <input type="checkbox" data-field="summoningSick" checked={card.summoningSick ?? false} onChange={(event) => patch({ summoningSick: event.currentTarget.checked })} />
        {t('card.summoningSick')}
      </label>
      {Object.entries(counters).map(([name, n]) => (
        <span key={name} className="flex items-center gap-1" data-counter={name}>
          <span>{t('card.counter', { kind: name })}</span>
          <NumberField label={t('card.counterOf', { kind: name, card: card.card })} value={n} min={SCENARIO_RANGES.count[0]} max={SCENARIO_RANGES.count[1]} onCommit={(value) => setCounter(name, value)} className="w-14 py-0" />
          <button type="button" className="rounded border border-stone-300 px-1" aria-label={t('card.removeCounter', { kind: name })} onClick={() => setCounter(name, null)}>
            ✕
          </button>
        </span>
      ))}
      <span className="flex items-center gap-1">
        <input
          type="text"
          list={kindsId}
          maxLength={50}
          aria-label={t('card.counterKind')}
          value={kind}
          className={`${inputClass} w-20 py-0 text-xs`}
          onChange={(event) => setKind(event.currentTarget.value)}
        />
        <datalist id={kindsId}>
          {COMMON_COUNTERS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <button type="button" className="rounded border border-stone-300 px-1.5 hover:bg-stone-100 disabled:opacity-30" disabled={newKind === '' || Object.hasOwn(counters, newKind)} onClick={() => setCounter(newKind, 1)}>
          {t('card.addCounter')}
        </button>
      </span>
    </div>
  );
}
