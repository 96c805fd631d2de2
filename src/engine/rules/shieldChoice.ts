// shieldChoice.ts: CR 615.7. When a prevention shield (Mending Hands': "prevent the next 4 damage")
// would stop only part of the combat damage two or more sources deal at once to its player or
// permanent, that player, or the permanent's controller, chooses which damage it prevents. Which one
// matters: preventing a lifelinker's damage keeps its controller from gaining life, a deathtoucher's
// keeps a creature alive, a Thieving Magpie's keeps its trigger from happening. Asked after combat
// damage is assigned and before it is dealt (510.1, 510.2), one source at a time in the order the
// damage was assigned: how much of this source's damage the shield prevents. The shield always stops
// as much as it can; the rest of it goes to the sources after, so a source is not asked about when
// only one amount is possible.
import type { CombatState, GameState, ObjectId, PendingChoice, ShieldAnswer } from '../types';
import { findPlayer, getObject, getPlayer, log } from '../state';
import { combatDamagePrevented, shieldStands, type DamageEvent, type DamageShield } from './damage';
import { nameOf } from './combatExplain';

/** The `object` of the shield's question (as the legend rule's is 'legend-rule'). */
export const SHIELD_CHOICE = 'prevention-shield';

/** The next question: how much of `source`'s `damage` to `target` the shield prevents, from `lo` to `hi`. */
export interface ShieldQuestion {
  shield: DamageShield;
  target: string;
  source: ObjectId;
  damage: number;
  /** What the shield can still prevent once the answers before this one are taken off. */
  left: number;
  /** All the combat damage about to be dealt to `target` before this shield. */
  total: number;
  lo: number;
  hi: number;
}

interface Incoming {
  source: ObjectId;
  amount: number;
}

/** The combat damage each source is about to deal to `target` in this step, in the order it was
 *  assigned, less what the answers for other shields on it already prevent. */
function incoming(c: CombatState, target: string, answers: readonly ShieldAnswer[], shield: string): Incoming[] {
  const out: Incoming[] = [];
  for (const a of c.assigned) {
    for (const t of a.to) {
      if (t.target !== target || t.amount <= 0) continue;
      let amount = t.amount;
      for (const x of answers) if (x.shield !== shield && x.source === a.source) amount -= x.amount;
      if (amount > 0) out.push({ source: a.source, amount });
    }
  }
  return out;
}

/** The answers that follow without a choice (one amount possible), shield by shield in the order the
 *  shields were made, up to the first real question, which is returned too (null when none is left). */
export function shieldPlan(g: GameState): { forced: ShieldAnswer[]; question: ShieldQuestion | null } {
  const c = g.combat;
  const forced: ShieldAnswer[] = [];
  // Fog's prevention (CR 615.1) stops all combat damage: no shield is used.
  if (!c || c.assigned.length === 0 || combatDamagePrevented(g)) return { forced, question: null };
  const answers = [...(c.shieldAnswers ?? [])];
  for (const p of g.preventions) {
    if (!shieldStands(g, p)) continue;
    const target = p.target.id;
    const coming = incoming(c, target, answers, p.id);
    const total = coming.reduce((n, x) => n + x.amount, 0);
    // One source, or damage the shield stops whole: nothing to choose.
    if (coming.length < 2 || total <= p.amount) continue;
    let left = p.amount;
    let later = total;
    for (const x of coming) {
      later -= x.amount;
      const answered = answers.find((a) => a.shield === p.id && a.source === x.source);
      if (answered) {
        left -= answered.amount;
        continue;
      }
      const hi = Math.min(left, x.amount);
      const lo = Math.max(0, left - later);
      if (lo < hi) return { forced, question: { shield: p, target, source: x.source, damage: x.amount, left, total, lo, hi } };
      const only = { shield: p.id, source: x.source, amount: lo };
      forced.push(only);
      answers.push(only);
      left -= lo;
    }
  }
  return { forced, question: null };
}

/** Who chooses: the shielded player, or the controller of the shielded permanent (CR 615.7). */
function chooser(g: GameState, target: string): string {
  return findPlayer(g, target) ? target : getObject(g, target).controller;
}

/** The question as the pending choice: its options are the amounts, as text. */
export function shieldPending(g: GameState, q: ShieldQuestion): PendingChoice {
  const player = chooser(g, q.target);
  const card = nameOf(g, q.shield.source);
  const source = nameOf(g, q.source);
  const options: string[] = [];
  for (let n = q.lo; n <= q.hi; n++) options.push(String(n));
  return {
    type: 'choose', player, object: SHIELD_CHOICE, rule: '615.7', source: q.source, card,
    prompt: `${card}'s shield on ${nameOf(g, q.target)} can prevent ${q.left} more of the ${q.total} combat damage about to be dealt to it: ${getPlayer(g, player).name} chooses how much of ${source}'s ${q.damage} it prevents`,
    options,
    shield: { card, target: q.target, source: q.source, damage: q.damage, left: q.left, total: q.total },
  };
}

/** Takes the chosen (and the forced) prevention off the damage about to be dealt and off the shields,
 *  before the damage is dealt (CR 615.7); a shield used up is gone. */
export function preventAsChosen(g: GameState, events: DamageEvent[], answers: readonly ShieldAnswer[]): void {
  for (const a of answers) {
    if (a.amount <= 0) continue;
    const shield = g.preventions.find((p): p is DamageShield => p.id === a.shield && p.kind === 'nextDamage');
    const event = shield && events.find((e) => e.source === a.source && e.target === shield.target.id);
    if (!shield || !event) continue;
    event.amount -= a.amount;
    shield.amount -= a.amount;
    log(g, `${a.amount} damage from ${nameOf(g, a.source)} to ${nameOf(g, event.target)} is prevented`, '615.7');
  }
  g.preventions = g.preventions.filter((p) => p.kind !== 'nextDamage' || p.amount > 0);
}
