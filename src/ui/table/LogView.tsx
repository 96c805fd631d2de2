// LogView.tsx: the game log, newest first, with the rule behind each entry.
import { useTable } from '../../store/hooks';

const SHOWN = 200;

export function LogView() {
  const log = useTable((s) => s.game.log);
  const shown = log.slice(-SHOWN).toReversed();
  return (
    <section aria-label="Log" className="rounded border border-stone-300 bg-white p-3">
      <h2 className="mb-2 text-sm font-semibold">Log</h2>
      <ol data-role="log" className="max-h-96 space-y-1 overflow-y-auto text-xs">
        {shown.map((entry, i) => (
          <li key={log.length - i} className="flex gap-2">
            <span className="flex-1">{entry.text}</span>
            {entry.rule && <span className="shrink-0 font-mono text-stone-500">CR {entry.rule}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
