// Prompt.tsx: one line that always says who must act and what the choices are (src/explain's
// promptFor, in the reader's language), in the deciding player's colour, with how to answer on the
// table, the rule the choice is asked under, and beside it the pass button (or a declaration's confirm,
// PromptAction.tsx).
import { useEffect, useRef } from 'react';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectClickDefenderName, selectPickedPlay, selectPlayerIds, selectPrompt } from '../../store/selectors';
import { PromptAction } from './PromptAction';
import { toneFor } from './tones';

/** The choices answered on the table itself have a line on how (`table:prompt.howTo.*`). */
const HOW_TO = new Set(['priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'orderBlockers', 'orderAttackers', 'orderTriggers', 'chooseTargets', 'choose', 'discard']);
/** And those with keyboard alternatives to dragging, a line on the keys (`table:prompt.keyboard.*`). */
const KEYBOARD = new Set(['priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'orderBlockers', 'orderAttackers', 'orderTriggers']);

/** After a move, a keyboard user whose focus was on something the move removed (the confirm button,
 *  a card that moved, the example just opened) is left at the top of the page, dozens of Tabs from
 *  the table. Focus then comes here, to the line saying what to do next; Tab goes on to the pass
 *  button and the table. A focus held anywhere else is left alone. Checked after every render of the
 *  prompt, which renders at every move. The line draws no focus ring: it is a starting point for Tab
 *  (and what a screen reader reads), not a control, and a page just opened would show it ringed. */
function useFocusWhenLost() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus({ preventScroll: true });
  });
  return ref;
}

export function Prompt() {
  const { t } = useTranslation('table');
  const { explain } = useExplain();
  const prompt = useTable((s) => selectPrompt(s.game));
  const ref = useFocusWhenLost();
  const index = useTable((s) => (prompt.player ? selectPlayerIds(s.game).indexOf(prompt.player) : -1));
  const tone = index >= 0 ? toneFor(index).prompt : 'border-stone-300 bg-white text-stone-900';
  const said = explain(prompt.message);
  // A card picked to play (PlayMenu): how to go on with it replaces the general line on how to act.
  const picked = useTable((s) => (s.ui.selected ? selectPickedPlay(s.game, s.ui.selected) : null));
  // With several players to attack, the line on attacking says whom a click attacks and how to attack another.
  const clickDefender = useTable((s) => selectClickDefenderName(s.game));
  const choice = clickDefender ? 'declareAttackersSeveral' : prompt.pending;
  const howTo = picked ? t(picked.targeted ? 'prompt.picked.target' : 'prompt.picked.options', { card: picked.name }) : HOW_TO.has(prompt.pending) ? t(`prompt.howTo.${choice}`, { player: clickDefender }) : null;
  // The keys (Escape lets go) are on the keyboard line, which a phone does not show: it has no Escape.
  const keys = picked
    ? t(picked.targeted ? 'prompt.keyboard.pickedTarget' : 'prompt.keyboard.pickedOptions', { card: picked.name })
    : KEYBOARD.has(prompt.pending)
      ? t(`prompt.keyboard.${choice}`)
      : null;
  return (
    // contain-content: the prompt changes on every move, and the browser then lays out and paints it
    // alone, not the page around it. Its lighter lines are a lighter colour, not an opacity: text under an
    // opacity of its own, changing width at a pass (the rule cited), made the browser re-layerize the page.
    // Its own row of the table screen, above the board (tableScreen.css): always in sight.
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 px-3 py-1.5 shadow-md contain-content max-md:px-2 max-md:py-1 ${tone}`}>
      <div className="min-w-0 flex-1">
        <p
          ref={ref}
          tabIndex={-1}
          data-role="prompt"
          data-pending={prompt.pending}
          data-player={prompt.player ?? ''}
          aria-live="polite"
          className="text-lg leading-snug font-semibold outline-none max-md:text-sm"
        >
          {said.text}
        </p>
        {(howTo || said.citation) && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm max-md:text-xs">
            {howTo && <span data-role="how-to">{howTo}</span>}
            {said.citation && said.url && (
              // Not on a phone, where it took two of the prompt's lines: the explanation panel cites it.
              <a href={said.url} target="_blank" rel="noreferrer" title={said.why ?? undefined} className="font-mono text-xs text-current/75 underline max-md:hidden">
                {said.citation}
              </a>
            )}
          </p>
        )}
        {/* Not on a phone-sized screen (under 48rem), where the keys are seldom there and the line would
            take the board's room; a tablet keeps it, for its keyboard. */}
        {keys && <p data-role="keyboard-hint" className="text-xs text-current/75 max-md:hidden">{keys}</p>}
      </div>
      <PromptAction />
    </div>
  );
}
