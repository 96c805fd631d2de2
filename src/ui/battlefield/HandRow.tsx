// HandRow.tsx: a player's hand, face up (a hot-seat teaching table shows both). A click on a card
// the deciding player can play picks it: its options appear in the decision panel and its legal
// targets light up; a card that cannot be played now has a "why?".
import { memo, useCallback, type KeyboardEvent } from 'react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectCardFace, selectChoiceRole, selectClosedReasons, selectLitTargets, selectZone, zoneKey } from '../../store/selectors';
import { CardFace } from '../cards/CardFace';
import { useInspectHandlers } from '../cards/CardTooltip';
import { HintPopover, WhyButton } from './WhyButton';

const HandCard = memo(function HandCard({ id }: { id: string }) {
  const store = useTableStore();
  const face = useTable((s) => selectCardFace(s.game, id));
  const playable = useTable((s) => selectChoiceRole(s.game, id) === 'playable');
  const closed = useTable((s) => selectClosedReasons(s.game).has(id));
  const selected = useTable((s) => s.ui.selected === id);
  const discarding = useTable((s) => s.ui.discardDraft.includes(id));
  const lit = useTable((s) => selectLitTargets(s.game, s.ui).has(id));
  const handleClick = useCallback(() => store.getState().click(id), [store, id]);
  const inspect = useInspectHandlers(id);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      handleClick();
    }
  };
  const ring = selected ? 'ring-4 ring-amber-400' : discarding ? 'ring-4 ring-red-500' : lit ? 'ring-4 ring-emerald-300' : playable ? 'ring-2 ring-emerald-600' : '';
  return (
    <li className="relative flex flex-col items-center">
      <div
        role="button"
        tabIndex={0}
        data-object-id={id}
        data-playable={playable ? 'true' : undefined}
        aria-pressed={selected}
        aria-label={`${face.name} (in hand)${playable ? ', playable' : ''}`}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        {...inspect}
        className={`card-slot cursor-pointer focus-visible:ring-4 focus-visible:ring-sky-500 ${ring}`}
      >
        <CardFace view={face} variant="hand" />
      </div>
      {closed && <WhyButton id={id} />}
      <HintPopover id={id} />
    </li>
  );
});

export function HandRow({ playerId }: { playerId: string }) {
  const ids = useTable((s) => selectZone(s.game, zoneKey(playerId, 'hand')));
  // An empty hand is already counted in the player's panel.
  if (ids.length === 0) return <div data-zone="hand" aria-label="Hand (empty)" />;
  return (
    <div data-zone="hand" aria-label="Hand" className="flex items-start gap-2">
      <h3 className="w-12 shrink-0 pt-1 text-xs font-semibold text-stone-500 uppercase">Hand</h3>
      <ul className="flex min-h-[var(--hand-h)] flex-wrap gap-2">
        {ids.map((id) => (
          <HandCard key={id} id={id} />
        ))}
      </ul>
    </div>
  );
}
