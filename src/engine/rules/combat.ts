// combat.ts: CR 506–511, the combat phase: beginning of combat (507), declare attackers (508),
// declare blockers (509), the legacy damage assignment order (pre-2024 510.1c–d), end of combat (511).
import type { AttackDeclaration, AttackOption, BlockOption, CombatState, GameState, ObjectId, PlayerId } from '../types';
import { getObject, getPlayer, log, opponents } from '../state';
import { refuse } from '../errors';
import { hasKeyword, isCreature } from './characteristics';
import { attackProblem, blockProblem, attackRefusal, blockRefusals } from './combatRules';
import { checkAttackDeclaration, checkBlockDeclaration } from './combatSearch';
import { beginDamageStep } from './combatDamage';

export function newCombat(defendingPlayer: PlayerId): CombatState {
  return {
    defendingPlayer, attackers: [], blockers: [], attackersDeclared: false, blockersDeclared: false,
    firstStrikeStepDone: false, firstStrikers: [], hasFirstStrikeStep: false, assigned: [], assignedBy: [], ordered: [], dealers: [],
  };
}

/** CR 507.1: the defending player is chosen (in a two-player game, the opponent). */
export function beginCombat(g: GameState): void {
  const defender = opponents(g, g.turn.activePlayer)[0];
  g.combat = newCombat(defender?.id ?? g.turn.activePlayer);
  log(g, `${defender?.name ?? 'No one'} is the defending player`, '507.1');
}

/** What each of the active player's creatures may attack, and why the others may not (CR 508.1a–c). */
export function attackOptions(g: GameState): AttackOption[] {
  const problem = attackProblem(g);
  return problem.candidates.map((c) => {
    const reason = attackRefusal(g, c.id);
    return { creature: c.id, defenders: c.defenders, ...(reason ? { reason } : {}), ...(c.mustAttack ? { mustAttack: true } : {}) };
  });
}

/** CR 508.1: asks the active player to declare attackers when one of their creatures could attack.
 *  Returns true when a choice is now pending. */
export function beginDeclareAttackers(g: GameState): boolean {
  if (!g.combat) beginCombat(g);
  const options = attackOptions(g);
  if (options.some((o) => o.defenders.length > 0)) {
    g.pendingChoice = { type: 'declareAttackers', player: g.turn.activePlayer, attackers: options };
    return true;
  }
  (g.combat as CombatState).attackersDeclared = true;
  log(g, `${getPlayer(g, g.turn.activePlayer).name} has no creature that can attack`, '508.1a');
  return false;
}

/** The declare-attackers action, checked as a whole (CR 508.1, 733: an illegal one changes nothing). */
export function declareAttackers(g: GameState, player: PlayerId, attacks: AttackDeclaration[]): void {
  const c = g.combat as CombatState;
  const problem = attackProblem(g);
  const seen = new Set<string>();
  for (const a of attacks) {
    const o = g.objects[a.attacker];
    if (!o || o.zone !== 'battlefield') refuse('attack/unknown', '508.1a', `There is no creature "${a.attacker}" on the battlefield.`, [a.attacker]);
    if (seen.has(a.attacker)) refuse('attack/twice', '508.1a', `${o.card} is declared as an attacker twice.`, [a.attacker]);
    seen.add(a.attacker);
    const why = attackRefusal(g, a.attacker);
    if (why) refuse('attack/cannot', why.rule, why.message, [a.attacker]);
    const cand = problem.candidates.find((x) => x.id === a.attacker);
    if (!cand?.defenders.includes(a.defender)) {
      refuse('attack/defender', '508.1b', `${o.card} cannot attack ${g.objects[a.defender]?.card ?? a.defender}: only the defending player or a planeswalker they control can be attacked.`, [a.attacker, a.defender]);
    }
  }
  const violation = checkAttackDeclaration(problem, attacks);
  if (violation) refuse(violation.code, violation.rule, violation.detail, [violation.blocker ?? '', violation.attacker ?? ''].filter(Boolean));
  for (const a of attacks) {
    const o = getObject(g, a.attacker);
    // CR 508.1f: attacking taps the creature; 702.20b: vigilance means it doesn't.
    if (!hasKeyword(g, o, 'vigilance')) o.tapped = true;
    c.attackers.push({ id: a.attacker, zcc: o.zcc, defender: a.defender, blocked: false, blockedBy: [] });
  }
  c.attackersDeclared = true;
  if (attacks.length > 0) g.turn.attackedThisTurn = true;
  g.pendingChoice = null;
  const list = attacks.map((a) => `${getObject(g, a.attacker).card} → ${g.objects[a.defender]?.card ?? getPlayer(g, a.defender).name}`);
  log(g, attacks.length ? `${getPlayer(g, player).name} attacks: ${list.join(', ')}` : `${getPlayer(g, player).name} declares no attackers`, '508.1', { kind: 'attackersDeclared', attackers: attacks });
  g.awaitingPriority = g.turn.activePlayer;
}

/** What each of the defending player's creatures may block, with reasons for the rest (CR 509.1a–b). */
export function blockOptions(g: GameState): BlockOption[] {
  const problem = blockProblem(g);
  const defending = g.combat?.defendingPlayer;
  return g.battlefield
    .filter((id) => getObject(g, id).controller === defending && isCreature(g, getObject(g, id)))
    .map((id) => {
      const b = problem.blockers.find((x) => x.id === id);
      return {
        creature: id,
        attackers: b?.canBlock ?? [],
        refused: blockRefusals(g, id),
        maxAttackers: b?.capacity ?? 0,
        ...(b?.mustBlock ? { mustBlock: true } : {}),
      };
    });
}

/** CR 509.1: asks the defending player to declare blockers when a creature attacks and they control an
 *  untapped creature. Returns true when a choice is now pending. */
export function beginDeclareBlockers(g: GameState): boolean {
  const c = g.combat as CombatState;
  const untapped = g.battlefield.some((id) => {
    const o = getObject(g, id);
    return o.controller === c.defendingPlayer && !o.tapped && isCreature(g, o);
  });
  if (c.attackers.length > 0 && untapped) {
    g.pendingChoice = { type: 'declareBlockers', player: c.defendingPlayer, blockers: blockOptions(g) };
    return true;
  }
  c.blockersDeclared = true;
  return askForOrders(g);
}

export function declareBlockers(g: GameState, player: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[]): void {
  const c = g.combat as CombatState;
  for (const b of blocks) {
    const o = g.objects[b.blocker];
    if (!o || o.zone !== 'battlefield') refuse('block/unknown', '509.1a', `There is no creature "${b.blocker}" on the battlefield.`, [b.blocker]);
    if (!c.attackers.some((a) => a.id === b.attacker)) {
      refuse('block/not-attacking', '509.1a', `${g.objects[b.attacker]?.card ?? b.attacker} is not an attacking creature.`, [b.attacker]);
    }
    const refusalFor = blockRefusals(g, b.blocker).find((r) => r.attacker === b.attacker);
    if (refusalFor) refuse('block/cannot', refusalFor.reason.rule, refusalFor.reason.message, [b.blocker, b.attacker]);
  }
  const violation = checkBlockDeclaration(blockProblem(g), blocks);
  if (violation) refuse(violation.code, violation.rule, violation.detail, [violation.blocker ?? '', violation.attacker ?? ''].filter(Boolean));
  for (const b of blocks) {
    const o = getObject(g, b.blocker);
    let info = c.blockers.find((x) => x.id === b.blocker);
    if (!info) {
      info = { id: b.blocker, zcc: o.zcc, blocking: [] };
      c.blockers.push(info);
    }
    info.blocking.push(b.attacker);
    const a = c.attackers.find((x) => x.id === b.attacker);
    if (a) {
      a.blocked = true;
      a.blockedBy.push(b.blocker);
    }
  }
  c.blockersDeclared = true;
  g.pendingChoice = null;
  const list = blocks.map((b) => `${getObject(g, b.blocker).card} blocks ${getObject(g, b.attacker).card}`);
  log(g, blocks.length ? `${getPlayer(g, player).name} blocks: ${list.join(', ')}` : `${getPlayer(g, player).name} declares no blockers`, '509.1', { kind: 'blockersDeclared', blocks });
  for (const a of c.attackers) if (!a.blocked) log(g, `${getObject(g, a.id).card} is unblocked`, '509.1h');
  askForOrders(g);
}

/** Legacy rules (pre-2024 509.2, 509.3): the attacking player orders each multiply-blocked attacker's
 *  blockers, then the defending player orders each multiply-blocking blocker's attackers. Returns true
 *  when a choice is pending; otherwise the active player is due priority. */
function askForOrders(g: GameState): boolean {
  const c = g.combat as CombatState;
  if (g.rules === 'legacy-damage-order') {
    const multiBlocked = c.attackers.filter((a) => a.blockedBy.length >= 2);
    if (multiBlocked.length > 0 && !g.pendingChoice && !orderDone(g, 'blockers')) {
      g.pendingChoice = { type: 'orderBlockers', player: g.turn.activePlayer, attackers: multiBlocked.map((a) => ({ attacker: a.id, blockers: [...a.blockedBy] })) };
      return true;
    }
    const multiBlocking = c.blockers.filter((b) => b.blocking.length >= 2);
    if (multiBlocking.length > 0 && !orderDone(g, 'attackers')) {
      g.pendingChoice = { type: 'orderAttackers', player: c.defendingPlayer, blockers: multiBlocking.map((b) => ({ blocker: b.id, attackers: [...b.blocking] })) };
      return true;
    }
  }
  g.awaitingPriority = g.turn.activePlayer;
  return false;
}

function orderDone(g: GameState, which: 'blockers' | 'attackers'): boolean {
  return (g.combat as CombatState).ordered.includes(which);
}

/** Legacy rules: the attacking player's damage assignment order for each multiply-blocked attacker. */
export function orderBlockers(g: GameState, orders: { attacker: ObjectId; blockers: ObjectId[] }[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'orderBlockers') return;
  const c = g.combat as CombatState;
  for (const need of pending.attackers) {
    const given = orders.find((o) => o.attacker === need.attacker);
    const name = getObject(g, need.attacker).card;
    if (!given) refuse('order/missing', '510.1c', `Give the damage assignment order of the creatures blocking ${name}.`, [need.attacker]);
    if (given.blockers.length !== need.blockers.length || !need.blockers.every((b) => given.blockers.includes(b))) {
      refuse('order/wrong-set', '510.1c', `The order for ${name} must list each of its blockers exactly once: ${need.blockers.map((b) => getObject(g, b).card).join(', ')}.`, [need.attacker, ...given.blockers]);
    }
  }
  if (orders.some((o) => !pending.attackers.some((a) => a.attacker === o.attacker))) {
    refuse('order/not-asked', '510.1c', 'Only attackers blocked by two or more creatures are ordered.', orders.map((o) => o.attacker));
  }
  for (const o of orders) {
    const a = c.attackers.find((x) => x.id === o.attacker);
    if (a) a.blockedBy = [...o.blockers];
    log(g, `Damage assignment order of ${getObject(g, o.attacker).card}: ${o.blockers.map((b) => getObject(g, b).card).join(', ')}`, '510.1c');
  }
  c.ordered.push('blockers');
  g.pendingChoice = null;
  askForOrders(g);
}

/** Legacy rules: the defending player's order of the attackers each multiple blocker blocks. */
export function orderAttackers(g: GameState, orders: { blocker: ObjectId; attackers: ObjectId[] }[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'orderAttackers') return;
  const c = g.combat as CombatState;
  for (const need of pending.blockers) {
    const given = orders.find((o) => o.blocker === need.blocker);
    const name = getObject(g, need.blocker).card;
    if (!given) refuse('order/missing', '510.1d', `Give the damage assignment order of the creatures ${name} blocks.`, [need.blocker]);
    if (given.attackers.length !== need.attackers.length || !need.attackers.every((b) => given.attackers.includes(b))) {
      refuse('order/wrong-set', '510.1d', `The order for ${name} must list each attacker it blocks exactly once.`, [need.blocker]);
    }
  }
  for (const o of orders) {
    const b = c.blockers.find((x) => x.id === o.blocker);
    if (b) b.blocking = [...o.attackers];
    log(g, `Attacker order of ${getObject(g, o.blocker).card}: ${o.attackers.map((a) => getObject(g, a).card).join(', ')}`, '510.1d');
  }
  c.ordered.push('attackers');
  g.pendingChoice = null;
  g.awaitingPriority = g.turn.activePlayer;
}

export function beginCombatDamage(g: GameState): boolean {
  return beginDamageStep(g);
}

/** CR 511.3: when the end of combat step ends, everything is removed from combat; "until end of
 *  combat" effects end (514.2 analog for the combat phase, 611.2b). */
export function endCombat(g: GameState): void {
  const c = g.combat;
  if (!c) return;
  g.combat = null;
  g.effects = g.effects.filter((e) => e.duration !== 'endOfCombat');
  log(g, 'Combat ends: all creatures are removed from combat', '511.3');
}
