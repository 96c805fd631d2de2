// LogView.tsx: everything that happened, oldest first, as a story in the reader's language: a heading
// for each step, then sentences with the rule behind each, and what was passed automatically and why.
// Each line belongs to an action of the history: a click goes back to the moment after that action
// (time travel; redo comes forward again). Kept scrolled to the latest entry by CSS alone.
import { memo, useMemo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { explainLogEntry, namesIn, type LogExplanation, type NameOf } from '../../explain';
import type { LogEntry } from '../../engine';
import { useExplain, useTranslation } from '../../i18n/react';
import type { ConsentNote } from '../../store/consent';
import { selectViewer, type Viewer } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import { Quoted } from '../explain/Quoted';
import { selectHistoryLog, type HistoryLogLine } from '../../store/selectHistoryLog';
import { stepEnd, type History } from '../../store/timeline';
import { useAfterNextPaint } from './useAfterNextPaint';

const explained = new WeakMap<LogEntry, LogExplanation>();

/** An entry's explanation, kept per entry: the log is append-only and its entries are shared by
 *  every later state. `names` names the abilities it mentions apart (two of one card); what an id
 *  names never changes, so the game it is read from does not matter. */
function explanationOf(entry: LogEntry, index: number, names: NameOf) {
  let e = explained.get(entry);
  if (!e) {
    e = explainLogEntry(entry, index, names);
    explained.set(entry, e);
  }
  return e;
}

/** What every line needs from the reader's language, worked out once by the list: a translation hook
 *  in each line cost most of the time of mounting the new lines of a move. */
interface Words {
  explain: ReturnType<typeof useExplain>['explain'];
  text: ReturnType<typeof useExplain>['text'];
  jumpTitle: string;
  /** "CR 510.1" in English, "RC 510.1" in Spanish and Italian. */
  ruleNumber: (rule: string) => string;
}

interface LineProps {
  line: HistoryLogLine;
  /** The entry's explanation (an entry line), the same object for the same entry. */
  explanation: LogExplanation | undefined;
  onJump: (action: number) => void;
  words: Words;
}

function LogLine({ line, explanation, onJump, words: { explain, text, jumpTitle, ruleNumber } }: LineProps) {
  const heading = line.kind === 'entry' && line.entry.event?.kind === 'stepBegan';
  let content: ReactNode;
  let rule: string | undefined;
  if (line.kind === 'entry' && explanation) {
    const shown = explain(explanation);
    content = <Quoted text={shown.text} quotes={shown.quotes} />;
    rule = line.entry.rule;
  } else content = line.kind === 'entry' ? line.entry.text : text(line.message);
  const look = heading
    ? 'mt-2 border-b border-stone-200 font-semibold text-stone-800'
    : line.kind === 'auto' ? 'pl-2 italic text-stone-500' : line.kind === 'consent' ? 'pl-2 font-medium text-amber-800' : 'pl-2';
  const body = (
    <>
      <span className="flex-1">{content}</span>
      {rule && <span className="shrink-0 font-mono text-[10px] text-stone-500">{ruleNumber(rule)}</span>}
    </>
  );
  return (
    <li className={look} data-log-kind={line.kind} data-history-index={line.action ?? undefined}>
      {line.action === null ? (
        <span className="flex gap-2 px-1">{body}</span>
      ) : (
        <button
          type="button"
          className="flex w-full gap-2 rounded px-1 text-left hover:bg-sky-50 focus-visible:ring-2 focus-visible:ring-sky-500"
          title={jumpTitle}
          onClick={() => onJump(line.action as number)}
        >
          {body}
        </button>
      )}
    </li>
  );
}

/** Whether a line still says the same: the lines are rebuilt on every move, but an entry of the
 *  append-only log is the same object in every later state, so only new lines render. */
function sameLine(a: LineProps, b: LineProps): boolean {
  if (a.onJump !== b.onJump || a.words !== b.words) return false;
  const [x, y] = [a.line, b.line];
  if (x.key !== y.key || x.action !== y.action) return false;
  if (x.kind !== 'entry') return y.kind === x.kind && x.message === y.message;
  return y.kind === 'entry' && x.entry === y.entry && x.index === y.index;
}

const MemoLogLine = memo(LogLine, sameLine);

export function LogView() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const live = useTable(useShallow((s): LogSource => ({ game: s.game, past: s.past, notes: s.notes, consents: s.consents, viewer: selectViewer(s) })));
  // Rendered just after the frame that shows a move has been painted, as the explanation panel is
  // (useAfterNextPaint.ts): the new lines follow a frame later, all from one moment (aria-busy until then).
  const { shown, behind } = useAfterNextPaint(live);
  const onJump = useMemo(() => (action: number) => store.getState().jumpTo(stepEnd(store.getState(), action)), [store]);
  return (
    <section aria-label={t('log.title')} aria-busy={behind} className="rounded-xl border border-stone-300 bg-white p-3 contain-content">
      <h2 className="mb-1 text-sm font-semibold">{t('log.title')}</h2>
      <p className="mb-2 text-[11px] text-stone-500">{t('log.hint')}</p>
      {/* A reversed flex column starts scrolled to its end and stays there as lines are added: the
          newest line is in view without reading the layout after each move (scrollHeight forced a
          synchronous layout of the whole page on every pass). Only the list scrolls, never the page. */}
      <div data-role="log-scroller" className="flex max-h-80 flex-col-reverse overflow-y-auto pr-1">
        <LogLines {...shown} onJump={onJump} />
      </div>
    </section>
  );
}

interface LogSource extends Pick<History, 'game' | 'past' | 'notes'> {
  consents: readonly ConsentNote[];
  viewer: Viewer;
}

/** The lines of one moment: memoised, so the render that shows a move leaves them as they were. */
const LogLines = memo(function LogLines({ game, past, notes, consents, viewer, onJump }: LogSource & { onJump: (action: number) => void }) {
  const { t } = useTranslation('hotseat');
  const { explain, text } = useExplain();
  // A new object only when the language changes: every line then says it again in the new one.
  const words = useMemo((): Words => ({ explain, text, jumpTitle: t('log.jumpTitle'), ruleNumber: (rule: string) => t('table:rule', { rule }) }), [explain, text, t]);
  const lines = useMemo(() => selectHistoryLog({ game, past, notes, consents }, viewer), [game, past, notes, consents, viewer]);
  // Called only for entries not explained yet (the new ones of a move): the stack's and the
  // triggers' ids are public, so the whole game may name them.
  const names = useMemo(() => namesIn(game), [game]);
  return (
    <ol data-role="log" className="space-y-0.5 text-xs leading-snug">
      {lines.map((line) => (
        <MemoLogLine key={line.key} line={line} explanation={line.kind === 'entry' ? explanationOf(line.entry, line.index, names) : undefined} onJump={onJump} words={words} />
      ))}
    </ol>
  );
});
