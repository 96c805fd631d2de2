import { findObject, logEntries } from '../../src/engine/index';
import { describe, expect, it } from 'vitest';
import { game, pass, passUntil, play } from './helpers';
import { newGame } from '../../src/engine/index';

const deck = (n: number, card = 'Forest') => Array<string>(n).fill(card);

describe('CR 500–514: turn structure', () => {
  it('CR 500.1: the steps come in order and the turn passes to the other player after cleanup', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A', library: deck(3) }, { id: 'B', library: deck(3) }] });
    const seen: string[] = [s.turn.step];
    for (let i = 0; i < 40 && s.turn.activePlayer === 'A'; i++) {
      s = play(s, pass(s.pendingChoice!.player));
      if (seen[seen.length - 1] !== s.turn.step) seen.push(s.turn.step);
    }
    // CR 508.8: no attackers, so declare blockers and combat damage are skipped.
    expect(seen).toEqual(['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'endCombat', 'main2', 'end', 'upkeep']);
    expect(s.turn.number).toBe(4);
    expect(s.turn.activePlayer).toBe('B');
  });

  it('CR 502.3: the active player untaps their permanents in the untap step; the other player does not', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [
      { id: 'A', battlefield: [{ id: 'af', card: 'Forest', tapped: true }], library: deck(2) },
      { id: 'B', battlefield: [{ id: 'bf', card: 'Forest', tapped: true }], library: deck(2) },
    ] });
    s = passUntil(s, (x) => x.turn.activePlayer === 'B');
    expect(findObject(s, 'bf')!.tapped).toBe(false);
    expect(findObject(s, 'af')!.tapped).toBe(true);
  });

  it('CR 117.3a, 502.4: no one receives priority in the untap step; the active player gets it in upkeep', () => {
    const s = game({ turn: { number: 3, activePlayer: 'A', step: 'untap' }, players: [{ id: 'A', library: deck(2) }, { id: 'B' }] });
    expect(s.turn.step).toBe('upkeep');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'A' });
  });

  it('CR 504.1: the active player draws in the draw step', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A', library: deck(2) }, { id: 'B' }] });
    s = play(s, pass('A'), pass('B'));
    expect(s.turn.step).toBe('draw');
    expect(s.players[0]!.hand).toEqual(['A:library:0']);
  });

  it('CR 103.8a, 500.11: the player who plays first skips the draw step of their first turn: from the upkeep straight to the main phase', () => {
    const s = newGame({ seed: 1, firstPlayer: 'A', players: [{ id: 'A', name: 'Ana', deck: deck(20) }, { id: 'B', name: 'Bruno', deck: deck(20) }] });
    const steps: string[] = [];
    const t = passUntil(s, (x) => (steps.push(x.turn.step), x.turn.step === 'main1'));
    expect(steps).not.toContain('draw');
    expect(logEntries(t).some((e) => e.rule === '103.8a' && e.text === "Ana skips the draw step of the game's first turn")).toBe(true);
    expect(t.players[0]!.hand.length).toBe(7);
    const u = passUntil(t, (x) => x.turn.activePlayer === 'B' && x.turn.step === 'main1');
    expect(u.players[1]!.hand.length).toBe(8);
  });

  it('CR 103.5, 103.4: a new game deals seven cards and 20 life; the seed chooses who starts', () => {
    const a = newGame({ seed: 5, players: [{ id: 'A', name: 'Ana', deck: deck(40) }, { id: 'B', name: 'Bruno', deck: deck(40) }] });
    const b = newGame({ seed: 5, players: [{ id: 'A', name: 'Ana', deck: deck(40) }, { id: 'B', name: 'Bruno', deck: deck(40) }] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    for (const p of a.players) {
      expect(p.hand.length).toBe(7);
      expect(p.life).toBe(20);
    }
  });

  it('CR 500.2: a step ends only when all players pass in succession with an empty stack', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: [{ id: 'A', library: deck(2) }, { id: 'B' }] });
    s = play(s, pass('A'));
    expect(s.turn.step).toBe('upkeep');
    expect(s.pendingChoice).toEqual({ type: 'priority', player: 'B' });
    s = play(s, pass('B'));
    expect(s.turn.step).toBe('draw');
  });

  it('CR 500.5: unused mana empties from pools at the end of each step', () => {
    let s = game({ players: [{ id: 'A', battlefield: [{ id: 'f', card: 'Forest' }, { id: 'g', card: 'Forest' }], hand: [{ id: 'gg', card: 'Giant Growth' }] }, { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }] });
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'], payWith: ['f', 'g'] });
    expect(s.players[0]!.manaPool.G).toBe(1);
    s = play(s, pass('A'), pass('B'));
    expect(s.players[0]!.manaPool.G).toBe(1);
    s = play(s, pass('A'), pass('B'));
    expect(s.turn.step).toBe('beginCombat');
    expect(s.players[0]!.manaPool.G).toBe(0);
  });

  it('CR 514.1: the active player discards down to seven in the cleanup step', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [{ id: 'A', hand: deck(9, 'Grizzly Bears') }, { id: 'B', library: deck(2) }] });
    s = play(s, pass('A'), pass('B'));
    expect(s.pendingChoice).toEqual({ type: 'discard', player: 'A', count: 2 });
    s = play(s, { type: 'discard', player: 'A', cards: ['A:hand:0', 'A:hand:1'] });
    expect(s.players[0]!.hand.length).toBe(7);
    expect(s.players[0]!.graveyard.length).toBe(2);
    expect(s.turn.activePlayer).toBe('B');
  });

  it('CR 514.2: damage wears off and "until end of turn" effects end in the cleanup step', () => {
    let s = game({ players: [
      { id: 'A', battlefield: [{ id: 'f', card: 'Forest' }], hand: [{ id: 'gg', card: 'Giant Growth' }] },
      { id: 'B', battlefield: [{ id: 'bear', card: 'Grizzly Bears', damage: 1 }], library: deck(2) },
    ] });
    s = play(s, { type: 'cast', player: 'A', card: 'gg', targets: ['bear'] }, pass('A'), pass('B'));
    expect(s.effects.length).toBe(1);
    s = passUntil(s, (x) => x.turn.activePlayer === 'B');
    expect(s.effects.length).toBe(0);
    expect(findObject(s, 'bear')!.damage).toBe(0);
  });

  it('CR 500.7: an extra turn is taken next by its player', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [{ id: 'A', library: deck(2) }, { id: 'B', library: deck(2) }] });
    s = { ...s, turn: { ...s.turn, extraTurns: ['A'] } };
    s = passUntil(s, (x) => x.turn.number === 4);
    expect(s.turn.activePlayer).toBe('A');
  });

  it('CR 500.11: a skipped step is skipped once', () => {
    let s = game({ turn: { number: 3, activePlayer: 'A', step: 'end' }, players: [{ id: 'A', library: deck(2) }, { id: 'B', library: deck(2) }] });
    s = { ...s, turn: { ...s.turn, skipSteps: ['draw'] } };
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'main1');
    expect(s.players[1]!.hand.length).toBe(0);
    expect(logEntries(s).some((e) => e.rule === '500.11')).toBe(true);
  });
});
