// PermanentGroup.tsx: a row of permanents that take no part in combat lanes: lands, and the other
// noncreature permanents (planeswalkers, enchantments, artifacts).
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectBattlefieldGroups } from '../../store/selectors';
import { PermanentSlot } from './PermanentSlot';

/** Memoised: it depends on its own subscriptions only, so a change of whose turn or decision it
 *  is, which re-renders the player's area around it, does not render it again. */
export const PermanentGroup = memo(function PermanentGroup({ playerId, group }: { playerId: string; group: 'others' | 'lands' }) {
  const { t } = useTranslation('table');
  const ids = useTable((s) => selectBattlefieldGroups(s.game, playerId)[group]);
  if (ids.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-start gap-2" aria-label={group === 'lands' ? t('battlefield.lands') : t('battlefield.otherPermanents')} data-row={group}>
      {ids.map((id) => (
        <li key={id}>
          <PermanentSlot id={id} />
        </li>
      ))}
    </ul>
  );
});
