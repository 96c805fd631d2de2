// ZonePile.tsx: a graveyard or exile as a count that opens to list its cards (top card last, as the
// engine keeps them), each with the card's full text on hover or focus.
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectCardFace, selectZone, zoneKey, type VisibleZone } from '../../store/selectors';
import { useInspectHandlers } from '../cards/CardTooltip';

function PileCard({ id }: { id: string }) {
  const face = useTable((s) => selectCardFace(s.game, id));
  const inspect = useInspectHandlers(id);
  return (
    <li data-object-id={id} tabIndex={0} {...inspect} className="rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5 text-xs">
      {face.name}
    </li>
  );
}

/** Memoised: the player's panel around it re-renders when the decision moves between the players. */
export const ZonePile = memo(function ZonePile({ playerId, zone }: { playerId: string; zone: VisibleZone }) {
  const { t } = useTranslation('table');
  const ids = useTable((s) => selectZone(s.game, zoneKey(playerId, zone)));
  return (
    <details data-zone={zone} className="rounded border border-stone-300 bg-white/70 px-2 py-1 text-xs">
      <summary className="cursor-pointer select-none">
        {t(`battlefield.zone.${zone}`)} <strong>{ids.length}</strong>
      </summary>
      <ul className="mt-1 flex flex-col gap-1">
        {ids.map((id) => (
          <PileCard key={id} id={id} />
        ))}
        {ids.length === 0 && <li className="text-stone-400">{t('battlefield.zone.empty')}</li>}
      </ul>
    </details>
  );
});
