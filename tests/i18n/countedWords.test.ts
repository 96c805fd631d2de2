// countedWords.test.ts: a counted word agrees with its number in every language ("1 card", "1 vida",
// "1 punto vita"): the player's life, a face-down hand and a saved game's moves are plural keys
// (count), so no screen reader hears "1 cards" or "1 vidas".
import { describe, expect, it } from 'vitest';
import { translator } from '../explain/support';

describe('counted words', () => {
  it('English: one card, one move; many cards, many moves', async () => {
    const t = await translator('en');
    expect(t('hotseat:hand.hidden', { name: 'Bruno', count: 1 })).toBe("Bruno's hand: 1 card, face down");
    expect(t('hotseat:hand.hidden', { name: 'Bruno', count: 7 })).toBe("Bruno's hand: 7 cards, face down");
    expect(t('hotseat:saves.inProgress', { turn: 1, count: 1 })).toBe('Turn 1, 1 move');
    expect(t('hotseat:saves.finished', { count: 42 })).toBe('Finished, 42 moves');
    expect(t('table:battlefield.player.label', { player: 'Ana', count: 1 })).toBe('Ana, 1 life');
  });

  it('Spanish: "1 vida", "20 vidas"; "1 carta", "1 jugada"', async () => {
    const t = await translator('es');
    expect(t('table:battlefield.player.label', { player: 'Ana', count: 1 })).toBe('Ana, 1 vida');
    expect(t('table:battlefield.player.label', { player: 'Ana', count: 20 })).toBe('Ana, 20 vidas');
    expect(t('table:battlefield.player.label', { player: 'Ana', count: 0 })).toBe('Ana, 0 vidas');
    expect(t('hotseat:hand.hidden', { name: 'Bruno', count: 1 })).toBe('Mano de Bruno: 1 carta, boca abajo');
    expect(t('hotseat:saves.finished', { count: 1 })).toBe('Terminada, 1 jugada');
  });

  it('Italian: "1 punto vita", "20 punti vita"; "1 carta", "1 mossa"', async () => {
    const t = await translator('it');
    expect(t('table:battlefield.player.label', { player: 'Ana', count: 1 })).toBe('Ana, 1 punto vita');
    expect(t('table:battlefield.player.label', { player: 'Ana', count: 20 })).toBe('Ana, 20 punti vita');
    expect(t('hotseat:hand.hidden', { name: 'Bruno', count: 1 })).toBe('Mano di Bruno: 1 carta, a faccia in giù');
    expect(t('hotseat:saves.inProgress', { turn: 2, count: 1 })).toBe('Turno 2, 1 mossa');
  });
});
