// HandOver.tsx: "pass the device to Bruno": while it shows, the table is not rendered at all (no hand,
// no log), so the player handing over sees nothing of the next one's cards.
import { useTranslation } from '../../i18n/react';

/** `asker`: the device goes to `name` to answer that player's request for consent, not to play. */
export function HandOver({ name, onReady, asker }: { name: string; onReady: () => void; asker?: string }) {
  const { t } = useTranslation('hotseat');
  return (
    <section aria-label={t('handOver.title', { name })} data-role="hand-over" data-for={asker === undefined ? 'play' : 'consent'} className="flex min-h-[50vh] flex-col items-center justify-center gap-4 rounded-xl border-2 border-stone-800 bg-stone-900 p-6 text-center text-white">
      <h2 className="text-2xl font-semibold">{t('handOver.title', { name })}</h2>
      <p className="max-w-md text-stone-300">{asker === undefined ? t('handOver.explain', { name }) : t('consent.handOver.explain', { name, asker })}</p>
      <button type="button" data-action="hand-over" autoFocus className="min-h-14 rounded bg-white px-8 text-lg font-semibold text-stone-900 hover:bg-stone-200 focus-visible:ring-4 focus-visible:ring-sky-400" onClick={onReady}>
        {asker === undefined ? t('handOver.ready', { name }) : t('consent.handOver.ready', { name })}
      </button>
    </section>
  );
}
