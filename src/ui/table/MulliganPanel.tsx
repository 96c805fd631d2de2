// MulliganPanel.tsx: before the first turn (CR 103.5, the London mulligan): keep the hand — after N
// mulligans, with the N cards picked by a click in hand going to the bottom of the library — or take a
// mulligan (the hand is shuffled away and seven new cards drawn). The engine says whether it is legal.
import { useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton, secondaryButton } from './buttons';

export function MulliganPanel() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const pending = useTable((s) => s.game.pendingChoice);
  const picked = useTable((s) => s.ui.discardDraft);
  const game = useTable((s) => s.game);
  if (pending?.type !== 'mulligan') return null;
  const { confirm, dispatch, intend } = store.getState();
  const name = nameOf(game, pending.player);
  const bottom = Math.min(pending.mulligans, pending.handSize);
  const ready = picked.length === bottom;
  return (
    <section aria-label={t('mulligan.title')} className="space-y-2" data-role="mulligan">
      <h2 className="text-sm font-semibold">
        {t('mulligan.heading', { name })} <span className="font-mono text-xs font-normal text-stone-500">CR 103.5</span>
      </h2>
      <p className="text-sm" data-role="mulligan-status">
        {pending.mulligans === 0 ? t('mulligan.first', { size: pending.handSize }) : t('mulligan.after', { taken: pending.mulligans, size: pending.handSize, bottom })}
      </p>
      {(bottom > 0 || picked.length > 0) && (
        <div className="space-y-1 rounded border border-stone-200 bg-stone-50 p-2 text-sm">
          <p>{t('mulligan.picked', { picked: picked.length, bottom })}</p>
          {bottom > 0 && picked.length === 0 && <p className="text-xs text-stone-600">{t('mulligan.howToPick', { bottom })}</p>}
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
        <button type="button" data-action="keep-hand" className={`${primaryButton} min-h-11`} disabled={!ready} onClick={() => confirm()}>
          {bottom === 0 ? t('mulligan.keep', { size: pending.handSize }) : t('mulligan.keepBottom', { size: pending.handSize - bottom, bottom })}
        </button>
        <button
          type="button"
          data-action="mulligan"
          className={`${secondaryButton} min-h-11`}
          onClick={() => dispatch({ type: 'mulligan', player: pending.player, keep: false })}
          title={t('mulligan.mulliganTitle', { bottom: pending.mulligans + 1 })}
        >
          {t('mulligan.mulligan')}
        </button>
      </div>
    </section>
  );
}
