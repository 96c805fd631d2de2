// StepBar.tsx: the turn's phases and steps (CR 500.1), the current step lit, whose turn it is.
import type { Step } from '../../engine';
import { useTable } from '../../store/hooks';
import { selectTurn } from '../../store/selectors';

const PHASES: { name: string; steps: [Step, string][] }[] = [
  { name: 'Beginning', steps: [['untap', 'Untap'], ['upkeep', 'Upkeep'], ['draw', 'Draw']] },
  { name: 'Main 1', steps: [['main1', 'Main']] },
  {
    name: 'Combat',
    steps: [['beginCombat', 'Begin'], ['declareAttackers', 'Attackers'], ['declareBlockers', 'Blockers'], ['combatDamage', 'Damage'], ['endCombat', 'End']],
  },
  { name: 'Main 2', steps: [['main2', 'Main']] },
  { name: 'Ending', steps: [['end', 'End'], ['cleanup', 'Cleanup']] },
];

export function StepBar() {
  const turn = useTable((s) => selectTurn(s.game));
  return (
    <div data-role="step" data-step={turn.step} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <span className="text-sm font-semibold">
        Turn {turn.number} · {turn.activeName}'s turn
      </span>
      <ol className="flex flex-wrap gap-2" aria-label="Phases and steps">
        {PHASES.map((phase) => (
          <li key={phase.name} className="flex items-center gap-0.5 rounded-md bg-stone-200/70 p-0.5">
            <span className="px-1 text-[10px] font-semibold text-stone-500 uppercase">{phase.name}</span>
            {phase.steps.map(([step, label]) => (
              <span
                key={step}
                aria-current={step === turn.step ? 'step' : undefined}
                className={step === turn.step ? 'rounded bg-stone-900 px-1.5 py-0.5 font-semibold text-white' : 'rounded px-1.5 py-0.5 text-stone-600'}
              >
                {label}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <span className="sr-only">Current step: {turn.stepName}</span>
    </div>
  );
}
