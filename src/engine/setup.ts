// setup.ts: a new game from two decks (CR 103: starting the game): shuffled libraries from the seed,
// the starting player, 20 life (103.4) and seven-card hands (103.5).
import { transact } from './transaction';
import { objectTable } from './objects';
import type { GameObject, GameState, MultiplayerSetup, Player, RulesVariant } from './types';
import { nextInt, seedRng, shuffleInPlace } from './random';
import { emptyPool } from './rules/mana';
import { beginStep } from './rules/turn';
import { settle } from './rules/priority';
import { drawCard } from './rules/zones';
import { blankObject } from './scenario/create';
import { log } from './state';
import { beginMulligans, OPENING_HAND_SIZE } from './rules/mulligan';
import { seatOf, startingLife } from './rules/teams';

export interface NewGameOptions {
  seed: number;
  players: { id: string; name: string; deck: string[] }[];
  /** Who plays first; chosen at random from the seed when absent (CR 103.1). */
  firstPlayer?: string;
  rules?: RulesVariant;
  /** Ask each player to keep or mulligan their opening hand first (CR 103.5); off, the hands are kept. */
  mulligans?: boolean;
  /** A free-for-all game of three or more players (CR 806), with its attack option (802, 803.1), or a
   *  two-headed giant game (CR 810: `players` in seating order, teammates next to each other). */
  multiplayer?: MultiplayerSetup;
}

export function newGame(options: NewGameOptions): GameState {
  const rng = seedRng(options.seed);
  const cards: GameObject[] = [];
  const players: Player[] = options.players.map((p) => {
    const library = p.deck.map((name, i) => {
      const id = `${p.id}:library:${i}`;
      cards.push(blankObject(id, name, p.id, 'library'));
      return id;
    });
    shuffleInPlace(rng, library); // CR 103.3
    // CR 103.4, 810.4: 20 life, or the team's shared 30 in two-headed giant.
    return { id: p.id, name: p.name, life: startingLife(options), lost: false, library, hand: [], graveyard: [], exile: [], manaPool: emptyPool(), landsPlayedThisTurn: 0, drewFromEmptyLibrary: false, maxHandSize: 7 };
  });
  // CR 805.3: in two-headed giant a team plays first, led by its primary player.
  const first = seatOf(options, options.firstPlayer ?? players[nextInt(rng, players.length)]?.id ?? '');
  const base: GameState = {
    rules: options.rules ?? 'current', multiplayer: options.multiplayer, rng, customCards: {}, players, objects: objectTable(cards), battlefield: [], stack: [],
    turn: { number: 1, activePlayer: first, phase: 'beginning', step: 'untap', extraTurns: [], extraSteps: [], skipSteps: [], firstPlayer: first, cleanupAgain: false },
    passedInSuccession: [], awaitingPriority: null, pendingChoice: null, combat: null, effects: [], preventions: [],
    pendingTriggers: [], stacking: [], delayedTriggers: [], leftTogether: [], lifeLostThisTurn: {}, attackRequirements: [], tokensLeftBattlefield: [], pregame: null,
    nextIds: {}, timestamp: 0, log: [], gameOver: null,
  };
  return transact(base, (d) => {
    log(d, `${players.find((p) => p.id === first)?.name ?? first} plays first (seed ${options.seed})`, '103.1');
    for (const p of d.players) for (let i = 0; i < OPENING_HAND_SIZE; i++) drawCard(d, p.id, '103.5');
    if (options.mulligans) beginMulligans(d);
    else beginStep(d, 'untap');
    settle(d);
  });
}
