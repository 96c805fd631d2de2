// seating.test.tsx: which side of a scenario's table is at the bottom, seen from whoever decides (the
// default): the player making a declaration or a choice, with their hand docked at the board's bottom
// edge; while priority is only passed, the player whose turn it is (the board does not turn round at
// every pass).
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { q } from '../support/dom';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const crawWurm = fixture('craw-wurm-two-blockers');
const bottomSide = () => q('[data-role="board-content"]').lastElementChild?.getAttribute('data-player-id');

function open(actions: number) {
  const start = startGame(crawWurm);
  const game = play(start, ...scenarioActions(crawWurm, actions));
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

describe('seen from whoever decides', () => {
  it('CR 508.1: Ana, declaring attackers, is at the bottom', () => {
    open(0);
    expect(q('[data-role="prompt"]').dataset.pending).toBe('declareAttackers');
    expect(bottomSide()).toBe('A');
  });

  it('CR 117.3d: priority passed to Bruno in Ana’s turn leaves Ana at the bottom', () => {
    open(2);
    expect(q('[data-role="prompt"]').dataset.player).toBe('B');
    expect(q('[data-role="prompt"]').dataset.pending).toBe('priority');
    expect(bottomSide()).toBe('A');
  });

  it('CR 509.1: Bruno, declaring blockers, is turned to the bottom; a side fixed in the settings stays', () => {
    const store = open(3);
    expect(q('[data-role="prompt"]').dataset.pending).toBe('declareBlockers');
    expect(bottomSide()).toBe('B');
    act(() => store.getState().setViewFrom('A'));
    expect(bottomSide()).toBe('A');
  });
});
