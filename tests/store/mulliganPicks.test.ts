// mulliganPicks.test.ts: the cards picked in hand to put on the bottom when keeping after mulligans
// (CR 103.5). How many may be picked comes from the engine's pending choice; the store never holds a
// pick the engine would refuse for its size.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { createTableStore } from '../../src/store/createTableStore';
import { defaultSetup, startHotSeatGame } from '../../src/store/gameSetup';
import { cardsToPick } from '../../src/store/intents';

/** The hot-seat game a new-game form starts with seed 777 and its default decks: the first player to decide is asked. */
function mulliganTable() {
  const started = startHotSeatGame(defaultSetup(777));
  if (!started.ok) throw new Error('setup');
  const store = createTableStore({ game: started.game, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: false } });
  const decider = () => {
    const pending = store.getState().game.pendingChoice;
    if (pending?.type !== 'mulligan') throw new Error(`no mulligan pending: ${pending?.type}`);
    return pending.player;
  };
  const hand = () => store.getState().game.players.find((p) => p.id === decider())?.hand ?? [];
  const picked = () => store.getState().ui.discardDraft;
  /** The first decider takes `count` mulligans; the other player keeps their seven (a kept hand stays
   *  kept, so from the second round on only the first decider is asked). */
  const mulligans = (count: number) => {
    const first = decider();
    for (let i = 0; i < count; i++) {
      store.getState().dispatch({ type: 'mulligan', player: first, keep: false });
      if (decider() !== first) store.getState().dispatch({ type: 'mulligan', player: decider(), keep: true });
    }
  };
  return { store, decider, hand, picked, mulligans };
}

describe('CR 103.5: the cards to put on the bottom after mulligans', () => {
  it('CR 103.5: with no mulligan taken, a click on a card in hand picks nothing', () => {
    const { store, hand, picked } = mulliganTable();
    expect(cardsToPick(store.getState().game)).toBe(0);
    store.getState().click(hand()[0]!);
    expect(picked()).toEqual([]);
    store.getState().intend({ type: 'toggleDiscard', card: hand()[1]! });
    expect(picked()).toEqual([]);
    expect(store.getState().confirm()).toBe(true);
  });

  it('CR 103.5: after one mulligan one card is picked; a click on another picks nothing until it is put back', () => {
    const { store, hand, picked, mulligans } = mulliganTable();
    mulligans(1);
    expect(cardsToPick(store.getState().game)).toBe(1);
    const [a, b, c] = hand();
    store.getState().click(a!);
    store.getState().click(b!);
    store.getState().click(c!);
    expect(picked()).toEqual([a]);
    store.getState().click(a!);
    expect(picked()).toEqual([]);
    store.getState().click(c!);
    expect(picked()).toEqual([c]);
  });

  it('CR 103.5: after two mulligans exactly two cards are picked, and keeping puts those two on the bottom', () => {
    const { store, decider, hand, picked, mulligans } = mulliganTable();
    mulligans(2);
    const player = decider();
    expect(cardsToPick(store.getState().game)).toBe(2);
    for (const id of hand().slice(0, 4)) store.getState().click(id);
    const chosen = hand().slice(0, 2);
    expect(picked()).toEqual(chosen);
    expect(store.getState().confirm()).toBe(true);
    const library = store.getState().game.players.find((p) => p.id === player)?.library ?? [];
    expect(library.slice(-2)).toEqual(chosen);
  });
});
