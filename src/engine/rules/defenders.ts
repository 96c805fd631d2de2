// defenders.ts: CR 506.2, 508.5, 802–803, 805.10: who defends in a combat. In a two-player game the
// nonactive player (506.2); in a free-for-all game every opponent still in the game with the attack
// multiple players option (802.2), or only the nearest opponent to the left or right (803.1a–b); in
// two-headed giant both players of the nonactive team (805.10a). "Left" is the next player in seating
// order (the contract), and players who have left the game have no seat.
import type { AttackerInfo, CombatState, GameState, PlayerId } from '../types';
import { apnapOrder, findObject, findPlayer, getObject, playersFrom } from '../state';
import { isActivePlayer, sameTeam, seatOf } from './teams';
import { isBattle, isPlaneswalker } from './characteristics';

/** The defending players of a combat the active player begins now, in APNAP order (CR 101.4). */
export function defendingPlayersNow(g: GameState): PlayerId[] {
  // CR 805.10a: in two-headed giant each player of the nonactive team is a defending player.
  if (g.multiplayer?.variant === 'two-headed-giant') return apnapOrder(g).filter((p) => !isActivePlayer(g, p.id)).map((p) => p.id);
  const order = playersFrom(g, g.turn.activePlayer).filter((p) => p.id !== g.turn.activePlayer).map((p) => p.id);
  switch (g.multiplayer?.attack) {
    case undefined:
    case 'multiple':
      return g.multiplayer ? order : order.slice(0, 1);
    case 'left':
      // CR 803.1a: the opponent seated immediately to the left.
      return order.slice(0, 1);
    case 'right':
      // CR 803.1b: the opponent seated immediately to the right.
      return order.slice(-1);
  }
}

/** Every defending player of this combat, in APNAP order. */
export function combatDefenders(c: CombatState): readonly PlayerId[] {
  return c.defendingPlayers ?? [c.defendingPlayer];
}

/** The defending players still in the game: the ones a creature may be declared or put onto the
 *  battlefield attacking (CR 506.3c, 800.4a). */
export function defendersInGame(g: GameState): PlayerId[] {
  return g.combat ? combatDefenders(g.combat).filter((id) => !findPlayer(g, id)?.lost) : [];
}

/** CR 508.5, 802.2a: the defending player of an attacking creature: the player it attacks, the
 *  controller of the planeswalker it attacks, or the protector of the battle it attacks (310.8d); once
 *  that planeswalker or battle has left (506.4c), its controller or protector as it left. */
export function defendingPlayerOf(g: GameState, attack: Pick<AttackerInfo, 'defender' | 'defendingPlayer'>): PlayerId {
  if (findPlayer(g, attack.defender)) return attack.defender;
  if (attack.defendingPlayer) return attack.defendingPlayer;
  const o = findObject(g, attack.defender);
  return o?.protector ?? o?.controller ?? attack.defender;
}

/** CR 802.4a, 805.10d: whether `player`'s creatures may block `attack`: it attacks that player, a
 *  planeswalker they control or a battle they protect (310.8c), or in two-headed giant their teammate. */
export function defendsAgainst(g: GameState, player: PlayerId, attack: Pick<AttackerInfo, 'defender' | 'defendingPlayer'>): boolean {
  return sameTeam(g, defendingPlayerOf(g, attack), player);
}

/** CR 509.1, 802.4: whether blockers have been declared for `attack`: in a multiplayer game once its
 *  defending player (or their team, 805.10d) has declared, while the others may still be declaring. */
export function blocksDeclaredFor(g: GameState, attack: Pick<AttackerInfo, 'defender' | 'defendingPlayer'>): boolean {
  const c = g.combat;
  if (!c) return false;
  return c.blockersDeclared || (c.blockersDeclaredBy?.includes(seatOf(g, defendingPlayerOf(g, attack))) ?? false);
}

/** The defending players still to declare blockers, in APNAP order: each one attacked (or whose
 *  planeswalker or battle is) and still in the game (CR 802.4, 800.4a); in a two-player game the
 *  defending player when a creature attacks. In two-headed giant a team is one, as its primary player
 *  (805.10d). */
export function defendersToDeclare(g: GameState): PlayerId[] {
  const c = g.combat;
  if (!c) return [];
  if (!g.multiplayer) return c.attackers.length > 0 && !c.blockersDeclared ? [c.defendingPlayer] : [];
  const done = c.blockersDeclaredBy ?? [];
  const attacked = new Set(c.attackers.map((a) => seatOf(g, defendingPlayerOf(g, a))));
  return apnapOrder(g).map((p) => p.id).filter((id) => attacked.has(id) && !done.includes(id));
}

/** CR 802.4: the defending player who declares blockers now: the one asked, else the next in APNAP
 *  order still to declare, else (all have) the first defending player still in the game; in a
 *  two-player game, the defending player. */
export function blockingPlayer(g: GameState): PlayerId {
  const pending = g.pendingChoice;
  if (pending?.type === 'declareBlockers') return pending.player;
  const c = g.combat as CombatState;
  // CR 805.10d: in two-headed giant the defending team declares once, as its primary player.
  const who = defendersToDeclare(g)[0] ?? defendersInGame(g)[0] ?? c.defendingPlayer;
  return seatOf(g, who);
}

/** CR 508.1b, 802.3: what the active player's creatures may attack now, declared or put onto the
 *  battlefield attacking (508.4): each defending player still in the game, then the planeswalkers they
 *  control and the battles they protect (310.8b: a Siege may be attacked by its own controller when an
 *  opponent protects it). CR 508.4a: anything else (a player who left, a planeswalker gone or changed
 *  hands, a battle with another protector) can't be attacked. */
export function attackableNow(g: GameState): string[] {
  const options: string[] = [];
  for (const defending of defendersInGame(g)) {
    options.push(defending);
    for (const id of g.battlefield) {
      const o = getObject(g, id);
      if ((o.controller === defending && isPlaneswalker(g, o)) || (o.protector === defending && isBattle(g, o))) options.push(id);
    }
  }
  return options;
}
