// manaAndAttackingNothing.test.tsx: two things the table shows from the engine's contract decisions:
// a land clicked while its controller holds priority makes its mana (CR 605.3a), and a creature whose
// planeswalker has left still attacks, but attacks nothing (CR 506.4c).
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { startGame } from '../support/scenarios';
import { LOAD, q } from '../support/dom';
import attackingNothing from '../scenarios/combat-attacking-nothing.json';

function played(scenario: { actions?: unknown[] }): GameState {
  let game = startGame(scenario);
  for (const action of (scenario.actions ?? []) as Action[]) {
    const result = applyAction(game, action);
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
  }
  return game;
}

const permanent = (id: string) => q(`[data-player-id] [data-object-id="${id}"][data-tapped]`);

describe('the table: mana abilities and attacking nothing', () => {
  it('CR 605.3a, 106.4: a click on Ana\'s Forest while she holds priority taps it and her pool shows {G}', async () => {
    const game = startGame({
      format: 'tabletop-scenario/1', title: 'float', turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [{ id: 'A', name: 'Ana', battlefield: [{ id: 'f', card: 'Forest' }] }, { id: 'B', name: 'Bruno' }],
    });
    const store = createTableStore({ game });
    render(<Table init={{ game }} store={store} />);
    await waitFor(() => permanent('f'), LOAD);
    act(() => store.getState().click('f'));
    await waitFor(() => expect(permanent('f').getAttribute('data-tapped')).toBe('true'), LOAD);
    expect(store.getState().game.players[0]!.manaPool.G).toBe(1);
    expect(q('[data-player-id="A"] [data-role="mana-pool"]').textContent).toBe('{G}');
  });

  it('CR 506.4c: Craw Wurm, whose Jace Beleren was Shocked away, says it attacks nothing and keeps data-attacking', async () => {
    const game = played(attackingNothing);
    const store = createTableStore({ game });
    render(<Table init={{ game }} store={store} />);
    await waitFor(() => permanent('wurm'), LOAD);
    expect(permanent('wurm').getAttribute('data-attacking')).toBe('jace');
    expect(q('[data-slot="wurm"]').textContent).toContain('attacking — Jace Beleren has left');
    expect(q('[data-role="combat"]').textContent).toContain('nothing (Jace Beleren has left)');
  });
});
