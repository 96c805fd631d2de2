// LogView.tsx: everything that happened, oldest first, as a story in the reader's language: a heading
// for each step, then sentences with the rule behind each, and what was passed automatically and why.
// Each line belongs to an action of the history: a click goes back to the moment after that action
// (time travel; redo comes forward again). Kept scrolled to the latest entry by CSS alone.
import { memo, useMemo } from 'react';
import { explainLogEntry } from '../../explain';
import type { LogEntry } from '../../engine';
import { useExplain, useTranslation } from '../../i18n/react';
import { selectViewer } from '../../store/hidden';
import { useTable, useTableStore } from '../../store/hooks';
import { selectHistoryLog, type HistoryLogLine } from '../../store/selectHistoryLog';
import { stepEnd } from '../../store/timeline';

const explained = new WeakMap<LogEntry, ReturnType<typeof explainLogEntry>>();

/** An entry's explanation, kept per entry: the log is append-only and its entries are shared by
 *  every later state. */
function explanationOf(entry: LogEntry, index: number) {
  let e = explained.get(entry);
  if (!e) {
    e = explainLogEntry(entry, index);
    explained.set(entry, e);
  }
  return e;
}

interface LineProps {
  line: HistoryLogLine;
  onJump: (action: number) => void;
}

function LogLine({ line, onJump }: LineProps) {
  const { t } = useTranslation('hotseat');
  const { explain, text } = useExplain();
  const heading = line.kind === 'entry' && line.entry.event?.kind === 'stepBegan';
  let content: string;
  let rule: string | undefined;
  if (line.kind === 'auto') content = text(line.message);
  else {
    const shown = explain(explanationOf(line.entry, line.index));
    content = shown.text;
    rule = line.entry.rule;
  }
  const look = heading ? 'mt-2 border-b border-stone-200 font-semibold text-stone-800' : line.kind === 'auto' ? 'pl-2 italic text-stone-500' : 'pl-2';
  const body = (
    <>
      <span className="flex-1">{content}</span>
      {rule && <span className="shrink-0 font-mono text-[10px] text-stone-500">CR {rule}</span>}
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
          title={t('log.jumpTitle')}
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
  if (a.onJump !== b.onJump) return false;
  const [x, y] = [a.line, b.line];
  if (x.key !== y.key || x.action !== y.action) return false;
  if (x.kind === 'auto') return y.kind === 'auto' && x.message === y.message;
  return y.kind === 'entry' && x.entry === y.entry && x.index === y.index;
}

const MemoLogLine = memo(LogLine, sameLine);

export function LogView() {
  const { t } = useTranslation('hotseat');
  const store = useTableStore();
  const game = useTable((s) => s.game);
  const past = useTable((s) => s.past);
  const notes = useTable((s) => s.notes);
  const viewer = useTable(selectViewer);
  const lines = useMemo(() => selectHistoryLog({ game, past, notes }, viewer), [game, past, notes, viewer]);
  const onJump = useMemo(() => (action: number) => store.getState().jumpTo(stepEnd(store.getState(), action)), [store]);
  return (
    <section aria-label={t('log.title')} className="rounded-xl border border-stone-300 bg-white p-3">
      <h2 className="mb-1 text-sm font-semibold">{t('log.title')}</h2>
      <p className="mb-2 text-[11px] text-stone-500">{t('log.hint')}</p>
      {/* A reversed flex column starts scrolled to its end and stays there as lines are added: the
          newest line is in view without reading the layout after each move (scrollHeight forced a
          synchronous layout of the whole page on every pass). Only the list scrolls, never the page. */}
      <div data-role="log-scroller" className="flex max-h-80 flex-col-reverse overflow-y-auto pr-1">
        <ol data-role="log" className="space-y-0.5 text-xs leading-snug">
          {lines.map((line) => (
            <MemoLogLine key={line.key} line={line} onJump={onJump} />
          ))}
        </ol>
      </div>
    </section>
  );
}
