// triedDeclarations.test.ts: a click or drop the engine's options refuse (a creature that cannot
// attack, a block it may not make) is a declaration tried: the store has the engine judge it and keeps
// the refusal as `refused` (what a lesson about that refusal counts), while the game, its history and
// the draft stay as they were. Asking "why?" tries nothing.
import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/store/createTableStore';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const options = fixture('combat-options');

describe('a declaration tried and refused', () => {
  it('CR 302.6: a click on a summoning-sick creature tries it as an attacker at the defending player; the engine refuses, nothing changes', () => {
    const store = createTableStore({ game: startGame(options) });
    const before = store.getState().game;
    store.getState().click('bears');
    const { refused, game, performed, lastError, ui } = store.getState();
    expect(refused?.error.rule).toBe('302.6');
    expect(refused?.action).toEqual({ type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bears', defender: 'B' }] });
    expect(game).toBe(before);
    expect(performed).toEqual([]);
    expect(ui.attackDraft).toEqual([]);
    // Shown as the hint on the card, not as an error banner.
    expect(ui.hint).toMatchObject({ object: 'bears', rule: '302.6' });
    expect(lastError).toBeNull();
  });

  it('CR 702.9b: a drop of a blocker on a flier it cannot block tries the block, with the blocks drafted so far', () => {
    const store = createTableStore({ game: play(startGame(options), ...scenarioActions(options, 3)) });
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'angel' });
    const { refused, ui } = store.getState();
    expect(refused?.error.rule).toBe('702.9b');
    expect(refused?.action).toMatchObject({ type: 'declareBlockers', blocks: [{ blocker: 'wall', attacker: 'angel' }] });
    expect(ui.blockDraft).toEqual([]);
    // The next change of the draft is a new attempt: the refusal goes.
    store.getState().intend({ type: 'block', blocker: 'wall', attacker: 'brute' });
    expect(store.getState().refused).toBeNull();
  });

  it('"why?" explains without trying anything', () => {
    const store = createTableStore({ game: startGame(options) });
    store.getState().explain('bears');
    expect(store.getState().ui.hint?.rule).toBe('302.6');
    expect(store.getState().refused).toBeNull();
  });

  it('a move the engine refuses is kept as refused too, with the move', () => {
    const store = createTableStore({ game: startGame(options) });
    const action = { type: 'declareAttackers' as const, player: 'A', attackers: [{ attacker: 'bears', defender: 'B' }] };
    expect(store.getState().dispatch(action)).toBe(false);
    expect(store.getState().refused).toEqual({ action, error: store.getState().lastError });
  });
});
