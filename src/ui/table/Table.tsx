// Table.tsx: one game, laid out as a board that fills the window (tableScreen.css): the bar (the turn's
// steps, the table's controls) and the prompt on top, the other players' sides, the combat lanes and
// the viewed player's side on the board, that player's hand docked along the bottom edge, and the
// panels beside the board or in a drawer over it (SidePanels.tsx). The last combat can be stepped
// through in the table's place.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import type { TableInit, TableStore } from '../../store/createTableStore';
import { TableProvider, useTable } from '../../store/hooks';
import { selectPlayerIds, selectTeammates } from '../../store/selectors';
import { Board } from '../battlefield/Board';
import { LitStyle } from '../battlefield/LitStyle';
import { CardTooltip } from '../cards/CardTooltip';
import { TableDnd } from '../dnd/TableDnd';
import { AutoPassSwitch } from './AutoPassSwitch';
import { BarMenu } from './BarMenu';
import { CombatReplayButton, HistoryControls, ShareButton, ViewSwitch, type CombatReplay } from './Controls';
import { DecisionSheet, type SheetFold } from './DecisionSheet';
import { Prompt } from './Prompt';
import { PanelTabs, SidePanels, usePanelTab, type ExtraPanel } from './SidePanels';
import { StepBar } from './StepBar';
import { toneFor } from './tones';
import { useShortcuts } from './useShortcuts';
import { useWideScreen } from './useWideScreen';

// Loaded when first opened: playing does not need the replay view.
const ReplayView = lazy(() => import('../replay/ReplayView').then((m) => ({ default: m.ReplayView })));

interface Props {
  init: TableInit;
  /** A store made elsewhere (tests); otherwise one is created from `init`. */
  store?: TableStore;
  /** The hash of a link to this scenario with the given actions (the share button). */
  linkFor?: (actions: unknown[]) => string;
  /** More controls for the table's bar (a hot-seat game's own, a lesson's). */
  controls?: ReactNode;
  /** Offers to step through the last combat (default). Off for a replayed moment, and on a lesson,
   *  which replays its own moves. */
  replayable?: boolean;
  /** Offers the automatic passing switch (a scenario's or a lesson's table; a hot-seat game has its stops). */
  autoPassSwitch?: boolean;
  /** A panel of the page's own among the table's (a lesson's goal and check, a scenario's description). */
  extra?: ExtraPanel;
}

/** A table with its own store, created once from `init`. */
export function Table({ init, store, replayable = true, ...layout }: Props) {
  return (
    <TableProvider init={init} {...(store ? { store } : {})}>
      <TableOrReplay replayable={replayable} {...layout} />
    </TableProvider>
  );
}

/** The table, or the replay of its last combat in its place until it is closed. The live table waits
 *  unchanged behind it (its keys are off while it is not shown). */
function TableOrReplay({ replayable, ...layout }: Omit<Props, 'init' | 'store'>) {
  const { t } = useTranslation('common');
  const [replay, setReplay] = useState<CombatReplay | null>(null);
  if (!replay) return <TableLayout {...layout} onReplay={replayable ? setReplay : undefined} />;
  return (
    <Suspense fallback={<p className="text-sm">{t('app.loading')}</p>}>
      <ReplayView start={replay.start} moves={replay.moves} viewer={replay.viewer} onClose={() => setReplay(null)} />
    </Suspense>
  );
}

/** Which player sits at the bottom: the one chosen, or whoever must decide now (see below for priority).
 *  In two-headed giant that player's teammate sits beside them, on the near side of the combat lanes
 *  (CR 810.1); the other players sit across, in turn order. */
function useSeating(): { bottom: string; near: string[]; top: string[]; order: string[] } {
  // Compared item by item: the ids are a new array in every game state, and a new one here would
  // render the whole table again on every pass.
  const order = useTable(useShallow((s) => selectPlayerIds(s.game)));
  const bottom = useTable((s) => {
    const view = s.ui.viewFrom;
    if (view !== 'decider') return view;
    const pending = s.game.pendingChoice;
    // On a scenario's or lesson's table, priority passed back and forth does not turn the board round
    // at every pass (a class following a combat on a projector loses its place, and a pass repainted the
    // whole board): the side of the player whose turn it is stays at the bottom until a declaration or a
    // choice is asked of the other player. A hot-seat game turns to whoever decides, always: the device
    // is handed over and that player's hand must be the docked one.
    if (s.hotseat === null && (!pending || pending.type === 'priority')) return s.game.turn.activePlayer;
    return pending?.player ?? s.game.turn.activePlayer;
  });
  const near = useTable(useShallow((s) => selectTeammates(s.game, bottom)));
  // Across the table as seated round it (CR 800.5): from the bottom player's left, the next seat in
  // turn order (turn order goes to the left, 808.4; "attack left" means that seat, 803.1a), to their right.
  const seat = order.indexOf(bottom);
  const around = [...order.slice(seat + 1), ...order.slice(0, Math.max(seat, 0))];
  return { bottom, near, top: around.filter((id) => !near.includes(id)), order };
}

interface LayoutProps extends Omit<Props, 'init' | 'store' | 'replayable'> {
  onReplay: ((replay: CombatReplay) => void) | undefined;
}

function TableLayout({ linkFor, controls, onReplay, autoPassSwitch, extra }: LayoutProps) {
  const { bottom, near, top, order } = useSeating();
  // A hot-seat game offers the view switch among its settings (HotseatControls), folded away.
  const hotseat = useTable((s) => s.hotseat !== null);
  const wide = useWideScreen();
  const [tab, setTab] = usePanelTab();
  const [fold, setFold] = useState<SheetFold['fold']>(null);
  useShortcuts();
  const tone = (id: string) => toneFor(order.indexOf(id));
  return (
    <div className="table-screen" data-role="table-screen">
      <LitStyle />
      <CardTooltip />
      {/* Above the prompt. Undo and redo always in reach; below a wide screen the other controls fold into a
          menu (BarMenu), which opens over the board. */}
      <div className="table-bar relative z-40 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StepBar />
        <HistoryControls />
        <BarMenu>
          {!hotseat && <ViewSwitch />}
          {!hotseat && autoPassSwitch && <AutoPassSwitch />}
          {onReplay && <CombatReplayButton onOpen={onReplay} />}
          {linkFor && <ShareButton linkFor={linkFor} />}
          {controls}
        </BarMenu>
        <PanelTabs open={tab} onOpen={setTab} extra={extra} fold={{ fold, setFold }} />
      </div>
      <div className="table-prompt">
        <Prompt />
      </div>
      {/* The battlefield's drags (TableDnd keeps the table beside dnd-kit's context, so a drag's context
          changes walk none of it). */}
      <TableDnd>
        <Board bottom={bottom} near={near} top={top} tone={tone} />
      </TableDnd>
      {!wide && <DecisionSheet fold={{ fold, setFold }} />}
      <SidePanels open={tab} onClose={() => setTab(null)} extra={extra} withDecision={wide} />
    </div>
  );
}
