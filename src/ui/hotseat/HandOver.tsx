// HandOver.tsx: "pass the device to Bruno": while it shows, the table is not rendered at all (no hand,
// no log), so the player handing over sees nothing of the next one's cards.
import { useTranslation } from '../../i18n/react';

export function HandOver({ name, onReady }: { name: string; onReady: () => void }) {
  const { t } = useTranslation('hotseat');
  return (
    <section aria-label={t('handOver.title', { name })} data-role="hand-over" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 rounded-xl border-2 border-stone-800 bg-stone-900 p-6 text-center text-white">
      <h2 className="text-2xl font-semibold">{t('handOver.title', { name })}</h2>
      <p className="max-w-md text-stone-300">{t('handOver.explain', { name })}</p>
      <button type="button" data-action="hand-over" autoFocus className="min-h-14 rounded bg-white px-8 text-lg font-semibold text-stone-900 hover:bg-stone-200 focus-visible:ring-4 focus-visible:ring-sky-400" onClick={onReady}>
        {t('handOver.ready', { name })}
      </button>
    </section>
  );
}
