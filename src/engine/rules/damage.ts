// damage.ts: CR 120 (damage), 615 (prevention), 702.2 (deathtouch), 702.15 (lifelink).
import type { GameState, ObjectId, PreventionEffect } from '../types';
import { findObject, findPlayer, getPlayer, log, mutObject, objectName } from '../state';
import { characteristicsButPower } from './characteristics';
import { ownCounts } from '../transaction';
import { applyLifeChange } from './teams';

export interface DamageEvent {
  source: ObjectId;
  target: string;
  amount: number;
  combat: boolean;
}

/** Whether a prevention shield (CR 615.7) still guards this object or player: the same incarnation it
 *  was put on (CR 400.7), with damage left to prevent. */
function shields(g: GameState, p: PreventionEffect, target: string): p is Extract<PreventionEffect, { kind: 'nextDamage' }> {
  if (p.kind !== 'nextDamage' || p.amount <= 0 || p.target.id !== target) return false;
  const o = findObject(g, target);
  return !(o && p.target.zcc !== undefined && p.target.zcc !== o.zcc);
}

/** A shield such as Mending Hands' that still guards its player or permanent (CR 615.7). */
export type DamageShield = Extract<PreventionEffect, { kind: 'nextDamage' }>;

export function shieldStands(g: GameState, p: PreventionEffect): p is DamageShield {
  return p.kind === 'nextDamage' && shields(g, p, p.target.id);
}

/** The damage still to be prevented on an object or player by shields such as Mending Hands' (CR 615.7). */
export function preventionShield(g: GameState, target: string): number {
  let total = 0;
  for (const p of g.preventions) if (shields(g, p, target)) total += p.amount;
  return total;
}

/** Whether all combat damage is prevented this turn (CR 615.1, Fog). */
export function combatDamagePrevented(g: GameState): boolean {
  return g.preventions.some((p) => p.kind === 'allCombatDamage');
}

/** CR 615: applies prevention effects to damage about to be dealt; returns what is left. */
function preventDamage(g: GameState, d: DamageEvent): number {
  let amount = d.amount;
  if (d.combat && combatDamagePrevented(g)) {
    log(g, `${d.amount} combat damage from ${objectName(g, d.source)} to ${objectName(g, d.target)} is prevented`, '615.1');
    return 0;
  }
  for (const p of g.preventions) {
    if (amount <= 0) break;
    if (!shields(g, p, d.target)) continue;
    const prevented = Math.min(p.amount, amount);
    p.amount -= prevented;
    amount -= prevented;
    log(g, `${prevented} damage to ${objectName(g, d.target)} is prevented`, '615.7');
  }
  if (g.preventions.length > 0) g.preventions = g.preventions.filter((p) => p.kind !== 'nextDamage' || p.amount > 0);
  return amount;
}

/** Deals damage simultaneously from several sources (CR 510.2 for combat, 120.3 for its results). */
export function dealDamage(g: GameState, events: DamageEvent[]): void {
  // CR 615: prevention applies to all the damage before any is dealt. With no prevention effect (the
  // usual case) every amount stands as it is, and the events are read as they are, not copied.
  const dealt = g.preventions.length === 0
    ? events.filter((d) => d.amount > 0)
    : events.map((d) => ({ ...d, amount: d.amount > 0 ? preventDamage(g, d) : 0 })).filter((d) => d.amount > 0);
  let lifelinkGains: Map<string, number> | null = null;
  for (const d of dealt) {
    // The source as it is now (a creature damaged earlier in this loop is its marked copy): looked up
    // once, and its characteristics worked out from the object, not looked up again by id. Its name and
    // abilities are read, never its power.
    const srcObject = findObject(g, d.source);
    const src = characteristicsButPower(g, srcObject ?? d.source);
    const player = findPlayer(g, d.target);
    const what = d.combat ? 'combat damage' : 'damage';
    if (player) {
      // CR 120.3a: damage to a player causes that much life loss.
      // CR 810.9: in two-headed giant the loss applies to the team's shared life total.
      applyLifeChange(g, player, -d.amount);
      ownCounts(g, 'lifeLostThisTurn')[player.id] = (g.lifeLostThisTurn[player.id] ?? 0) + d.amount;
      log(g, `${src.name} deals ${d.amount} ${what} to ${player.name}`, d.combat ? '510.2' : '120.3a', { kind: 'damage', source: d.source, target: d.target, amount: d.amount, combat: d.combat });
    } else {
      if (findObject(g, d.target)?.zone !== 'battlefield') continue;
      const o = mutObject(g, d.target);
      // One look at the permanent's characteristics serves the whole event: its types are the printed
      // ones (what isCreature and isPlaneswalker read), and nothing below changes its toughness or
      // abilities: they do not depend on damage or loyalty, and an ability the event triggers only
      // waits to be put on the stack.
      const ch = characteristicsButPower(g, o);
      if (ch.types.includes('Planeswalker')) {
        // CR 120.3c: damage to a planeswalker removes that many loyalty counters.
        o.counters.loyalty = Math.max(0, (o.counters.loyalty ?? 0) - d.amount);
      }
      if (ch.types.includes('Battle')) {
        // CR 120.3h, 310.6: damage to a battle removes that many defense counters.
        o.counters.defense = Math.max(0, (o.counters.defense ?? 0) - d.amount);
      }
      const creature = ch.types.includes('Creature');
      if (creature) {
        // CR 120.3e: damage to a creature is marked on it; 702.2b: deathtouch is remembered for 704.5h.
        o.damage += d.amount;
        if (src.keywords.includes('deathtouch')) o.deathtouchDamage = true;
      }
      // Logged once the damage is marked, like damage to a player once the life is lost.
      log(g, `${src.name} deals ${d.amount} ${what} to ${o.card}`, d.combat ? '510.2' : '120.3', { kind: 'damage', source: d.source, target: d.target, amount: d.amount, combat: d.combat });
      if (creature && o.damage >= ch.toughness && ch.keywords.includes('indestructible')) {
        log(g, `${o.card} has lethal damage but is indestructible and is not destroyed`, '702.12b');
      }
    }
    // CR 702.15b: damage from a source with lifelink makes its controller gain that much life.
    if (src.keywords.includes('lifelink') && srcObject) {
      lifelinkGains ??= new Map();
      lifelinkGains.set(srcObject.controller, (lifelinkGains.get(srcObject.controller) ?? 0) + d.amount);
    }
  }
  if (lifelinkGains) for (const [player, amount] of lifelinkGains) {
    applyLifeChange(g, getPlayer(g, player), amount);
    log(g, `${getPlayer(g, player).name} gains ${amount} life (lifelink)`, '702.15b', { kind: 'lifeChange', player, amount });
  }
}
