// StepBar.tsx: the turn's phases and steps (CR 500.1), the current step lit, whose turn it is. Each
// step shows a short label; its full name (the `common` step names) is its tooltip.
import type { Step } from '../../engine';
import { useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { selectTurn } from '../../store/selectors';

const PHASES: { phase: string; steps: Step[] }[] = [
  { phase: 'beginning', steps: ['untap', 'upkeep', 'draw'] },
  { phase: 'main1', steps: ['main1'] },
  { phase: 'combat', steps: ['beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat'] },
  { phase: 'main2', steps: ['main2'] },
  { phase: 'ending', steps: ['end', 'cleanup'] },
];

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const NAMESPACES = ['table', 'common'];

export function StepBar() {
  const { t } = useTranslation(NAMESPACES);
  const turn = useTable((s) => selectTurn(s.game));
  return (
    <div data-role="step" data-step={turn.step} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <span className="text-sm font-semibold">{t('table:stepBar.turn', { number: turn.number, player: turn.activeName })}</span>
      <ol className="flex flex-wrap gap-2" aria-label={t('table:stepBar.label')}>
        {PHASES.map(({ phase, steps }) => (
          <li key={phase} className="flex items-center gap-0.5 rounded-md bg-stone-200/70 p-0.5">
            <span className="px-1 text-[10px] font-semibold text-stone-500 uppercase">{t(`table:stepBar.phase.${phase}`)}</span>
            {steps.map((step) => (
              <span
                key={step}
                title={t(`common:step.${step}`)}
                aria-current={step === turn.step ? 'step' : undefined}
                className={step === turn.step ? 'rounded bg-stone-900 px-1.5 py-0.5 font-semibold text-white' : 'rounded px-1.5 py-0.5 text-stone-600'}
              >
                {t(`table:stepBar.short.${step}`)}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <span className="sr-only">{t('table:stepBar.current', { step: t(`common:step.${turn.step}`) })}</span>
    </div>
  );
}
