// combatSearch/index.ts: CR 508.1c–d and 509.1a–c (restrictions and requirements on declaring attackers
// and blockers), 702.111b (menace). Pure combinatorics over ids: the caller folds evasion, "can't block",
// tapped creatures and legal defenders into the lists, this folder decides what the lists allow.
export type { Attack, AttackerCandidate, AttackerSpec, AttackProblem, Block, BlockerSpec, BlockProblem, BlockViolation } from './types';
export { blockRequirementsObeyed, blockRestrictionViolation } from './blockChecks';
export { checkBlockDeclaration, maxBlockRequirements } from './blockMaximum';
export { countLegalBlockDeclarations } from './blockCount';
export { blockPairPossible } from './blockPairs';
export {
  attackRequirementsObeyed,
  attackRestrictionViolation,
  bestAttackDeclaration,
  checkAttackDeclaration,
  maxAttackRequirements,
} from './attacks';
