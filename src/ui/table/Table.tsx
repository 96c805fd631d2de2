// Table.tsx: one game: the turn bar and the prompt on top, the two sides of the table facing each
// other (the side viewed from at the bottom) with the combat lanes between them, and beside them the
// controls of the current choice, the stack and the log. The last combat can be stepped through in
// the table's place.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n/react';
import type { TableInit, TableStore } from '../../store/createTableStore';
import { TableProvider, useTable } from '../../store/hooks';
import { selectPlayerIds } from '../../store/selectors';
import { CombatStrip } from '../battlefield/CombatStrip';
import { LitStyle } from '../battlefield/LitStyle';
import { CardTooltip } from '../cards/CardTooltip';
import { PlayerArea } from '../battlefield/PlayerArea';
import { TableDnd } from '../dnd/TableDnd';
import { ExplainPanel } from '../explain/ExplainPanel';
import { StackPanel } from '../stack/StackPanel';
import { AutoPassSwitch } from './AutoPassSwitch';
import { CombatReplayButton, HistoryControls, ShareButton, ViewSwitch, type CombatReplay } from './Controls';
import { DecisionPanel } from './DecisionPanel';
import { ErrorBanner } from './ErrorBanner';
import { LogView } from './LogView';
import { Prompt } from './Prompt';
import { StepBar } from './StepBar';
import { toneFor } from './tones';
import { useShortcuts } from './useShortcuts';

// Loaded when first opened: playing does not need the replay view.
const ReplayView = lazy(() => import('../replay/ReplayView').then((m) => ({ default: m.ReplayView })));

interface Props {
  init: TableInit;
  /** A store made elsewhere (tests); otherwise one is created from `init`. */
  store?: TableStore;
  /** The hash of a link to this scenario with the given actions (the share button). */
  linkFor?: (actions: unknown[]) => string;
  /** More controls for the bar above the table (a hot-seat game's own). */
  controls?: ReactNode;
  /** Offers to step through the last combat (default). Off for a replayed moment, and on a lesson,
   *  which replays its own moves. */
  replayable?: boolean;
  /** Offers the automatic passing switch (a scenario's or a lesson's table; a hot-seat game has its stops). */
  autoPassSwitch?: boolean;
}

/** A table with its own store, created once from `init`. */
export function Table({ init, store, linkFor, controls, replayable = true, autoPassSwitch = false }: Props) {
  return (
    <TableProvider init={init} {...(store ? { store } : {})}>
      <TableOrReplay linkFor={linkFor} controls={controls} replayable={replayable} autoPassSwitch={autoPassSwitch} />
    </TableProvider>
  );
}

/** The table, or the replay of its last combat in its place until it is closed. The live table waits
 *  unchanged behind it (its keys are off while it is not shown). */
function TableOrReplay({ replayable, ...layout }: Pick<Props, 'linkFor' | 'controls' | 'replayable' | 'autoPassSwitch'>) {
  const { t } = useTranslation('common');
  const [replay, setReplay] = useState<CombatReplay | null>(null);
  if (!replay) return <TableLayout {...layout} onReplay={replayable ? setReplay : undefined} />;
  return (
    <Suspense fallback={<p className="text-sm">{t('app.loading')}</p>}>
      <ReplayView start={replay.start} moves={replay.moves} viewer={replay.viewer} onClose={() => setReplay(null)} />
    </Suspense>
  );
}

/** Which player sits at the bottom: the one chosen, or whoever must decide now. */
function useSeating(): { bottom: string; top: string[]; order: string[] } {
  // Compared item by item: the ids are a new array in every game state, and a new one here would
  // render the whole table again on every pass.
  const order = useTable(useShallow((s) => selectPlayerIds(s.game)));
  const bottom = useTable((s) => {
    const view = s.ui.viewFrom;
    if (view !== 'decider') return view;
    return s.game.pendingChoice?.player ?? s.game.turn.activePlayer;
  });
  return { bottom, top: order.filter((id) => id !== bottom), order };
}

interface LayoutProps extends Pick<Props, 'linkFor' | 'controls' | 'autoPassSwitch'> {
  onReplay: ((replay: CombatReplay) => void) | undefined;
}

function TableLayout({ linkFor, controls, onReplay, autoPassSwitch }: LayoutProps) {
  const { t } = useTranslation('common');
  const { bottom, top, order } = useSeating();
  // A hot-seat game offers the view switch among its settings (HotseatControls), folded away.
  const hotseat = useTable((s) => s.hotseat !== null);
  useShortcuts();
  const tone = (id: string) => toneFor(order.indexOf(id));
  return (
    <div className="space-y-3">
      <LitStyle />
      <CardTooltip />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StepBar />
        <div className="flex flex-wrap items-center gap-2">
          {!hotseat && <ViewSwitch />}
          {!hotseat && autoPassSwitch && <AutoPassSwitch />}
          <HistoryControls />
          {onReplay && <CombatReplayButton onOpen={onReplay} />}
          {linkFor && <ShareButton linkFor={linkFor} />}
          {controls}
        </div>
      </div>
      <Prompt />
      <div className="grid items-start gap-3 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* The battlefield's drags (TableDnd keeps the table beside dnd-kit's context, so a drag's
            context changes walk none of it). */}
        <TableDnd>
          <div className="min-w-0 space-y-2">
            {top.map((id) => (
              <PlayerArea key={id} playerId={id} side="top" tone={tone(id)} />
            ))}
            <CombatStrip />
            <PlayerArea key={bottom} playerId={bottom} side="bottom" tone={tone(bottom)} />
          </div>
        </TableDnd>
        {/* Beside the table on a wide screen, a paint layer of its own (relative, isolate): a change
            elsewhere on the page (a lane's label at a drop, the step bar at a pass) then does not make the
            browser record the panels' text again. On a narrower screen the panels fall below the table,
            except the refusal, the decision and the stack: those come first, above the table, so that
            what must be answered is not two screens down (contents: the aside's children take their
            places in the page's grid). */}
        <aside className="max-xl:contents xl:relative xl:isolate xl:space-y-3" aria-label={t('panel.sidebar')}>
          <div className="space-y-3 max-xl:order-first">
            <ErrorBanner />
            <DecisionPanel />
            <StackPanel />
          </div>
          <ExplainPanel />
          <LogView />
        </aside>
      </div>
    </div>
  );
}
