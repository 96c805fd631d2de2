// ExplainPanel.tsx: the table explained in plain words, in the reader's language: what happens in the
// current step and its turn-based actions, what the last move caused (state-based actions and triggers
// as they happen), who decides and what they may and may not do, and why the last intent was refused;
// each with its rule number, the section's name and a link to the official Comprehensive Rules. It
// reads the table's store and the explanation layer (src/explain); the words come from i18next.
import { memo, useMemo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { explainMoment, RULES_URL, type Explanation, type LogExplanation, type RenderedExplanation } from '../../explain';
import type { EngineError, GameState } from '../../engine';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { asEntry, selectTableView, selectViewer, type Viewer } from '../../store/hidden';
import { selectLegal } from '../../store/selectors';
import { useAfterNextPaint } from '../table/useAfterNextPaint';
import { ExplainedLine } from './ExplanationLine';
import { ShortList } from './ShortList';

/** The kinds of moment a teacher points at get a badge. */
const BADGED = new Set<LogExplanation['category']>(['sba', 'trigger']);

interface MomentProps {
  game: GameState;
  previous: GameState | undefined;
  lastError: EngineError | null;
  viewer: Viewer;
}

export function ExplainPanel() {
  // In a hot-seat game the panel reads the log as the deciding player may (hidden.ts), like the log view.
  const live = useTable(useShallow((s): MomentProps => ({ game: s.game, previous: s.past.at(-1), lastError: s.lastError, viewer: selectViewer(s) })));
  // Rendered just after the frame that shows a move has been painted (useAfterNextPaint.ts). The panel
  // always shows one whole moment, and says it is catching up (aria-busy) until it follows.
  const { shown, behind } = useAfterNextPaint(live);
  return (
    <section aria-labelledby="explain-title" aria-busy={behind} data-role="explain-panel" className="rounded-xl border border-sky-200 bg-sky-50/60 p-3 text-xs leading-snug contain-content">
      <Moment {...shown} />
    </section>
  );
}

/** The panel's content for one moment: memoised, so the render that shows a move leaves it as it was. */
const Moment = memo(function Moment({ game, previous, lastError, viewer }: MomentProps) {
  const { t } = useTranslation('explain');
  const { text, explain } = useExplain();
  const moment = useMemo(
    () => explainMoment(game, previous, lastError, selectLegal(game), selectTableView(game, viewer).log.map(asEntry)),
    [game, previous, lastError, viewer],
  );
  const { step } = moment;
  const about = explain(step.about);
  const badge = (e: LogExplanation) => (BADGED.has(e.category) ? t(`panel.category.${e.category}`) : undefined);

  return (
    <>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h2 id="explain-title" className="text-sm font-semibold">
          {t('common:panel.title')}
        </h2>
        <a href={RULES_URL} target="_blank" rel="noreferrer" className="text-[11px] text-sky-800 underline">
          {t('common:panel.rulesLink')}
        </a>
      </div>

      {moment.refusal && (
        <div role="status" data-role="explain-refusal" data-rule={moment.refusal.rule} className="mb-2 rounded border border-red-200 bg-red-50 p-2 text-red-900">
          <h3 className="font-semibold">{t('panel.refusal')}</h3>
          <ul>
            <ExplainedLine said={explain(moment.refusal)} rule={moment.refusal.rule} />
          </ul>
          {moment.refusal.detail && (
            <p className="mt-1 text-[11px]">
              {t('common:panel.engineSays')}: <span lang="en">{moment.refusal.detail}</span>
            </p>
          )}
        </div>
      )}

      <div data-role="explain-step" data-step={step.step}>
        <h3 className="font-semibold">{text(step.title)}</h3>
        <p className="mt-0.5">{about.text}</p>
        {about.citation && (
          <p className="text-[11px] text-stone-500">
            <a href={about.url ?? RULES_URL} target="_blank" rel="noreferrer" className="font-mono underline decoration-dotted" data-role="rule-link">
              {about.citation}
            </a>
          </p>
        )}
      </div>

      {moment.lastMove.length > 0 && (
        <Part title={t('panel.lastMove')} role="explain-last-move">
          <ul className="mt-0.5 space-y-1">
            {moment.lastMove.map((e) => (
              <ExplainedLine key={e.index} said={explain(e)} rule={e.rule} badge={badge(e)} brief={!BADGED.has(e.category)} />
            ))}
          </ul>
        </Part>
      )}

      <Part title={t('common:panel.decision')} role="explain-decision">
        <ul className="mt-0.5">
          <ExplainedLine said={explain(step.decision)} rule={step.decision.rule} />
        </ul>
      </Part>
      {step.options.length > 0 && (
        <Part title={t('common:panel.options')} role="explain-options">
          <ShortList className="mt-0.5 space-y-1" items={step.options.map((e, i) => <OptionLine key={i} explanation={e} explain={explain} />)} />
        </Part>
      )}

      <details className="mt-2" data-role="explain-turn-based">
        <summary className="cursor-pointer font-semibold">{t('common:panel.turnBasedActions')}</summary>
        <ul className="mt-1 space-y-1 pl-1">
          {step.turnBasedActions.map((e, i) => (
            <ExplainedLine key={i} said={explain(e)} rule={e.rule} />
          ))}
        </ul>
      </details>
      {step.closed.length > 0 && (
        <details className="mt-1" data-role="explain-closed">
          <summary className="cursor-pointer font-semibold">{t('common:panel.closed')}</summary>
          <ul className="mt-1 space-y-1 pl-1">
            {step.closed.map((e, i) => (
              <ExplainedLine key={i} said={explain(e)} rule={e.rule} />
            ))}
          </ul>
        </details>
      )}
      {step.happened.length > 0 && (
        <details className="mt-1" data-role="explain-happened">
          <summary className="cursor-pointer font-semibold">{t('common:panel.happened')}</summary>
          <ul className="mt-1 space-y-1 pl-1">
            {step.happened.map((e) => (
              <ExplainedLine key={e.index} said={explain(e)} rule={e.rule} badge={badge(e)} brief={!BADGED.has(e.category)} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
});

/** An option of the decision, put into words only when the short list shows it (a crowded board has
 *  dozens, of which the first few are shown). */
function OptionLine({ explanation, explain }: { explanation: Explanation; explain: (e: Explanation) => RenderedExplanation }) {
  return <ExplainedLine said={explain(explanation)} rule={explanation.rule} />;
}

function Part({ title, role, children }: { title: string; role: string; children: ReactNode }) {
  return (
    <div className="mt-2" data-role={role}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}
