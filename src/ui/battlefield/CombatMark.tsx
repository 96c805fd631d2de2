// CombatMark.tsx: the ribbon under a creature in combat: what it attacks, what it blocks, or what it
// is drafted to attack or block. Dashed while only drafted, solid once declared. Who blocks an
// attacker is said in the combat strip beside it. Its data comes from the slot's one subscription.
import { useTranslation } from '../../i18n/react';
import type { PermanentView } from '../../store/selectors';

interface Props {
  view: PermanentView;
  /** The names of what it is drafted to attack or block, when drafted. */
  draftNames: string[];
  drafted: 'attack' | 'block' | null;
}

/** A long mark wraps rather than ending in "…": an ellipsis needs a clip, and every clip is one more
 *  paint chunk for the browser to sort at every frame (thirty attackers' marks on the UI bench's table). */
const base = 'mt-1 max-w-[9.75rem] break-words rounded px-1.5 text-[10px] leading-4 font-semibold';

export function CombatMark({ view, draftNames, drafted }: Props) {
  const { t } = useTranslation('table');
  if (view.attacking) return <p className={`${base} bg-red-700 text-white`}>{t(view.attackingNothing ? 'battlefield.mark.attacksNothing' : 'battlefield.mark.attacks', { name: view.attackingName })}</p>;
  if (drafted === 'attack') return <p className={`${base} border border-dashed border-red-700 bg-red-50 text-red-800`}>{t('battlefield.mark.willAttack', { names: draftNames })}</p>;
  if (view.blockingNames.length > 0) return <p className={`${base} bg-sky-700 text-white`}>{t('battlefield.mark.blocks', { names: view.blockingNames })}</p>;
  if (drafted === 'block') return <p className={`${base} border border-dashed border-sky-700 bg-sky-50 text-sky-800`}>{t('battlefield.mark.willBlock', { names: draftNames })}</p>;
  return null;
}
