// LogView.tsx: everything that happened, oldest first, as a story: a heading for each step, then
// sentences with the rule behind each. Scrolled to the latest entry.
import { useLayoutEffect, useRef } from 'react';
import { useTable } from '../../store/hooks';
import { selectLog } from '../../store/selectors';

export function LogView() {
  const log = useTable((s) => selectLog(s.game));
  const list = useRef<HTMLOListElement>(null);
  const last = log.at(-1)?.index;
  useLayoutEffect(() => {
    // Scroll the list itself to its newest line, never the page.
    const element = list.current;
    if (element && last !== undefined) element.scrollTop = element.scrollHeight;
  }, [last]);
  return (
    <section aria-label="Log" className="rounded-xl border border-stone-300 bg-white p-3">
      <h2 className="mb-2 text-sm font-semibold">What happened</h2>
      <ol ref={list} data-role="log" className="max-h-80 space-y-0.5 overflow-y-auto pr-1 text-xs leading-snug">
        {log.map((line) => (
          <li key={line.index} className={`flex gap-2 ${line.heading ? 'mt-2 border-b border-stone-200 font-semibold text-stone-800' : 'pl-2'}`}>
            <span className="flex-1">{line.text}</span>
            {line.rule && <span className="shrink-0 font-mono text-[10px] text-stone-500">CR {line.rule}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
