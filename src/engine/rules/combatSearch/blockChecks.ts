// combatSearch/blockChecks.ts: CR 509.1a–b and 702.111b restrictions on a block declaration, and
// counting the CR 509.1c requirements it obeys.
import type { Block, BlockProblem, BlockViolation, BlockerSpec } from './types';
import { byId, requirementCount, violation } from './shared';

/** A problem's lookups, made once per problem: the legal block declarations are checked one by one
 *  against the same problem (one per possible single block, a quarter of a million on the largest
 *  board a scenario may hold), and rebuilding them per declaration made that cubic in the board. */
interface Lookups {
  blockers: Map<string, BlockerSpec>;
  attacking: Set<string>;
  /** Each attacker's place in the declaration order, for the first violation in that order. */
  menaceOrder: Map<string, number>;
}
const lookupsOf = new WeakMap<BlockProblem, Lookups>();

function lookups(p: BlockProblem): Lookups {
  let l = lookupsOf.get(p);
  if (!l) {
    const menaceOrder = new Map<string, number>();
    p.attackers.forEach((a, i) => { if (a.menace) menaceOrder.set(a.id, i); });
    l = { blockers: byId(p.blockers), attacking: new Set(p.attackers.map((a) => a.id)), menaceOrder };
    lookupsOf.set(p, l);
  }
  return l;
}

/** The attackers each blocking creature was declared against, in declaration order. */
function blockedBy(blocks: readonly Block[]): Map<string, string[]> {
  const chosen = new Map<string, string[]>();
  for (const b of blocks) {
    const list = chosen.get(b.blocker);
    if (list) list.push(b.attacker);
    else chosen.set(b.blocker, [b.attacker]);
  }
  return chosen;
}

function eachBlockViolation(p: BlockProblem, blocks: readonly Block[]): BlockViolation | null {
  const { blockers, attacking } = lookups(p);
  const chosen = new Map<string, Set<string>>();
  for (const { blocker, attacker } of blocks) {
    const spec = blockers.get(blocker);
    // CR 509.1b: evasion and "can't block" are restrictions; the caller folded them into canBlock.
    if (!spec || !attacking.has(attacker) || !spec.canBlock.includes(attacker)) {
      return violation('block/not-allowed', '509.1b', `${blocker} can't block ${attacker}`, { blocker, attacker });
    }
    const set = chosen.get(blocker) ?? new Set<string>();
    chosen.set(blocker, set);
    // CR 509.1a: a blocker chooses creatures for it to block, so the same attacker cannot be chosen twice.
    if (set.has(attacker)) {
      return violation('block/duplicate', '509.1a', `${blocker} is declared twice as a blocker of ${attacker}`, { blocker, attacker });
    }
    set.add(attacker);
    // CR 509.1a: one attacker per blocker, more only with "can block an additional creature".
    if (set.size > spec.capacity) {
      return violation('block/capacity', '509.1a', `${blocker} can block at most ${spec.capacity} attacker(s)`, { blocker, attacker });
    }
  }
  return null;
}

function menaceViolation(p: BlockProblem, blocks: readonly Block[]): BlockViolation | null {
  const { menaceOrder } = lookups(p);
  if (menaceOrder.size === 0) return null;
  const count = new Map<string, number>();
  for (const b of blocks) count.set(b.attacker, (count.get(b.attacker) ?? 0) + 1);
  // CR 702.111b: a creature with menace can't be blocked except by two or more creatures; the first
  // such attacker in the declaration order is named.
  let first: string | null = null;
  for (const [attacker, n] of count) {
    const at = menaceOrder.get(attacker);
    if (n === 1 && at !== undefined && (first === null || at < (menaceOrder.get(first) as number))) first = attacker;
  }
  return first === null ? null : violation('block/menace', '702.111b', `${first} has menace and can't be blocked by just one creature`, { attacker: first });
}

function groupViolation(p: BlockProblem, blocks: readonly Block[]): BlockViolation | null {
  const blocking = [...blockedBy(blocks).keys()];
  const only = blocking.length === 1 ? lookups(p).blockers.get(blocking[0] ?? '') : undefined;
  // CR 509.1b: "can't block alone" is a restriction satisfied by any second blocking creature.
  if (only?.cantBlockAlone) {
    return violation('block/cant-block-alone', '509.1b', `${only.id} can't block alone`, { blocker: only.id });
  }
  // CR 509.1b: "no more than N creatures can block" counts blocking creatures, not blocks.
  if (p.maxBlockers !== null && blocking.length > p.maxBlockers) {
    return violation('block/max-blockers', '509.1b', `no more than ${p.maxBlockers} creature(s) can block this combat`);
  }
  return null;
}

/** Restrictions only (CR 509.1a–b, 702.111b). Returns the first violation or null. */
export function blockRestrictionViolation(p: BlockProblem, blocks: Block[]): BlockViolation | null {
  return eachBlockViolation(p, blocks) ?? menaceViolation(p, blocks) ?? groupViolation(p, blocks);
}

/** How many blocking requirements the declaration obeys (CR 509.1c: a blocker that blocks anything obeys all of its own). */
export function blockRequirementsObeyed(p: BlockProblem, blocks: Block[]): number {
  const { blockers } = lookups(p);
  let obeyed = 0;
  for (const id of new Set(blocks.map((b) => b.blocker))) {
    const spec = blockers.get(id);
    if (spec) obeyed += requirementCount(spec.requirements, spec.mustBlock);
  }
  return obeyed;
}
