// ConsentQuestion.tsx: "Ana asks to undo your block: Wall of Wood blocks Craw Wurm. Allow?" for the
// player whose consent a request needs (store/consent.ts). With the pass-the-device screen on it takes
// the table's place, as that screen does (the table is not rendered); off, it is a modal over the
// table that names the player asked. The store decides what an answer does; this only asks.
import { useShallow } from 'zustand/react/shallow';
import { useExplain, useTranslation } from '../../i18n/react';
import { questionText } from '../../store/consent';
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { primaryButton, secondaryButton } from '../table/buttons';

export function ConsentQuestion({ modal }: { modal: boolean }) {
  const { t } = useTranslation('hotseat');
  const { text } = useExplain();
  const store = useTableStore();
  const asked = useTable(
    useShallow((s) => {
      const q = s.consent?.waiting[0];
      return q && s.consent ? { player: q.player, name: nameOf(s.game, q.player), question: text(questionText(s.game, s.consent.asker, q)) } : null;
    }),
  );
  if (!asked) return null;
  const answer = (allow: boolean) => store.getState().answerConsent(allow);
  const title = t('consent.screen.title', { name: asked.name });
  const body = (
    <section
      role={modal ? 'dialog' : undefined}
      aria-modal={modal ? true : undefined}
      aria-label={title}
      data-role="consent"
      data-player={asked.player}
      className="flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border-2 border-amber-600 bg-white p-6 text-center text-stone-900 shadow-xl"
    >
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="text-lg" data-role="consent-question">
        {asked.question} <strong>{t('consent.screen.allowQuestion')}</strong>
      </p>
      <p className="text-sm text-stone-600">{t('consent.screen.explain')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" data-action="consent-allow" autoFocus className={`${primaryButton} min-h-14 px-8 text-lg`} onClick={() => answer(true)}>
          {t('consent.screen.allow')}
        </button>
        <button type="button" data-action="consent-refuse" className={`${secondaryButton} min-h-14 px-8 text-lg`} onClick={() => answer(false)}>
          {t('consent.screen.refuse')}
        </button>
      </div>
    </section>
  );
  return modal ? (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/60 p-4">{body}</div>
  ) : (
    <div className="flex min-h-[50vh] items-center justify-center rounded-xl border-2 border-stone-800 bg-stone-900 p-6">{body}</div>
  );
}
