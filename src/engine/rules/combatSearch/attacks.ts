// combatSearch/attacks.ts: CR 508.1a–c (restrictions) and 508.1d (requirements) on declaring attackers.
import type { Attack, AttackerCandidate, AttackProblem, BlockViolation } from './types';
import { byId, requirementCount, violation } from './shared';

/** CR 508.1d: how many attack requirements this creature is under (all obeyed when it attacks). */
function weight(c: AttackerCandidate): number {
  return requirementCount(c.requirements, c.mustAttack);
}

/** Restrictions only (CR 508.1a, 508.1c). Returns the first violation or null. */
export function attackRestrictionViolation(p: AttackProblem, attacks: Attack[]): BlockViolation | null {
  const candidates = byId(p.candidates);
  const attacking = new Set<string>();
  for (const { attacker, defender } of attacks) {
    // CR 508.1c: "can't attack" (and whom it may attack, 508.1b) is folded into `defenders` by the caller.
    if (!candidates.get(attacker)?.defenders.includes(defender)) {
      return violation('attack/not-allowed', '508.1c', `${attacker} can't attack ${defender}`, { attacker });
    }
    // CR 508.1a–b: each chosen creature attacks exactly one player, planeswalker or battle.
    if (attacking.has(attacker)) return violation('attack/duplicate', '508.1a', `${attacker} is declared twice as an attacker`, { attacker });
    attacking.add(attacker);
  }
  const only = attacking.size === 1 ? candidates.get([...attacking][0] ?? '') : undefined;
  // CR 508.1c: "can't attack alone" is satisfied by any second attacking creature.
  if (only?.cantAttackAlone) return violation('attack/cant-attack-alone', '508.1c', `${only.id} can't attack alone`, { attacker: only.id });
  if (p.maxAttackers !== null && attacking.size > p.maxAttackers) {
    return violation('attack/max-attackers', '508.1c', `no more than ${p.maxAttackers} creature(s) can attack this combat`);
  }
  return null;
}

/** How many attack requirements the declaration obeys (CR 508.1d): every requirement on each attacking creature. */
export function attackRequirementsObeyed(p: AttackProblem, attacks: Attack[]): number {
  const attacking = new Set(attacks.map((a) => a.attacker));
  let obeyed = 0;
  for (const c of byId(p.candidates).values()) if (attacking.has(c.id)) obeyed += weight(c);
  return obeyed;
}

/** A declaration obeying the maximum number of attack requirements without breaking a restriction (CR 508.1d). */
export function bestAttackDeclaration(p: AttackProblem): Attack[] {
  const able = [...byId(p.candidates).values()].filter((c) => c.defenders.length > 0);
  const limit = p.maxAttackers === null ? Infinity : Math.max(0, Math.floor(p.maxAttackers));
  // Requirements carry no restriction between them, so the only question is whom the limit admits:
  // the creatures under the most requirements (CR 508.1d counts requirements, not creatures), and
  // among equals those that may attack alone, since a single attacker must be one of them.
  const musts = able.filter((c) => weight(c) > 0).sort((x, y) => weight(y) - weight(x) || Number(x.cantAttackAlone) - Number(y.cantAttackAlone));
  if (limit === 1) {
    // CR 508.1c: a single attacker is one that can attack alone.
    const solo = musts.find((c) => !c.cantAttackAlone);
    return solo ? [{ attacker: solo.id, defender: solo.defenders[0] as string }] : [];
  }
  let chosen = musts.slice(0, Math.min(limit, musts.length));
  const first = chosen[0];
  if (chosen.length === 1 && first?.cantAttackAlone) {
    const companion = able.find((c) => c !== first);
    // CR 508.1c: a lone "can't attack alone" creature attacks only with company the limit admits.
    chosen = limit >= 2 && companion ? [first, companion] : [];
  }
  return chosen.map((c) => ({ attacker: c.id, defender: c.defenders[0] as string }));
}

/** CR 508.1d: the maximum number of attack requirements obeyable without disobeying a restriction. */
export function maxAttackRequirements(p: AttackProblem): number {
  return attackRequirementsObeyed(p, bestAttackDeclaration(p));
}

/** Whole check: restrictions (CR 508.1c), then requirements maximised (CR 508.1d). */
export function checkAttackDeclaration(p: AttackProblem, attacks: Attack[]): BlockViolation | null {
  const restriction = attackRestrictionViolation(p, attacks);
  if (restriction) return restriction;
  // Most combats have no requirement at all: every declaration then obeys the maximum, none, and the
  // search for the best declaration is skipped (this runs for every offered and every checked attack).
  if (!p.candidates.some((c) => weight(c) > 0)) return null;
  const obeyed = attackRequirementsObeyed(p, attacks);
  const max = maxAttackRequirements(p);
  if (obeyed >= max) return null;
  const attacking = new Set(attacks.map((a) => a.attacker));
  const specs = byId(p.candidates);
  const idle = bestAttackDeclaration(p).find((a) => {
    const spec = specs.get(a.attacker);
    return !attacking.has(a.attacker) && spec !== undefined && weight(spec) > 0;
  });
  // CR 508.1d: fewer requirements obeyed than the maximum possible makes the declaration illegal.
  return violation('attack/requirement', '508.1d', `obeys ${obeyed} attack requirement(s) where ${max} could be obeyed`, idle ? { attacker: idle.attacker } : {});
}
