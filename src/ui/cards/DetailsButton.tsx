// DetailsButton.tsx: "ⓘ" on a card's corner, where the primary pointer is a finger (a tablet, a
// phone): the way to read the full text of a card whose tap acts (an attacker, a card in hand), which
// a finger cannot hover. Not there for a mouse, which hovers, nor for the keyboard, which focuses the
// card: not rendered at all then, rather than hidden, so a table of a hundred cards has no hundred
// more elements to style.
import { useTranslation } from '../../i18n/react';
import { useTableStore } from '../../store/hooks';
import { toggleDetails } from './CardTooltip';
import { usePrimaryPointerIsFinger } from './fingerPointer';

/** Placed in the card's wrapper (positioned), where the card is the first thing, centred: `cardWidth`
 *  (a CSS length) puts the button on the card's corner however wide the things under the card are. */
export function DetailsButton({ id, name, cardWidth }: { id: string; name: string; cardWidth: string }) {
  const { t } = useTranslation('table');
  const store = useTableStore();
  if (!usePrimaryPointerIsFinger()) return null;
  return (
    // Out of the Tab order: a keyboard user reads a card's details by focusing the card itself.
    <button
      type="button"
      tabIndex={-1}
      data-details-for={id}
      aria-label={t('cards.showDetails', { name })}
      onClick={() => toggleDetails(store, id)}
      className="card-details-button"
      style={{ right: `calc(50% - ${cardWidth} / 2 - 0.7rem)` }}
    >
      i
    </button>
  );
}
