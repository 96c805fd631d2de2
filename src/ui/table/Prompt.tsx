// Prompt.tsx: one line that always says who must act and what the choices are (src/explain's
// promptFor, in the reader's language), in the deciding player's colour, with how to answer on the
// table, the rule the choice is asked under, and the pass button beside it when passing is asked.
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectPlayerIds, selectPrompt } from '../../store/selectors';
import { PassButton } from './Controls';
import { toneFor } from './tones';

/** The choices answered on the table itself have a line on how (`table:prompt.howTo.*`). */
const HOW_TO = new Set(['priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'orderBlockers', 'orderAttackers', 'orderTriggers', 'chooseTargets', 'choose', 'discard']);
/** And those with keyboard alternatives to dragging, a line on the keys (`table:prompt.keyboard.*`). */
const KEYBOARD = new Set(['priority', 'declareAttackers', 'declareBlockers']);

export function Prompt() {
  const { t } = useTranslation('table');
  const { explain } = useExplain();
  const prompt = useTable((s) => selectPrompt(s.game));
  const index = useTable((s) => (prompt.player ? selectPlayerIds(s.game).indexOf(prompt.player) : -1));
  const tone = index >= 0 ? toneFor(index).prompt : 'border-stone-300 bg-white text-stone-900';
  const said = explain(prompt.message);
  return (
    // contain-content: the prompt changes on every move, and the browser then lays out and paints it
    // alone, not the page around it. Its lighter lines are a lighter colour, not an opacity: text under an
    // opacity of its own, changing width at a pass (the rule cited), made the browser re-layerize the page.
    <div className={`flex flex-wrap items-center gap-3 rounded-lg border-2 px-3 py-2 contain-content ${tone}`}>
      <div className="min-w-0 flex-1">
        <p data-role="prompt" data-pending={prompt.pending} data-player={prompt.player ?? ''} aria-live="polite" className="text-lg font-semibold">
          {said.text}
        </p>
        {(HOW_TO.has(prompt.pending) || said.citation) && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {HOW_TO.has(prompt.pending) && <span>{t(`prompt.howTo.${prompt.pending}`)}</span>}
            {said.citation && said.url && (
              <a href={said.url} target="_blank" rel="noreferrer" title={said.why ?? undefined} className="font-mono text-xs text-current/75 underline">
                {said.citation}
              </a>
            )}
          </p>
        )}
        {KEYBOARD.has(prompt.pending) && <p className="text-xs text-current/75">{t(`prompt.keyboard.${prompt.pending}`)}</p>}
      </div>
      <PassButton />
    </div>
  );
}
