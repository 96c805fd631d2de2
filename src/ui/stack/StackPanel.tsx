// StackPanel.tsx: the stack, top first (the next to resolve), each object with its source, controller,
// what made it trigger (a triggered ability: "Blood Artist — Soul Warden died"), text and targets
// (pointing at one lights its targets up on the table); whose priority it is in plain
// words; who has passed in a row; and the questions asked as triggered abilities go on the stack.
import { lazy, Suspense } from 'react';
import { useExplain, useTranslation } from '../../i18n/react';
import { useTable, useTableStore } from '../../store/hooks';
import { selectPassRecord, selectPrompt, selectStack, selectStackTopStatus, type StackItemView } from '../../store/selectors';
import { RuleNumber } from '../table/RuleNumber';
import { QuestionPanel } from './QuestionPanel';

const TriggerOrderPanel = lazy(() => import('./TriggerOrderPanel'));

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const NAMESPACES = ['table', 'common'];

/** The words beside a stack object: what the top is doing, else its place. */
function placeLabel(index: number, topStatus: 'resolving' | 'next' | null): { key: string; number?: number } {
  if (index === 0 && topStatus) return { key: topStatus === 'next' ? 'stack.next' : 'stack.resolving' };
  return { key: 'stack.position', number: index + 1 };
}

function StackObject({ item, index, topStatus }: { item: StackItemView; index: number; topStatus: 'resolving' | 'next' | null }) {
  const { t, i18n } = useTranslation('table');
  const { text } = useExplain();
  const store = useTableStore();
  const targets = item.targets.map((target) => target.id);
  const show = () => store.getState().highlight(targets);
  const hide = () => store.getState().highlight([]);
  const place = placeLabel(index, topStatus);
  return (
    <li
      data-object-id={item.id}
      tabIndex={0}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      className="rounded-lg border-2 border-violet-300 bg-violet-50 p-2 text-sm focus-visible:ring-2 focus-visible:ring-sky-500"
    >
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{typeof item.name === 'string' ? item.name : text(item.name)}</span>
        <span className="shrink-0 text-xs text-stone-600">{t(place.key, { number: place.number })}</span>
      </p>
      <p className="text-xs text-stone-600">
        {item.kind === 'spell' ? t('stack.spell') : t('stack.abilityOf', { card: item.sourceName })} · {t('stack.controlledBy', { player: item.controllerName })}
      </p>
      {item.cause && (
        <p data-role="trigger-cause" className="text-xs font-medium text-violet-900">
          {text(item.cause)}
        </p>
      )}
      {item.text && (
        <p lang="en" className="mt-1 text-xs text-stone-800">
          {item.text}
        </p>
      )}
      {item.targets.length > 0 && (
        <p className="mt-1 text-xs">
          {t('stack.targets')}{' '}
          <span className="font-semibold text-violet-900">{new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(item.targets.map((target) => target.name))}</span>
        </p>
      )}
    </li>
  );
}

export function StackPanel() {
  const { t } = useTranslation(NAMESPACES);
  const { text } = useExplain();
  const stack = useTable((s) => selectStack(s.game));
  const prompt = useTable((s) => selectPrompt(s.game));
  const passed = useTable((s) => selectPassRecord(s.game));
  const topStatus = useTable((s) => selectStackTopStatus(s.game));
  return (
    // Layout containment: what changes at every pass here is laid out without the rest of the page. Not
    // paint containment, which would clip a trigger dragged out of the panel while ordering.
    <section aria-label={t('table:stack.title')} className="space-y-2 rounded-xl border border-stone-300 bg-white p-3 contain-layout contain-style">
      <h2 className="flex items-baseline justify-between text-sm font-semibold">
        {t('table:stack.title')} <span className="text-xs font-normal text-stone-500">{stack.length === 0 ? t('table:stack.empty') : t('table:stack.topFirst')}</span>
      </h2>
      {prompt.pending === 'priority' && (
        <p data-role="priority" className="rounded bg-stone-100 px-2 py-1 text-sm font-medium">
          {text(prompt.message)}
        </p>
      )}
      {/* Shown whenever priority is asked, saying so when nobody has passed yet: a line that came and
          went at every other pass moved the panels below it, and the browser then re-layerized the
          whole page (moved paint chunks) on the frame that shows the pass. */}
      {(prompt.pending === 'priority' || passed.length > 0) && (
        <p data-role="passed" className="text-xs text-stone-600">
          {passed.length > 0 ? text({ key: 'table:stack.passed', params: { players: passed } }) : t('table:stack.nobodyPassed')} <RuleNumber rule="117.4" />
        </p>
      )}
      {prompt.pending === 'orderTriggers' && (
        <Suspense fallback={<p className="text-sm">{t('common:app.loading')}</p>}>
          <TriggerOrderPanel />
        </Suspense>
      )}
      <QuestionPanel />
      <ol data-role="stack" className="space-y-2">
        {stack.map((item, index) => (
          <StackObject key={item.id} item={item} index={index} topStatus={topStatus} />
        ))}
      </ol>
    </section>
  );
}
