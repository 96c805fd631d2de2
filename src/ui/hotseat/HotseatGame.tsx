// HotseatGame.tsx: a hot-seat game being played: the table (hands hidden per store/hidden.ts), the
// hot-seat controls, the pass-the-device screen when the deciding player changes, the result when the
// game ends, and a save after every change. A request for another player's consent (store/consent.ts)
// hands the device to that player and asks them, then hands it back to whoever decides.
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { viewerFor } from '../../store/hidden';
import { nameOf } from '../../store/names';
import { createSave } from '../../store/saves';
import type { SaveStorage } from '../../store/saveStorage';
import { Table } from '../table/Table';
import { downloadSave } from './download';
import { GameOverPanel, type Rematch } from './GameOverPanel';
import { ConsentQuestion } from './ConsentQuestion';
import { HandOver } from './HandOver';
import { HotseatControls } from './HotseatControls';
import type { HotseatSession } from './session';
import { SaveProblem } from './SaveProblem';
import { StopsPanel } from './StopsPanel';
import { TableProvider } from '../../store/hooks';
import { useAutosave } from './useAutosave';

interface Props {
  session: HotseatSession;
  storage: SaveStorage;
  onMenu: () => void;
  /** Absent when the game's setup is unknown (an imported game from elsewhere). */
  rematch?: Rematch;
}

/** The second click of a double click on a button that answers the engine (pass, keep, confirm…)
 *  is dropped: by then the button may stand for the next player's decision. */
function dropRepeatedClicks(event: MouseEvent) {
  if (event.detail < 2) return;
  const target = event.target instanceof Element ? event.target.closest('[data-action]') : null;
  const action = target?.getAttribute('data-action') ?? '';
  if (/^(pass|keep-hand|mulligan|hand-over|confirm|concede|consent)/.test(action)) {
    event.preventDefault();
    event.stopPropagation();
  }
}

export function HotseatGame({ session, storage, onMenu, rematch }: Props) {
  const { t } = useTranslation('hotseat');
  const { store } = session;
  const { error: saveError, flush } = useAutosave(session, storage);
  // Leaving the game lists the saves: a change still waiting for its save (useAutosave) is saved first.
  const toMenu = useCallback(() => {
    flush();
    onMenu();
  }, [flush, onMenu]);
  // The game is saved as it ended before the rematch replaces it.
  const savedRematch: Rematch | undefined = rematch?.ok
    ? {
        ok: true,
        start: () => {
          flush();
          rematch.start();
        },
      }
    : rematch;
  // Primitives only: the screen re-renders when the decider or the policy changes, not on every move.
  const decider = useStore(store, (s) => viewerFor(s.game, false));
  const deciderName = useStore(store, (s) => nameOf(s.game, decider));
  const over = useStore(store, (s) => s.game.gameOver !== null);
  const turn = useStore(store, (s) => s.game.turn.number);
  const policy = useStore(store, (s) => s.hotseat);
  // The player whose consent is asked now, if any.
  const asked = useStore(store, (s) => s.consent?.waiting[0]?.player ?? null);
  const askedName = useStore(store, (s) => (asked ? nameOf(s.game, asked) : ''));
  const askerName = useStore(store, (s) => (s.consent ? nameOf(s.game, s.consent.asker) : ''));
  const [stopsShown, setStopsShown] = useState(false);
  // Who last confirmed the pass-the-device screen; null until someone has.
  const [holder, setHolder] = useState<string | null>(null);
  const handingOver = policy !== null && policy.handOver && !policy.showEverything && !over && decider !== holder;
  // A consent question goes behind the pass-the-device screen whenever that screen is on (also with
  // every hand face up or the game over: the answer must be that player's); off, it is a modal.
  const behindScreen = asked !== null && policy !== null && policy.handOver;
  const [init] = useState(() => ({ game: store.getState().game }));
  const controls = useMemo(() => {
    const exportGame = () => {
      const state = store.getState();
      downloadSave(createSave(state, { id: session.id, ...(session.setup ? { setup: session.setup } : {}), ...(state.hotseat ? { table: state.hotseat } : {}) }));
    };
    return <HotseatControls stopsShown={stopsShown} onToggleStops={() => setStopsShown((s) => !s)} onExport={exportGame} onMenu={toMenu} />;
  }, [store, session, stopsShown, toMenu]);
  return (
    <div className="relative flex min-h-0 flex-1 flex-col gap-2" onClickCapture={dropRepeatedClicks} data-role="hotseat-game" data-turn={turn}>
      {saveError && (
        <div role="alert" className="rounded border border-amber-400 bg-amber-50 p-2">
          <p className="text-sm font-semibold">{t('saves.notSaved')}</p>
          <SaveProblem error={saveError} />
        </div>
      )}
      {over && <GameOverPanel game={store.getState().game} onNewGame={toMenu} {...(savedRematch ? { rematch: savedRematch } : {})} />}
      {behindScreen && asked !== holder ? (
        <HandOver name={askedName} asker={askerName} onReady={() => setHolder(asked)} />
      ) : behindScreen ? (
        <TableProvider store={store}>
          <ConsentQuestion modal={false} />
        </TableProvider>
      ) : handingOver ? (
        <HandOver name={deciderName} onReady={() => setHolder(decider)} />
      ) : (
        <>
          {/* Over the board's bottom right corner, as the table's drawers are: opening the stops does
              not push the board down, and the bar and the prompt stay in sight above it. */}
          {stopsShown && (
            <div className="absolute right-0 bottom-0 z-50 max-h-[75%] w-[min(30rem,100%)] space-y-1 overflow-y-auto rounded-xl border border-stone-300 bg-stone-50 p-1 shadow-xl">
              <div className="sticky top-0 z-10 flex justify-end">
                <button type="button" data-action="close-stops" className="min-h-11 rounded border border-stone-300 bg-white px-3 text-sm" onClick={() => setStopsShown(false)}>
                  {t('stops.close')}
                </button>
              </div>
              <TableProvider store={store}>
                <StopsPanel />
              </TableProvider>
            </div>
          )}
          <Table init={init} store={store} controls={controls} />
          {asked !== null && (
            <TableProvider store={store}>
              <ConsentQuestion modal />
            </TableProvider>
          )}
        </>
      )}
    </div>
  );
}
