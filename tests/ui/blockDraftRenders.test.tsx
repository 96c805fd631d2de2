// blockDraftRenders.test.tsx: what a drafted block renders on a table of a hundred permanents (the UI
// bench's board). Only the blocker that moves into its attacker's lane is rendered: every other card
// keeps its slot and face, though each card's selector runs on every change of the store.
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { hundredPermanentScenario } from '../../scripts/bench/uiScenario';
import { startGame } from '../support/scenarios';

// Card faces and the permanents' slots around them (the bench's counters).
const renders = vi.hoisted(() => ({ cards: 0, slots: 0 }));

vi.mock('../../src/ui/benchCounter', () => ({
  countRender: () => void renders.cards++,
  countSlotRender: () => void renders.slots++,
}));

const slot = (id: string) => document.querySelector(`[data-player-id] [data-object-id="${id}"][data-tapped]`);

/** The bench's board in Bruno's declare-blockers choice: the scenario's attack and passes applied. */
function declaringBlockers(): GameState {
  const { actions, ...start } = hundredPermanentScenario();
  let game = startGame(start);
  for (const action of actions as Action[]) {
    const result = applyAction(game, action);
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
  }
  return game;
}

async function hundredPermanents() {
  const game = declaringBlockers();
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  // The table's panels load lazily: wait for the whole board.
  await waitFor(() => expect(document.querySelectorAll('[data-player-id] [data-tapped]')).toHaveLength(100));
  expect(renders.cards).toBeGreaterThanOrEqual(100);
  Object.assign(renders, { cards: 0, slots: 0 });
  return store;
}

describe('a drafted block on a table of a hundred permanents', () => {
  it('renders the moved blocker only', async () => {
    const store = await hundredPermanents();
    act(() => store.getState().intend({ type: 'block', blocker: 'b3', attacker: 'a5' }));
    expect(slot('b3')?.getAttribute('data-draft-blocking')).toBe('a5');
    expect(slot('b3')?.closest('[data-lane]')?.getAttribute('data-lane')).toBe('a5');
    // It leaves the other creatures' row for the lane: one new slot and face, nothing else.
    expect(renders).toEqual({ cards: 1, slots: 1 });
  });

  it('renders nothing when a change of the store leaves every card as it was', async () => {
    const store = await hundredPermanents();
    act(() => store.getState().intend({ type: 'block', blocker: 'b3', attacker: 'a5' }));
    Object.assign(renders, { cards: 0, slots: 0 });
    // The same block again: a new UI state, the same drafts.
    act(() => store.getState().intend({ type: 'block', blocker: 'b3', attacker: 'a5' }));
    expect(renders).toEqual({ cards: 0, slots: 0 });
  });
});
