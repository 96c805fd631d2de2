// DamageRecipientRow.tsx: one creature, player or planeswalker that a source may damage: toughness,
// marked damage, the lethal damage still needed, and the amount assigned with − / + steppers, a
// number field, and pips: a click on a pip sets the amount up to it, and an assigned pip can be
// dragged to another recipient or back to what is left to assign.
import { useTranslation } from '../../i18n/react';
import type { DamageRecipientOption, DamageSourceOption } from '../../engine';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { DraggablePip, PipDropZone, emptyPip, pipTarget } from './DamagePips';

interface Props {
  source: DamageSourceOption;
  recipient: DamageRecipientOption;
  amount: number;
  left: number;
}

// A fingertip's 40 px on a touch screen (a coarse pointer); the desktop panel keeps its size.
const stepper = 'size-7 rounded border border-stone-400 bg-white text-base leading-none font-bold hover:bg-stone-100 disabled:opacity-30 pointer-coarse:size-10';

export function DamageRecipientRow({ source, recipient, amount, left }: Props) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const name = useTable((s) => nameOf(s.game, recipient.target));
  const set = (value: number) => store.getState().intend({ type: 'setDamage', source: source.source, target: recipient.target, amount: value });
  const lethalReached = recipient.kind === 'creature' && amount >= recipient.lethal;
  const facts =
    recipient.kind === 'creature'
      ? t('combat.damage.creatureFacts', { toughness: recipient.toughness ?? '?', damage: recipient.damage ?? 0, lethal: recipient.lethal })
      : recipient.kind === 'player'
        ? t('combat.damage.playerFacts')
        : t('combat.damage.planeswalkerFacts', { lethal: recipient.lethal });
  // Pip i (from 0) stands for the (i+1)th point: a click sets the amount to it, or one below when
  // it is the last one given. The lethal pip is outlined.
  const pips = Array.from({ length: Math.max(source.power, amount) }, (_, i) => {
    const title = t('combat.damage.pip', { count: i + 1 });
    const onClick = () => set(i + 1 === amount ? i : i + 1);
    const outline = i + 1 === recipient.lethal && recipient.kind !== 'player' ? 'outline-2 outline-offset-1 outline-stone-800' : '';
    return i < amount ? (
      <DraggablePip key={i} source={source.source} from={recipient.target} index={i} title={title} onClick={onClick} outline={outline} />
    ) : (
      <button key={i} type="button" tabIndex={-1} onClick={onClick} title={title} className={pipTarget}>
        <span className={`${emptyPip} ${outline}`} />
      </button>
    );
  });
  return (
    <li>
      <PipDropZone source={source.source} target={recipient.target} data-recipient={recipient.target} className="rounded border border-stone-300 bg-white p-2">
        <div className="flex items-center justify-between gap-2">
          <span className="min-w-0">
            <span className="font-semibold">{name}</span>
            <span className="block text-xs text-stone-600">{facts}</span>
          </span>
          <span className="flex items-center gap-1">
            <button type="button" className={stepper} data-step="-1" disabled={amount <= 0} onClick={() => set(amount - 1)} aria-label={t('combat.damage.less', { name })}>
              −
            </button>
            <input
              type="number"
              min={0}
              max={source.power}
              data-source={source.source}
              data-target={recipient.target}
              aria-label={t('combat.damage.amount', { name })}
              value={amount}
              onChange={(event) => set(Number(event.currentTarget.value) || 0)}
              className="w-12 rounded border border-stone-300 px-1 text-center font-mono pointer-coarse:h-10"
            />
            <button type="button" className={stepper} data-step="+1" disabled={left <= 0} onClick={() => set(amount + 1)} aria-label={t('combat.damage.more', { name })}>
              +
            </button>
          </span>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-1" aria-hidden="true">
          {pips}
          {lethalReached && <span className="ml-1 text-xs font-semibold text-red-800">{t('combat.damage.lethal')}</span>}
        </div>
      </PipDropZone>
    </li>
  );
}
