// litStyle.test.tsx: the rings of the places a picked card may go (LitStyle) come on and go out with
// the move that lit or put them out, and a ring lit again stays.
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { play, scenarioActions } from '../support/play';
import { fixture, startGame } from '../support/scenarios';

const options = fixture('combat-options');
const isLit = (id: string) => document.querySelector(`.card-slot[data-object-id="${id}"]`)?.hasAttribute('data-lit') ?? false;
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function atBlockers() {
  const game = play(startGame(options), ...scenarioActions(options, 3));
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

describe('the lit places of a picked card', () => {
  it('light up and go out at once', () => {
    const store = atBlockers();
    act(() => store.getState().click('wall'));
    expect(isLit('brute')).toBe(true);
    expect(isLit('angel')).toBe(false);
    act(() => store.getState().click('wall'));
    expect(store.getState().ui.selected).toBeNull();
    expect(isLit('brute')).toBe(false);
  });

  it('a place lit again keeps its ring', async () => {
    const store = atBlockers();
    act(() => store.getState().click('wall'));
    act(() => store.getState().click('wall'));
    act(() => store.getState().click('wall'));
    expect(store.getState().ui.selected).toBe('wall');
    await act(nextPaint);
    await act(nextPaint);
    expect(isLit('brute')).toBe(true);
  });
});
