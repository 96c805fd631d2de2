// tabletPanels.test.tsx: the controls of a decision within reach on a tablet, where the decision panel
// sits above the table: a picked card's menu is scrolled into the window when it is out of it (and
// only then), and a declaration composed on the table can be confirmed from the sticky prompt.
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const shock = fixture('shock-then-titanic-growth');
const crawWurm = fixture('craw-wurm-two-blockers');
const options = fixture('combat-options');
const battleCry = fixture('battle-cry-triggers');

function q(selector: string): HTMLElement {
  const el = document.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}
const pending = () => [q('[data-role="prompt"]').dataset.pending, q('[data-role="prompt"]').dataset.player];
const card = (id: string) => q(`[data-player-id] [data-object-id="${id}"][data-tapped]`);
const action = (name: string) => q(`[data-action="${name}"]`) as HTMLButtonElement;
/** Once the next frame has been painted: what useBroughtIntoView would have done by then is done. */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function renderTable(game: GameState) {
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

/** happy-dom lays nothing out: where the play menu is said to be in the window (the refusal above it,
 *  out of sight), and the scrolls asked. */
let menuBox: { top: number; bottom: number };
const scrolled = vi.fn();
beforeEach(() => {
  menuBox = { top: 200, bottom: 400 };
  scrolled.mockClear();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.dataset.role === 'play-menu' ? menuBox : this.dataset.role === 'last-error' ? { top: -300, bottom: -200 } : { top: 0, bottom: 0 };
    return { ...box, left: 0, right: 100, width: 100, height: box.bottom - box.top, x: 0, y: box.top, toJSON: () => ({}) };
  });
  HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, arg?: boolean | ScrollIntoViewOptions) {
    scrolled(this.dataset.role, arg);
  };
  vi.stubGlobal('innerHeight', 768);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a picked card’s menu on a tablet', () => {
  const atPriority = () => play(startGame(shock));

  it('out of the window (the panel above the table, the card below): the menu is scrolled the least into view, and focus stays on the card', async () => {
    const user = userEvent.setup();
    menuBox = { top: -556, bottom: -400 };
    renderTable(atPriority());
    const growth = q('[data-zone="hand"] [data-object-id="tg"]');
    growth.focus();
    await user.keyboard('{Enter}');
    expect(q('[data-role="play-menu"]')).toBeTruthy();
    // Just after the paint that shows the menu (useBroughtIntoView).
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled).toHaveBeenCalledWith('play-menu', expect.objectContaining({ block: 'nearest' }));
    expect(document.activeElement).toBe(growth);
    // Hovering an option lights its targets: the page does not move again.
    await user.hover(q('[data-role="play-menu"] [data-action-type="cast"]'));
    await afterPaint();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('in view (a wide screen, the panel beside the table): nothing scrolls', async () => {
    const user = userEvent.setup();
    renderTable(atPriority());
    await user.click(q('[data-zone="hand"] [data-object-id="tg"]'));
    expect(q('[data-role="play-menu"]')).toBeTruthy();
    await afterPaint();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('half below the window’s bottom edge counts as out of view', async () => {
    const user = userEvent.setup();
    menuBox = { top: 600, bottom: 900 };
    renderTable(atPriority());
    await user.click(q('[data-zone="hand"] [data-object-id="tg"]'));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  });
});

describe('confirming a declaration from the sticky prompt', () => {
  it('CR 508.1, 117.3a: the prompt holds the attack’s confirm in place of Pass, counting the attackers; confirmed, Pass is back at once', async () => {
    const user = userEvent.setup();
    renderTable(startGame(crawWurm));
    expect(document.querySelector('[data-action="pass"]')).toBeNull();
    expect(action('confirm-declaration').textContent).toBe('Confirm: no attack');
    await user.click(card('wurm'));
    // The prompt's count follows a frame after the click (useAfterNextPaint), as the panel's does.
    await waitFor(() => expect(action('confirm-declaration').textContent).toBe('Confirm 1 attacker'));
    // No frame may pass before the next look: a confirm left standing for a frame could be pressed
    // twice, and the next click would find no Pass.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await user.click(action('confirm-declaration'));
    expect(card('wurm').dataset.attacking).toBe('B');
    expect(document.querySelector('[data-action="confirm-declaration"]')).toBeNull();
    expect(action('pass').disabled).toBe(false);
    frame.mockRestore();
  });

  it('CR 702.111b: a block the engine refuses, confirmed from the prompt, changes nothing and brings the refusal into view', async () => {
    const user = userEvent.setup();
    renderTable(play(startGame(options), ...scenarioActions(options, 3)));
    expect(pending()).toEqual(['declareBlockers', 'B']);
    await user.click(card('wall'));
    await user.click(card('brute'));
    await waitFor(() => expect(action('confirm-declaration').textContent).toBe('Confirm 1 block'));
    await user.click(action('confirm-declaration'));
    expect(q('[data-role="last-error"]').dataset.rule).toBe('702.111b');
    expect(pending()).toEqual(['declareBlockers', 'B']);
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('last-error', expect.objectContaining({ block: 'nearest' })));
  });

  it('CR 510.1c: while damage is divided in its panel, the prompt holds the panel’s confirm; pressed, the division shown is dealt', async () => {
    const user = userEvent.setup();
    const store = renderTable(play(startGame(crawWurm), ...scenarioActions(crawWurm, 4), { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }));
    expect(pending()).toEqual(['assignDamage', 'A']);
    expect(document.querySelector('[data-action="pass"]')).toBeNull();
    expect(action('confirm-declaration').textContent).toBe('Confirm damage');
    expect(action('confirm-declaration').dataset.kind).toBe('damage');
    await user.click(action('confirm-declaration'));
    expect(pending()).toEqual(['priority', 'A']);
    // The panel's default: lethal to the Wall (3), the rest to the Cadet; both die.
    expect(store.getState().game.players[1]?.graveyard).toHaveLength(2);
  });

  it('CR 603.3b: while triggers are ordered in their panel, the prompt holds the panel’s confirm', async () => {
    const user = userEvent.setup();
    const store = renderTable(play(startGame(battleCry), ...scenarioActions(battleCry)));
    expect(pending()).toEqual(['orderTriggers', 'A']);
    expect(action('confirm-declaration').textContent).toBe('Put them on the stack in this order');
    await user.click(action('confirm-declaration'));
    expect(store.getState().game.stack).toHaveLength(3);
    expect(action('pass').disabled).toBe(false);
  });

  it('CR 514.1: a discard to hand size is confirmed from the prompt once as many cards as asked are marked', async () => {
    const user = userEvent.setup();
    const game = startGame(shock);
    const store = renderTable({ ...game, pendingChoice: { type: 'discard', player: 'A', count: 1 } });
    expect(action('confirm-declaration').textContent).toBe('Discard 0 of 1');
    expect(action('confirm-declaration').disabled).toBe(true);
    await user.click(q('[data-zone="hand"] [data-object-id="tg"]'));
    await waitFor(() => expect(action('confirm-declaration').textContent).toBe('Discard 1 of 1'));
    await user.click(action('confirm-declaration'));
    expect(store.getState().game.players[0]?.graveyard).toContain('tg');
  });
});
