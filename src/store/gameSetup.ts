// gameSetup.ts: starting a hot-seat game (two to six names, a ready-made deck each, the multiplayer
// variant, who plays first, the seed, the rules variant), a rematch with the same decks, and the summary
// shown when a game ends. The game itself is the engine's `newGame`: shuffles, the starting player and
// mulligans come from it.
import { z } from 'zod';
import { logEntries, newGame, type GameState, type NewGameOptions, type PlayerId } from '../engine';
import { DECKS, deckById, deckList, deckSize, type Deck } from '../engine/cards/decks';

/** The players' ids in seating order: seats, not names, so two players may change names without
 *  changing the game. Six at most (a free-for-all game's largest table here). */
export const SEATS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Seat = (typeof SEATS)[number];

export const MAX_SEED = 999_999;
export const MAX_NAME_LENGTH = 40;

/** How many players each variant seats (CR 806: three or more in free-for-all; 810.1: two teams of two). */
export const PLAYER_COUNTS = { 'two-player': [2, 2], 'free-for-all': [3, SEATS.length], 'two-headed-giant': [4, 4] } as const;
export type TableVariant = keyof typeof PLAYER_COUNTS;

/** The variants a table of `count` players may play (CR 800.2, 806, 810; the contract's counts). */
export function variantsFor(count: number): TableVariant[] {
  return (Object.keys(PLAYER_COUNTS) as TableVariant[]).filter((v) => count >= PLAYER_COUNTS[v][0] && count <= PLAYER_COUNTS[v][1]);
}

/** The variant a table plays once it seats `count` players: the one it played if that still fits,
 *  else a two-player game for two and free-for-all for more. */
export function variantForCount(kept: TableVariant, count: number): TableVariant {
  if (variantsFor(count).includes(kept)) return kept;
  return count === 2 ? 'two-player' : 'free-for-all';
}

/** A free-for-all game's attack options (CR 806.2b): any opponents (802), or the one to the left or right (803.1). */
export const ATTACK_OPTIONS = ['multiple', 'left', 'right'] as const;

export const hotSeatSetupSchema = z.object({
  /** In seating and turn order (CR 101.4, 103.1); in two-headed giant the first two are a team, the
   *  last two the other (810.1: teammates sit next to each other). */
  players: z.array(z.object({ name: z.string(), deckId: z.string() })).min(2).max(SEATS.length),
  /** Absent in a two-player game (and in a save made before there were others). */
  variant: z.enum(['two-player', 'free-for-all', 'two-headed-giant']).optional(),
  /** Free-for-all only: attack multiple players, or only the one to the left or right (CR 806.2b, 802, 803.1). */
  attack: z.enum(ATTACK_OPTIONS).optional(),
  /** Shown to the players, so a game can be set up again with the same shuffles. */
  seed: z.number().int().min(0).max(MAX_SEED),
  /** 'random' lets the seed choose (CR 103.1: any agreeable method); in two-headed giant, a player's
   *  team plays first (805.3). */
  firstPlayer: z.enum(['random', ...SEATS]),
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

/** The variant a setup plays: two-player unless it says otherwise. */
export const variantOf = (setup: Pick<HotSeatSetup, 'variant'>): TableVariant => setup.variant ?? 'two-player';

/** The two teams of a two-headed giant game: the first two seats, then the last two (CR 810.1). */
export const HOT_SEAT_TEAMS = [
  { id: 'T1', players: ['A', 'B'] },
  { id: 'T2', players: ['C', 'D'] },
];

/** What is wrong with a setup, by field, in words for the form. */
export interface SetupProblem {
  field: string;
  /** What kind of problem, for the form's translated message. */
  code: 'invalid' | 'name-missing' | 'name-too-long' | 'deck-unknown' | 'same-names' | 'player-count';
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
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (name && seen.has(name.toLowerCase())) problems.push({ field: `players.${i}.name`, code: 'same-names', message: 'Each player needs a name of their own.' });
    seen.add(name.toLowerCase());
  });
  const variant = variantOf(setup);
  const [least, most] = PLAYER_COUNTS[variant];
  if (setup.players.length < least || setup.players.length > most) {
    problems.push({ field: 'players', code: 'player-count', message: least === most ? `A ${variant} game has ${least} players.` : `A ${variant} game has ${least} to ${most} players.` });
  }
  if (setup.attack !== undefined && variant !== 'free-for-all') problems.push({ field: 'attack', code: 'invalid', message: 'Only a free-for-all game has an attack option.' });
  if (setup.firstPlayer !== 'random' && SEATS.indexOf(setup.firstPlayer) >= setup.players.length) problems.push({ field: 'firstPlayer', code: 'invalid', message: 'The first player is not at the table.' });
  return problems;
}

/** The setup with `players` seated instead (a player added or removed): the variant follows the count
 *  (two players: a two-player game; three or more: free-for-all unless two-headed giant still fits), and
 *  a first player no longer at the table goes back to random. */
export function withPlayers(setup: HotSeatSetup, players: HotSeatSetup['players']): HotSeatSetup {
  const count = players.length;
  const variant = variantForCount(variantOf(setup), count);
  const firstPlayer = setup.firstPlayer !== 'random' && SEATS.indexOf(setup.firstPlayer) >= count ? 'random' : setup.firstPlayer;
  const { variant: _variant, attack, ...rest } = setup;
  return {
    ...rest,
    players,
    firstPlayer,
    ...(variant !== 'two-player' && { variant }),
    ...(variant === 'free-for-all' && { attack: attack ?? 'multiple' }),
  };
}

/** The setup playing `variant` (one its player count allows; see PLAYER_COUNTS). */
export function withVariant(setup: HotSeatSetup, variant: 'free-for-all' | 'two-headed-giant'): HotSeatSetup {
  const { attack, ...rest } = setup;
  return variant === 'free-for-all' ? { ...rest, variant, attack: attack ?? 'multiple' } : { ...rest, variant };
}

/** The engine's multiplayer setup of a hot-seat game, if it is not a two-player game. */
function multiplayerOf(setup: HotSeatSetup): NewGameOptions['multiplayer'] {
  switch (variantOf(setup)) {
    case 'two-player':
      return undefined;
    case 'free-for-all':
      return { variant: 'free-for-all', attack: setup.attack ?? 'multiple' };
    case 'two-headed-giant':
      return { variant: 'two-headed-giant', teams: HOT_SEAT_TEAMS };
  }
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
    multiplayer: multiplayerOf(setup),
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
    players: previous.players.map((p) => ({ ...p })),
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
