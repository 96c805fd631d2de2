// priority.ts: CR 117 (timing and priority), 500.2 (a step ends when all pass with an empty stack),
// 704.3 (state-based actions before priority) and 603.3 (triggers are put on the stack then).
import type { GameState, LogEntry, PendingChoice, PlayerId } from '../types';
import { askTeam, seatOf, teamName, teamOf } from './teams';
import { getPlayer, log, nextPlayer } from '../state';
import { priorityHandedOn } from '../transaction';
import { checkStateBasedActions } from './sba';
import { putTriggersOnStack } from './triggers';
import { advanceStep } from './turn';
import { resolveTopOfStack } from './resolve';

/** Runs the game forward until a player must decide something or the game is over. */
export function settle(g: GameState): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (g.gameOver) {
      g.pendingChoice = null;
      g.awaitingPriority = null;
      return;
    }
    if (g.pendingChoice) return;
    if (g.awaitingPriority !== null) {
      // CR 117.5: state-based actions and triggers first, repeated until none, then priority.
      if (checkStateBasedActions(g)) continue;
      if (putTriggersOnStack(g)) {
        // The stack has changed: passes made before it no longer count (CR 117.4: in succession, on it).
        g.passedInSuccession = [];
        continue;
      }
      const due = g.awaitingPriority;
      g.awaitingPriority = null;
      // CR 800.4j: priority due to a player who has left goes to the next player in turn order, "or the
      // top object on the stack resolves, or the phase or step ends, whichever is appropriate": when
      // every player still in the game has passed in succession, their passes count (117.4).
      if (getPlayer(g, due).lost && g.passedInSuccession.length > 0 && allPassed(g, g.passedInSuccession)) {
        allHavePassed(g);
        continue;
      }
      const player = getPlayer(g, due).lost ? nextPlayer(g, due) : due;
      // CR 805.5: in two-headed giant the team has priority, asked of its primary player.
      g.pendingChoice = g.multiplayer?.variant === 'two-headed-giant' ? { type: 'priority', ...askTeam(g, player) } : { type: 'priority', player };
      return;
    }
    if (g.turn.step === 'cleanup' && !g.turn.cleanupAgain) {
      // CR 514.3a: if state-based actions are performed or abilities trigger in the cleanup step, the
      // active player gets priority and another cleanup step follows.
      const acted = checkStateBasedActions(g);
      const triggered = putTriggersOnStack(g);
      if (acted || triggered) {
        log(g, 'Something happened during cleanup: players receive priority, then another cleanup step follows', '514.3a');
        g.turn.cleanupAgain = true;
        g.awaitingPriority = g.turn.activePlayer;
        continue;
      }
    }
    advanceStep(g);
  }
  throw new Error('Engine invariant broken: the game did not settle');
}

/** CR 117.3c: after a player casts a spell, activates an ability or takes a special action, that player
 *  receives priority; passes in succession start over. */
export function actionTaken(g: GameState, player: PlayerId): void {
  g.passedInSuccession = [];
  g.pendingChoice = null;
  g.awaitingPriority = player;
}

/** CR 117.3d, 117.4, 500.2, 608.1: a pass moves priority on; when all players pass in succession the top
 *  of the stack resolves, or with an empty stack the step ends. */
export function passPriority(g: GameState, actor: PlayerId): void {
  g.pendingChoice = null;
  const entry = passedEntry(g, actor);
  log(g, entry.text, entry.rule, entry.event);
  // CR 805.5b: in two-headed giant one pass passes for the team (recorded as its primary player's).
  const player = seatOf(g, actor);
  if (!g.passedInSuccession.includes(player)) g.passedInSuccession.push(player);
  if (!allPassed(g, g.passedInSuccession)) {
    // CR 117.3d. A pass changes nothing else, so the state-based actions and triggers checked when
    // this player received priority are still at a fixed point (117.5): priority moves on directly.
    g.pendingChoice = priorityFor(g, nextPlayer(g, player));
    return;
  }
  allHavePassed(g);
}

/** CR 117.4: all players have passed in succession: the top of the stack resolves, or with an empty
 *  stack the step ends. */
function allHavePassed(g: GameState): void {
  g.passedInSuccession = [];
  if (g.stack.length > 0) {
    // CR 117.3b: after resolution the active player receives priority (unless a choice is asked first).
    if (resolveTopOfStack(g)) g.awaitingPriority = g.turn.activePlayer;
    return;
  }
  // Neither pending nor awaiting: settle() ends the step.
}

/** The log entry of a pass. The event matches no triggered ability (CR 603.2: none triggers on a pass). */
function passedEntry(g: GameState, player: PlayerId): LogEntry {
  const team = teamOf(g, player);
  // CR 805.5b: a team passes when one of its players passes for it.
  if (team) return { text: `${getPlayer(g, player).name} passes for their team (${teamName(g, team)})`, rule: '805.5b', event: { kind: 'passed', player } };
  return { text: `${getPlayer(g, player).name} passes`, rule: '117.3d', event: { kind: 'passed', player } };
}

/** The priority choice of `player` (a team's primary player in two-headed giant, with its team). */
function priorityFor(g: GameState, player: PlayerId): PendingChoice {
  return g.multiplayer?.variant === 'two-headed-giant' ? { type: 'priority', ...askTeam(g, player) } : { type: 'priority', player };
}

function allPassed(g: GameState, passed: readonly PlayerId[]): boolean {
  // CR 805.5b: with teams, all teams have passed (each recorded as its primary player).
  const teams = g.multiplayer?.variant === 'two-headed-giant';
  for (const p of g.players) if (!p.lost && !passed.includes(teams ? seatOf(g, p.id) : p.id)) return false;
  return true;
}

/** The pass of `player`, who has priority, when it only hands priority to the next player (CR 117.3d:
 *  someone still in the game has not passed in succession): the next state, built without a
 *  transaction, or null when the pass does more (all passed: the top of the stack resolves or the step
 *  ends). It is exactly what passPriority then settle make of such a pass: a log entry, the pass
 *  recorded, priority to the next player, nothing else (no event of a pass triggers anything, and
 *  state-based actions and triggers were checked as this player received priority, 117.5). Half of a
 *  game's actions are such passes, and a full transaction copied the whole state for them. */
export function handPriorityOn(s: GameState, actor: PlayerId): GameState | null {
  const player = seatOf(s, actor);
  const passed = s.passedInSuccession.includes(player) ? s.passedInSuccession.slice() : [...s.passedInSuccession, player];
  if (allPassed(s, passed)) return null;
  return priorityHandedOn(s, passed, priorityFor(s, nextPlayer(s, player)), [passedEntry(s, actor)]);
}
