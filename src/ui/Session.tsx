// Session.tsx: opens what the page asks for (a link, a file, a paste, an example) and shows its table,
// or why it could not be opened while the table already open stays. Loaded lazily: it brings the
// engine, the store and the table, which the page shell does not need before a scenario is opened.
import { useEffect, useEffectEvent, useState } from 'react';
import { openScenarioJson, openScenarioLink, openScenarioText, scenarioLinkHash, type Opened } from '../store/scenarioSource';
import type { Issue } from '../store/limits';
import { ErrorBoundary } from './ErrorBoundary';
import { IssueList } from './loader/IssueList';
import { Table } from './table/Table';

export type Source =
  | { kind: 'link'; hash: string }
  | { kind: 'text'; text: string; label: string }
  | { kind: 'json'; json: unknown; label: string }
  | { kind: 'failure'; label: string; issues: Issue[] };

export interface OpenRequest {
  id: number;
  source: Source;
}

type Shown = Extract<Opened, { ok: true }> & { key: number };

function open(source: Source): Opened | null {
  switch (source.kind) {
    case 'link':
      return openScenarioLink(source.hash);
    case 'text':
      return openScenarioText(source.text);
    case 'json':
      return openScenarioJson(source.json);
    case 'failure':
      return { ok: false, issues: source.issues };
  }
}

const label = (source: Source) => (source.kind === 'link' ? 'the link' : source.label);

interface Props {
  request: OpenRequest | null;
  /** Told once a request has been opened (or refused), so the page can tidy the address and the loader. */
  onOpened: (request: OpenRequest, ok: boolean) => void;
}

export default function Session({ request, onOpened }: Props) {
  const [handled, setHandled] = useState<{ request: OpenRequest; ok: boolean } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<{ source: string; issues: Issue[] } | null>(null);
  // A new request is opened during render (React's "adjust state when a prop changes" pattern), so
  // the first paint already shows the table.
  if (request && request.id !== handled?.request.id) {
    const opened = open(request.source);
    setHandled({ request, ok: opened?.ok ?? false });
    if (opened?.ok) {
      setShown({ ...opened, key: request.id });
      setFailure(null);
    } else if (opened) {
      setFailure({ source: label(request.source), issues: opened.issues });
    }
  }
  // The page is told once per handled request, whatever its callback's identity.
  const tellPage = useEffectEvent((done: { request: OpenRequest; ok: boolean }) => onOpened(done.request, done.ok));
  useEffect(() => {
    if (handled) tellPage(handled);
  }, [handled]);
  return (
    <>
      {failure && <IssueList source={failure.source} issues={failure.issues} />}
      {shown && (
        <ErrorBoundary key={shown.key}>
          <section aria-label="Scenario" className="space-y-1">
            <h2 className="text-lg font-semibold" data-role="title">
              {shown.title}
            </h2>
            {shown.description && <p className="max-w-4xl text-sm text-stone-600">{shown.description}</p>}
          </section>
          <Table
            init={{ game: shown.game, past: shown.past, lastError: shown.lastError, performed: shown.performed }}
            linkFor={(actions) => scenarioLinkHash({ ...shown.scenario, actions })}
          />
        </ErrorBoundary>
      )}
    </>
  );
}
