// combatSearch/blockPairs.ts: whether a blocker can block an attacker in some declaration that keeps
// every restriction (CR 509.1a–b, 702.111b), for the blocks a creature is offered. Only menace and
// "can't block alone" make a block depend on others, and a declaration that keeps the restrictions
// holds a smallest one with the same block: a second blocker for a menace attacker (which is also
// company), or else one other block as company and, if that block's attacker has menace, a second
// blocker for it. Those are the only declarations tried, so the answer is exact and the search small.
import type { Block, BlockProblem } from './types';
import { blockRestrictionViolation } from './blockChecks';

export function blockPairPossible(p: BlockProblem, blocker: string, attacker: string): boolean {
  const me = p.blockers.find((b) => b.id === blocker);
  if (!me?.canBlock.includes(attacker)) return false;
  const pair: Block = { blocker, attacker };
  const legal = (blocks: Block[]) => blockRestrictionViolation(p, blocks) === null;
  if (legal([pair])) return true;
  const menace = new Set(p.attackers.filter((a) => a.menace).map((a) => a.id));
  const others = p.blockers.filter((b) => b.id !== blocker);
  if (menace.has(attacker)) {
    // A second creature on the menace attacker; it is company too, and nothing else can help.
    return others.some((w) => w.canBlock.includes(attacker) && legal([pair, { blocker: w.id, attacker }]));
  }
  if (!me.cantBlockAlone) return false;
  for (const x of others) {
    for (const y of x.canBlock) {
      const company: Block = { blocker: x.id, attacker: y };
      if (!menace.has(y)) {
        if (legal([pair, company])) return true;
        continue;
      }
      // The company's attacker has menace: a second creature on it, `blocker` itself if it can block two.
      for (const z of p.blockers) {
        if (z.id !== x.id && z.canBlock.includes(y) && legal([pair, company, { blocker: z.id, attacker: y }])) return true;
      }
    }
  }
  return false;
}
