import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KEY_PREFIX } from '../../src/store/saveStorage';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';
import { q } from '../support/dom';
import { panelsCaughtUp, pending, startAnaAndBruno as start } from '../support/hotseatScreen';

const handIds = (player: string) => [...document.querySelectorAll(`[data-player-id="${player}"] [data-zone="hand"] [data-object-id]`)].map((el) => el.getAttribute('data-object-id'));

/** Both players keep their seven: the game runs to Ana's first main phase. */
async function keepBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(q('[data-action="keep-hand"]'));
  await user.click(q('[data-action="keep-hand"]'));
}

beforeEach(() => {
  localStorage.clear();
});

// Whole games through the screen: slower than one component, above all on a loaded machine.
describe('the hot-seat screen', { timeout: 20_000 }, () => {
  it('new game: both names, decks with their lists, the seed; then the mulligan of the first player', async () => {
    const user = userEvent.setup();
    render(<HotseatScreen />);
    expect(screen.getAllByText(/Deck list \(40 cards\)/)).toHaveLength(2);
    // Two players with one name could not tell whose hand is shown.
    await user.clear(q('[data-field="name-1"]'));
    await user.type(q('[data-field="name-1"]'), 'Player 1');
    await user.click(q('[data-action="start-game"]'));
    expect(screen.getByRole('alert').textContent).toBe('Each player needs a different name.');
    expect(document.querySelector('[data-role="prompt"]')).toBeNull();
    await user.clear(q('[data-field="name-1"]'));
    await user.type(q('[data-field="name-1"]'), 'Bruno');
    await user.selectOptions(q('[data-field="first-player"]'), 'B');
    await user.click(q('[data-action="start-game"]'));
    // The device goes to Bruno, who plays first; nothing of the table is rendered until he confirms.
    expect(q('[data-role="hand-over"]').textContent).toContain('Pass the device to Bruno');
    expect(document.querySelector('[data-zone="hand"]')).toBeNull();
    await user.click(q('[data-action="hand-over"]'));
    expect(pending()).toEqual(['mulligan', 'B']);
    expect(q('[data-role="mulligan-status"]').textContent).toContain('7 cards');
  });

  it('hidden cards are absent from the page, not styled away: the other hand is backs only', async () => {
    const user = userEvent.setup();
    await start(user);
    expect(pending()).toEqual(['mulligan', 'A']);
    expect(handIds('A')).toHaveLength(7);
    const hidden = q('[data-player-id="B"] [data-zone="hand"]');
    expect(hidden.dataset.hidden).toBe('true');
    expect(hidden.getAttribute('aria-label')).toBe("Bruno's hand: 7 cards, face down");
    expect(hidden.querySelectorAll('li')).toHaveLength(7);
    // No id and no name of a card in Bruno's hand or in either library is anywhere in the page.
    const html = document.body.innerHTML;
    expect(html).not.toMatch(/B:library:\d+/);
    for (const name of ['Mountain', 'Raging Goblin', 'Boggart Brute', 'Shock', 'Mogg Flunkies']) expect(document.body.textContent).not.toContain(name);
    // Ana keeps; now Bruno decides and his hand is the one shown, Ana's is hidden: not in the hand
    // row, and not in the log or the explanation panel either.
    const anasCards = [...document.querySelectorAll('[data-player-id="A"] [data-zone="hand"] [data-object-id]')].map((el) => el.getAttribute('data-object-id') as string);
    await user.click(q('[data-action="keep-hand"]'));
    expect(pending()).toEqual(['mulligan', 'B']);
    expect(handIds('B')).toHaveLength(7);
    expect(handIds('A')).toEqual([]);
    expect(document.body.innerHTML).not.toMatch(/A:library:\d+/);
    expect(document.querySelector('[data-role="explain-panel"]')).not.toBeNull();
    for (const id of anasCards) expect(document.querySelector(`[data-object-id="${id}"]`)).toBeNull();
  });

  it('"show every hand" (teaching) puts both hands face up; libraries stay hidden', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(q('[data-role="table-settings"] summary'));
    await user.click(q('[data-switch="show-everything"]'));
    // Cards are dealt: Bruno's hand would be shown to Ana, so he is asked first (store/consent.ts).
    await user.click(q('[data-role="consent"][data-player="B"] [data-action="consent-allow"]'));
    expect(handIds('A')).toHaveLength(7);
    expect(handIds('B')).toHaveLength(7);
    const inPage = new Set([...document.querySelectorAll('[data-object-id]')].map((el) => el.getAttribute('data-object-id')));
    expect(inPage.size).toBe(14);
  });

  it('London mulligan (CR 103.5): a mulligan, then keeping six with one card picked for the bottom', async () => {
    const user = userEvent.setup();
    await start(user);
    await user.click(q('[data-action="mulligan"]'));
    await user.click(q('[data-action="keep-hand"]'));
    expect(pending()).toEqual(['mulligan', 'A']);
    expect(q('[data-role="mulligan-status"]').textContent).toContain('put 1 of its 7 cards on the bottom');
    expect((q('[data-action="keep-hand"]') as HTMLButtonElement).disabled).toBe(true);
    const bottom = handIds('A')[0] as string;
    await user.click(q(`[data-object-id="${bottom}"]`));
    expect(q('[data-action="keep-hand"]').textContent).toBe('Keep 6, 1 to the bottom');
    await user.click(q('[data-action="keep-hand"]'));
    expect(pending()).toEqual(['priority', 'A']);
    expect(handIds('A')).toHaveLength(6);
    expect(handIds('A')).not.toContain(bottom);
  });

  it('automatic passes are in the log with why; a log line goes back to its moment; undo takes back an action and its passes', async () => {
    const user = userEvent.setup();
    await start(user);
    await keepBoth(user);
    expect(q('[data-role="step"]').dataset.step).toBe('main1');
    await panelsCaughtUp();
    const autos = [...document.querySelectorAll('[data-role="log"] [data-log-kind="auto"]')].map((el) => el.textContent);
    expect(autos).toEqual([
      'Ana passed (no stop in the upkeep step)',
      "Bruno passed (no stop in the upkeep step of Ana's turn)",
    ]);
    // Ana passes her main phase: with no creature, combat goes by and she stops in her second main phase.
    await user.click(q('[data-action="pass"]'));
    expect(q('[data-role="step"]').dataset.step).toBe('main2');
    await user.keyboard('{Control>}z{/Control}');
    expect(q('[data-role="step"]').dataset.step).toBe('main1');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(q('[data-role="step"]').dataset.step).toBe('main2');
    await panelsCaughtUp();
    // Back to Ana's keep: Bruno is asked again; redo comes forward.
    await user.click(q('[data-role="log"] [data-history-index="0"] button'));
    // That undoes Bruno's keep: he agrees first.
    await user.click(q('[data-role="consent"][data-player="B"] [data-action="consent-allow"]'));
    expect(pending()).toEqual(['mulligan', 'B']);
    expect((q('[data-action="redo"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a double click on Pass passes once', async () => {
    const user = userEvent.setup();
    await start(user);
    await keepBoth(user);
    const pass = q('[data-action="pass"]');
    fireEvent.click(pass, { detail: 1 });
    expect(q('[data-role="step"]').dataset.step).toBe('main2');
    fireEvent.click(q('[data-action="pass"]'), { detail: 2 });
    expect(q('[data-role="step"]').dataset.step).toBe('main2');
    expect(q('[data-role="hotseat-game"]').dataset.turn).toBe('1');
  });

  it('the stops panel offers automatic passing, on by default, and says plainly that it shows the opponent when you have nothing', async () => {
    const user = userEvent.setup();
    await start(user);
    await keepBoth(user);
    await user.click(q('[data-action="toggle-stops"]'));
    const box = q('[data-stops-player="A"] [data-stop="onlyWhenAble"]') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.closest('label')?.textContent).toBe('Automatic passing: you are stopped only when you could do something');
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('When you have nothing to do, the game moves on without asking you');
    expect(hint?.textContent).toContain('your opponent can tell you had nothing');
    // The default stop in each opponent's end step, and none on your own spells.
    expect((q('[data-stops-player="A"] [data-stop="opponentTurn:end"]') as HTMLInputElement).checked).toBe(true);
    // It opens over the board and closes from its own button.
    await user.click(q('[data-action="close-stops"]'));
    expect(document.querySelector('[data-stops-player]')).toBeNull();
  });

  it('the stops panel: a stop in the upkeep applies to the next turn (automatic passing off: a stop stops even with nothing to do)', async () => {
    const user = userEvent.setup();
    await start(user);
    await keepBoth(user);
    await user.click(q('[data-action="toggle-stops"]'));
    await user.click(screen.getByRole('tab', { name: 'Bruno' }));
    await user.click(q('[data-stops-player="B"] [data-stop="onlyWhenAble"]'));
    await user.click(q('[data-stops-player="B"] [data-stop="ownTurn:upkeep"]'));
    await user.click(q('[data-action="pass"]'));
    await user.click(q('[data-action="pass"]'));
    // Bruno's default stop in Ana's end step stops him too, now that it stops every time.
    expect(q('[data-role="step"]').dataset.step).toBe('end');
    expect(pending()).toEqual(['priority', 'B']);
    await user.click(q('[data-action="pass"]'));
    expect(q('[data-role="hotseat-game"]').dataset.turn).toBe('2');
    expect(q('[data-role="step"]').dataset.step).toBe('upkeep');
    expect(pending()).toEqual(['priority', 'B']);
  });

  it('the game is saved as it is played: coming back offers to resume it exactly; conceding ends it', async () => {
    const user = userEvent.setup();
    const first = await start(user);
    await keepBoth(user);
    await user.click(q('[data-action="pass"]'));
    // The page goes away (a reload) and comes back.
    first.unmount();
    render(<HotseatScreen />);
    expect(screen.getByText('Ana – Bruno, turn 1')).toBeTruthy();
    await user.click(q('[data-action="resume-latest"]'));
    expect(q('[data-role="step"]').dataset.step).toBe('main2');
    // History included: undo goes back through the automatic passes to the main phase.
    await user.click(q('[data-action="undo"]'));
    expect(q('[data-role="step"]').dataset.step).toBe('main1');
    await user.click(q('[data-action="concede"]'));
    await user.click(q('[data-action="concede-pick"][data-player="A"]'));
    await user.click(q('[data-action="confirm-concede"]'));
    expect(q('[data-role="game-over"]').dataset.winner).toBe('B');
    expect(q('[data-role="game-over"]').textContent).toContain('Ana conceded.');
    await panelsCaughtUp();
    expect(q('[data-role="log"]').textContent).toContain('concede');
    await user.click(q('[data-action="rematch"]'));
    expect(pending()[0]).toBe('mulligan');
  });

  it('a damaged save is listed with why and can be deleted; the other saves load', async () => {
    const user = userEvent.setup();
    await start(user);
    await keepBoth(user);
    act(() => localStorage.setItem(`${SAVE_KEY_PREFIX}old`, JSON.stringify({ app: 'mtg-combat-tabletop', format: 0 })));
    await user.click(q('[data-role="table-settings"] summary'));
    await user.click(q('[data-action="menu"]'));
    expect(q('[data-save-id="old"] [data-role="save-problem"]').dataset.code).toBe('old-format');
    expect(q('[data-save-id="old"]').textContent).toContain('older version');
    await user.click(q('[data-save-id="old"] [data-action="delete-save"]'));
    expect(document.querySelector('[data-save-id="old"]')).toBeNull();
    await user.click(q('[data-action="resume-save"]'));
    expect(pending()).toEqual(['priority', 'A']);
  });
});
