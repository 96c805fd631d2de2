// Table.tsx: one game: the turn bar and the prompt on top, the two sides of the table facing each
// other (the side viewed from at the bottom) with the combat lanes between them, and beside them the
// controls of the current choice, the stack and the log.
import type { ReactNode } from 'react';
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
import { HistoryControls, ShareButton, ViewSwitch } from './Controls';
import { DecisionPanel } from './DecisionPanel';
import { ErrorBanner } from './ErrorBanner';
import { LogView } from './LogView';
import { Prompt } from './Prompt';
import { StepBar } from './StepBar';
import { toneFor } from './tones';
import { useShortcuts } from './useShortcuts';

interface Props {
  init: TableInit;
  /** A store made elsewhere (tests); otherwise one is created from `init`. */
  store?: TableStore;
  /** The hash of a link to this scenario with the given actions (the share button). */
  linkFor?: (actions: unknown[]) => string;
  /** More controls for the bar above the table (a hot-seat game's own). */
  controls?: ReactNode;
}

/** A table with its own store, created once from `init`. */
export function Table({ init, store, linkFor, controls }: Props) {
  return (
    <TableProvider init={init} {...(store ? { store } : {})}>
      <TableLayout linkFor={linkFor} controls={controls} />
    </TableProvider>
  );
}

/** Which player sits at the bottom: the one chosen, or whoever must decide now. */
function useSeating(): { bottom: string; top: string[]; order: string[] } {
  const order = useTable((s) => selectPlayerIds(s.game));
  const bottom = useTable((s) => {
    const view = s.ui.viewFrom;
    if (view !== 'decider') return view;
    return s.game.pendingChoice?.player ?? s.game.turn.activePlayer;
  });
  return { bottom, top: order.filter((id) => id !== bottom), order };
}

function TableLayout({ linkFor, controls }: Pick<Props, 'linkFor' | 'controls'>) {
  const { bottom, top, order } = useSeating();
  // A hot-seat table always faces whoever decides: the hands shown follow the same player.
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
          <HistoryControls />
          {linkFor && <ShareButton linkFor={linkFor} />}
          {controls}
        </div>
      </div>
      <Prompt />
      <div className="grid items-start gap-3 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* Only the battlefield is inside the DndContext: dnd-kit's context changes then walk this
            part of the tree only, not the stack, the log and the panels. */}
        <TableDnd>
          <div className="min-w-0 space-y-2">
            {top.map((id) => (
              <PlayerArea key={id} playerId={id} side="top" tone={tone(id)} />
            ))}
            <CombatStrip />
            <PlayerArea key={bottom} playerId={bottom} side="bottom" tone={tone(bottom)} />
          </div>
        </TableDnd>
        <aside className="space-y-3" aria-label="Decisions, stack and log">
          <ErrorBanner />
          <DecisionPanel />
          <StackPanel />
          <ExplainPanel />
          <LogView />
        </aside>
      </div>
    </div>
  );
}
