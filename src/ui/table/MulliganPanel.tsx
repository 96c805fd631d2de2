// MulliganPanel.tsx: before the first turn (CR 103.5, the London mulligan): keep the hand — after N
// mulligans, with the N cards picked by a click in hand going to the bottom of the library — or take a
// mulligan (the hand is shuffled away and seven new cards drawn). The engine says whether it is legal,
// and its pending choice how many cards to pick: the store never holds more, so "Keep" waits only for
// missing cards, and the panel says how many.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { cardsToPick } from '../../store/intents';
import { nameOf } from '../../store/names';
import { primaryButton, secondaryButton } from './buttons';

export function MulliganPanel() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const pending = useTable((s) => s.game.pendingChoice);
  const picked = useTable((s) => s.ui.discardDraft);
  const game = useTable((s) => s.game);
  const whyNotId = useId();
  if (pending?.type !== 'mulligan') return null;
  const { confirm, dispatch, intend } = store.getState();
  const name = nameOf(game, pending.player);
  const bottom = cardsToPick(game);
  const missing = bottom - picked.length;
  return (
    <section aria-label={t('mulligan.title')} className="space-y-2" data-role="mulligan">
      <h2 className="text-sm font-semibold">
        {t('mulligan.heading', { name })} <span className="font-mono text-xs font-normal text-stone-500">{t('table:rule', { rule: '103.5' })}</span>
      </h2>
      <p className="text-sm" data-role="mulligan-status">
        {pending.mulligans === 0 ? t('mulligan.first', { size: pending.handSize }) : t('mulligan.after', { taken: pending.mulligans, size: pending.handSize, bottom })}
      </p>
      {bottom > 0 && (
        <div className="space-y-1 rounded border border-stone-200 bg-stone-50 p-2 text-sm">
          <p data-role="mulligan-picked">{t('mulligan.picked', { picked: picked.length, bottom })}</p>
          <p className="text-xs text-stone-600">{t('mulligan.howToPick', { count: bottom })}</p>
          <ul className="flex flex-wrap gap-1">
            {picked.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="min-h-11 rounded border border-red-400 bg-white px-2 text-xs hover:bg-red-50"
                  title={t('mulligan.unpick')}
                  onClick={() => intend({ type: 'toggleDiscard', card: id })}
                >
                  {nameOf(game, id)} ✕
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          data-action="keep-hand"
          className={`${primaryButton} min-h-11`}
          disabled={missing > 0}
          aria-describedby={missing > 0 ? whyNotId : undefined}
          onClick={() => confirm()}
        >
          {bottom === 0 ? t('mulligan.keep', { size: pending.handSize }) : t('mulligan.keepBottom', { size: pending.handSize - bottom, bottom })}
        </button>
        <button
          type="button"
          data-action="mulligan"
          className={`${secondaryButton} min-h-11`}
          onClick={() => dispatch({ type: 'mulligan', player: pending.player, keep: false })}
          title={t('mulligan.mulliganTitle', { bottom: pending.nextBottom })}
        >
          {t('mulligan.mulligan')}
        </button>
      </div>
      {missing > 0 && (
        <p id={whyNotId} data-role="keep-blocked" className="text-sm text-red-800">
          {t('mulligan.pickMore', { count: missing })}
        </p>
      )}
    </section>
  );
}
