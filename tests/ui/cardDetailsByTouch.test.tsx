// cardDetailsByTouch.test.tsx: a finger cannot hover, so a card's full text opens by a tap that does
// nothing else (a second tap or a touch elsewhere closes it), by a long press, or by the "i" button a
// touch screen shows on each card; taps that act keep acting and open nothing.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame } from '../support/scenarios';

const crawWurm = fixture('craw-wurm-two-blockers');

/** The primary pointer a touch screen reports (pointer: coarse), or a mouse's. */
function primaryPointer(finger: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = new EventTarget() as MediaQueryList;
    return Object.assign(list, { matches: finger && query === '(pointer: coarse)', media: query, onchange: null });
  });
}

function renderTable() {
  const game = startGame(crawWurm);
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

const card = (id: string) => {
  const el = document.querySelector(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
  if (!(el instanceof HTMLElement)) throw new Error(`no card ${id}`);
  return el;
};
const details = () => document.querySelector<HTMLElement>('[data-role="card-details"]');

/** A finger's tap: pointerdown (touch), pointerup, pointerleave as it lifts, click. */
async function tap(element: Element) {
  const user = userEvent.setup();
  await user.pointer({ keys: '[TouchA]', target: element });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading a card by touch', () => {
  it('a tap on a card the choice gives no meaning (the defender’s Wall while attackers are declared) opens its full text; a second tap closes it', async () => {
    primaryPointer(true);
    const store = renderTable();
    await tap(card('wall'));
    expect(details()?.textContent).toContain("Defender (This creature can't attack.)");
    expect(store.getState().ui.selected).toBeNull();
    await tap(card('wall'));
    expect(details()).toBeNull();
  });

  it('a tap that acts keeps acting: a tap on Craw Wurm marks it attacking and opens nothing', async () => {
    primaryPointer(true);
    renderTable();
    await tap(card('wurm'));
    expect(card('wurm').dataset.draftAttacking).toBe('B');
    expect(details()).toBeNull();
  });

  it('details a tap opened stay as the finger lifts, and go at a touch elsewhere or at their close button', async () => {
    primaryPointer(true);
    renderTable();
    await tap(card('cadet'));
    fireEvent.pointerLeave(card('cadet'), { pointerType: 'touch' });
    expect(details()?.textContent).toContain('Eager Cadet');
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(details()).toBeNull();
    await tap(card('cadet'));
    await tap(screen.getByRole('button', { name: 'close' }));
    expect(details()).toBeNull();
  });

  it('on a touch screen each card has an "i" button: it opens the details of an attacker without marking it', async () => {
    primaryPointer(true);
    renderTable();
    expect(document.querySelectorAll('[data-details-for]')).toHaveLength(3);
    await tap(screen.getByRole('button', { name: 'Full text of Craw Wurm' }));
    expect(details()?.textContent).toContain('Craw Wurm');
    expect(card('wurm').dataset.draftAttacking).toBeUndefined();
    await tap(screen.getByRole('button', { name: 'Full text of Craw Wurm' }));
    expect(details()).toBeNull();
  });

  it('a long press (the browser’s context menu from a touch) opens the details instead of the menu', () => {
    primaryPointer(true);
    renderTable();
    fireEvent.pointerDown(card('wall'), { pointerType: 'touch' });
    const shown = fireEvent.contextMenu(card('wall'));
    expect(shown).toBe(false);
    expect(details()?.textContent).toContain('Wall of Wood');
  });

  it('with a mouse: no "i" buttons; hover shows the details, a click on the card leaves them, the close button is not drawn', async () => {
    primaryPointer(false);
    renderTable();
    expect(document.querySelectorAll('[data-details-for]')).toHaveLength(0);
    const user = userEvent.setup();
    await user.hover(card('wall'));
    expect(details()?.textContent).toContain('Wall of Wood');
    await user.click(card('wall'));
    expect(details()?.textContent).toContain('Wall of Wood');
    expect(document.querySelector('[data-action="close-card-details"]')).toBeNull();
    await user.unhover(card('wall'));
    expect(details()).toBeNull();
  });

  it('a scroll of the page closes details a tap opened (they are placed in the window, beside the card)', async () => {
    primaryPointer(true);
    renderTable();
    await tap(card('wall'));
    expect(details()).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(details()).toBeNull();
  });
});
