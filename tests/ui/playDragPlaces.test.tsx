// playDragPlaces.test.tsx: what the table offers to drag and to drop on while a player has priority,
// from the engine's options: the cards in hand that can be played and the permanents with an ability
// to activate are drag sources; whatever something playable may target is a drop place; the player's
// own side becomes one while a card is dragged to be played (not at every pass).
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame } from '../support/scenarios';

function renderTable() {
  const game = startGame(fixture('cast-by-drop'));
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
const inHand = (id: string) => `[data-zone="hand"] [data-object-id="${id}"]`;
const side = (player: string) => `[data-player-id="${player}"] [data-drop-kind="home"]`;

describe('dragging a card to play it: the places, from the engine’s options', () => {
  it('CR 117.1a, 602.2: playable cards in hand and Mogg Fanatic are drag sources, announced as draggable', () => {
    renderTable();
    for (const id of ['shock', 'murder', 'bears', 'forest', 'mission']) {
      expect(attr(inHand(id), 'data-drag-kind')).toBe('play');
      expect(attr(inHand(id), 'aria-roledescription')).toBe('draggable');
    }
    expect(attr('[data-player-id] [data-object-id="fanatic"][data-tapped]', 'data-drag-kind')).toBe('play');
    // A land's mana ability is not played by itself (CR 605.3a): not a drag source.
    expect(attr('[data-player-id] [data-object-id="as1"][data-tapped]', 'data-drag-kind')).toBeNull();
  });

  it('CR 115.1: what Shock, Murder or Mogg Fanatic may target is a drop place; a land is not', () => {
    renderTable();
    expect(attr('[data-player-id] [data-object-id="ape"][data-tapped]', 'data-drop-kind')).toBe('target');
    expect(attr('[data-player-id] [data-object-id="fanatic"][data-tapped]', 'data-drop-kind')).toBe('target');
    expect(attr('[data-player-id] [data-object-id="bm1"][data-tapped]', 'data-drop-kind')).toBeNull();
    expect(attr('[data-player-id="B"] [data-role="player-target"]', 'data-drop-kind')).toBe('target');
  });

  it('the player’s own side is a drop place only while one of their cards is dragged to be played', () => {
    const store = renderTable();
    expect(document.querySelector(side('A'))).toBeNull();
    act(() => store.getState().setDragging({ kind: 'play', id: 'bears' }));
    expect(document.querySelector(side('A'))).not.toBeNull();
    expect(document.querySelector(side('B'))).toBeNull();
    act(() => store.getState().setDragging(null));
    expect(document.querySelector(side('A'))).toBeNull();
  });

  it('Enter on a card in hand picks it, as a click does (Space is left to picking it up)', async () => {
    const store = renderTable();
    const user = userEvent.setup();
    (document.querySelector(inHand('shock')) as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().ui.selected).toBe('shock');
  });
});
