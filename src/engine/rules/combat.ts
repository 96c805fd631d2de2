// combat.ts: CR 506–511, the combat phase: beginning of combat (507), declare attackers (508),
// declare blockers (509), end of combat (511). The legacy damage assignment order is in
// combatOrder.ts, combat damage (510) in combatDamage.ts.
import type { AttackDeclaration, AttackOption, BlockOption, CombatState, GameEvent, GameState, ObjectId, PlayerId } from '../types';
import { findObject, findPlayer, getObject, getPlayer, log, logLine, mutObject } from '../state';
import { blockingPlayer, combatDefenders, defendersInGame, defendersToDeclare, defendingPlayerOf, defendingPlayersNow } from './defenders';
import { IllegalAction, refuse } from '../errors';
import { hasKeyword, isBattle, isCreature } from './characteristics';
import { attackProblem, blockProblem, attackRefusal, blockRefusals } from './combatRules';
import { checkAttackDeclaration, checkBlockDeclaration, type AttackProblem } from './combatSearch';
import { attackConditions, attackUnreachable, attackViolationError, blockConditions, blockViolationError, derivedBlockRefusals, listNames, nameOf } from './combatExplain';
import { askForOrders, orderAttackers as orderAttackersLegacy, orderBlockers as orderBlockersLegacy, placeBlockers } from './combatOrder';
import { beginDamageStep } from './combatDamage';
import { payAttackCosts } from './attackCosts';
import { recordAttackers } from './extraTurns';
import { askTeam, sameTeam, seatOf, teamName, teamOf, teamsOf } from './teams';
import { detectTriggers } from './triggers';

export function newCombat(defendingPlayer: PlayerId): CombatState {
  // The fields in copyCombat's order (transaction.ts): one shape, whichever made the state.
  return {
    defendingPlayer, attackers: [], blockers: [], attackersDeclared: false, blockersDeclared: false,
    firstStrikeStepDone: false, firstStrikers: [], hasFirstStrikeStep: false, assigned: [], dealers: [], assignedBy: [], ordered: [],
    declaredAttackers: [],
  };
}

/** The combat of the active player's combat phase, with its defending players (CR 506.2). */
export function combatNow(g: GameState): CombatState {
  const defenders = defendingPlayersNow(g);
  const c = newCombat(defenders[0] ?? g.turn.activePlayer);
  if (g.multiplayer) c.defendingPlayers = defenders;
  return c;
}

/** CR 507.1: the defending player is chosen (in a two-player game, the opponent); CR 802.2: with the
 *  attack multiple players option every opponent is a defending player; 803.1: left or right, the one. */
export function beginCombat(g: GameState): void {
  g.combat = combatNow(g);
  const defenders = combatDefenders(g.combat);
  const names = defenders.map((id) => getPlayer(g, id).name);
  // CR 805.10a: in two-headed giant the players of the nonactive team are the defending players.
  if (names.length > 1) log(g, `${listNames(names)} are the defending players`, teamsOf(g) ? '805.10a' : '802.2', { kind: 'defendingPlayers', players: [...defenders] });
  else {
    // CR 507.1 in a two-player game, 803.1 with the attack left or right option; CR 802.2 attacking
    // multiple players: every opponent still in the game is one, even when only one is left.
    const m = g.multiplayer;
    log(g, `${names[0] ?? 'No one'} is the defending player`, !m ? '507.1' : m.variant === 'two-headed-giant' ? '805.10a' : m.attack === 'multiple' ? '802.2' : '803.1');
  }
}

/** What each of the active player's creatures may attack, and why the others may not: their own state
 *  (CR 508.1a, 302.6, 702.3b) or the declaration as a whole (508.1c–d); plus the whole-declaration
 *  restrictions and requirements each is under. */
export function attackOptions(g: GameState, problem: AttackProblem): AttackOption[] {
  return problem.candidates.map((c) => {
    // attackProblem leaves the defenders empty exactly when attackRefusal has a reason.
    const reason = (c.defenders.length === 0 ? attackRefusal(g, c.id) : null) ?? attackUnreachable(g, problem, c.id);
    const conditions = attackConditions(g, problem, c.id);
    return {
      creature: c.id,
      defenders: reason ? [] : c.defenders,
      ...(reason ? { reason } : {}),
      ...(c.mustAttack ? { mustAttack: true } : {}),
      ...(conditions.length ? { conditions } : {}),
    };
  });
}

/** CR 508.1: asks the active player to declare attackers when one of their untapped creatures without
 *  defender could attack on its own terms (the contract's rule). Returns true when a choice is pending. */
export function beginDeclareAttackers(g: GameState): boolean {
  if (!g.combat) beginCombat(g);
  const problem = attackProblem(g);
  if (problem.candidates.some((c) => c.defenders.length > 0)) {
    // CR 805.10b: in two-headed giant the active team declares one combined attack.
    g.pendingChoice = { type: 'declareAttackers', ...askTeam(g, g.turn.activePlayer), attackers: attackOptions(g, problem) };
    return true;
  }
  (g.combat as CombatState).attackersDeclared = true;
  const team = teamOf(g, g.turn.activePlayer);
  const active = getPlayer(g, g.turn.activePlayer).name;
  // CR 803.1, 800.4a: with the attack left or right option the one defending player may have left since
  // the combat began; nobody else becomes one, so the creatures have no one to attack.
  if (defendersInGame(g).length === 0) log(g, `${active} has no one to attack: the defending player has left the game`, '800.4a');
  else if (team) log(g, `${teamName(g, team)}'s team has no creature that can attack`, '805.10b');
  else log(g, `${active} has no creature that can attack`, '508.1a');
  return false;
}

/** Why a player or planeswalker is not one the active player's creatures may attack now. */
function defenderRefusal(g: GameState, defender: string): { rule: string; message: string } {
  const c = g.combat as CombatState;
  const active = getPlayer(g, g.turn.activePlayer).name;
  const player = findPlayer(g, defender);
  if (player?.lost) return { rule: '800.4a', message: `${player.name} has left the game.` };
  // CR 702.26b: a phased-out planeswalker or battle is treated as though it doesn't exist.
  const object = findObject(g, defender);
  if (object?.phasedOut) return { rule: '702.26b', message: `${object.card} is phased out and treated as though it doesn't exist.` };
  // CR 310.8b: a battle's protector never attacks it, nor (805.10a) does a teammate of its protector:
  // the protector is not a defending player for them.
  if (object && isBattle(g, object) && object.protector && findPlayer(g, object.protector) && sameTeam(g, object.protector, g.turn.activePlayer)) {
    const protector = getPlayer(g, object.protector).name;
    return { rule: '310.8b', message: `${protector} protects ${object.card}, and a battle can be attacked only by a player for whom its protector is a defending player.` };
  }
  const defenders = listNames(combatDefenders(c).map((id) => getPlayer(g, id).name));
  const m = g.multiplayer;
  if (m?.variant === 'two-headed-giant') {
    // CR 805.10b: each attacking creature attacks a player of the defending team, or a planeswalker or battle of theirs.
    return { rule: '805.10b', message: `the active team can attack only a player of the defending team (${defenders}), a planeswalker they control or a battle they protect.` };
  }
  const attack = m?.attack;
  if (attack === 'left' || attack === 'right') {
    // CR 803.1a–b: only the nearest opponent on that side, and what they control.
    return { rule: attack === 'left' ? '803.1a' : '803.1b', message: `with the attack ${attack} option ${active} can attack only ${defenders}, the opponent seated to the ${attack}, a planeswalker they control or a battle they protect.` };
  }
  if (g.multiplayer) return { rule: '802.3', message: `${active} can attack only an opponent (${defenders}), a planeswalker one of them controls or a battle one of them protects.` };
  return { rule: '508.1b', message: 'only the defending player, a planeswalker they control or a battle they protect can be attacked.' };
}

/** The declare-attackers action, checked as a whole (CR 508.1, 733: an illegal one changes nothing). */
export function declareAttackers(g: GameState, player: PlayerId, attacks: AttackDeclaration[], payWith?: ObjectId[]): void {
  const c = g.combat as CombatState;
  const problem = attackProblem(g);
  const seen = new Set<string>();
  for (const a of attacks) {
    const o = findObject(g, a.attacker);
    if (!o || o.zone !== 'battlefield') refuse('attack/unknown', '508.1a', `There is no creature "${a.attacker}" on the battlefield.`, [a.attacker]);
    if (o.phasedOut) refuse('attack/phased-out', '702.26b', `${o.card} is phased out: it is treated as though it doesn't exist, so it can't attack.`, [a.attacker]);
    if (seen.has(a.attacker)) refuse('attack/duplicate', '508.1a', `${o.card} is declared as an attacker twice.`, [a.attacker]);
    seen.add(a.attacker);
    const why = attackRefusal(g, a.attacker);
    if (why) refuse('attack/cannot', why.rule, why.message, [a.attacker]);
    const cand = problem.candidates.find((x) => x.id === a.attacker);
    if (!cand?.defenders.includes(a.defender)) {
      const wrongDefender = defenderRefusal(g, a.defender);
      refuse('attack/defender', wrongDefender.rule, `${o.card} cannot attack ${nameOf(g, a.defender)}: ${wrongDefender.message}`, [a.attacker, a.defender]);
    }
  }
  const violation = checkAttackDeclaration(problem, attacks);
  if (violation) throw new IllegalAction(attackViolationError(g, problem, attacks, violation));
  for (const a of attacks) {
    const o = getObject(g, a.attacker);
    // CR 508.1f: attacking taps the creature; 702.20b: vigilance means it doesn't.
    if (!hasKeyword(g, o, 'vigilance')) mutObject(g, a.attacker).tapped = true;
    // CR 508.1k: each chosen creature becomes an attacking creature.
    c.attackers.push({ id: a.attacker, zcc: o.zcc, defender: a.defender, blocked: false, blockedBy: [] });
  }
  // CR 508.1g–j: the total cost to attack, paid once the attackers are tapped.
  payAttackCosts(g, player, attacks, payWith);
  recordAttackers(g, attacks);
  c.declaredAttackers = attacks.map((a) => a.attacker);
  c.attackersDeclared = true;
  g.pendingChoice = null;
  const list = attacks.map((a) => `${getObject(g, a.attacker).card} → ${nameOf(g, a.defender)}`);
  log(g, attacks.length ? `${getPlayer(g, player).name} attacks: ${list.join(', ')}` : `${getPlayer(g, player).name} declares no attackers`, '508.1', { kind: 'attackersDeclared', attackers: attacks });
  g.awaitingPriority = g.turn.activePlayer;
}

/** What each of the defending player's creatures may block, with reasons for the rest: its own state
 *  and the attackers' evasion (CR 509.1a–b), or an exact consequence of the whole declaration (menace
 *  with no second blocker, "no more than one creature can block"); plus the whole-declaration
 *  restrictions and requirements each is under. */
export function blockOptions(g: GameState): BlockOption[] {
  // Each blocker's refusals are worked out once, for the problem and for the options.
  const refusals = new Map<ObjectId, ReturnType<typeof blockRefusals>>();
  const problem = blockProblem(g, refusals);
  const defending = blockingPlayer(g);
  // CR 805.10d: in two-headed giant, the creatures of both players of the defending team.
  return g.battlefield
    .filter((id) => sameTeam(g, getObject(g, id).controller, defending) && isCreature(g, getObject(g, id)))
    .map((id) => {
      const b = problem.blockers.find((x) => x.id === id);
      const derived = derivedBlockRefusals(g, problem, id);
      const conditions = blockConditions(g, problem, id);
      return {
        creature: id,
        attackers: (b?.canBlock ?? []).filter((a) => !derived.some((d) => d.attacker === a)),
        refused: [...(refusals.get(id) ?? blockRefusals(g, id)), ...derived],
        maxAttackers: b?.capacity ?? 0,
        ...(b?.mustBlock ? { mustBlock: true } : {}),
        ...(conditions.length ? { conditions } : {}),
      };
    });
}

/** CR 509.1, 802.4: asks each attacked defending player in turn, in APNAP order, to declare blockers
 *  when they control an untapped creature (a player nobody attacks is not asked; in a two-player game
 *  the one defending player). Returns true when a choice is now pending. */
export function beginDeclareBlockers(g: GameState): boolean {
  const c = g.combat as CombatState;
  if (g.multiplayer) c.blockersDeclaredBy ??= [];
  for (const defending of defendersToDeclare(g)) {
    const untapped = g.battlefield.some((id) => {
      const o = getObject(g, id);
      return sameTeam(g, o.controller, defending) && !o.tapped && isCreature(g, o);
    });
    if (untapped) {
      // CR 805.10d: in two-headed giant the defending team declares one combined block.
      g.pendingChoice = { type: 'declareBlockers', ...askTeam(g, defending), blockers: [] };
      g.pendingChoice.blockers = blockOptions(g);
      return true;
    }
    // No blockers are declared; the event still happens, so "attacks and isn't blocked" triggers, and the
    // log says which creatures are unblocked exactly as when the player declares no blockers (CR 509.1h).
    c.blockersDeclaredBy?.push(defending);
    const team = teamOf(g, defending);
    if (team) logBlockersDeclared(g, defending, { kind: 'blockersDeclared', blocks: [], defending }, [`${teamName(g, team)}'s team has no untapped creature to block with`, '805.10d']);
    else logBlockersDeclared(g, defending, { kind: 'blockersDeclared', blocks: [], ...(g.multiplayer && { defending }) }, [`${getPlayer(g, defending).name} has no untapped creature to block with`, '509.1a']);
  }
  if (g.multiplayer) unblockForDeparted(g);
  c.blockersDeclared = true;
  return askForOrders(g);
}

/** CR 509.1h, 800.4a: nobody declares blockers for a player who has left the game, so once the
 *  defending players still in it have declared, each creature attacking a player who left before
 *  declaring (or their planeswalker or battle) has no creatures declared as blockers for it and becomes
 *  unblocked: its "attacks and isn't blocked" abilities trigger (509.3g). It deals no combat damage to
 *  that player (800.4e, combatDamage.ts). */
function unblockForDeparted(g: GameState): void {
  const c = g.combat as CombatState;
  const done = (c.blockersDeclaredBy ??= []);
  const departed: PlayerId[] = [];
  for (const a of c.attackers) {
    const seat = seatOf(g, defendingPlayerOf(g, a));
    // A planeswalker or battle that left the game with its controller names no player any more.
    const player = findPlayer(g, seat);
    if (!a.blocked && (!player || player.lost) && !done.includes(seat) && !departed.includes(seat)) departed.push(seat);
  }
  for (const defending of departed) {
    done.push(defending);
    const event: GameEvent = { kind: 'blockersDeclared', blocks: [], defending };
    const player = findPlayer(g, defending);
    logBlockersDeclared(g, defending, event, player ? [`${player.name} has left the game: no creatures are declared as blockers for the creatures attacking them`, '800.4a'] : undefined);
  }
}

/** The log of `defending`'s blocks: `headline` (the declaration), then each attacking creature with no
 *  creatures declared as blockers for it by `defending` (802.4b: in a multiplayer game, the creatures
 *  attacking that player; 805.10d: or their team), which is unblocked (509.1h). The declaration's
 *  `event` goes on the first line; what it triggers (509.3a-g: blocks, "attacks and isn't blocked") is
 *  checked once every line is logged, so the log says which creatures are unblocked before what that
 *  triggered. */
function logBlockersDeclared(g: GameState, defending: PlayerId, event: GameEvent, headline?: [text: string, rule: string]): void {
  const c = g.combat as CombatState;
  const lines = headline ? [headline] : [];
  for (const a of c.attackers) {
    if (a.blocked || (g.multiplayer && !sameTeam(g, defendingPlayerOf(g, a), defending))) continue;
    lines.push([`${getObject(g, a.id).card} is unblocked`, '509.1h']);
  }
  if (!lines.length) return;
  lines.forEach(([text, rule], i) => logLine(g, text, rule, i === 0 ? event : undefined));
  detectTriggers(g, event);
}

/** The declare-blockers action, checked as a whole (CR 509.1, 733: an illegal one changes nothing). */
export function declareBlockers(g: GameState, player: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[]): void {
  const c = g.combat as CombatState;
  for (const b of blocks) {
    const o = findObject(g, b.blocker);
    if (!o || o.zone !== 'battlefield') refuse('block/unknown', '509.1a', `There is no creature "${b.blocker}" on the battlefield.`, [b.blocker]);
    if (o.phasedOut) refuse('block/phased-out', '702.26b', `${o.card} is phased out: it is treated as though it doesn't exist, so it can't block.`, [b.blocker]);
    if (!c.attackers.some((a) => a.id === b.attacker)) {
      refuse('block/not-attacking', '509.1a', `${o.card} can't block ${nameOf(g, b.attacker)}: it is not an attacking creature.`, [b.blocker, b.attacker]);
    }
    const refusalFor = blockRefusals(g, b.blocker).find((r) => r.attacker === b.attacker);
    if (refusalFor) refuse('block/cannot', refusalFor.reason.rule, refusalFor.reason.message, [b.blocker, b.attacker]);
  }
  const problem = blockProblem(g);
  const violation = checkBlockDeclaration(problem, blocks);
  if (violation) throw new IllegalAction(blockViolationError(g, problem, blocks, violation));
  for (const b of blocks) {
    const o = getObject(g, b.blocker);
    let info = c.blockers.find((x) => x.id === b.blocker);
    if (!info) {
      // CR 509.1g: each chosen creature becomes a blocking creature.
      info = { id: b.blocker, zcc: o.zcc, blocking: [], declared: true };
      c.blockers.push(info);
    }
    info.blocking.push(b.attacker);
    const a = c.attackers.find((x) => x.id === b.attacker);
    if (a) {
      // CR 509.1h: an attacker with a blocker declared for it becomes blocked.
      a.blocked = true;
      a.blockedBy.push(b.blocker);
    }
  }
  g.pendingChoice = null;
  const list = blocks.map((b) => `${getObject(g, b.blocker).card} blocks ${getObject(g, b.attacker).card}`);
  // CR 805.10d: in two-headed giant either player declares the team's block; it is recorded as the team's.
  const team = teamOf(g, player);
  const defending = team ? seatOf(g, player) : player;
  const who = team ? `${getPlayer(g, player).name}, for their team (${teamName(g, team)}),` : getPlayer(g, player).name;
  logBlockersDeclared(g, defending, { kind: 'blockersDeclared', blocks, ...(g.multiplayer && { defending }) }, [blocks.length ? `${who} blocks: ${list.join(', ')}` : `${who} declares no blockers`, team ? '805.10d' : '509.1']);
  if (g.multiplayer) {
    c.blockersDeclaredBy?.push(defending);
    // CR 802.4: the next defending player declares; once all have, the step goes on.
    beginDeclareBlockers(g);
    return;
  }
  c.blockersDeclared = true;
  askForOrders(g);
}

/** Legacy rules: the attacking player's damage assignment order, announced after blockers are declared
 *  or, as the combat damage step begins, for creatures put onto the battlefield blocking. */
export function orderBlockers(g: GameState, orders: { attacker: ObjectId; blockers: ObjectId[] }[]): void {
  if (g.turn.step === 'combatDamage') {
    placeBlockers(g, orders);
    beginDamageStep(g);
    return;
  }
  orderBlockersLegacy(g, orders);
}

/** Legacy rules: the defending player's order of the attackers each multiple blocker blocks. */
export function orderAttackers(g: GameState, orders: { blocker: ObjectId; attackers: ObjectId[] }[]): void {
  orderAttackersLegacy(g, orders);
}

/** Legacy rules, CR 800.4a: an order question pending when a player leaves the game is asked again
 *  from the blocks as they now are, the way it is first asked: the creatures that left are out of
 *  every damage assignment order, the others keeping their relative order (seed 000; removeFromCombat),
 *  and an attacker or blocker with fewer than two creatures left to order is not asked about. Asked of
 *  the player who left, it goes: their creatures, all they had to order, left with them. */
export function askOrdersAgain(g: GameState): void {
  g.pendingChoice = null;
  // The placement of creatures put onto the battlefield blocking is asked as the combat damage step
  // begins (combatOrder.ts), the orders after blockers are declared.
  if (g.turn.step === 'combatDamage') beginDamageStep(g);
  else askForOrders(g);
}

export function beginCombatDamage(g: GameState): boolean {
  return beginDamageStep(g);
}

/** CR 511.3: when the end of combat step ends, everything is removed from combat; 511.2: "until end of
 *  combat" effects end. */
export function endCombat(g: GameState): void {
  const c = g.combat;
  if (!c) return;
  g.combat = null;
  g.effects = g.effects.filter((e) => e.duration !== 'endOfCombat');
  log(g, 'Combat ends: all creatures are removed from combat', '511.3');
}
