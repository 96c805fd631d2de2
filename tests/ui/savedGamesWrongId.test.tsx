// savedGamesWrongId.test.tsx: on #play, a saved game stored under one key but naming another game's id
// is listed as damaged, with why, and offers no Resume: only the game under its own key can be resumed.
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame } from '../../src/store/gameSetup';
import { createSave } from '../../src/store/saves';
import { SAVE_KEY_PREFIX } from '../../src/store/saveStorage';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';

function saveText(names: [string, string], id: string, savedAt: string): string {
  const started = startHotSeatGame({ players: [{ name: names[0], deckId: 'white-skies' }, { name: names[1], deckId: 'green-stompy' }], seed: 777, firstPlayer: 'A', rules: 'current' });
  if (!started.ok) throw new Error('setup');
  return JSON.stringify(createSave(createTableStore({ game: started.game }).getState(), { id, savedAt }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('saved games on #play', () => {
  it('an entry naming another game as its id is listed as damaged, without Resume, and the other game is offered', () => {
    localStorage.setItem(`${SAVE_KEY_PREFIX}gCarla`, saveText(['Carla', 'Dario'], 'gCarla', '2026-05-01T10:00:00.000Z'));
    localStorage.setItem(`${SAVE_KEY_PREFIX}evil`, saveText(['Ana', 'Bruno'], 'gCarla', '2026-05-02T10:00:00.000Z'));
    render(<HotseatScreen />);
    const evil = document.querySelector('[data-save-id="evil"]');
    expect(evil?.getAttribute('data-damaged')).toBe('true');
    expect(evil?.querySelector('[data-role="save-problem"]')?.getAttribute('data-code')).toBe('wrong-id');
    expect(evil?.textContent).toContain('This saved game is damaged or was altered: it is not stored under its own name.');
    expect(evil?.querySelector('[data-action="resume-save"]')).toBeNull();
    expect(document.querySelector('[data-save-id="gCarla"] [data-action="resume-save"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="A game in progress"]')?.textContent).toContain('Carla – Dario');
  });
});
