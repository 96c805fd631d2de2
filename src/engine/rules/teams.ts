// teams.ts: CR 805 (the shared team turns option) and 810 (Two-Headed Giant): who is on which team, the
// team's primary player (805.2), the active team (805.4a) and the team's shared life total (810.4,
// 810.9). Outside two-headed giant every player is a team of one, so each helper is the two-player and
// free-for-all rule unchanged.
import type { GameState, PendingChoice, Player, PlayerId, TeamSetup } from '../types';

/** CR 810.4, 103.4a: a team's starting life total. */
export const TEAM_STARTING_LIFE = 30;

/** CR 103.4, 103.4a: the starting life total: 20, or the team's 30 in two-headed giant (the life a
 *  player's `life` is compared with or set back to). */
export function startingLife(g: Pick<GameState, 'multiplayer'>): number {
  return g.multiplayer?.variant === 'two-headed-giant' ? TEAM_STARTING_LIFE : 20;
}

/** The teams of a two-headed giant game, in turn order; null in any other game. */
export function teamsOf(g: Pick<GameState, 'multiplayer'>): readonly TeamSetup[] | null {
  const m = g.multiplayer;
  return m?.variant === 'two-headed-giant' ? m.teams : null;
}

/** `player`'s team in a two-headed giant game. */
export function teamOf(g: Pick<GameState, 'multiplayer'>, player: PlayerId): TeamSetup | undefined {
  const teams = teamsOf(g);
  if (!teams) return undefined;
  for (const t of teams) if (t.players.includes(player)) return t;
  return undefined;
}

/** Whether `a` and `b` are the same player or teammates (CR 810.1). */
export function sameTeam(g: Pick<GameState, 'multiplayer'>, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return true;
  const t = teamOf(g, a);
  return t !== undefined && t.players.includes(b);
}

/** The player who answers for `player`'s team: its primary player (CR 805.2); `player` outside
 *  two-headed giant. */
export function seatOf(g: Pick<GameState, 'multiplayer'>, player: PlayerId): PlayerId {
  return teamOf(g, player)?.players[0] ?? player;
}

/** CR 805.4a: whether `player` is an active player: the one whose turn it is, or in two-headed giant
 *  any player of the active team. */
export function isActivePlayer(g: Pick<GameState, 'multiplayer' | 'turn'>, player: PlayerId): boolean {
  return player === g.turn.activePlayer || (g.multiplayer?.variant === 'two-headed-giant' && sameTeam(g, player, g.turn.activePlayer));
}

/** The players of `player`'s team in its order (primary first), or `[player]` outside two-headed giant. */
export function teamPlayers(g: Pick<GameState, 'multiplayer'>, player: PlayerId): readonly PlayerId[] {
  return teamOf(g, player)?.players ?? [player];
}

/** The team a choice asked of `player` belongs to: `{ player: primary, team }` in two-headed giant
 *  (the contract: the primary player is named, and either player may answer), else `{ player }`. */
export function askTeam(g: Pick<GameState, 'multiplayer'>, player: PlayerId): { player: PlayerId; team?: string } {
  const t = teamOf(g, player);
  return t ? { player: t.players[0] ?? player, team: t.id } : { player };
}

/** Whether `player` may answer `pending`: the player asked, or a teammate when the choice is the team's. */
export function mayAnswer(g: Pick<GameState, 'multiplayer'>, pending: PendingChoice, player: PlayerId): boolean {
  if (pending.player === player) return true;
  return 'team' in pending && pending.team !== undefined && teamOf(g, player)?.id === pending.team;
}

/** A team's name for a sentence: "Ana and Bruno". */
export function teamName(g: Pick<GameState, 'players'>, team: TeamSetup): string {
  const names = team.players.map((id) => g.players.find((p) => p.id === id)?.name ?? id);
  return names.length <= 1 ? (names[0] ?? team.id) : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** CR 810.9: life gained or lost by `player` (damage included) is applied to the team's shared total,
 *  which each of its players' `life` holds. */
export function applyLifeChange(g: GameState, player: Player, amount: number): void {
  const t = teamOf(g, player.id);
  if (!t) {
    player.life += amount;
    return;
  }
  for (const p of g.players) if (t.players.includes(p.id)) p.life += amount;
}
