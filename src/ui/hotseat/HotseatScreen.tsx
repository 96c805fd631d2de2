// HotseatScreen.tsx: two players at one screen (`#play`). Without a game open it offers to resume the
// latest unfinished one, lists the saved games (resume, export, delete; a damaged save says why and
// touches nothing else), imports a game file and sets up a new game (with the last players' names and
// decks); with one open it shows the game.
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { rematchOf, type HotSeatSetup } from '../../store/gameSetup';
import type { ParsedSave, SaveError } from '../../store/saves';
import { recalledPlayers, rememberPlayers } from '../../store/newGameMemory';
import { browserStorage, createSaveStorage, type SaveListing } from '../../store/saveStorage';
import { primaryButton } from '../table/buttons';
import { downloadSave } from './download';
import type { Rematch } from './GameOverPanel';
import { HotseatGame } from './HotseatGame';
import { NewGameForm } from './NewGameForm';
import { SavedGames } from './SavedGames';
import { SaveProblem } from './SaveProblem';
import { DEFAULT_TABLE_OPTIONS, newSession, resumedSession, type HotseatSession, type TableOptions } from './session';

function useSaveStorage() {
  const [storage] = useState(() => {
    const { storage: place, persistent } = browserStorage();
    return { place, saves: createSaveStorage(place), persistent };
  });
  return storage;
}

export default function HotseatScreen() {
  const { t } = useTranslation('hotseat');
  const { place, saves, persistent } = useSaveStorage();
  const [recalled] = useState(() => recalledPlayers(place));
  const [session, setSession] = useState<HotseatSession | null>(null);
  const [listing, setListing] = useState<SaveListing[]>(() => saves.list());
  const [problem, setProblem] = useState<SaveError | null>(null);

  const refresh = () => setListing(saves.list());
  const start = (setup: HotSeatSetup, options: TableOptions): boolean => {
    const made = newSession(setup, options);
    if (made.ok) {
      setProblem(null);
      setSession(made.session);
    }
    return made.ok;
  };
  const open = (parsed: ParsedSave) => {
    if (!parsed.ok) {
      setProblem(parsed.error);
      refresh();
      return;
    }
    setProblem(null);
    setSession(resumedSession(parsed.save, parsed.restored));
  };
  const menu = useCallback(() => {
    setSession(null);
    setListing(saves.list());
  }, [saves]);

  if (session) {
    const { setup } = session;
    const table = session.store.getState().hotseat;
    const options: TableOptions = table ? { showEverything: table.showEverything, handOver: table.handOver } : DEFAULT_TABLE_OPTIONS;
    const next = setup ? rematchOf(setup) : null;
    const rematch: Rematch | undefined = next ? (next.ok ? { ok: true, start: () => start(next.setup, options) } : next) : undefined;
    return <HotseatGame key={session.id} session={session} storage={saves} onMenu={menu} {...(rematch ? { rematch } : {})} />;
  }

  const latest = listing.find((s) => s.ok && !s.over);
  return (
    <div className="mx-auto max-w-5xl space-y-3" data-role="hotseat-menu">
      {!persistent && <p className="rounded border border-amber-400 bg-amber-50 p-2 text-sm">{t('saves.notPersistent')}</p>}
      {problem && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-3">
          <SaveProblem error={problem} />
          <p className="mt-1 text-sm">{t('saves.offerNew')}</p>
        </div>
      )}
      {latest?.ok && (
        <section aria-label={t('resume.title')} className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-sky-600 bg-sky-50 p-3">
          <p className="min-w-0 flex-1">
            <span className="block font-semibold">{t('resume.title')}</span>
            <span className="block text-sm">{t('resume.game', { players: latest.players.map((p) => p.name).join(' – '), turn: latest.turn })}</span>
          </p>
          <button type="button" data-action="resume-latest" className={`${primaryButton} min-h-11 px-6 text-base`} onClick={() => open(saves.load(latest.id))}>
            {t('resume.button')}
          </button>
        </section>
      )}
      <NewGameForm
        recalled={recalled}
        onStart={(setup, options) => {
          if (start(setup, options)) rememberPlayers(place, setup.players);
        }}
      />
      <SavedGames
        saves={listing}
        onResume={(id) => open(saves.load(id))}
        onExport={(id) => {
          const loaded = saves.load(id);
          if (loaded.ok) downloadSave(loaded.save);
          else setProblem(loaded.error);
        }}
        onDelete={(id) => {
          saves.delete(id);
          refresh();
        }}
        onImport={(text) => {
          const imported = saves.importText(text);
          refresh();
          open(imported);
        }}
      />
    </div>
  );
}
