// The hot-seat table is fair: conceding for any player from a menu (CR 104.3a), and the consent of
// the player concerned, asked behind the pass-the-device screen (or in a modal naming them), before
// their decision is undone or every hand is turned face up; every question and answer is logged.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { q } from '../support/dom';
import { panelsCaughtUp, pending, startAnaAndBruno as start } from '../support/hotseatScreen';

const consentLines = () => [...document.querySelectorAll('[data-log-kind="consent"]')].map((li) => li.textContent);

/** With the pass-the-device screen on, the device first goes to `name`. */
async function handTo(user: ReturnType<typeof userEvent.setup>, name: string) {
  expect(q('[data-role="hand-over"] h2').textContent).toBe(`Pass the device to ${name}`);
  await user.click(q('[data-action="hand-over"]'));
}

beforeEach(() => {
  localStorage.clear();
});

describe('a fair hot-seat table', { timeout: 20_000 }, () => {
  it('CR 104.3a: Bruno concedes from the menu while Ana is deciding; the menu asks who, then confirms', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(q('[data-action="keep-hand"]'));
    await user.click(q('[data-action="keep-hand"]'));
    expect(pending()).toEqual(['priority', 'A']);
    await user.click(q('[data-action="concede"]'));
    const menu = screen.getByRole('group', { name: 'Who concedes?' });
    expect([...menu.querySelectorAll('[data-action="concede-pick"]')].map((b) => b.textContent)).toEqual(['Ana', 'Bruno']);
    await user.click(q('[data-action="concede-pick"][data-player="B"]'));
    expect(q('[data-action="confirm-concede"]').textContent).toBe('Bruno concedes');
    await user.click(q('[data-action="confirm-concede"]'));
    expect(q('[data-role="game-over"]').dataset.winner).toBe('A');
    expect(q('[data-role="game-over"]').textContent).toContain('Bruno conceded.');
  });

  it('the concession menu can be left without conceding', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(q('[data-action="concede"]'));
    await user.click(q('[data-action="concede-pick"][data-player="A"]'));
    await user.click(q('[data-action="cancel-concede"]'));
    expect(document.querySelector('[data-role="game-over"]')).toBeNull();
    expect(document.querySelector('[data-role="concede-menu"]')).toBeNull();
  });

  it('screen off: Ana\'s undo of Bruno\'s keep asks Bruno in a modal naming him; refused then allowed, both logged', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(q('[data-action="keep-hand"]'));
    await user.click(q('[data-action="keep-hand"]'));
    await user.click(q('[data-action="undo"]'));
    const dialog = screen.getByRole('dialog', { name: 'Bruno, your consent is asked' });
    expect(q('[data-role="consent-question"]').textContent).toBe('Ana asks to undo your move: Keep this hand. Allow?');
    expect(dialog.dataset.player).toBe('B');
    await user.click(q('[data-action="consent-refuse"]'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pending()).toEqual(['priority', 'A']);
    await panelsCaughtUp();
    expect(consentLines()).toEqual(['Ana asked Bruno to undo their move (Keep this hand)', 'Bruno refused to undo their move (Keep this hand) (asked by Ana)']);
    await user.click(q('[data-action="undo"]'));
    await user.click(q('[data-action="consent-allow"]'));
    expect(pending()).toEqual(['mulligan', 'B']);
    await panelsCaughtUp();
    expect(consentLines().at(-1)).toBe('Bruno agreed to undo their move (Keep this hand) (asked by Ana)');
  });

  it('screen on: the question waits behind the pass-the-device screen, the table is not shown, and the device goes back', async () => {
    const user = userEvent.setup();
    await start(user, { handOver: true });
    await handTo(user, 'Ana');
    await user.click(q('[data-action="keep-hand"]'));
    await handTo(user, 'Bruno');
    await user.click(q('[data-action="keep-hand"]'));
    await handTo(user, 'Ana');
    await user.click(q('[data-action="undo"]'));
    // To Bruno, for his answer: what the screen says, and nothing of the table behind it.
    expect(q('[data-role="hand-over"]').dataset.for).toBe('consent');
    expect(q('[data-role="hand-over"]').textContent).toContain("Ana asks for Bruno's consent");
    expect(document.querySelector('[data-role="log"]')).toBeNull();
    await user.click(q('[data-action="hand-over"]'));
    expect(q('[data-role="consent"]').dataset.player).toBe('B');
    expect(document.querySelector('[data-zone="hand"]')).toBeNull();
    await user.click(q('[data-action="consent-refuse"]'));
    // Back to Ana, who still decides.
    await handTo(user, 'Ana');
    expect(pending()).toEqual(['priority', 'A']);
  });

  it('every hand face up, turned on in a running game, asks the other player first', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(q('[data-action="keep-hand"]'));
    await user.click(q('[data-action="keep-hand"]'));
    await user.click(q('[data-role="table-settings"] summary'));
    await user.click(q('[data-switch="show-everything"]'));
    expect((q('[data-switch="show-everything"]') as HTMLInputElement).checked).toBe(false);
    expect(q('[data-role="consent-question"]').textContent).toBe('Ana asks to turn every hand face up, yours included. Allow?');
    await user.click(q('[data-action="consent-allow"]'));
    expect((q('[data-switch="show-everything"]') as HTMLInputElement).checked).toBe(true);
    expect(document.querySelectorAll('[data-player-id="B"] [data-zone="hand"] [data-object-id]').length).toBeGreaterThan(0);
    await panelsCaughtUp();
    expect(consentLines().at(-1)).toBe('Bruno agreed to turn every hand face up (asked by Ana)');
  });
});
