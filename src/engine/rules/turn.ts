// turn.ts: CR 500–514, the turn structure: phases and steps in order, their turn-based actions,
// extra and skipped steps (500.7–500.11), mana emptying (500.5) and durations ending (514.2, 511.3).
import type { GameState, Phase, Step } from '../types';
import { STEPS } from '../types';
import { activePlayer, getObject, getPlayer, log, mutObject, nextPlayer, playersFrom } from '../state';
import { emptyPool, poolSize } from './mana';
import { drawCard } from './zones';
import { stepAfterPhase } from './extraTurns';
import { phaseInAndOut } from './phasing';
import { isActivePlayer, sameTeam, teamName, teamOf, teamPlayers } from './teams';
import { beginDeclareAttackers, beginDeclareBlockers, beginCombatDamage, beginCombat, endCombat } from './combat';

const PHASE_OF: Record<Step, Phase> = {
  untap: 'beginning', upkeep: 'beginning', draw: 'beginning',
  main1: 'precombatMain',
  beginCombat: 'combat', declareAttackers: 'combat', declareBlockers: 'combat', combatDamage: 'combat', endCombat: 'combat',
  main2: 'postcombatMain',
  end: 'ending', cleanup: 'ending',
};

export const STEP_NAMES: Record<Step, string> = {
  untap: 'untap step', upkeep: 'upkeep step', draw: 'draw step', main1: 'precombat main phase',
  beginCombat: 'beginning of combat step', declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step', combatDamage: 'combat damage step', endCombat: 'end of combat step',
  main2: 'postcombat main phase', end: 'end step', cleanup: 'cleanup step',
};

const STEP_RULE: Record<Step, string> = {
  untap: '502', upkeep: '503', draw: '504', main1: '505', beginCombat: '507', declareAttackers: '508',
  declareBlockers: '509', combatDamage: '510', endCombat: '511', main2: '505', end: '513', cleanup: '514',
};

export function phaseOf(step: Step): Phase {
  return PHASE_OF[step];
}

/** Starts a step: its turn-based actions, then (for steps with priority) the active player is due
 *  priority (CR 117.3a). A turn-based action that needs a choice leaves it pending. */
export function beginStep(g: GameState, step: Step): void {
  g.turn.step = step;
  g.turn.phase = PHASE_OF[step];
  g.passedInSuccession = [];
  log(g, `Turn ${g.turn.number}: ${activePlayer(g).name}'s ${STEP_NAMES[step]} begins`, STEP_RULE[step], { kind: 'stepBegan', step, turn: g.turn.number });
  const ap = g.turn.activePlayer;
  switch (step) {
    case 'untap':
      untapStep(g);
      return; // CR 502.4: no player receives priority during the untap step.
    case 'draw':
      // CR 103.8a: the first player's first draw step is skipped (nextStep); a scenario can still be
      // written to start in it, and then no card is drawn either.
      if (skipsFirstDraw(g)) logSkippedFirstDraw(g);
      else if (g.multiplayer?.variant === 'two-headed-giant') {
        // CR 805.4b, 805.6a: each player of the active team draws.
        for (const id of teamPlayers(g, ap)) if (!getPlayer(g, id).lost) drawCard(g, id, '504.1');
      } else drawCard(g, ap, '504.1');
      break;
    case 'beginCombat':
      beginCombat(g);
      break;
    case 'declareAttackers':
      if (beginDeclareAttackers(g)) return;
      break;
    case 'declareBlockers':
      if (beginDeclareBlockers(g)) return;
      break;
    case 'combatDamage':
      if (beginCombatDamage(g)) return;
      break;
    case 'cleanup':
      beginCleanup(g);
      return;
    default:
      break;
  }
  g.awaitingPriority = ap;
}

/** CR 502.1: phasing; CR 502.3: the active player untaps their permanents (805.4: in two-headed giant,
 *  each player of the active team). */
function untapStep(g: GameState): void {
  phaseInAndOut(g);
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    if (!isActivePlayer(g, o.controller)) continue;
    if (o.skipNextUntap) {
      // Wall of Frost: it doesn't untap during its controller's next untap step.
      delete mutObject(g, id).skipNextUntap;
      log(g, `${o.card} doesn't untap this time`, '502.3');
    } else if (o.tapped) {
      mutObject(g, id).tapped = false;
    }
  }
  for (const id of teamPlayers(g, g.turn.activePlayer)) {
    const p = getPlayer(g, id);
    if (!p.lost) log(g, `${p.name} untaps their permanents`, '502.3');
  }
}

/** CR 514.1: discard to maximum hand size; then 514.2. */
function beginCleanup(g: GameState): void {
  continueCleanup(g);
}

/** CR 514.1: the next active player over their maximum hand size discards (in two-headed giant each
 *  player of the active team in turn, 805.6); then 514.2. */
export function continueCleanup(g: GameState): void {
  for (const id of teamPlayers(g, g.turn.activePlayer)) {
    const p = getPlayer(g, id);
    const excess = p.hand.length - p.maxHandSize;
    if (!p.lost && excess > 0) {
      g.pendingChoice = { type: 'discard', player: p.id, count: excess };
      return;
    }
  }
  finishCleanup(g);
}

/** CR 514.2: damage is removed and "until end of turn" effects end, simultaneously. */
export function finishCleanup(g: GameState): void {
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    if (o.damage !== 0 || o.deathtouchDamage || o.regenerationShields) {
      const m = mutObject(g, id);
      m.damage = 0;
      m.deathtouchDamage = false;
      // CR 701.19a: regeneration shields last until the end of the turn.
      delete m.regenerationShields;
    }
  }
  g.effects = g.effects.filter((e) => e.duration === 'permanent');
  g.preventions = g.preventions.filter((e) => e.duration === 'permanent');
  log(g, 'Damage wears off and "until end of turn" effects end', '514.2');
}

/** Ends the current step (CR 500.4, 500.5) and begins the next one (CR 500.1, 500.7–500.11). */
export function advanceStep(g: GameState): void {
  const from = g.turn.step;
  emptyManaPools(g);
  if (from === 'endCombat') endCombat(g);
  if (from === 'cleanup' && g.turn.cleanupAgain) {
    g.turn.cleanupAgain = false;
    beginStep(g, 'cleanup'); // CR 514.3a
    return;
  }
  let next = nextStep(g, from);
  while (next) {
    const skip = g.turn.skipSteps.indexOf(next);
    if (skip < 0) break;
    g.turn.skipSteps.splice(skip, 1); // CR 500.11: skipped once, then it is gone.
    log(g, `The ${STEP_NAMES[next]} is skipped`, '500.11');
    next = nextStep(g, next);
  }
  if (!next) beginTurn(g);
  else beginStep(g, next);
}

function nextStep(g: GameState, from: Step): Step | null {
  const extra = g.turn.extraSteps.shift();
  if (extra) return extra;
  const c = g.combat;
  // CR 510.4: after a first-strike combat damage step comes a second combat damage step.
  if (from === 'combatDamage' && c && c.hasFirstStrikeStep && !c.firstStrikeStepDone) {
    c.firstStrikeStepDone = true;
    return 'combatDamage';
  }
  // CR 103.8a, 500.11: the player who plays first skips the draw step of their first turn: the game
  // proceeds past it as though it didn't exist (no priority in it, nothing "at the beginning of the
  // draw step").
  if (from === 'upkeep' && skipsFirstDraw(g)) {
    logSkippedFirstDraw(g);
    return 'main1';
  }
  // CR 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
  if (from === 'declareAttackers' && (!c || (c.attackers.length === 0 && !c.declaredAttackers?.length))) {
    log(g, 'No creatures attack: the declare blockers and combat damage steps are skipped', '508.8');
    return 'endCombat';
  }
  const i = STEPS.indexOf(from);
  const normal = i + 1 < STEPS.length ? (STEPS[i + 1] as Step) : null;
  // CR 500.8: when this phase ends, phases added after it come first (the common turn has none).
  if ((g.turn.additionalPhases || g.turn.resumeStep !== undefined) && (normal === null || PHASE_OF[normal] !== PHASE_OF[from])) {
    const after = stepAfterPhase(g, normal);
    if (after !== undefined) return after;
  }
  return normal;
}

/** CR 103.8a: in a two-player game the player who plays first skips the draw step of their first
 *  turn; 103.8b, 810.6: in two-headed giant the team who plays first; 103.8c: in a free-for-all game no
 *  player does. */
function skipsFirstDraw(g: GameState): boolean {
  if (g.turn.number !== 1) return false;
  if (g.multiplayer?.variant === 'two-headed-giant') return sameTeam(g, g.turn.activePlayer, g.turn.firstPlayer);
  return !g.multiplayer && g.turn.activePlayer === g.turn.firstPlayer;
}

function logSkippedFirstDraw(g: GameState): void {
  const team = teamOf(g, g.turn.activePlayer);
  if (team) log(g, `${teamName(g, team)}'s team skips the draw step of the game's first turn`, '103.8b');
  else log(g, `${activePlayer(g).name} skips the draw step of the game's first turn`, '103.8a');
}

/** CR 500.5: mana empties from each pool at the end of each step and phase. */
function emptyManaPools(g: GameState): void {
  for (const p of g.players) {
    if (poolSize(p.manaPool) > 0) {
      p.manaPool = emptyPool();
      log(g, `${p.name}'s unused mana empties from their mana pool`, '500.5');
    }
  }
}

/** CR 500.7 and 102.1: the next turn goes to the most recently created extra turn, else the next player
 *  after the last normal turn. Extra turns are added directly after a turn and do not move the turn
 *  order: Time Warp on an opponent gives them their extra turn and then their own turn. */
export function beginTurn(g: GameState): void {
  let extra = g.turn.extraTurns.pop();
  // CR 800.4k: an extra turn of a player who has left the game doesn't begin.
  while (extra !== undefined && getPlayer(g, extra).lost) extra = g.turn.extraTurns.pop();
  const lastNormal = g.turn.lastNormalTurnOf ?? g.turn.activePlayer;
  const next = extra ?? nextPlayer(g, lastNormal);
  if (extra === undefined) delete g.turn.lastNormalTurnOf;
  else g.turn.lastNormalTurnOf = lastNormal;
  g.turn.number += 1;
  g.turn.activePlayer = next;
  delete g.turn.attackedCreatures;
  delete g.turn.additionalPhases;
  delete g.turn.resumeStep;
  g.lifeLostThisTurn = {};
  g.attackRequirements = g.attackRequirements.filter((r) => r.turn >= g.turn.number);
  for (const p of g.players) p.landsPlayedThisTurn = 0;
  // CR 302.6: a creature its controller has controlled continuously since the turn began can attack and {T}
  // (805.4: in two-headed giant the turn is the whole team's).
  for (const id of g.battlefield) {
    const o = getObject(g, id);
    if (o.summoningSick && sameTeam(g, o.controller, next)) mutObject(g, id).summoningSick = false;
  }
  log(g, `Turn ${g.turn.number} begins: ${playersFrom(g, next)[0]?.name ?? next} is the active player`, extra ? '500.7' : '500.1');
  beginStep(g, 'untap');
}
