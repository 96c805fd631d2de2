// playByClick.test.tsx (issue 21): on the table, a card in hand with one way to be played is played
// by a click, or by Enter, with no menu in between; a spell with targets lights them and is cast by a
// click on one; a card with several options still opens its menu.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame } from '../support/scenarios';

// Ana in her precombat main phase with Shock, Murder, Grizzly Bears, a Forest and Reconnaissance
// Mission in hand, and mana for any of them.
const scenario = fixture('cast-by-drop');

function q(selector: string): HTMLElement {
  const el = document.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}
const inHand = (id: string) => `[data-zone="hand"] [data-object-id="${id}"]`;
const menu = () => document.querySelector('[data-role="play-menu"]');
const isLit = (id: string) => document.querySelector(`.card-slot[data-object-id="${id}"]`)?.hasAttribute('data-lit') ?? false;

function renderTable() {
  const game = startGame(scenario);
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

describe('the table: a card in hand played by one click', () => {
  it('CR 305.1: a click on the Forest plays it, no menu opens, and Undo puts it back in hand', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(q(inHand('forest')));
    expect(menu()).toBeNull();
    expect(document.querySelector(inHand('forest'))).toBeNull();
    expect(store.getState().game.battlefield).toContain('forest');
    await user.click(q('[data-action="undo"]'));
    expect(document.querySelector(inHand('forest'))).not.toBeNull();
  });

  it('CR 601.2a: Enter on Grizzly Bears casts it as a click does, without a menu', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    q(inHand('bears')).focus();
    await user.keyboard('{Enter}');
    expect(menu()).toBeNull();
    expect(store.getState().game.stack.map((item) => item.source)).toEqual(['bears']);
    expect(q('[data-role="stack"]').textContent).toContain('Grizzly Bears');
  });

  it('CR 601.2c: a click on Shock opens its targets (lit on the table, listed in its menu); a click on Silverback Ape casts it there', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(q(inHand('shock')));
    expect(store.getState().past).toHaveLength(0);
    expect(menu()?.querySelectorAll('[data-action-type="cast"]')).toHaveLength(4);
    expect(isLit('ape')).toBe(true);
    await user.click(q('[data-player-id="B"] [data-object-id="ape"][data-tapped]'));
    expect(menu()).toBeNull();
    expect(store.getState().performed).toEqual([{ type: 'cast', player: 'A', card: 'shock', targets: ['ape'] }]);
  });

  it('CR 702.29a: a click on Reconnaissance Mission opens its menu, cast or cycle, and nothing is played until one is chosen', async () => {
    const user = userEvent.setup();
    const store = renderTable();
    await user.click(q(inHand('mission')));
    expect(store.getState().past).toHaveLength(0);
    const buttons = [...(menu()?.querySelectorAll('button[data-action-type]') ?? [])].map((b) => (b as HTMLElement).dataset.actionType);
    expect(buttons.sort()).toEqual(['activate', 'cast']);
    await user.click(q('[data-role="play-menu"] [data-action-type="cast"]'));
    expect(store.getState().game.stack.map((item) => item.source)).toEqual(['mission']);
  });
});
