// combatSearch/shared.ts: helpers both sides use: violation records, lookup by id, and how many
// requirements (CR 508.1d, 509.1c) a creature is under.
import type { BlockViolation } from './types';

export function violation(code: string, rule: string, detail: string, ids: { blocker?: string; attacker?: string } = {}): BlockViolation {
  return { code, rule, ...ids, detail };
}

/** First occurrence wins, so a duplicated id in the caller's list cannot change the answer. */
export function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}

/** CR 508.1d, 509.1c: the number of requirements a creature is under: `requirements` when given
 *  (rounded down; negative or not a number counts as none), else one for the `must` flag. */
export function requirementCount(requirements: number | undefined, must: boolean): number {
  const n = requirements ?? (must ? 1 : 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
