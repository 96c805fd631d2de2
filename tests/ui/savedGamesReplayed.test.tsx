// savedGamesReplayed.test.tsx: on #play, a saved game whose moves no longer replay is listed as damaged
// with its players and why, offers Delete but no Resume, and is not offered as the game to go on with.
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { createSave } from '../../src/store/saves';
import { SAVE_KEY_PREFIX } from '../../src/store/saveStorage';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';

function saveText(names: [string, string], id: string, savedAt: string, extra: Action[] = []): string {
  const started = startHotSeatGame({ players: [{ name: names[0], deckId: 'white-skies' }, { name: names[1], deckId: 'green-stompy' }], seed: 777, firstPlayer: 'A', rules: 'current' });
  if (!started.ok) throw new Error('setup');
  const file = createSave(createTableStore({ game: started.game }).getState(), { id, savedAt });
  return JSON.stringify({ ...file, history: { ...file.history, past: [...file.history.past, ...extra] } });
}

beforeEach(() => {
  localStorage.clear();
});

describe('saved games on #play are replayed when listed', () => {
  it('a save whose moves are refused is listed with its players and why, without Resume, and the latest good game is offered instead', () => {
    localStorage.setItem(`${SAVE_KEY_PREFIX}gCarla`, saveText(['Carla', 'Dario'], 'gCarla', '2026-05-01T10:00:00.000Z'));
    // The newest save, with a move nobody could have made (B has no priority: CR 117.1).
    localStorage.setItem(`${SAVE_KEY_PREFIX}gAna`, saveText(['Ana', 'Bruno'], 'gAna', '2026-05-02T10:00:00.000Z', [{ type: 'pass', player: 'B' }]));
    render(<HotseatScreen />);
    const damaged = document.querySelector('[data-save-id="gAna"]');
    expect(damaged?.getAttribute('data-damaged')).toBe('true');
    expect(damaged?.textContent).toContain('Ana – Bruno');
    expect(damaged?.querySelector('[data-role="save-problem"]')?.getAttribute('data-code')).toBe('replay');
    expect(damaged?.textContent).toContain('move 1 (pass) is refused');
    expect(damaged?.querySelector('[data-action="resume-save"]')).toBeNull();
    expect(damaged?.querySelector('[data-action="delete-save"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="A game in progress"]')?.textContent).toContain('Carla – Dario');
  });
});
