// ScenarioLoader.tsx: open a scenario from a .json file, from pasted JSON, or one of the examples.
// It only reads text; opening (the engine's work) happens in the lazily loaded Session.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { EXAMPLES } from '../../examples';
import type { Message } from '../../explain';
import { useExplain, useTranslation } from '../../i18n/react';
import { oversizedFile } from '../../store/limits';
import type { Source } from '../Session';

interface Props {
  /** Shown expanded when no scenario is open yet. */
  open: boolean;
  onSource: (source: Source) => void;
}

const buttonClass = 'rounded bg-stone-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-40';

export function ScenarioLoader({ open, onSource }: Props) {
  const { t } = useTranslation('table');
  const { text: say } = useExplain();
  const [text, setText] = useState('');
  const fileId = useId();
  const pasteId = useId();
  const details = useRef<HTMLDetailsElement>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const from: Message = { key: 'table:loader.failed.file', params: { name: file.name } };
    const oversized = oversizedFile(file.size);
    onSource(oversized ? { kind: 'failure', from, issues: [oversized] } : { kind: 'text', text: await file.text(), from });
    input.value = '';
  };

  const openExample = async (id: string) => {
    const example = EXAMPLES.find((e) => e.id === id);
    if (!example) return;
    const json = await example.load();
    // An example always opens: fold the list away, or it pushes the table down the page.
    if (details.current) details.current.open = false;
    // Examples open at their start position: the seed's actions are the solution, to be played.
    // Its title and description in the reader's language, not the seed's English.
    const words = { title: say(example.title), ...(example.description ? { description: say(example.description) } : {}) };
    onSource({ kind: 'json', json: { ...json, ...words, actions: [] }, from: { key: 'table:loader.failed.example', params: { title: example.title } } });
  };

  return (
    <details ref={details} open={open} className="shrink-0 rounded-lg border border-stone-300 bg-white px-3 py-1.5">
      <summary className="cursor-pointer text-sm font-medium">{t('loader.summary')}</summary>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        <div className="space-y-2">
          <h2 className="text-sm text-stone-700">{t('loader.examples')}</h2>
          <ul className="space-y-1">
            {EXAMPLES.map((example) => (
              <li key={example.id}>
                <button type="button" data-example={example.id} className="text-left text-sm text-sky-800 underline hover:text-sky-600" onClick={() => void openExample(example.id)}>
                  {say(example.title)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <label htmlFor={fileId} className="block text-sm text-stone-700">
            {t('loader.file')}
          </label>
          <input id={fileId} type="file" accept=".json,application/json" data-role="scenario-file" onChange={handleFile} className="block text-sm file:mr-3 file:rounded file:border file:border-stone-400 file:bg-white file:px-3 file:py-1.5 file:text-sm hover:file:bg-stone-100" />
        </div>
        <div className="space-y-2">
          <label htmlFor={pasteId} className="block text-sm text-stone-700">
            {t('loader.paste')}
          </label>
          <textarea
            id={pasteId}
            data-role="scenario-text"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={4}
            spellCheck={false}
            className="block w-full rounded border border-stone-300 p-2 font-mono text-xs"
          />
          <button type="button" data-action="open-pasted" className={buttonClass} disabled={text.trim() === ''} onClick={() => onSource({ kind: 'text', text, from: { key: 'table:loader.failed.paste' } })}>
            {t('loader.open')}
          </button>
        </div>
      </div>
    </details>
  );
}
