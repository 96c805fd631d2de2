// hotseatViewFrom.test.tsx: "View from" in a hot-seat game: whoever decides at the bottom by default, a
// side fixed (or the board turned) from the settings; the hand face up is the decider's whatever the
// seating, and the other hand is backs only, absent from the page.
import { fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';

function q(selector: string): HTMLElement {
  const el = document.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}
const pending = () => [q('[data-role="prompt"]').dataset.pending, q('[data-role="prompt"]').dataset.player];
/** The players' sides from the top of the table down: the last one is at the bottom. */
const seating = () => [...document.querySelectorAll('section[data-player-id]')].map((el) => el.getAttribute('data-player-id'));
const handIds = (player: string) => [...document.querySelectorAll(`[data-player-id="${player}"] [data-zone="hand"] [data-object-id]`)].map((el) => el.getAttribute('data-object-id'));
const handHidden = (player: string) => q(`[data-player-id="${player}"] [data-zone="hand"]`).dataset.hidden === 'true';

beforeEach(() => {
  localStorage.clear();
});

describe('View from in a hot-seat game', { timeout: 20_000 }, () => {
  it('whoever decides by default; a side fixed from the settings stays at the bottom, and only the decider’s hand is ever in the page', async () => {
    const user = userEvent.setup();
    render(<HotseatScreen />);
    fireEvent.change(q('[data-field="name-0"]'), { target: { value: 'Ana' } });
    fireEvent.change(q('[data-field="name-1"]'), { target: { value: 'Bruno' } });
    await user.selectOptions(q('[data-field="first-player"]'), 'A');
    fireEvent.change(q('[data-field="seed"]'), { target: { value: '4242' } });
    await user.click(q('[data-field="hand-over"]'));
    await user.click(q('[data-action="start-game"]'));
    expect(pending()).toEqual(['mulligan', 'A']);
    expect(seating()).toEqual(['B', 'A']);

    // The switch is among the settings, with today's behaviour chosen.
    await user.click(q('[data-role="table-settings"] summary'));
    const group = q('[data-role="table-settings"] [role="radiogroup"]');
    expect(group.getAttribute('aria-label')).toBe('View from');
    expect([...group.querySelectorAll('[role="radio"]')].map((b) => [b.textContent, b.getAttribute('aria-checked')])).toEqual([
      ["Ana's side", 'false'],
      ["Bruno's side", 'false'],
      ['Whoever decides', 'true'],
    ]);

    // Bruno's side at the bottom while Ana decides: her hand is shown (at the top), his stays backs.
    await user.click(q('[data-view-from="B"]'));
    expect(q('[data-view-from="B"]').getAttribute('aria-checked')).toBe('true');
    expect(seating()).toEqual(['A', 'B']);
    expect(handIds('A')).toHaveLength(7);
    // (A card's id names its owner: none of Bruno's below means none of his is in the page.)
    expect(handIds('A').every((id) => id?.startsWith('A:'))).toBe(true);
    expect(handHidden('B')).toBe(true);
    expect(document.querySelector('[data-object-id^="B:"]')).toBeNull();

    // Ana keeps; Bruno decides. The seating stays; the hand in the page is now Bruno's, Ana's is backs.
    await user.click(q('[data-action="keep-hand"]'));
    expect(pending()).toEqual(['mulligan', 'B']);
    expect(seating()).toEqual(['A', 'B']);
    expect(handIds('B')).toHaveLength(7);
    expect(handHidden('A')).toBe(true);
    expect(document.querySelector('[data-object-id^="A:"]')).toBeNull();

    // Ana's side fixed: Bruno, deciding, is at the top with his hand; Ana's stays hidden.
    await user.click(q('[data-view-from="A"]'));
    expect(seating()).toEqual(['B', 'A']);
    expect(handIds('B')).toHaveLength(7);
    expect(handHidden('A')).toBe(true);
    expect(document.querySelector('[data-object-id^="A:"]')).toBeNull();

    // Back to whoever decides: Bruno at the bottom.
    await user.click(q('[data-view-from="decider"]'));
    expect(seating()).toEqual(['A', 'B']);
  });
});
