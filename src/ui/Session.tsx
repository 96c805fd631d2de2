// Session.tsx: opens what the page asks for (a link, a file, a paste, an example) and shows its table,
// or why it could not be opened while the table already open stays. Loaded lazily: it brings the
// engine, the store and the table, which the page shell does not need before a scenario is opened.
import { Suspense, lazy, useEffect, useEffectEvent, useState } from 'react';
import type { Message } from '../explain';
import { openScenarioJson, openScenarioLink, openScenarioText, scenarioLinkHash, type Opened } from '../store/scenarioSource';
import type { GameState } from '../engine';
import type { TableInit } from '../store/createTableStore';
import { ErrorBoundary } from './ErrorBoundary';
import { IssueList, type ShownIssue } from './loader/IssueList';
import { ScenarioAbout } from './table/ScenarioAbout';
import { Table } from './table/Table';

/** Loaded only for a scenario with a goal: a plain link or file does not wait for the lesson controls. */
const GoalTable = lazy(() => import('./lessons/GoalTable').then((m) => ({ default: m.GoalTable })));

/** What to open. `from` says where it came from, worded as the heading shown if it cannot be opened
 *  ("Could not open the scenario from the file “x.json”"). */
export type Source =
  | { kind: 'link'; hash: string }
  | { kind: 'text'; text: string; from: Message }
  | { kind: 'json'; json: unknown; from: Message }
  | { kind: 'failure'; from: Message; issues: ShownIssue[] };

export interface OpenRequest {
  id: number;
  source: Source;
}

type Shown = Extract<Opened, { ok: true }> & { key: number; init: TableInit & { past: GameState[] } };

/** The scenario opened, or why not; null for a link that holds no scenario (nothing to open). */
function open(source: Source): Opened | { ok: false; issues: ShownIssue[] } | null {
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

const failedFrom = (source: Source): Message => (source.kind === 'link' ? { key: 'table:loader.failed.link' } : source.from);

interface Props {
  request: OpenRequest | null;
  /** Told once a request has been opened (or refused), so the page can tidy the address and the loader. */
  onOpened: (request: OpenRequest, ok: boolean) => void;
}

export default function Session({ request, onOpened }: Props) {
  const [handled, setHandled] = useState<{ request: OpenRequest; ok: boolean } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<{ heading: Message; issues: ShownIssue[] } | null>(null);
  // A new request is opened during render (React's "adjust state when a prop changes" pattern), so
  // the first paint already shows the table.
  if (request && request.id !== handled?.request.id) {
    const opened = open(request.source);
    setHandled({ request, ok: opened?.ok ?? false });
    if (opened?.ok) {
      // One init per opening: a table with a goal keeps its store, made from it, across renders.
      setShown({ ...opened, key: request.id, init: { game: opened.game, past: opened.past, lastError: opened.lastError, performed: opened.performed } });
      setFailure(null);
    } else if (opened) {
      setFailure({ heading: failedFrom(request.source), issues: opened.issues });
    }
  }
  // The page is told once per handled request, whatever its callback's identity.
  const tellPage = useEffectEvent((done: { request: OpenRequest; ok: boolean }) => onOpened(done.request, done.ok));
  useEffect(() => {
    if (handled) tellPage(handled);
  }, [handled]);
  return (
    <>
      {failure && <IssueList heading={failure.heading} issues={failure.issues} />}
      {shown && (
        <ErrorBoundary key={shown.key}>
          {shown.goal ? (
            <Suspense fallback={null}>
              <GoalTable
                init={shown.init}
                goal={shown.goal}
                scenario={shown.scenario}
                title={shown.title}
                description={shown.description}
                linkFor={(actions) => scenarioLinkHash({ ...shown.scenario, actions })}
              />
            </Suspense>
          ) : (
            <Table
              init={shown.init}
              extra={{ label: 'about', content: <ScenarioAbout title={shown.title} description={shown.description} /> }}
              linkFor={(actions) => scenarioLinkHash({ ...shown.scenario, actions })}
              autoPassSwitch
            />
          )}
        </ErrorBoundary>
      )}
    </>
  );
}
