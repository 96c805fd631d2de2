// mulliganPanel.test.tsx: the London mulligan as the hot-seat screen offers it (CR 103.5): a click in
// hand picks a card to put on the bottom only when one is owed, never more than are owed, and while
// "Keep" is disabled the panel says why.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';

function q(selector: string): HTMLElement {
  const el = document.querySelector(selector);
  if (!(el instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return el;
}
const decider = () => q('[data-role="prompt"]').dataset.player ?? '';
const handCards = () => [...document.querySelectorAll<HTMLElement>(`[data-player-id="${decider()}"] [data-zone="hand"] [data-object-id]`)];
const keep = () => q('[data-action="keep-hand"]') as HTMLButtonElement;
const whyNot = () => document.querySelector('[data-role="keep-blocked"]')?.textContent ?? null;

/** #play with seed 777 and the default decks, the pass-the-device screen off, started. */
async function start(user: ReturnType<typeof userEvent.setup>) {
  render(<HotseatScreen />);
  await user.clear(q('[data-field="seed"]'));
  await user.type(q('[data-field="seed"]'), '777');
  await user.click(q('[data-field="hand-over"]'));
  await user.click(q('[data-action="start-game"]'));
}

beforeEach(() => {
  localStorage.clear();
});

describe('the mulligan panel', { timeout: 20_000 }, () => {
  it("CR 103.5: the mulligan is shown before the game, not in turn 1's untap step", async () => {
    const user = userEvent.setup();
    await start(user);
    const bar = q('[data-role="step"]');
    expect(bar.textContent).toContain('Before the game · mulligans');
    expect(bar.textContent).not.toContain('Turn 1');
    // No step of turn 1 is lit: it has not begun.
    expect(bar.querySelector('[aria-current="step"]')).toBeNull();
    const explained = q('[data-role="explain-step"]');
    expect(explained.querySelector('h3')?.textContent).toMatch(/^Before the game · .+ starts · mulligans$/);
    expect(explained.textContent).not.toMatch(/untap step/i);
    expect(explained.textContent).toContain('103.5');
    // Once both hands are kept, turn 1 begins.
    await user.click(keep());
    await user.click(keep());
    expect(q('[data-role="step"]').textContent).toContain('Turn 1');
    expect(q('[data-role="step"]').querySelector('[aria-current="step"]')).not.toBeNull();
  });

  it('CR 103.5: before any mulligan a click in hand picks nothing, and "Keep 7 cards" stays enabled', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(handCards()[0]!);
    expect(document.querySelector('[data-role="mulligan-picked"]')).toBeNull();
    expect(keep().disabled).toBe(false);
    expect(keep().textContent).toBe('Keep 7 cards');
    expect(whyNot()).toBeNull();
  });

  it('CR 103.5: after one mulligan one card can be picked, not three; while Keep is disabled the panel says why', async () => {
    const user = userEvent.setup();
    await start(user);
    const first = decider();
    await user.click(q('[data-action="mulligan"]'));
    await user.click(keep());
    expect(decider()).toBe(first);

    expect(q('[data-role="mulligan-picked"]').textContent).toBe('To the bottom: 0 of 1');
    expect(keep().disabled).toBe(true);
    expect(whyNot()).toBe('Put 1 more card on the bottom to keep this hand.');
    expect(keep().getAttribute('aria-describedby')).toBe(q('[data-role="keep-blocked"]').id);

    const [a, b, c] = handCards();
    await user.click(a!);
    await user.click(b!);
    await user.click(c!);
    expect(q('[data-role="mulligan-picked"]').textContent).toBe('To the bottom: 1 of 1');
    expect(keep().disabled).toBe(false);
    expect(whyNot()).toBeNull();

    await user.click(a!);
    expect(keep().disabled).toBe(true);
    expect(whyNot()).toBe('Put 1 more card on the bottom to keep this hand.');
  });
});
