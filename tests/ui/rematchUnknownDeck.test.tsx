// rematchUnknownDeck.test.tsx: a finished game resumed from a save whose deck is no longer one of the
// ready-made decks (removed, renamed, or edited by hand) says why there is no rematch, instead of a
// Rematch button that starts nothing or a broken table; "Other games" still leads back to the menu.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame, type HotSeatSetup } from '../../src/store/gameSetup';
import { createSave } from '../../src/store/saves';
import { SAVE_KEY_PREFIX } from '../../src/store/saveStorage';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';

const setup: HotSeatSetup = { players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'green-stompy' }], seed: 777, firstPlayer: 'A', rules: 'current' };

/** A game Ana conceded, saved with a setup that names `deckId` as Bruno's deck. */
function finishedSave(deckId: string): string {
  const started = startHotSeatGame(setup);
  if (!started.ok) throw new Error('setup');
  const store = createTableStore({ game: started.game });
  store.getState().dispatch({ type: 'concede', player: 'A' });
  const saved: HotSeatSetup = { ...setup, players: [setup.players[0] as HotSeatSetup['players'][number], { name: 'Bruno', deckId }] };
  return JSON.stringify(createSave(store.getState(), { id: 'gOld', savedAt: '2026-05-01T10:00:00.000Z', setup: saved }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('rematch after resuming a saved game', () => {
  it('a deck that no longer exists: the result says there is no rematch and why, and offers no Rematch button', async () => {
    const user = userEvent.setup();
    localStorage.setItem(`${SAVE_KEY_PREFIX}gOld`, finishedSave('purple-dragons'));
    render(<HotseatScreen />);
    await user.click(document.querySelector('[data-save-id="gOld"] [data-action="resume-save"]') as HTMLElement);
    const over = document.querySelector('[data-role="game-over"]');
    expect(over?.getAttribute('data-winner')).toBe('B');
    expect(over?.querySelector('[data-action="rematch"]')).toBeNull();
    const why = over?.querySelector('[data-role="no-rematch"]');
    expect(why?.querySelector('[data-code="deck-unknown"]')?.textContent).toBe(
      'the deck “purple-dragons” this game was set up with is no longer one of the ready-made decks. Choose decks for a new game in “Other games”.',
    );
    await user.click(over?.querySelector('[data-action="new-game"]') as HTMLElement);
    expect(document.querySelector('[data-role="hotseat-menu"]')).not.toBeNull();
  });

  it('the same save with its deck still there offers the rematch, which starts a new game', async () => {
    const user = userEvent.setup();
    localStorage.setItem(`${SAVE_KEY_PREFIX}gOld`, finishedSave('green-stompy'));
    render(<HotseatScreen />);
    await user.click(document.querySelector('[data-save-id="gOld"] [data-action="resume-save"]') as HTMLElement);
    expect(document.querySelector('[data-role="no-rematch"]')).toBeNull();
    await user.click(document.querySelector('[data-action="rematch"]') as HTMLElement);
    expect(document.querySelector('[data-role="game-over"]')).toBeNull();
    expect(document.querySelector('[data-role="hotseat-game"]')?.getAttribute('data-turn')).toBe('1');
  });
});
