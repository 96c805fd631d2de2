import { describe, expect, it } from 'vitest';
import { applyAction, findObject, logEntries, type GameState } from '../../src/engine';
import {
  DECK_CHOICES, MAX_SEED, defaultSetup, gameOverSummary, nextSeed, randomSeed, rematch, rematchOf, setupProblems, startHotSeatGame, withPlayers, withVariant, type HotSeatSetup,
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
    expect(setupProblems(setup({ players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'ana', deckId: 'white-skies' }] }))[0]?.message).toMatch(/a name of their own/);
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

describe('CR 806, 810: hot-seat games of more than two players', () => {
  const three = [
    { name: 'Ana', deckId: 'white-skies' },
    { name: 'Bruno', deckId: 'green-stompy' },
    { name: 'Carla', deckId: 'red-goblins' },
  ];
  const four = [...three, { name: 'Dario', deckId: 'blue-walls' }];

  it('CR 806.2b, 803.1a: a free-for-all game of three players with the attack left option, seated as listed', () => {
    const g = started(setup({ players: three, variant: 'free-for-all', attack: 'left' }));
    expect(g.multiplayer).toEqual({ variant: 'free-for-all', attack: 'left' });
    expect(g.players.map((p) => [p.id, p.name, p.life, p.hand.length])).toEqual([
      ['A', 'Ana', 20, 7],
      ['B', 'Bruno', 20, 7],
      ['C', 'Carla', 20, 7],
    ]);
    expect(g.pendingChoice).toMatchObject({ type: 'mulligan' });
  });

  it('CR 810.1, 810.4: two-headed giant: the first two players against the last two, each team at 30 life', () => {
    const g = started(setup({ players: four, variant: 'two-headed-giant', firstPlayer: 'C' }));
    expect(g.multiplayer).toEqual({ variant: 'two-headed-giant', teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }] });
    expect(g.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
    // CR 805.3: Carla's team plays first, led by its primary player.
    expect(g.turn.firstPlayer).toBe('C');
  });

  it('refuses a player count the variant does not seat, an attack option outside free-for-all, a first player not at the table, and two players with one name', () => {
    expect(setupProblems(setup({ players: three })).map((p) => p.code)).toEqual(['player-count']);
    expect(setupProblems(setup({ variant: 'free-for-all' })).map((p) => p.code)).toEqual(['player-count']);
    expect(setupProblems(setup({ players: three, variant: 'two-headed-giant' })).map((p) => p.code)).toEqual(['player-count']);
    expect(setupProblems(setup({ attack: 'left' })).map((p) => p.field)).toEqual(['attack']);
    expect(setupProblems(setup({ firstPlayer: 'C' })).map((p) => p.field)).toEqual(['firstPlayer']);
    expect(setupProblems(setup({ players: [...three, { name: ' carla ', deckId: 'white-skies' }], variant: 'free-for-all' })).map((p) => [p.field, p.code])).toEqual([['players.3.name', 'same-names']]);
    expect(setupProblems(setup({ players: [...four, ...three], variant: 'free-for-all' }))[0]?.code).toBe('invalid');
  });

  it('a player added or removed sets the variant the count allows: three or more free-for-all (attack multiple players), two a two-player game', () => {
    const added = withPlayers(setup({ firstPlayer: 'B' }), three);
    expect(added).toMatchObject({ variant: 'free-for-all', attack: 'multiple', firstPlayer: 'B' });
    const giant = withVariant(withPlayers(added, four), 'two-headed-giant');
    expect(giant.variant).toBe('two-headed-giant');
    expect(giant.attack).toBeUndefined();
    expect(withPlayers(giant, [...four, { name: 'Elena', deckId: 'white-skies' }]).variant).toBe('free-for-all');
    const back = withPlayers({ ...added, firstPlayer: 'C' }, three.slice(0, 2));
    expect(back).toEqual(setup({ firstPlayer: 'random' }));
    expect(setupProblems(back)).toEqual([]);
  });

  it('a rematch keeps every player, the variant and its option', () => {
    const first = setup({ players: four, variant: 'two-headed-giant' });
    expect(rematch(first)).toMatchObject({ players: four, variant: 'two-headed-giant' });
    expect(started(rematch(first)).players).toHaveLength(4);
  });
});
