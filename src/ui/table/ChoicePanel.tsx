// ChoicePanel.tsx: how the deciding player answers the pending choice: a form for the choices with
// many answers (attackers, blockers, damage, trigger order), and the engine's legal actions as buttons.
import { useTable } from '../../store/hooks';
import { AttackForm } from '../choices/AttackForm';
import { BlockForm } from '../choices/BlockForm';
import { DamageForm } from '../choices/DamageForm';
import { TriggerOrderForm } from '../choices/TriggerOrderForm';
import { ActionButtons } from './Controls';

export function ChoicePanel() {
  const pending = useTable((s) => s.game.pendingChoice);
  // A new position (any dispatch, undo or redo) starts the forms afresh.
  const position = useTable((s) => `${s.past.length}/${s.future.length}`);
  return (
    <div className="space-y-3">
      {pending?.type === 'declareAttackers' && <AttackForm key={position} choice={pending} />}
      {pending?.type === 'declareBlockers' && <BlockForm key={position} choice={pending} />}
      {pending?.type === 'assignDamage' && <DamageForm key={position} choice={pending} />}
      {pending?.type === 'orderTriggers' && <TriggerOrderForm key={position} choice={pending} />}
      <ActionButtons />
    </div>
  );
}
