// RulesComparison.tsx: a 2024 lesson and its pair, the same board under the other damage rule, side by
// side: each played as intended, moment by moment from the blocks on (orders, assignments, damage,
// state-based actions), with the refusal where the old order forbids the split, and what changed.
// It sits below the lesson's header (LessonView), folded: its labelled line is seen with the title
// and opens in place, while the table stays where it is on a small screen.
import { useEffect, useMemo, useState } from 'react';
import { explainLogEntry, explainRefusal, namesIn } from '../../explain';
import { useTranslation } from '../../i18n/react';
import { lessonEntry, rulesOf, type LessonFile, type RulesVariant } from '../../lessons';
import { combatMoments, playIntended } from '../../lessons/compare';
import { ExplanationLine } from '../explain/ExplanationLine';
import { lessonHref } from './lessonHref';
import type { OpenLesson } from './useLesson';
import { WhatChanged2024 } from './WhatChanged2024';

/** Before 2024 on the left, today on the right: the order in which the rules changed. */
const COLUMNS: readonly RulesVariant[] = ['legacy-damage-order', 'current'];

export function RulesComparison({ lesson }: { lesson: OpenLesson }) {
  const { t } = useTranslation('lessons');
  const [pair, setPair] = useState<LessonFile | null>(null);
  useEffect(() => {
    let live = true;
    lessonEntry(lesson.pairedWith ?? '')?.load().then((file) => live && setPair(file), () => undefined);
    return () => {
      live = false;
    };
  }, [lesson.pairedWith]);
  const sides = useMemo(() => {
    if (!pair) return null;
    const both = [
      { id: lesson.id, scenario: lesson.scenario as unknown, rules: lesson.rules },
      { id: pair.lesson.id, scenario: pair as unknown, rules: rulesOf(pair) },
    ];
    return both.sort((a, b) => COLUMNS.indexOf(a.rules) - COLUMNS.indexOf(b.rules));
  }, [lesson, pair]);

  return (
    <details aria-labelledby="rules-comparison" data-role="rules-comparison" className="rounded-lg border border-stone-300 bg-white px-3 py-2">
      <summary className="cursor-pointer" data-action="toggle-rules-comparison">
        <h3 id="rules-comparison" className="inline text-lg font-semibold">
          {t('compare.title')}
        </h3>{' '}
        <span className="text-sm text-stone-600">{t('compare.hint')}</span>
      </summary>
      <div className="mt-2 space-y-3">
        {!sides ? (
          <p role="status" className="text-sm text-stone-600">{t('compare.loading')}</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {sides.map((side) => (
              <Side key={side.id} id={side.id} scenario={side.scenario} rules={side.rules} isThis={side.id === lesson.id} />
            ))}
          </div>
        )}
        <WhatChanged2024 />
      </div>
    </details>
  );
}

function Side({ id, scenario, rules, isThis }: { id: string; scenario: unknown; rules: RulesVariant; isThis: boolean }) {
  const { t } = useTranslation('lessons');
  const play = useMemo(() => playIntended(scenario), [scenario]);
  if (!play) return null;
  const moments = combatMoments(play.replay.frames);
  return (
    <article data-role="rules-side" data-rules={rules} data-lesson-id={id} className="rounded-lg border border-stone-300 bg-white p-3 text-xs">
      <h4 className="text-sm font-semibold">{t(`rules.${rules}`)}</h4>
      <p className="mt-0.5 text-stone-700">
        {t(`lesson.${id}.title`)}{' '}
        {isThis ? <span className="text-stone-500">({t('compare.this')})</span> : <a href={lessonHref(id)} className="text-sky-800 underline">{t('compare.open')}</a>}
      </p>
      <ul className="mt-2 space-y-1">
        {moments.map((f, i) => f.entry && <ExplanationLine key={i} explanation={explainLogEntry(f.entry, i, namesIn(f.state))} brief />)}
      </ul>
      {play.replay.refused && (
        <div data-role="rules-side-refused" className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-red-900">
          <p className="font-semibold">{t('compare.refused')}</p>
          <ul>
            <ExplanationLine explanation={explainRefusal(play.replay.refused.error)} />
          </ul>
          <p lang="en" className="mt-1">{play.replay.refused.error.message}</p>
        </div>
      )}
      {play.passed && <p className="mt-2 text-emerald-800">✓ {t('compare.reached')}</p>}
    </article>
  );
}
