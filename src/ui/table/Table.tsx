// Table.tsx: one game: the players' areas around the turn bar, the stack, the last error and the log.
import { useState } from 'react';
import type { GameState } from '../../engine';
import type { TableInit } from '../../store/createTableStore';
import { TableProvider, useTable } from '../../store/hooks';
import { selectPlayers } from '../../store/selectors';
import { ChoicePanel } from './ChoicePanel';
import { Controls } from './Controls';
import { ErrorBanner } from './ErrorBanner';
import { LogView } from './LogView';
import { PlayerArea } from './PlayerArea';
import { Prompt } from './Prompt';
import { StackView } from './StackView';
import { StepBar } from './StepBar';
import { useShortcuts } from './useShortcuts';

/** A table with its own store, created once from `init`. */
export function Table({ init }: { init: TableInit }) {
  const [start] = useState(() => init.past?.[0] ?? init.game);
  return (
    <TableProvider init={init}>
      <TableLayout start={start} />
    </TableProvider>
  );
}

function TableLayout({ start }: { start: GameState }) {
  const playerIds = useTable((s) => selectPlayers(s.game).map((p) => p.id).join(' '));
  const [first, ...others] = playerIds.split(' ');
  useShortcuts();
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-3">
        {others.toReversed().map((id) => (
          <PlayerArea key={id} playerId={id} />
        ))}
        <section aria-label="Turn" className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <StepBar />
          <Prompt />
          <Controls start={start} />
          <ChoicePanel />
        </section>
        {first && <PlayerArea playerId={first} />}
      </div>
      <aside className="space-y-3">
        <ErrorBanner />
        <StackView />
        <LogView />
      </aside>
    </div>
  );
}
