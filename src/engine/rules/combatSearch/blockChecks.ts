// combatSearch/blockChecks.ts: CR 509.1a–b and 702.111b restrictions on a block declaration, and
// counting the CR 509.1c requirements it obeys.
import type { Block, BlockProblem, BlockViolation } from './types';
import { byId, requirementCount, violation } from './shared';

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
  const blockers = byId(p.blockers);
  const attacking = new Set(p.attackers.map((a) => a.id));
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
  const count = new Map<string, number>();
  for (const b of blocks) count.set(b.attacker, (count.get(b.attacker) ?? 0) + 1);
  for (const a of p.attackers) {
    // CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
    if (a.menace && count.get(a.id) === 1) {
      return violation('block/menace', '702.111b', `${a.id} has menace and can't be blocked by just one creature`, { attacker: a.id });
    }
  }
  return null;
}

function groupViolation(p: BlockProblem, blocks: readonly Block[]): BlockViolation | null {
  const blocking = [...blockedBy(blocks).keys()];
  const only = blocking.length === 1 ? byId(p.blockers).get(blocking[0] ?? '') : undefined;
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
  const blocking = new Set(blocks.map((b) => b.blocker));
  let obeyed = 0;
  for (const spec of byId(p.blockers).values()) if (blocking.has(spec.id)) obeyed += requirementCount(spec.requirements, spec.mustBlock);
  return obeyed;
}
