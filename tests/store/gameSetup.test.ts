import { describe, expect, it } from 'vitest';
import { applyAction, findObject, logEntries, type GameState } from '../../src/engine';
import {
  DECK_CHOICES, MAX_SEED, defaultSetup, gameOverSummary, nextSeed, randomSeed, rematch, rematchOf, setupProblems, startHotSeatGame, type HotSeatSetup,
} from '../../src/store/gameSetup';
import { game, play } from '../engine/helpers';

const setup = (change: Partial<HotSeatSetup> = {}): HotSeatSetup => ({
  players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'green-stompy' }],
  seed: 4242,
  firstPlayer: 'random',
  rules: 'current',
  ...change,
});

function started(s: HotSeatSetup): GameState {
  const r = startHotSeatGame(s);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.game;
}

describe('startHotSeatGame', () => {
  it('CR 103: two named players, their decks shuffled from the seed, seven cards each, 20 life, mulligans asked', () => {
    const g = started(setup());
    expect(g.players.map((p) => [p.id, p.name, p.life, p.hand.length, p.library.length + p.hand.length])).toEqual([
      ['A', 'Ana', 20, 7, 40],
      ['B', 'Bruno', 20, 7, 40],
    ]);
    expect(g.pendingChoice).toMatchObject({ type: 'mulligan', player: g.turn.firstPlayer, mulligans: 0 });
    expect(logEntries(g)[0]?.text).toContain('(seed 4242)');
    expect(findObject(g, g.players[1]!.hand[0]!)?.owner).toBe('B');
  });

  it('the same setup gives the same game; another seed another shuffle', () => {
    expect(JSON.stringify(started(setup()))).toBe(JSON.stringify(started(setup())));
    expect(started(setup({ seed: 4243 })).players[0]?.hand).not.toEqual(started(setup()).players[0]?.hand);
  });

  it('CR 103.1: the seed picks who plays first at random (both seats happen), or the choice is kept', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, seed) => started(setup({ seed })).turn.firstPlayer));
    expect(firsts).toEqual(new Set(['A', 'B']));
    expect(started(setup({ firstPlayer: 'B' })).turn.firstPlayer).toBe('B');
    const r = startHotSeatGame(setup({ firstPlayer: 'A' }));
    expect(r.ok && r.firstPlayer).toBe('A');
  });

  it('the rules variant reaches the engine', () => {
    expect(started(setup({ rules: 'legacy-damage-order' })).rules).toBe('legacy-damage-order');
  });

  it('CR 103.5: a mulligan, then keeping seven and putting one on the bottom, starts the first turn', () => {
    let g = started(setup({ firstPlayer: 'A' }));
    const step = (action: Parameters<typeof applyAction>[1]) => {
      const r = applyAction(g, action);
      if (!r.ok) throw new Error(r.error.message);
      g = r.state;
    };
    step({ type: 'mulligan', player: 'A', keep: false });
    step({ type: 'mulligan', player: 'B', keep: true });
    expect(g.pendingChoice).toMatchObject({ type: 'mulligan', player: 'A', mulligans: 1 });
    step({ type: 'mulligan', player: 'A', keep: true, bottom: [g.players[0]!.hand[0]!] });
    expect(g.players[0]?.hand).toHaveLength(6);
    expect(g.pregame).toBeNull();
    expect(g.pendingChoice).toMatchObject({ type: 'priority', player: 'A' });
  });

  it('refuses an incomplete setup with a message per field, without throwing', () => {
    const r = startHotSeatGame(setup({ players: [{ name: '  ', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'no-such-deck' }] }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map((p) => p.field)).toEqual(['players.0.name', 'players.1.deckId']);
    expect(setupProblems(setup({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'ana', deckId: 'white-skies' }] }))[0]?.message).toMatch(/different names/);
    expect(setupProblems(setup({ seed: MAX_SEED + 1 }))[0]?.field).toBe('seed');
    expect(setupProblems(setup({ seed: 1.5 }))[0]?.field).toBe('seed');
  });

  it('offers at least six ready-made decks with their lists, and a default setup that starts', () => {
    expect(DECK_CHOICES.length).toBeGreaterThanOrEqual(6);
    for (const d of DECK_CHOICES) expect(d.size).toBe(d.cards.reduce((n, c) => n + c.count, 0));
    expect(startHotSeatGame(defaultSetup(1)).ok).toBe(true);
    const seed = randomSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED).toBe(true);
  });
});

describe('rematch', () => {
  it('keeps the players, decks and rules, with a new reproducible seed', () => {
    const first = setup({ rules: 'legacy-damage-order' });
    const again = rematch(first);
    expect(again.players).toEqual(first.players);
    expect(again.rules).toBe('legacy-damage-order');
    expect(again.seed).not.toBe(first.seed);
    expect(again.seed).toBe(nextSeed(first.seed));
    expect(again.seed).toBeLessThanOrEqual(MAX_SEED);
    expect(rematch(first)).toEqual(again);
    expect(started(again).players.map((p) => p.name)).toEqual(['Ana', 'Bruno']);
  });

  it('a setup whose deck is no longer a ready-made deck gives no rematch setup, but the problem and the deck it named', () => {
    const gone = setup({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'purple-dragons' }] });
    expect(rematchOf(gone)).toEqual({ ok: false, problems: [expect.objectContaining({ field: 'players.1.deckId', code: 'deck-unknown', deckId: 'purple-dragons' })] });
    // A hostile save's deck id is quoted back cut short.
    const long = rematchOf(setup({ players: [{ name: 'Ana', deckId: 'x'.repeat(5000) }, { name: 'Bruno', deckId: 'white-skies' }] }));
    expect(!long.ok && long.problems[0]?.deckId).toBe(`${'x'.repeat(60)}…`);
    expect(rematchOf(setup())).toEqual({ ok: true, setup: rematch(setup()) });
  });

  it('CR 103.1: the loser may choose who plays first; a seed may be given', () => {
    expect(rematch(setup(), { firstPlayer: 'B', seed: 7 })).toMatchObject({ firstPlayer: 'B', seed: 7 });
  });
});

describe('gameOverSummary', () => {
  const players = (a: object, b: object) => [{ id: 'A', name: 'Ana', library: ['Island', 'Island'], ...a }, { id: 'B', name: 'Bruno', library: ['Island', 'Island'], ...b }];

  it('is null while the game goes on', () => {
    expect(gameOverSummary(started(setup()))).toBeNull();
  });

  it('CR 704.5a: a player at 0 life', () => {
    const g = game({ players: players({ battlefield: [{ id: 'm', card: 'Mountain' }], hand: [{ id: 'shock', card: 'Shock' }] }, { life: 2 }) });
    const over = play(g, { type: 'cast', player: 'A', card: 'shock', targets: ['B'] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    const s = gameOverSummary(over);
    expect(s).toMatchObject({ winner: 'A', winnerName: 'Ana', cause: 'life', losers: [{ player: 'B', cause: 'life', rule: '704.5a' }] });
    expect(s?.text).toBe('Ana wins: Bruno has 0 life (CR 704.5a)');
  });

  it('CR 704.5b: a player who drew from an empty library', () => {
    const g = game({ turn: { number: 3, activePlayer: 'A', step: 'upkeep' }, players: players({ library: [] }, {}) });
    const over = play(g, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(gameOverSummary(over)).toMatchObject({ winner: 'B', cause: 'emptyLibrary' });
  });

  it('CR 104.3a: a concession', () => {
    const over = play(started(setup()), { type: 'concede', player: 'A' });
    expect(gameOverSummary(over)).toMatchObject({ winner: 'B', winnerName: 'Bruno', cause: 'concession', text: 'Bruno wins: Ana concedes (CR 104.3a)' });
  });
});
