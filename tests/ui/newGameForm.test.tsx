// newGameForm.test.tsx: on #play the new-game form starts from the last game's names and decks; a
// corrupt stored value leaves the form at its defaults, and the form still starts a game.
import { fireEvent, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_GAME_KEY } from '../../src/store/newGameMemory';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';

const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLInputElement | HTMLSelectElement;
const values = () => ['name-0', 'deck-0', 'name-1', 'deck-1'].map((name) => field(name).value);

beforeEach(() => {
  localStorage.clear();
});

describe('the new-game form remembers the last players', () => {
  it('the names and decks of the last game started are there the next time', async () => {
    const user = userEvent.setup();
    const first = render(<HotseatScreen />);
    const defaults = values();
    fireEvent.change(field('name-0'), { target: { value: 'Ana' } });
    fireEvent.change(field('name-1'), { target: { value: 'Bruno' } });
    await user.selectOptions(field('deck-0'), 'blue-walls');
    await user.selectOptions(field('deck-1'), 'red-goblins');
    expect(values()).not.toEqual(defaults);
    await user.click(document.querySelector('[data-action="start-game"]') as HTMLElement);
    first.unmount();
    render(<HotseatScreen />);
    expect(values()).toEqual(['Ana', 'blue-walls', 'Bruno', 'red-goblins']);
  });

  it('a corrupt or hostile stored value is ignored: the defaults, and a game still starts', async () => {
    const user = userEvent.setup();
    localStorage.setItem(NEW_GAME_KEY, '{"players":[{"name":"<img src=x>","deckId":"__proto__"},{"name":');
    render(<HotseatScreen />);
    expect(values()).toEqual(['Player 1', 'white-skies', 'Player 2', 'blue-walls']);
    await user.click(document.querySelector('[data-action="start-game"]') as HTMLElement);
    expect(document.querySelector('[data-role="hotseat-game"]')).not.toBeNull();
  });
});
