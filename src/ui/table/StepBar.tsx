// StepBar.tsx: the turn's steps, the current one highlighted.
import type { Step } from '../../engine';
import { useTable } from '../../store/hooks';
import { selectTurn } from '../../store/selectors';

// Every step of the contract, in turn order.
const labels: Record<Step, string> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'Main 1',
  beginCombat: 'Begin combat',
  declareAttackers: 'Attackers',
  declareBlockers: 'Blockers',
  combatDamage: 'Damage',
  endCombat: 'End combat',
  main2: 'Main 2',
  end: 'End',
  cleanup: 'Cleanup',
};
const steps = Object.keys(labels) as Step[];

export function StepBar() {
  const turn = useTable((s) => selectTurn(s.game));
  return (
    <div data-role="step" data-step={turn.step} className="flex flex-wrap items-center gap-2 text-xs">
      <span className="mr-2 text-sm font-medium">
        Turn {turn.number} · {turn.activeName}
      </span>
      <ol className="flex flex-wrap gap-1" aria-label="Steps">
        {steps.map((step) => (
          <li
            key={step}
            aria-current={step === turn.step ? 'step' : undefined}
            className={
              step === turn.step
                ? 'rounded bg-amber-500 px-2 py-0.5 font-semibold text-white'
                : 'rounded bg-stone-100 px-2 py-0.5 text-stone-500'
            }
          >
            {labels[step]}
          </li>
        ))}
      </ol>
    </div>
  );
}
