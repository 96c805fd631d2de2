// combatOrder.ts: the damage assignment order of the rules before 2024 (then 509.2–509.3 and 510.1c–d;
// seed 000): the attacking player orders each multiply-blocked attacker's blockers, the defending
// player orders each multiple blocker's attackers, and a creature put onto the battlefield blocking is
// placed in its attacker's order by the active player, the others keeping their relative order.
import type { CombatState, GameState, ObjectId } from '../types';
import { askTeam, sameTeam, seatOf } from './teams';
import { apnapOrder, getObject, log } from '../state';
import { refuse } from '../errors';
import { distinctName, listNames } from './combatExplain';

function combatOf(g: GameState): CombatState {
  return g.combat as CombatState;
}

/** Legacy rules: asks for the next order due after blockers are declared. Returns true when a choice is
 *  pending; otherwise the active player is due priority (CR 509.2). */
export function askForOrders(g: GameState): boolean {
  const c = combatOf(g);
  if (g.rules === 'legacy-damage-order') {
    const multiBlocked = c.attackers.filter((a) => a.blockedBy.length >= 2);
    if (multiBlocked.length > 0 && !c.ordered.includes('blockers')) {
      g.pendingChoice = { type: 'orderBlockers', ...askTeam(g, g.turn.activePlayer), attackers: multiBlocked.map((a) => ({ attacker: a.id, blockers: [...a.blockedBy] })) };
      return true;
    }
    const multiBlocking = c.blockers.filter((b) => b.blocking.length >= 2);
    if (multiBlocking.length > 0 && !c.ordered.includes('attackers')) {
      // Each defending player orders their own blockers' attackers, in APNAP order (101.4).
      const done = c.attackersOrderedBy ?? [];
      // In two-headed giant the defending team orders its players' blockers together (805.10d, 805.2).
      const player = g.multiplayer ? apnapOrder(g).find((p) => !done.includes(seatOf(g, p.id)) && multiBlocking.some((b) => sameTeam(g, getObject(g, b.id).controller, p.id)))?.id : c.defendingPlayer;
      const mine = multiBlocking.filter((b) => player !== undefined && sameTeam(g, getObject(g, b.id).controller, player));
      if (player && mine.length > 0) {
        g.pendingChoice = { type: 'orderAttackers', ...askTeam(g, player), blockers: mine.map((b) => ({ blocker: b.id, attackers: [...b.blocking] })) };
        return true;
      }
    }
  }
  g.awaitingPriority = g.turn.activePlayer;
  return false;
}

/** Blockers put onto the battlefield blocking (CR 509.4) that have no place yet in the order of an
 *  attacker with two or more blockers. One that is its attacker's only blocker is placed at once. */
function unplaced(g: GameState): { attacker: ObjectId; blockers: ObjectId[] }[] {
  const c = combatOf(g);
  const out: { attacker: ObjectId; blockers: ObjectId[] }[] = [];
  for (const a of c.attackers) {
    const infos = a.blockedBy.map((id) => c.blockers.find((b) => b.id === id));
    const fresh = infos.filter((b) => b && !b.declared && !b.placed);
    if (fresh.length === 0) continue;
    if (a.blockedBy.length < 2) {
      for (const b of fresh) if (b) b.placed = true;
      continue;
    }
    out.push({ attacker: a.id, blockers: [...a.blockedBy] });
  }
  return out;
}

/** Legacy rules (seed 000: "el jugador activo elige la posición de la nueva criatura en el orden"):
 *  asks the active player to place blockers that entered the battlefield blocking. The engine asks as
 *  the combat damage step begins, the first moment its turn-based actions run after such a creature
 *  enters; the order matters only for the assignment that follows. Returns true when asked. */
export function askPlacement(g: GameState): boolean {
  if (g.rules !== 'legacy-damage-order') return false;
  const need = unplaced(g);
  if (need.length === 0) return false;
  g.pendingChoice = { type: 'orderBlockers', ...askTeam(g, g.turn.activePlayer), attackers: need };
  return true;
}

/** Checks an order given for each asked attacker: each of its blockers exactly once. */
function checkOrders(g: GameState, need: { attacker: ObjectId; blockers: ObjectId[] }[], orders: { attacker: ObjectId; blockers: ObjectId[] }[]): void {
  const seen = new Set<string>();
  for (const o of orders) {
    if (!need.some((n) => n.attacker === o.attacker)) {
      refuse('order/not-asked', '510.1c', `${distinctName(g, o.attacker)} is not an attacker blocked by two or more creatures whose order is asked for now.`, [o.attacker]);
    }
    if (seen.has(o.attacker)) refuse('order/duplicate', '510.1c', `The order for ${distinctName(g, o.attacker)} is given twice.`, [o.attacker]);
    seen.add(o.attacker);
  }
  for (const n of need) {
    const given = orders.find((o) => o.attacker === n.attacker);
    const name = distinctName(g, n.attacker);
    if (!given) refuse('order/missing', '510.1c', `Give the damage assignment order of the creatures blocking ${name}: ${listNames(n.blockers.map((b) => distinctName(g, b)))}.`, [n.attacker]);
    const same = given.blockers.length === n.blockers.length && new Set(given.blockers).size === n.blockers.length && n.blockers.every((b) => given.blockers.includes(b));
    if (!same) {
      refuse('order/wrong-set', '510.1c', `The order for ${name} must list each creature blocking it exactly once: ${listNames(n.blockers.map((b) => distinctName(g, b)))}.`, [n.attacker, ...given.blockers]);
    }
  }
}

/** Legacy rules: the attacking player's damage assignment order for each multiply-blocked attacker,
 *  announced after blockers are declared. */
export function orderBlockers(g: GameState, orders: { attacker: ObjectId; blockers: ObjectId[] }[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'orderBlockers') return;
  const c = combatOf(g);
  checkOrders(g, pending.attackers, orders);
  for (const o of orders) {
    const a = c.attackers.find((x) => x.id === o.attacker);
    if (a) a.blockedBy = [...o.blockers];
    logOrder(g, o.attacker, o.blockers, '510.1c');
  }
  c.ordered.push('blockers');
  g.pendingChoice = null;
  askForOrders(g);
}

/** Legacy rules: the active player places blockers that entered the battlefield blocking; the blockers
 *  already in the order keep their relative order (seed 000). Cited as 509.4, today's rule for a creature
 *  put onto the battlefield blocking, which carried this placement before 2024 (510.1c is the
 *  assignment that follows the order). The caller goes on with the step. */
export function placeBlockers(g: GameState, orders: { attacker: ObjectId; blockers: ObjectId[] }[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'orderBlockers') return;
  const c = combatOf(g);
  checkOrders(g, pending.attackers, orders);
  for (const o of orders) {
    const a = c.attackers.find((x) => x.id === o.attacker);
    if (!a) continue;
    const isPlaced = (id: ObjectId): boolean => {
      const b = c.blockers.find((x) => x.id === id);
      return !b || b.declared === true || b.placed === true;
    };
    const before = a.blockedBy.filter(isPlaced);
    const after = o.blockers.filter(isPlaced);
    if (before.some((id, i) => after[i] !== id)) {
      refuse('order/relative', '509.4', `Only the new blockers are placed: ${listNames(before.map((b) => distinctName(g, b)))} must stay in that order in ${distinctName(g, a.id)}'s damage assignment order.`, [a.id, ...before]);
    }
    a.blockedBy = [...o.blockers];
    for (const id of o.blockers) {
      const b = c.blockers.find((x) => x.id === id);
      if (b) b.placed = true;
    }
    logOrder(g, a.id, o.blockers, '509.4');
  }
  g.pendingChoice = null;
}

/** Legacy rules: the defending player's order of the attackers each multiple blocker blocks. */
export function orderAttackers(g: GameState, orders: { blocker: ObjectId; attackers: ObjectId[] }[]): void {
  const pending = g.pendingChoice;
  if (pending?.type !== 'orderAttackers') return;
  const c = combatOf(g);
  const seen = new Set<string>();
  for (const o of orders) {
    if (!pending.blockers.some((b) => b.blocker === o.blocker)) {
      refuse('order/not-asked', '510.1d', `${distinctName(g, o.blocker)} is not a creature blocking two or more attackers.`, [o.blocker]);
    }
    if (seen.has(o.blocker)) refuse('order/duplicate', '510.1d', `The order for ${distinctName(g, o.blocker)} is given twice.`, [o.blocker]);
    seen.add(o.blocker);
  }
  for (const need of pending.blockers) {
    const given = orders.find((o) => o.blocker === need.blocker);
    const name = distinctName(g, need.blocker);
    const list = listNames(need.attackers.map((a) => distinctName(g, a)));
    if (!given) refuse('order/missing', '510.1d', `Give the damage assignment order of the creatures ${name} blocks: ${list}.`, [need.blocker]);
    const same = given.attackers.length === need.attackers.length && new Set(given.attackers).size === need.attackers.length && need.attackers.every((a) => given.attackers.includes(a));
    if (!same) refuse('order/wrong-set', '510.1d', `The order for ${name} must list each attacker it blocks exactly once: ${list}.`, [need.blocker]);
  }
  for (const o of orders) {
    const b = c.blockers.find((x) => x.id === o.blocker);
    if (b) b.blocking = [...o.attackers];
    logOrder(g, o.blocker, o.attackers, '510.1d');
  }
  g.pendingChoice = null;
  if (g.multiplayer) {
    (c.attackersOrderedBy ??= []).push(pending.player);
    // The next defending player with multiple blockers orders theirs; once none is left, all have.
    if (askForOrders(g)) return;
  }
  c.ordered.push('attackers');
  g.awaitingPriority = g.turn.activePlayer;
}

/** Legacy rules: the log line of a damage assignment order (510.1c-d). A creature that shares its name
 *  with another permanent is named with its id, "Grizzly Bears (bear1), Grizzly Bears (bear2)", so that
 *  the line says which creature comes first. */
function logOrder(g: GameState, of: ObjectId, order: ObjectId[], rule: string): void {
  log(g, `Damage assignment order of ${distinctName(g, of)}: ${order.map((id) => distinctName(g, id)).join(', ')}`, rule);
}
