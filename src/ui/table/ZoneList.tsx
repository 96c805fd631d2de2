// ZoneList.tsx: the cards of a visible zone (hand, graveyard, exile) by name.
import type { CardView } from '../../store/selectors';

export function ZoneList({ title, cards }: { title: string; cards: CardView[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold text-stone-500 uppercase">
        {title} ({cards.length})
      </h3>
      <ul className="mt-1 flex flex-wrap gap-1" data-zone={title.toLowerCase()}>
        {cards.map((card) => (
          <li key={card.id} data-object-id={card.id} className="rounded border border-stone-300 bg-stone-50 px-2 py-0.5 text-xs">
            {card.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
