// ScenarioLoader.tsx: open a scenario from a .json file or from pasted JSON.
import { useId, useState, type ChangeEvent } from 'react';
import { MAX_SCENARIO_CHARS, openScenarioText, type Opened } from '../../store/scenarioSource';

interface Props {
  /** Shown expanded when no scenario is open yet. */
  open: boolean;
  onOpened: (opened: Opened, source: string) => void;
}

const buttonClass = 'rounded bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-40';

export function ScenarioLoader({ open, onOpened }: Props) {
  const [text, setText] = useState('');
  const fileId = useId();
  const pasteId = useId();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const source = `the file “${file.name}”`;
    // UTF-8 needs at most 4 bytes a character: anything larger cannot be within the limit.
    if (file.size > 4 * MAX_SCENARIO_CHARS) {
      onOpened({ ok: false, issues: [{ path: '', message: `the file is too large: ${file.size} bytes` }] }, source);
    } else {
      onOpened(openScenarioText(await file.text()), source);
    }
    input.value = '';
  };

  return (
    <details open={open} className="rounded border border-stone-300 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium">Open a scenario</summary>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor={fileId} className="block text-sm text-stone-700">From a file (.json)</label>
          <input id={fileId} type="file" accept=".json,application/json" data-role="scenario-file" onChange={handleFile} className="block text-sm file:mr-3 file:rounded file:border file:border-stone-400 file:bg-white file:px-3 file:py-1.5 file:text-sm hover:file:bg-stone-100" />
        </div>
        <div className="space-y-2">
          <label htmlFor={pasteId} className="block text-sm text-stone-700">Or paste the scenario's JSON</label>
          <textarea
            id={pasteId}
            data-role="scenario-text"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={4}
            spellCheck={false}
            className="block w-full rounded border border-stone-300 p-2 font-mono text-xs"
          />
          <button type="button" data-action="open-pasted" className={buttonClass} disabled={text.trim() === ''} onClick={() => onOpened(openScenarioText(text), 'the pasted text')}>
            Open
          </button>
        </div>
      </div>
    </details>
  );
}
