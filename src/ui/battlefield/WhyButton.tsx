// WhyButton.tsx: "why?" next to a card the engine says cannot attack, block or be played, and the
// explanation with its rule (the engine's own words) when asked.
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import type { Hint } from '../../store/uiState';

export function WhyButton({ id }: { id: string }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  const open = useTable((s) => s.ui.hint?.object === id);
  return (
    <button
      type="button"
      data-action="why"
      data-for={id}
      aria-expanded={open}
      onClick={() => store.getState().explain(id)}
      className="mt-0.5 rounded-full border border-stone-400 bg-white px-2 text-[10px] font-semibold text-stone-700 hover:bg-stone-100"
    >
      {t('battlefield.why')}
    </button>
  );
}

/** The explanation shown under a card, given by its parent's own subscription (a battlefield slot). */
export function HintBox({ hint }: { hint: Hint }) {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  return (
    <div role="status" data-role="hint" className="absolute top-full z-30 mt-1 w-60 rounded border border-amber-400 bg-amber-50 p-2 text-xs text-stone-800 shadow-lg">
      <p>{hint.message ? text(hint.message) : hint.text}</p>
      {hint.rule && <p className="mt-1 font-mono text-[11px] text-amber-900">{t('battlefield.rule', { rule: hint.rule })}</p>}
      <button type="button" className="mt-1 text-[11px] underline" onClick={() => store.getState().showHint(null)}>
        {t('battlefield.close')}
      </button>
    </div>
  );
}

/** The explanation about `id`, when there is one. */
export function HintPopover({ id }: { id: string }) {
  const hint = useTable((s) => (s.ui.hint?.object === id ? s.ui.hint : null));
  return hint ? <HintBox hint={hint} /> : null;
}
