// gameSetup.ts: starting a hot-seat game (two names, a ready-made deck each, who plays first, the
// seed, the rules variant), a rematch with the same decks, and the summary shown when a game ends.
// The game itself is the engine's `newGame`: shuffles, the starting player and mulligans come from it.
import { z } from 'zod';
import { logEntries, newGame, type GameState, type PlayerId } from '../engine';
import { DECKS, deckById, deckList, deckSize, type Deck } from '../engine/cards/decks';

/** The players' ids: seats, not names, so two players may change names without changing the game. */
export const SEATS = ['A', 'B'] as const;
export type Seat = (typeof SEATS)[number];

export const MAX_SEED = 999_999;
export const MAX_NAME_LENGTH = 40;

export const hotSeatSetupSchema = z.object({
  players: z.tuple([
    z.object({ name: z.string(), deckId: z.string() }),
    z.object({ name: z.string(), deckId: z.string() }),
  ]),
  /** Shown to the players, so a game can be set up again with the same shuffles. */
  seed: z.number().int().min(0).max(MAX_SEED),
  /** 'random' lets the seed choose (CR 103.1: any agreeable method). */
  firstPlayer: z.enum(['random', 'A', 'B']),
  rules: z.enum(['current', 'legacy-damage-order']),
});

export type HotSeatSetup = z.infer<typeof hotSeatSetupSchema>;

/** A deck as the setup screen lists it. */
export interface DeckChoice {
  id: string;
  name: string;
  colors: Deck['colors'];
  description: string;
  size: number;
  cards: Deck['cards'];
}

export const DECK_CHOICES: readonly DeckChoice[] = DECKS.map((d) => ({
  id: d.id, name: d.name, colors: d.colors, description: d.description, size: deckSize(d), cards: d.cards,
}));

/** A seed short enough to read aloud. The store may use the browser's randomness; the engine may not. */
export function randomSeed(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return (word[0] ?? 0) % (MAX_SEED + 1);
}

export function defaultSetup(seed: number = randomSeed()): HotSeatSetup {
  return {
    players: [{ name: 'Player 1', deckId: DECKS[0]?.id ?? '' }, { name: 'Player 2', deckId: DECKS[1]?.id ?? '' }],
    seed,
    firstPlayer: 'random',
    rules: 'current',
  };
}

/** What is wrong with a setup, by field, in words for the form. */
export interface SetupProblem {
  field: string;
  /** What kind of problem, for the form's translated message. */
  code: 'invalid' | 'name-missing' | 'name-too-long' | 'deck-unknown' | 'same-names';
  message: string;
  /** For 'deck-unknown': the deck id asked for, cut short (a saved game's setup can hold any text). */
  deckId?: string;
}

/** Longest deck id quoted back in a problem. */
const MAX_QUOTED_DECK = 60;

export function setupProblems(setup: HotSeatSetup): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const parsed = hotSeatSetupSchema.safeParse(setup);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ field: i.path.join('.'), code: 'invalid', message: i.message }));
  const names = setup.players.map((p) => p.name.trim());
  setup.players.forEach((p, i) => {
    const name = names[i] ?? '';
    if (!name) problems.push({ field: `players.${i}.name`, code: 'name-missing', message: `Player ${i + 1} needs a name.` });
    if (name.length > MAX_NAME_LENGTH) problems.push({ field: `players.${i}.name`, code: 'name-too-long', message: `A name has at most ${MAX_NAME_LENGTH} characters.` });
    if (!deckById(p.deckId)) {
      const deckId = p.deckId.length > MAX_QUOTED_DECK ? `${p.deckId.slice(0, MAX_QUOTED_DECK)}…` : p.deckId;
      problems.push({ field: `players.${i}.deckId`, code: 'deck-unknown', message: `There is no ready-made deck "${deckId}".`, deckId });
    }
  });
  // Two players with one name could not tell whose hand is shown.
  if (names[0] && names[0].toLowerCase() === names[1]?.toLowerCase()) problems.push({ field: 'players.1.name', code: 'same-names', message: 'The two players need different names.' });
  return problems;
}

export type StartedGame =
  | { ok: true; game: GameState; setup: HotSeatSetup; firstPlayer: PlayerId }
  | { ok: false; problems: SetupProblem[] };

/** A new game from the setup, waiting for the first mulligan decision (CR 103.5). */
export function startHotSeatGame(setup: HotSeatSetup): StartedGame {
  const problems = setupProblems(setup);
  if (problems.length > 0) return { ok: false, problems };
  const game = newGame({
    seed: setup.seed,
    players: setup.players.map((p, i) => ({ id: SEATS[i] ?? `P${i}`, name: p.name.trim(), deck: deckList(deckById(p.deckId) as Deck) })),
    ...(setup.firstPlayer === 'random' ? {} : { firstPlayer: setup.firstPlayer }),
    rules: setup.rules,
    mulligans: true,
  });
  return { ok: true, game, setup, firstPlayer: game.turn.firstPlayer };
}

/** The next seed after `seed`, so a rematch shuffles differently but stays reproducible. */
export function nextSeed(seed: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x2c1b3c6d) >>> 0) % (MAX_SEED + 1);
}

/** The same players and decks again, with new shuffles. CR 103.1: in a match the loser of the previous
 *  game chooses who plays first, so the table may pass `firstPlayer` from `gameOverSummary`'s loser. */
export function rematch(previous: HotSeatSetup, options: { seed?: number; firstPlayer?: HotSeatSetup['firstPlayer'] } = {}): HotSeatSetup {
  return {
    ...previous,
    players: [{ ...previous.players[0] }, { ...previous.players[1] }],
    seed: options.seed ?? nextSeed(previous.seed),
    firstPlayer: options.firstPlayer ?? previous.firstPlayer,
  };
}

/** The rematch of a game, or why there can be none: a game resumed from a save keeps the setup it
 *  was started with, whose deck may since have been removed or renamed (or whose setup was edited by
 *  hand), and a rematch must then say so rather than start a broken table or nothing at all. */
export function rematchOf(previous: HotSeatSetup): { ok: true; setup: HotSeatSetup } | { ok: false; problems: SetupProblem[] } {
  const next = rematch(previous);
  const problems = setupProblems(next);
  return problems.length ? { ok: false, problems } : { ok: true, setup: next };
}

export type GameOverCause = 'life' | 'emptyLibrary' | 'concession' | 'other';

export interface GameOverSummary {
  winner: PlayerId | null;
  winnerName: string | null;
  /** The players who lost, with why (several when the game is a draw). */
  losers: { player: PlayerId; name: string; cause: GameOverCause; rule: string; reason: string }[];
  /** The cause of the last loss, the one that ended the game. */
  cause: GameOverCause;
  /** "Ana wins: Bruno has 0 life (CR 704.5a)". */
  text: string;
}

const CAUSE_BY_RULE: Record<string, GameOverCause> = { '704.5a': 'life', '704.5b': 'emptyLibrary', '104.3a': 'concession' };

/** Who won and why, from `state.gameOver` and the log's losses; null while the game goes on. */
export function gameOverSummary(state: GameState): GameOverSummary | null {
  const over = state.gameOver;
  if (!over) return null;
  const name = (id: PlayerId) => state.players.find((p) => p.id === id)?.name ?? id;
  const losers = logEntries(state).flatMap((entry) => {
    const e = entry.event;
    if (e?.kind !== 'lost') return [];
    const rule = entry.rule ?? '';
    return [{ player: e.player, name: name(e.player), cause: CAUSE_BY_RULE[rule] ?? 'other', rule, reason: e.reason }];
  });
  const fromReason = /\(CR ([\d.a-z]+)\)$/.exec(over.reason)?.[1];
  const cause = losers.at(-1)?.cause ?? CAUSE_BY_RULE[fromReason ?? ''] ?? 'other';
  const winnerName = over.winner ? name(over.winner) : null;
  const text = winnerName ? `${winnerName} wins: ${over.reason}` : `The game is a draw: ${over.reason}`;
  return { winner: over.winner, winnerName, losers, cause, text };
}
