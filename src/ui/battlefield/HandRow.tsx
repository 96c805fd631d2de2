// HandRow.tsx: a player's hand as the table's viewer may see it (store/hidden.ts): face up to its
// owner (and to everyone on a scenario table or in the teaching setting), otherwise face-down backs
// only, so the hidden cards' names and ids are not in the page at all. A click on a card the deciding
// player can play plays it when it has one way to be played (store/clickToIntent.ts), else picks it:
// its options appear in the decision panel and its legal targets light up; a card that cannot be
// played now has a "why?". A playable card can also be dragged: onto a lit
// target, or onto its player's side of the table (a creature spell, a land), see intents.ts.
import { memo, useCallback, useContext, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import type { GameState } from '../../engine';
import { selectTableView, selectViewer, type Viewer } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import { structuralSharing } from '../../store/memo';
import { selectCardFace, selectChoiceRole, selectClosedReasons, selectLitTargets } from '../../store/selectors';
import { CardFace } from '../cards/CardFace';
import { useInspectHandlers } from '../cards/CardTooltip';
import { DetailsButton } from '../cards/DetailsButton';
import { DragInstructions } from '../dnd/dragInstructions';
import { dragSource, preventFocusOnPress } from '../dnd/dropTargets';
import { HintPopover, WhyButton } from './WhyButton';

const HandCard = memo(function HandCard({ id }: { id: string }) {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const face = useTable((s) => selectCardFace(s.game, id));
  const playable = useTable((s) => selectChoiceRole(s.game, id) === 'playable');
  const closed = useTable((s) => selectClosedReasons(s.game).has(id));
  const selected = useTable((s) => s.ui.selected === id);
  const discarding = useTable((s) => s.ui.discardDraft.includes(id));
  const lit = useTable((s) => selectLitTargets(s.game, s.ui).has(id));
  const dragged = useTable((s) => s.ui.dragging?.id === id);
  const instructions = useContext(DragInstructions);
  const handleClick = useCallback(() => store.getState().click(id), [store, id]);
  // A tap that does nothing else opens the card's details (a finger cannot hover).
  const inspect = useInspectHandlers(id, handleClick);
  // Enter does what a click does (plays or picks the card); Space does too, except on a card that can
  // be dragged, where it picks the card up (the table's drag source), as on the battlefield.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || (event.key === ' ' && !playable)) {
      event.preventDefault();
      handleClick();
    }
  };
  const ring = selected ? 'ring-4 ring-amber-400' : discarding ? 'ring-4 ring-red-500' : lit ? 'ring-4 ring-emerald-300' : playable ? 'ring-2 ring-emerald-600' : '';
  return (
    // Raised over its neighbours while pointed at or focused: on a phone the docked hand overlaps.
    <li className="relative flex flex-col items-center hover:z-10 focus-within:z-10">
      <div
        role="button"
        tabIndex={0}
        data-object-id={id}
        data-playable={playable ? 'true' : undefined}
        aria-pressed={selected}
        aria-label={t(playable ? 'hand.cardPlayable' : 'hand.card', { name: face.name })}
        {...(playable ? { 'aria-roledescription': 'draggable', 'aria-describedby': instructions } : {})}
        {...dragSource(playable ? 'play' : undefined)}
        onKeyDown={handleKeyDown}
        onMouseDown={preventFocusOnPress}
        {...inspect}
        // The slot has the card's size itself: card.css contains each slot strictly.
        className={`card-slot h-[var(--hand-h)] w-[var(--hand-w)] cursor-pointer focus-visible:ring-4 focus-visible:ring-sky-500 ${ring} ${dragged ? 'opacity-30' : ''}`}
      >
        <CardFace view={face} variant="hand" />
      </div>
      <DetailsButton id={id} name={face.name} cardWidth="var(--hand-w)" />
      {closed && <WhyButton id={id} />}
      <HintPopover id={id} />
    </li>
  );
});

/** Backs without names or ids: how many cards, nothing else. Overlapping, as a held hand is: a side
 *  drawn beside the others at a table of four has the width of three or four backs side by side. */
function FaceDownHand({ count, name }: { count: number; name: string }) {
  const { t } = useTranslation('hotseat');
  return (
    <div data-zone="hand" data-hidden="true" aria-label={t('hand.hidden', { name, count })} className="flex items-start gap-2">
      <h3 className="w-12 shrink-0 pt-1 text-xs font-semibold text-stone-500 uppercase">{t('hand.title')}</h3>
      <ul aria-hidden="true" className="flex">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="h-12 w-8 shrink-0 rounded border-2 border-stone-500 bg-gradient-to-br from-stone-600 to-stone-800 shadow-sm not-first:-ml-5" />
        ))}
      </ul>
    </div>
  );
}

const shareIds = structuralSharing<string[]>();
const NO_IDS: string[] = [];

/** The hand as the viewer may see it, in values that compare by content: the table view is a new
 *  object in every game state, and re-rendering both hands at every pass was a visible share of a
 *  pass's frame. `ids` is empty when the hand is face down. */
export function selectHandRow(game: GameState, viewer: Viewer, playerId: string): { found: boolean; name: string; shown: boolean; count: number; ids: string[] } {
  const player = selectTableView(game, viewer).players.find((p) => p.id === playerId);
  if (!player) return { found: false, name: '', shown: false, count: 0, ids: NO_IDS };
  const { hand } = player;
  return hand.shown
    ? { found: true, name: player.name, shown: true, count: hand.cards.length, ids: shareIds(`${String(viewer)}/${playerId}`, hand.cards.map((card) => card.id)) }
    : { found: true, name: player.name, shown: false, count: hand.count, ids: NO_IDS };
}

function useHand(playerId: string) {
  const viewer = useTable(selectViewer);
  return useTable(useShallow((s) => selectHandRow(s.game, viewer, playerId)));
}

/** A docked hand (the viewed player's, along the window's bottom edge) is one row that scrolls sideways
 *  when long, its cards overlapping on a phone; a hand across the table wraps. */
const CARDS = {
  // Padded: the overflow clips, and a picked card's ring lies outside it.
  docked: 'flex min-h-[var(--hand-h)] gap-2 p-1 max-md:gap-0 max-md:[&>li+li]:-ml-12',
  wrapped: 'flex min-h-[var(--hand-h)] flex-wrap gap-2',
};

/** Memoised: its owner's area re-renders when the decision moves between the players. */
export const HandRow = memo(function HandRow({ playerId, docked = false }: { playerId: string; docked?: boolean }) {
  const { t } = useTranslation('hotseat');
  const hand = useHand(playerId);
  if (!hand.found) return null;
  if (!hand.shown) return <FaceDownHand count={hand.count} name={hand.name} />;
  // An empty hand is already counted in the player's panel.
  if (hand.count === 0) return <div data-zone="hand" aria-label={t('hand.empty')} />;
  return (
    // No text selection from here: a card dragged out of the hand (to see if it can be cast by drag)
    // would otherwise select the words of the table it crosses.
    <div data-zone="hand" aria-label={t('hand.title')} className={`flex items-start gap-2 select-none ${docked ? 'hand-dock overflow-x-auto overscroll-x-contain rounded-lg bg-stone-200/95 px-1' : ''}`}>
      <h3 className={`w-12 shrink-0 pt-1 text-xs font-semibold text-stone-500 uppercase ${docked ? 'max-md:sr-only' : ''}`}>{t('hand.title')}</h3>
      <ul className={docked ? CARDS.docked : CARDS.wrapped}>
        {hand.ids.map((id) => (
          <HandCard key={id} id={id} />
        ))}
      </ul>
    </div>
  );
});
