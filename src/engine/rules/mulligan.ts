// mulligan.ts: CR 103.5, the London mulligan. The starting player declares first, then each other
// player in turn order; then everyone who chose to mulligan shuffles their hand into their library and
// draws seven, at the same time, and the round repeats for them. A player who keeps after N mulligans
// puts N cards from their hand on the bottom of their library.
import type { GameState, ObjectId, Player, PlayerId } from '../types';
import { apnapOrder, findObject, getPlayer, log, moveObject, nextPlayer, playersFrom } from '../state';
import { teamsOf } from './teams';
import { refuse } from '../errors';
import { shuffleInPlace } from '../random';
import { ownZone } from '../transaction';
import { drawCard } from './zones';
import { beginStep } from './turn';

export const OPENING_HAND_SIZE = 7;

/** Starts the mulligan process (after the opening hands are drawn). */
export function beginMulligans(g: GameState): void {
  g.pregame = { mulligans: Object.fromEntries(g.players.map((p) => [p.id, 0])), decided: {} };
  askNext(g);
}

/** The players in turn order from the one who plays first; CR 805.3a: in two-headed giant the starting
 *  team's players, then the other team's. */
function turnOrder(g: GameState): Player[] {
  return teamsOf(g) && g.turn.activePlayer === g.turn.firstPlayer ? apnapOrder(g) : playersFrom(g, g.turn.firstPlayer);
}

/** How many cards a hand kept after `taken` mulligans puts on the bottom: one per mulligan, the first
 *  one free in a multiplayer game (CR 103.5, 103.5c). */
function bottomAfter(g: GameState, taken: number): number {
  return Math.max(0, taken - (g.multiplayer ? 1 : 0));
}

/** Asks the next undecided player in turn order, or, once all have declared, performs the round: also
 *  after the player asked has left the game (CR 800.4a, 800.4h: the next player in turn order decides). */
export function askNext(g: GameState): void {
  const pre = g.pregame;
  if (!pre) return;
  const next = turnOrder(g).find((p) => !pre.decided[p.id]);
  if (next) {
    const taken = pre.mulligans[next.id] ?? 0;
    g.pendingChoice = { type: 'mulligan', player: next.id, mulligans: taken, handSize: next.hand.length, bottom: Math.min(bottomAfter(g, taken), next.hand.length), nextBottom: bottomAfter(g, taken + 1) };
    return;
  }
  const taking = turnOrder(g).filter((p) => pre.decided[p.id] === 'mulligan');
  if (taking.length === 0) {
    g.pregame = null;
    log(g, 'Every player has kept their opening hand: the game begins', '103.5');
    passFirstTurnOn(g);
    beginStep(g, 'untap');
    return;
  }
  // CR 103.5: all mulligans of a round are taken at the same time.
  for (const p of taking) {
    const player = getPlayer(g, p.id);
    // moveObject takes each card out of the hand list, so take from the front until it is empty.
    while (player.hand[0] !== undefined) moveObject(g, player.hand[0], 'library');
    shuffleInPlace(g.rng, ownZone(g, player, 'library'));
    for (let i = 0; i < OPENING_HAND_SIZE; i++) drawCard(g, p.id, '103.5');
    pre.mulligans[p.id] = (pre.mulligans[p.id] ?? 0) + 1;
    delete pre.decided[p.id];
    log(g, `${player.name} takes mulligan number ${pre.mulligans[p.id]}: shuffles and draws a new hand of seven`, '103.5');
  }
  askNext(g);
}

/** CR 800.4k: a player who was to play first and left the game during the mulligans takes no turn: the
 *  game's first turn is the next player's in turn order (in two-headed giant the next team's). */
function passFirstTurnOn(g: GameState): void {
  const first = getPlayer(g, g.turn.activePlayer);
  if (!first.lost) return;
  const next = nextPlayer(g, first.id);
  g.turn.activePlayer = next;
  g.turn.firstPlayer = next;
  log(g, `${first.name} has left the game and takes no turn: ${getPlayer(g, next).name}, the next player in turn order, takes the game's first turn`, '800.4k');
}

/** The mulligan action: keep (with the cards to put on the bottom) or take a mulligan. */
export function declareMulligan(g: GameState, player: PlayerId, keep: boolean, bottom: ObjectId[] = []): void {
  const pre = g.pregame;
  if (!pre || g.pendingChoice?.type !== 'mulligan') return;
  const p = getPlayer(g, player);
  // CR 103.5c: in a multiplayer game the first mulligan is free: it puts no card on the bottom.
  const n = bottomAfter(g, pre.mulligans[player] ?? 0);
  if (!keep) {
    if (bottom.length) refuse('mulligan/bottom', '103.5', 'Cards go on the bottom only when a hand is kept.', bottom);
    pre.decided[player] = 'mulligan';
    log(g, `${p.name} will take a mulligan`, '103.5');
  } else {
    if (bottom.length !== Math.min(n, p.hand.length) || new Set(bottom).size !== bottom.length) {
      const taken = pre.mulligans[player] ?? 0;
      const free = g.multiplayer && taken > 0 ? ', the first of them free in a multiplayer game,' : '';
      refuse('mulligan/bottom', free ? '103.5c' : '103.5', `${p.name} has taken ${taken} mulligan${taken === 1 ? '' : 's'}${free} and must put exactly ${n} different card${n === 1 ? '' : 's'} from their hand on the bottom of their library.`, bottom);
    }
    for (const id of bottom) {
      if (!p.hand.includes(id)) refuse('mulligan/not-in-hand', '103.5', `${getObjectName(g, id)} is not in ${p.name}'s hand.`, [id]);
    }
    for (const id of bottom) moveObject(g, id, 'library', 'bottom');
    pre.decided[player] = 'keep';
    log(g, `${p.name} keeps a hand of ${p.hand.length}${n ? `, putting ${n} card${n === 1 ? '' : 's'} on the bottom of their library` : ''}`, '103.5');
  }
  g.pendingChoice = null;
  askNext(g);
}

function getObjectName(g: GameState, id: string): string {
  return findObject(g, id)?.card ?? id;
}
