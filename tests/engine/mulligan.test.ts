import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index';
import { expectRefused, play } from './helpers';

const deck = () => [...Array<string>(20).fill('Forest'), ...Array<string>(20).fill('Grizzly Bears')];
const start = () => newGame({ seed: 9, firstPlayer: 'A', mulligans: true, players: [{ id: 'A', name: 'Ana', deck: deck() }, { id: 'B', name: 'Bruno', deck: deck() }] });

describe('CR 103.5: the London mulligan', () => {
  it('CR 103.5: the starting player declares first, then the other player', () => {
    let s = start();
    expect(s.pendingChoice).toEqual({ type: 'mulligan', player: 'A', mulligans: 0, handSize: 7, bottom: 0, nextBottom: 1 });
    s = play(s, { type: 'mulligan', player: 'A', keep: true });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'B' });
    s = play(s, { type: 'mulligan', player: 'B', keep: true });
    expect(s.pregame).toBeNull();
    expect(s.turn.step).toBe('upkeep');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 103.5: a mulligan shuffles the hand away and draws seven; keeping then puts one card on the bottom', () => {
    let s = start();
    const firstHand = [...s.players[0]!.hand];
    s = play(s, { type: 'mulligan', player: 'A', keep: false }, { type: 'mulligan', player: 'B', keep: true });
    expect(s.players[0]!.hand.length).toBe(7);
    expect(s.players[0]!.library.length).toBe(33);
    expect(s.players[0]!.hand).not.toEqual(firstHand);
    expect(s.pendingChoice).toEqual({ type: 'mulligan', player: 'A', mulligans: 1, handSize: 7, bottom: 1, nextBottom: 2 });
    expectRefused(s, { type: 'mulligan', player: 'A', keep: true }, '103.5');
    const bottom = s.players[0]!.hand[0]!;
    s = play(s, { type: 'mulligan', player: 'A', keep: true, bottom: [bottom] });
    expect(s.players[0]!.hand.length).toBe(6);
    expect(s.players[0]!.library[s.players[0]!.library.length - 1]).toBe(bottom);
    expect(s.turn.step).toBe('upkeep');
  });

  it('CR 103.5: both players mulligan at the same time, then each is asked again in turn order', () => {
    let s = start();
    s = play(s, { type: 'mulligan', player: 'A', keep: false }, { type: 'mulligan', player: 'B', keep: false });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'A', mulligans: 1 });
    s = play(s, { type: 'mulligan', player: 'A', keep: true, bottom: [s.players[0]!.hand[0]!] });
    expect(s.pendingChoice).toMatchObject({ type: 'mulligan', player: 'B', mulligans: 1 });
  });

  it('CR 103.5: the same seed gives the same shuffles', () => {
    const a = play(start(), { type: 'mulligan', player: 'A', keep: false });
    const b = play(start(), { type: 'mulligan', player: 'A', keep: false });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('CR 103.5: the other player cannot answer, and a card not in hand cannot go to the bottom', () => {
    let s = start();
    expectRefused(s, { type: 'mulligan', player: 'B', keep: true }, '103.5');
    s = play(s, { type: 'mulligan', player: 'A', keep: false }, { type: 'mulligan', player: 'B', keep: true });
    expectRefused(s, { type: 'mulligan', player: 'A', keep: true, bottom: [s.players[1]!.hand[0]!] }, '103.5');
    expectRefused(s, { type: 'pass', player: 'A' }, '103.5');
  });
});
