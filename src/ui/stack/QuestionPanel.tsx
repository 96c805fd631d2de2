// QuestionPanel.tsx: the questions asked as a triggered ability is put on the stack or resolves:
// its targets (CR 603.3d; the legal ones also light up on the table, where a click chooses), and
// "you may" or a mode (CR 603.5, 700.2). The answers are the engine's own legal actions.
import { useTable, useTableStore } from '../../store/hooks';
import { nameOf } from '../../store/names';
import { selectTargetChoice } from '../../store/selectors';
import { optionButton } from '../table/buttons';

export function QuestionPanel() {
  const store = useTableStore();
  const targetChoice = useTable((s) => selectTargetChoice(s.game));
  const pending = useTable((s) => s.game.pendingChoice);
  const objectName = useTable((s) => (pending && 'object' in pending ? nameOf(s.game, pending.object) : ''));
  // A trigger waiting for targets is not on the stack yet: this is where it is shown (contract:
  // data-object-id on pending triggers). Once on the stack, the stack shows it.
  const onStack = useTable((s) => (pending && 'object' in pending ? s.game.stack.some((item) => item.id === pending.object) : false));
  const { dispatch } = store.getState();
  if (targetChoice && pending?.type === 'chooseTargets') {
    return (
      <div className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3" data-role="question" data-object-id={onStack ? undefined : targetChoice.object}>
        <p className="text-sm font-semibold">
          Choose a target for {targetChoice.objectName} <span className="font-mono text-xs font-normal">CR 603.3d</span>
        </p>
        <p className="text-xs text-stone-600">Click one of the lit cards or players, or a name below.</p>
        <ul className="flex flex-wrap gap-1">
          {targetChoice.targets.map((target) => (
            <li key={target.id}>
              <button
                type="button"
                className={optionButton}
                data-choose-target={target.id}
                onMouseEnter={() => store.getState().highlight([target.id])}
                onMouseLeave={() => store.getState().highlight([])}
                onClick={() => dispatch({ type: 'chooseTargets', player: pending.player, object: pending.object, targets: [target.id] })}
              >
                {target.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (pending?.type === 'choose') {
    return (
      <div className="space-y-2 rounded-lg border-2 border-violet-400 bg-violet-50 p-3" data-role="question" data-question-for={pending.object}>
        <p className="text-sm font-semibold">{objectName}</p>
        <p className="text-sm">{pending.prompt}</p>
        <ul className="flex flex-wrap gap-1">
          {pending.options.map((choice) => (
            <li key={choice}>
              <button type="button" className={optionButton} data-choice={choice} onClick={() => dispatch({ type: 'choose', player: pending.player, object: pending.object, choice })}>
                {choice}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}
