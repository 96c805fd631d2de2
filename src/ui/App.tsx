// App.tsx: opens a scenario (link, file or paste) and shows its table, or why it could not be opened.
import { useEffect, useRef, useState } from 'react';
import type { EngineError, GameState } from '../engine';
import { openScenarioLink, type Issue, type Opened } from '../store/scenarioSource';
import { ErrorBoundary } from './ErrorBoundary';
import { IssueList } from './loader/IssueList';
import { ScenarioLoader } from './loader/ScenarioLoader';
import { Table } from './table/Table';

interface Session {
  key: number;
  title: string;
  description: string;
  game: GameState;
  past: GameState[];
  lastError: EngineError | null;
}

interface Failure {
  source: string;
  issues: Issue[];
}

type Shown = { session: Session | null; failure: Failure | null };

let nextKey = 1;

function show(opened: Opened | null, source: string, previous: Shown): Shown {
  if (!opened) return previous;
  if (!opened.ok) return { session: previous.session, failure: { source, issues: opened.issues } };
  const { title, description, game, past, lastError } = opened;
  return { session: { key: nextKey++, title, description, game, past, lastError }, failure: null };
}

const empty: Shown = { session: null, failure: null };

export function App() {
  const [shown, setShown] = useState<Shown>(() => show(openScenarioLink(window.location.hash), 'the link', empty));

  const openedHash = useRef(window.location.hash);

  useEffect(() => {
    const handleHashChange = () => {
      const hash = window.location.hash;
      // The scenario already open stays as it is, moves included (some DOMs fire this on replaceState).
      if (hash === openedHash.current) return;
      openedHash.current = hash;
      setShown((prev) => show(openScenarioLink(hash), 'the link', prev));
    };
    window.addEventListener('hashchange', handleHashChange);
    return () => window.removeEventListener('hashchange', handleHashChange);
  }, []);

  const handleOpened = (opened: Opened, source: string) => {
    // A scenario opened from a file replaces the one in the address, so a reload does not bring it back.
    if (opened.ok && window.location.hash) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      openedHash.current = '';
    }
    setShown((prev) => show(opened, source, prev));
  };

  const { session, failure } = shown;
  return (
    <div className="min-h-screen bg-stone-100 text-stone-900">
      <header className="border-b border-stone-300 bg-white px-4 py-3">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-lg font-semibold">Combat Tabletop</h1>
          {session && <p className="text-base font-medium text-stone-700" data-role="title">{session.title}</p>}
        </div>
        {session?.description && <p className="mt-1 max-w-3xl text-sm text-stone-600">{session.description}</p>}
      </header>
      <main className="space-y-4 p-4">
        {failure && <IssueList source={failure.source} issues={failure.issues} />}
        <ScenarioLoader open={!session} onOpened={handleOpened} />
        {session && (
          <ErrorBoundary key={session.key}>
            <Table init={session} />
          </ErrorBoundary>
        )}
      </main>
    </div>
  );
}
