// Prompt.tsx: one line that always says who must act and what the choices are (src/explain's
// promptFor, in the reader's language), in the deciding player's colour, with how to answer on the
// table, the rule the choice is asked under, and beside it the pass button (or a declaration's confirm,
// PromptAction.tsx).
import { useEffect, useRef } from 'react';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectPickedPlay, selectPlayerIds, selectPrompt } from '../../store/selectors';
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

/** While the prompt sticks to the top of the window, the page's scroll-padding-top is its height: what
 *  the browser or bringIntoView scrolls into view then lands below it, however many lines it has (four
 *  on a phone, where index.css's 8rem left a panel's first buttons under it). Kept up to date as the
 *  prompt changes size, on the root's inline style: scroll-padding is not inherited, so only the root's
 *  own style is computed again. */
function useCoveredTop() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const prompt = ref.current;
    if (!prompt || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // index.css's condition for the sticky prompt.
    const tall = window.matchMedia('(min-height: 40rem)');
    const update = () => {
      root.style.scrollPaddingTop = tall.matches ? `${Math.ceil(prompt.getBoundingClientRect().height) + 8}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(prompt);
    tall.addEventListener('change', update);
    return () => {
      observer.disconnect();
      tall.removeEventListener('change', update);
      root.style.scrollPaddingTop = '';
    };
  }, []);
  return ref;
}

export function Prompt() {
  const { t } = useTranslation('table');
  const { explain } = useExplain();
  const prompt = useTable((s) => selectPrompt(s.game));
  const ref = useFocusWhenLost();
  const covering = useCoveredTop();
  const index = useTable((s) => (prompt.player ? selectPlayerIds(s.game).indexOf(prompt.player) : -1));
  const tone = index >= 0 ? toneFor(index).prompt : 'border-stone-300 bg-white text-stone-900';
  const said = explain(prompt.message);
  // A card picked to play (PlayMenu): how to go on with it replaces the general line on how to act.
  const picked = useTable((s) => (s.ui.selected ? selectPickedPlay(s.game, s.ui.selected) : null));
  const howTo = picked ? t(picked.targeted ? 'prompt.picked.target' : 'prompt.picked.options', { card: picked.name }) : HOW_TO.has(prompt.pending) ? t(`prompt.howTo.${prompt.pending}`) : null;
  // The keys (Escape lets go) are on the keyboard line, which a phone does not show: it has no Escape.
  const keys = picked
    ? t(picked.targeted ? 'prompt.keyboard.pickedTarget' : 'prompt.keyboard.pickedOptions', { card: picked.name })
    : KEYBOARD.has(prompt.pending)
      ? t(`prompt.keyboard.${prompt.pending}`)
      : null;
  return (
    // contain-content: the prompt changes on every move, and the browser then lays out and paints it
    // alone, not the page around it. Its lighter lines are a lighter colour, not an opacity: text under an
    // opacity of its own, changing width at a pass (the rule cited), made the browser re-layerize the page.
    // Sticky at the top of the window, on screens tall enough (not a phone held sideways): however far
    // the page is scrolled (a long table, a panel below the table on a narrow screen), the line saying
    // who must act and the pass button stay in sight. useCoveredTop keeps what is scrolled into view below it.
    <div ref={covering} className={`top-0 z-20 flex [@media(min-height:40rem)]:sticky flex-wrap items-center gap-3 rounded-lg border-2 px-3 py-2 shadow-md contain-content ${tone}`}>
      <div className="min-w-0 flex-1">
        <p
          ref={ref}
          tabIndex={-1}
          data-role="prompt"
          data-pending={prompt.pending}
          data-player={prompt.player ?? ''}
          aria-live="polite"
          className="text-lg font-semibold outline-none"
        >
          {said.text}
        </p>
        {(howTo || said.citation) && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {howTo && <span data-role="how-to">{howTo}</span>}
            {said.citation && said.url && (
              <a href={said.url} target="_blank" rel="noreferrer" title={said.why ?? undefined} className="font-mono text-xs text-current/75 underline">
                {said.citation}
              </a>
            )}
          </p>
        )}
        {/* Not on a phone-sized touch screen (a coarse pointer under 48rem), where the keys are not there and
            the sticky prompt would take a third of the screen; a tablet keeps it, for its keyboard. */}
        {keys && <p data-role="keyboard-hint" className="text-xs text-current/75 max-md:pointer-coarse:hidden">{keys}</p>}
      </div>
      <PromptAction />
    </div>
  );
}
