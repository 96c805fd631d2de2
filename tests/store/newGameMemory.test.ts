// newGameMemory.test.ts: the new-game form's last players come back from storage field by field; a
// corrupt, foreign or hostile stored value is ignored (the form's defaults stay), never an exception.
import { describe, expect, it } from 'vitest';
import { NEW_GAME_KEY, recalledPlayers, rememberPlayers } from '../../src/store/newGameMemory';
import { memoryStorage } from '../../src/store/saveStorage';

const stored = (value: string) => {
  const kv = memoryStorage();
  kv.setItem(NEW_GAME_KEY, value);
  return recalledPlayers(kv);
};

describe('the new-game form remembers the last players', () => {
  it('names and decks come back as they were started with, names trimmed', () => {
    const kv = memoryStorage();
    rememberPlayers(kv, [{ name: ' Ana ', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'red-goblins' }]);
    expect(recalledPlayers(kv)).toEqual([{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'red-goblins' }]);
  });

  it('a free-for-all table of four comes back as four players; more than six stored, only the first six', () => {
    const kv = memoryStorage();
    const four = ['Ana', 'Bruno', 'Carla', 'Dario'].map((name) => ({ name, deckId: 'white-skies' }));
    rememberPlayers(kv, four);
    expect(recalledPlayers(kv)).toEqual(four);
    const names = Array.from({ length: 8 }, (_, i) => ({ name: `P${i}` }));
    expect(stored(JSON.stringify({ players: names }))).toEqual(names.slice(0, 6));
    // Fewer than two usable: the form's two seats, empty.
    expect(stored(JSON.stringify({ players: [{ name: 'Ana' }] }))).toEqual([{ name: 'Ana' }, {}]);
  });

  it('nothing stored, or storage that refuses: nothing recalled, nothing thrown', () => {
    expect(recalledPlayers(memoryStorage())).toEqual([{}, {}]);
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => rememberPlayers(refusing, [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'red-goblins' }])).not.toThrow();
    expect(recalledPlayers(refusing)).toEqual([{}, {}]);
  });

  it('a corrupt or foreign value is ignored whole', () => {
    for (const value of ['{"players":[{"name":"Ana"', 'null', '42', '"Ana"', '[]', '{"players":"Ana"}', `{"players":[{"name":"${'A'.repeat(3000)}"}]}`]) {
      expect(stored(value), value).toEqual([{}, {}]);
    }
  });

  it('a bad field is ignored alone: an unknown deck, a name too long or empty, not text, or the other player\'s name', () => {
    expect(stored(JSON.stringify({ players: [{ name: 'Ana', deckId: 'purple-dragons' }, { name: 'B'.repeat(41), deckId: 'white-skies' }] }))).toEqual([{ name: 'Ana' }, { deckId: 'white-skies' }]);
    expect(stored(JSON.stringify({ players: [{ name: '   ', deckId: 42 }, { name: { toString: 1 }, deckId: '__proto__' }] }))).toEqual([{}, {}]);
    expect(stored(JSON.stringify({ players: [{ name: 'Ana' }, { name: 'ana' }] }))).toEqual([{ name: 'Ana' }, {}]);
    expect(stored(JSON.stringify({ players: [null, { name: 'Bruno' }] }))).toEqual([{}, { name: 'Bruno' }]);
  });
});
