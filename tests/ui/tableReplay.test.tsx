// tableReplay.test.tsx: "Step through the last combat" on any table (Table.tsx, Controls.tsx): off until
// the history holds a combat damage step, then the replay takes the table's place, opened at the
// damage, and closes back to the live table as it was. In a hot-seat game the replay is shown to the
// player at the device as they may see it: the other player's hand stays face down at every moment.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTableStore, type TableStore } from '../../src/store/createTableStore';
import { hiddenIds, selectViewer } from '../../src/store/hidden';
import { buildReplay, lastCombatMoves } from '../../src/store/replay';
import { Table } from '../../src/ui/table/Table';
import { hotseatGameAfterCombats } from '../support/hotseat';
import { scenarioActions } from '../support/play';
import { fixture, startGame } from '../support/scenarios';
import { q } from '../support/dom';

const replayButton = () => q('[data-action="replay-last-combat"]') as HTMLButtonElement;
/** The replay is loaded when first opened. */
const LAZY = { timeout: 5000 };

function renderTable(store: TableStore) {
  render(<Table init={{ game: store.getState().game }} store={store} />);
}

describe('step through the last combat, on a scenario table', () => {
  const crawWurm = fixture('craw-wurm-two-blockers');

  it('CR 510.1, 510.2, 704.5g: off before combat damage; then the combat moment by moment in the table\'s place, and back', async () => {
    const user = userEvent.setup();
    const store = createTableStore({ game: startGame(crawWurm) });
    renderTable(store);
    expect(replayButton().disabled).toBe(true);

    act(() => {
      for (const action of scenarioActions(crawWurm)) store.getState().dispatch(action);
    });
    const played = store.getState().game;
    expect(replayButton().disabled).toBe(false);
    await user.click(replayButton());

    await screen.findByRole('region', { name: 'Step-through replay' }, LAZY);
    // It opens at its first moment (this scenario starts in combat: its start position), and jumps to
    // the damage on request.
    expect(q('[data-role="replay"]').dataset.index).toBe('0');
    // Focused by an effect after the replay's lazy chunk has rendered: waited for, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(q('[data-role="replay"]')));
    fireEvent.click(q('[data-action="replay-combat"]'));
    expect(q('[data-role="replay-moment"]').textContent).toContain('combat damage step');
    // The live table is not shown (nor its keys): only the replayed one, which offers no replay of its own.
    expect(document.querySelectorAll('[data-role="prompt"]')).toHaveLength(1);
    expect(document.querySelector('[data-role="replay-table"] [data-action="replay-last-combat"]')).toBeNull();

    fireEvent.keyDown(q('[data-role="replay"]'), { key: 'ArrowRight' });
    expect(q('[data-role="replay-moment"]').dataset.rule).toBe('510.1');
    const onReplayedTable = (id: string) => document.querySelector(`[data-role="replay-table"] [data-player-id] [data-object-id="${id}"][data-tapped]`);
    expect(onReplayedTable('wall')).not.toBeNull();
    fireEvent.click(q('[data-action="replay-last"]'));
    expect(onReplayedTable('wall')).toBeNull();

    await user.click(q('[data-action="replay-close"]'));
    expect(document.querySelector('[data-role="replay"]')).toBeNull();
    expect(replayButton().disabled).toBe(false);
    expect(store.getState().game).toBe(played);
  }, 20_000);
});

describe('step through the last combat, in a hot-seat game with hidden hands', () => {
  it('shows every moment as the player at the device may see it: the other hand face down, no hidden card in the page', async () => {
    const user = userEvent.setup();
    const store = hotseatGameAfterCombats(1);
    const viewer = selectViewer(store.getState());
    if (viewer === 'all') throw new Error('hands should be hidden');
    const other = store.getState().game.players.find((p) => p.id !== viewer)!.id;
    const combat = lastCombatMoves(store.getState())!;
    const frames = buildReplay(combat.start, combat.moves).frames;
    renderTable(store);

    await user.click(replayButton());
    const replay = await screen.findByRole('region', { name: 'Step-through replay' }, LAZY);
    expect(Number(replay.dataset.count)).toBe(frames.length);
    expect(q(`[data-role="replay-table"] [data-player-id="${other}"] [data-zone="hand"]`).dataset.hidden).toBe('true');
    expect(q(`[data-role="replay-table"] [data-player-id="${viewer}"] [data-zone="hand"]`).dataset.hidden).toBeUndefined();

    fireEvent.keyDown(replay, { key: 'Home' });
    for (const [i, frame] of frames.entries()) {
      expect(Number(replay.dataset.index)).toBe(i);
      const hidden = hiddenIds(frame.state, viewer);
      const shown = [...document.querySelectorAll('[data-object-id]')].map((el) => el.getAttribute('data-object-id'));
      expect(shown.filter((id) => id !== null && hidden.has(id))).toEqual([]);
      fireEvent.keyDown(replay, { key: 'ArrowRight' });
    }
  }, 60_000);
});
