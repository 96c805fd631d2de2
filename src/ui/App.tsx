// App.tsx: the page shell: a scenario from the address (`#scenario=`), a file, a paste or an example,
// and the table that shows it. The shell is all that loads at first; the engine and the table come
// with the Session module, fetched as soon as there is something to open.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LINK_PREFIX } from '../store/limits';
import { ErrorBoundary } from './ErrorBoundary';
import { ScenarioLoader } from './loader/ScenarioLoader';
import type { OpenRequest, Source } from './Session';

const Session = lazy(() => import('./Session'));

let nextId = 1;
const request = (source: Source): OpenRequest => ({ id: nextId++, source });
const linkRequest = (hash: string): OpenRequest | null => (hash.startsWith(LINK_PREFIX) ? request({ kind: 'link', hash }) : null);

export function App() {
  const [current, setCurrent] = useState<OpenRequest | null>(() => linkRequest(window.location.hash));
  const [hasTable, setHasTable] = useState(false);
  const openedHash = useRef(window.location.hash);

  useEffect(() => {
    const handleHashChange = () => {
      const hash = window.location.hash;
      // The scenario already open stays as it is, moves included (some DOMs fire this on replaceState).
      if (hash === openedHash.current) return;
      openedHash.current = hash;
      const next = linkRequest(hash);
      if (next) setCurrent(next);
    };
    window.addEventListener('hashchange', handleHashChange);
    return () => window.removeEventListener('hashchange', handleHashChange);
  }, []);

  const handleOpened = (opened: OpenRequest, ok: boolean) => {
    if (!ok) return;
    setHasTable(true);
    // A scenario opened from a file replaces the one in the address, so a reload does not bring it back.
    if (opened.source.kind !== 'link' && window.location.hash) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      openedHash.current = '';
    }
  };

  return (
    <div className="min-h-screen bg-stone-100 text-stone-900">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-stone-300 bg-white px-4 py-2">
        <h1 className="text-lg font-semibold">Combat Tabletop</h1>
        <p className="text-sm text-stone-500">Magic: The Gathering combat, the stack and triggers, explained by the rules engine</p>
      </header>
      <main className="space-y-3 p-4">
        <ScenarioLoader open={!hasTable && !current} onSource={(source) => setCurrent(request(source))} />
        {current && (
          <ErrorBoundary>
            <Suspense fallback={<p className="text-sm text-stone-600" role="status">Opening the scenario…</p>}>
              <Session request={current} onOpened={handleOpened} />
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
    </div>
  );
}
