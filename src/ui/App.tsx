// App.tsx: the page shell: the header (sections, language) and the screen the address asks for
// (shell/route.ts). The shell is all that loads at first; each screen (a shared scenario, a hot-seat
// game, the lessons, the editor) is fetched when it is opened.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { I18nProvider, useTranslation } from '../i18n/react';
import { ErrorBoundary } from './ErrorBoundary';
import { ScenarioLoader } from './loader/ScenarioLoader';
import type { OpenRequest, Source } from './Session';
import { LanguageMenu } from './shell/LanguageMenu';
import { Nav } from './shell/Nav';
import { Welcome } from './shell/Welcome';
import { routeOf, type Route } from './shell/route';

const Session = lazy(() => import('./Session'));
const HotseatScreen = lazy(() => import('./hotseat/HotseatScreen'));
const LessonsScreen = lazy(() => import('./lessons/LessonsScreen'));
const EditorScreen = lazy(() => import('./editor/EditorScreen'));

/** Changes the address's hash without a new history entry (and without a hashchange event). The
 *  whole URL is given, so an unusual path (`//`) is not read as another host. */
function replaceHash(hash: string) {
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState(null, '', url);
}

let nextId = 1;
const request = (source: Source): OpenRequest => ({ id: nextId++, source });
const linkRequest = (route: Route): OpenRequest | null => (route.screen === 'scenario' ? request({ kind: 'link', hash: route.hash }) : null);

export function App() {
  return (
    <I18nProvider>
      <Suspense fallback={null}>
        <Shell />
      </Suspense>
    </I18nProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const [route, setRoute] = useState<Route>(() => routeOf(window.location.hash));
  // The scenario shown on the home page or from a link: kept while other screens come and go.
  const [current, setCurrent] = useState<OpenRequest | null>(() => linkRequest(route));
  const [hasTable, setHasTable] = useState(false);
  // Whether the last scenario asked for could not be opened.
  const [refused, setRefused] = useState(false);
  const openedHash = useRef(window.location.hash);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    const handleHashChange = () => {
      const hash = window.location.hash;
      // The address already shown stays as it is, moves included (some DOMs fire this on replaceState).
      if (hash === openedHash.current) return;
      openedHash.current = hash;
      const next = routeOf(hash);
      setRoute(next);
      // Another screen opens at its top, as a new page would (a lesson opened from far down the library).
      main.current?.scrollTo?.(0, 0);
      const link = linkRequest(next);
      if (link) setCurrent(link);
    };
    window.addEventListener('hashchange', handleHashChange);
    return () => window.removeEventListener('hashchange', handleHashChange);
  }, []);

  const handleOpened = (opened: OpenRequest, ok: boolean) => {
    setRefused(!ok);
    if (!ok) return;
    setHasTable(true);
    // A scenario opened from a file replaces the one in the address, so a reload does not bring it back.
    if (opened.source.kind !== 'link' && window.location.hash) {
      replaceHash('');
      openedHash.current = '';
    }
  };

  // A lesson opened in the editor (#editor=<id>) is now the working draft: the address becomes plain
  // #editor, so a reload or coming back from the table keeps the draft instead of loading it again.
  const handleEditorLesson = () => {
    replaceHash('#editor');
    openedHash.current = '#editor';
    setRoute({ screen: 'editor', lesson: null });
  };

  const loading = <p className="text-sm text-stone-600" role="status">{t('app.loading')}</p>;
  const showsScenario = route.screen === 'home' || route.screen === 'scenario';
  // A scenario refused with no table behind it (a broken link opened in a fresh tab): its message, then
  // the examples and the other ways to open one, so the page offers something to play. With a table,
  // the message sits above the table, which stays, and the loader stays folded at the top. Both keyed, so that React moves them rather than making them anew: a paste keeps its text to fix.
  const loaderUnderMessage = refused && !hasTable;
  const loader = showsScenario && <ScenarioLoader key="loader" open={loaderUnderMessage || (!hasTable && !current)} onSource={(source) => setCurrent(request(source))} />;
  const session = showsScenario && current && (
    <ErrorBoundary key="session">
      <Suspense fallback={loading}>
        <Session request={current} onOpened={handleOpened} />
      </Suspense>
    </ErrorBoundary>
  );

  return (
    // The window's height exactly: a table fills what the header leaves (tableScreen.css), and any other
    // screen (the lessons, the editor, the examples) scrolls inside <main>.
    <div className="flex h-dvh flex-col bg-stone-100 text-stone-900">
      {/* Positioned: on a phone the header scrolls sideways on its own, and its visually hidden labels
          (absolutely placed) must be laid out inside it, not against the page, which they widened. */}
      <header className="relative flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 border-b border-stone-300 bg-white px-4 py-1.5 max-md:flex-nowrap max-md:gap-x-1 max-md:overflow-x-auto max-md:px-1">
        <h1 className="text-lg font-semibold max-md:sr-only">{t('app.title')}</h1>
        <Nav route={route} />
        <p className="hidden text-sm text-stone-500 2xl:block">{t('app.tagline')}</p>
        <span className="ml-auto">
          <LanguageMenu />
        </span>
      </header>
      <main ref={main} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3 max-md:p-1.5">
        {showsScenario && !hasTable && !current && <Welcome />}
        {loaderUnderMessage ? [session, loader] : [loader, session]}
        {!showsScenario && (
          <ErrorBoundary key={route.screen}>
            <Suspense fallback={loading}>
              {route.screen === 'play' && <HotseatScreen />}
              {route.screen === 'lessons' && <LessonsScreen lesson={route.lesson} />}
              {route.screen === 'editor' && <EditorScreen opened={current?.source ?? null} lesson={route.lesson} onLessonOpened={handleEditorLesson} />}
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
    </div>
  );
}
