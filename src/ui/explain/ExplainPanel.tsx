// ExplainPanel.tsx: the table explained in plain words, in the reader's language: what happens in the
// current step and its turn-based actions, what the last move caused (state-based actions and triggers
// as they happen), who decides and what they may and may not do, and why the last intent was refused;
// each with its rule number, the section's name and a link to the official Comprehensive Rules. It
// reads the table's store and the explanation layer (src/explain); the words come from i18next.
import { useMemo, type ReactNode } from 'react';
import { explainMoment, RULES_URL, type LogExplanation } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable } from '../../store/hooks';
import { asEntry, selectTableView, selectViewer } from '../../store/hidden';
import { selectLegal } from '../../store/selectors';
import { ExplanationLine } from './ExplanationLine';
import { ShortList } from './ShortList';

/** The kinds of moment a teacher points at get a badge. */
const BADGED = new Set<LogExplanation['category']>(['sba', 'trigger']);

export function ExplainPanel() {
  const { t } = useTranslation('explain');
  const { text, explain } = useExplain();
  const game = useTable((s) => s.game);
  const previous = useTable((s) => s.past.at(-1));
  const lastError = useTable((s) => s.lastError);
  // In a hot-seat game the panel reads the log as the deciding player may (hidden.ts), like the log view.
  const viewer = useTable(selectViewer);
  const moment = useMemo(
    () => explainMoment(game, previous, lastError, selectLegal(game), selectTableView(game, viewer).log.map(asEntry)),
    [game, previous, lastError, viewer],
  );
  const { step } = moment;
  const about = explain(step.about);
  const badge = (e: LogExplanation) => (BADGED.has(e.category) ? t(`panel.category.${e.category}`) : undefined);

  return (
    <section aria-labelledby="explain-title" data-role="explain-panel" className="rounded-xl border border-sky-200 bg-sky-50/60 p-3 text-xs leading-snug">
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
            <ExplanationLine explanation={moment.refusal} />
          </ul>
          {moment.refusal.detail && (
            <p className="mt-1 text-[11px]">
              {t('common:panel.engineSays')}: {moment.refusal.detail}
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
              <ExplanationLine key={e.index} explanation={e} badge={badge(e)} brief={!BADGED.has(e.category)} />
            ))}
          </ul>
        </Part>
      )}

      <Part title={t('common:panel.decision')} role="explain-decision">
        <ul className="mt-0.5">
          <ExplanationLine explanation={step.decision} />
        </ul>
      </Part>
      {step.options.length > 0 && (
        <Part title={t('common:panel.options')} role="explain-options">
          <ShortList className="mt-0.5 space-y-1" items={step.options.map((e, i) => <ExplanationLine key={i} explanation={e} />)} />
        </Part>
      )}

      <details className="mt-2" data-role="explain-turn-based">
        <summary className="cursor-pointer font-semibold">{t('common:panel.turnBasedActions')}</summary>
        <ul className="mt-1 space-y-1 pl-1">
          {step.turnBasedActions.map((e, i) => (
            <ExplanationLine key={i} explanation={e} />
          ))}
        </ul>
      </details>
      {step.closed.length > 0 && (
        <details className="mt-1" data-role="explain-closed">
          <summary className="cursor-pointer font-semibold">{t('common:panel.closed')}</summary>
          <ul className="mt-1 space-y-1 pl-1">
            {step.closed.map((e, i) => (
              <ExplanationLine key={i} explanation={e} />
            ))}
          </ul>
        </details>
      )}
      {step.happened.length > 0 && (
        <details className="mt-1" data-role="explain-happened">
          <summary className="cursor-pointer font-semibold">{t('common:panel.happened')}</summary>
          <ul className="mt-1 space-y-1 pl-1">
            {step.happened.map((e) => (
              <ExplanationLine key={e.index} explanation={e} badge={badge(e)} brief={!BADGED.has(e.category)} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Part({ title, role, children }: { title: string; role: string; children: ReactNode }) {
  return (
    <div className="mt-2" data-role={role}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}
