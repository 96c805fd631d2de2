// StepBar.tsx: the turn's phases and steps (CR 500.1), the current step lit, whose turn it is. Each
// step shows a short label; its full name (the `common` step names) is its tooltip.
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
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

// A change of step must not change what the browser's compositor knows of the bar, or it re-layerizes
// the whole page on the frame that shows the pass: every label is as wide as in bold (an invisible bold
// copy of its text under it), since the lit step is bold, and the lit step's colour is not quite opaque
// (an opaque box moving along the bar changed the bar's known-opaque area).
const STEP_BOX = 'inline-grid justify-items-center rounded px-1.5 py-0.5 after:invisible after:h-0 after:overflow-hidden after:font-semibold after:content-[attr(data-label)]';
const LIT = 'bg-stone-900/95 font-semibold text-white';

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const NAMESPACES = ['table', 'common'];

export function StepBar() {
  const { t } = useTranslation(NAMESPACES);
  // Field by field: the view is a new object in every game state, and most passes keep the step.
  const turn = useTable(useShallow((s) => selectTurn(s.game)));
  // The bar's twenty-odd words change with the language only, not with the step lit.
  const labels = useMemo(
    () => ({
      phases: new Map(PHASES.map(({ phase }) => [phase, t(`table:stepBar.phase.${phase}`)])),
      short: new Map(PHASES.flatMap(({ steps }) => steps).map((step) => [step, t(`table:stepBar.short.${step}`)])),
      full: new Map(PHASES.flatMap(({ steps }) => steps).map((step) => [step, t(`common:step.${step}`)])),
    }),
    [t],
  );
  // Before the game (the mulligans, CR 103.5) no step is lit: turn 1 has not begun.
  const lit = (step: Step) => !turn.beforeGame && step === turn.step;
  return (
    // contain-content: a change of step lays out and paints the bar alone.
    <div data-role="step" data-step={turn.step} data-before-game={turn.beforeGame || undefined} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs contain-content">
      <span className="text-sm font-semibold">{turn.beforeGame ? t('table:stepBar.beforeGame') : t('table:stepBar.turn', { number: turn.number, player: turn.activeName })}</span>
      <ol className="flex flex-wrap gap-1.5 max-md:hidden" aria-label={t('table:stepBar.label')}>
        {PHASES.map(({ phase, steps }) => (
          <li key={phase} className="flex items-center gap-0.5 rounded-md bg-stone-200/70 p-0.5">
            <span className="px-1 text-[10px] font-semibold text-stone-500 uppercase max-2xl:hidden">{labels.phases.get(phase)}</span>
            {steps.map((step) => (
              <span
                key={step}
                title={labels.full.get(step)}
                aria-current={lit(step) ? 'step' : undefined}
                data-label={labels.short.get(step)}
                className={`${STEP_BOX} ${lit(step) ? LIT : 'text-stone-600'}`}
              >
                {labels.short.get(step)}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <span className="sr-only">{t('table:stepBar.current', { step: labels.full.get(turn.step) })}</span>
    </div>
  );
}
