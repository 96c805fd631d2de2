// CombatMark.tsx: the ribbon under a creature in combat: what it attacks, what blocks it, what it
// blocks. Dashed while only drafted, solid once declared.
import { useTable } from '../../store/hooks';
import { namesOf } from '../../store/names';
import type { PermanentView } from '../../store/selectors';

interface Props {
  view: PermanentView;
  /** The defender it is drafted to attack, when drafted. */
  attackDraft: string | null;
  /** Attackers it is drafted to block. */
  blockDraft: string[];
}

const base = 'mt-1 max-w-[9.75rem] truncate rounded px-1.5 text-[10px] leading-4 font-semibold';

export function CombatMark({ view, attackDraft, blockDraft }: Props) {
  const attackDraftName = useTable((s) => (attackDraft ? namesOf(s.game, [attackDraft]) : ''));
  const blockDraftNames = useTable((s) => namesOf(s.game, blockDraft));
  // Who blocks an attacker is said in the combat strip beside it.
  if (view.attacking) return <p className={`${base} bg-red-700 text-white`}>attacks {view.attackingName}</p>;
  if (attackDraft) return <p className={`${base} border border-dashed border-red-700 bg-red-50 text-red-800`}>will attack {attackDraftName}</p>;
  if (view.blockingNames.length > 0) return <p className={`${base} bg-sky-700 text-white`}>blocks {view.blockingNames.join(', ')}</p>;
  if (blockDraft.length > 0) return <p className={`${base} border border-dashed border-sky-700 bg-sky-50 text-sky-800`}>will block {blockDraftNames}</p>;
  return null;
}
