// combatSearch/types.ts: the public shapes of the attack and block problems (CR 508.1c–d, 509.1a–c,
// 702.111b). The caller folds evasion, "can't block", tapped creatures and legal defenders into the
// lists; the rest of the folder decides what the lists allow.

export interface BlockerSpec {
  id: string;
  /** Attackers this creature could legally block on its own terms (evasion, "can't block", tapped already filtered out by the caller). */
  canBlock: string[];
  /** 1, or 2 for "can block an additional creature each combat". */
  capacity: number;
  /** Under at least one blocking requirement ("blocks each combat if able", CR 509.1c). */
  mustBlock: boolean;
  /** How many blocking requirements it is under (CR 509.1c counts requirements, not creatures); all of
   *  them are obeyed when it blocks at least one attacker. When absent: 1 if mustBlock, else 0. */
  requirements?: number;
  /** "can't block alone" (CR 509.1b restriction): it may block only if at least one other creature blocks. */
  cantBlockAlone: boolean;
}

export interface AttackerSpec {
  id: string;
  /** Menace: can't be blocked except by two or more creatures (CR 702.111b). */
  menace: boolean;
}

export interface BlockProblem {
  blockers: BlockerSpec[];
  attackers: AttackerSpec[];
  /** "No more than one creature can block each combat" (Silent Arbiter) → 1; else null. */
  maxBlockers: number | null;
}

export type Block = { blocker: string; attacker: string };

export type BlockViolation = { code: string; rule: string; blocker?: string; attacker?: string; detail: string };

export interface AttackerCandidate {
  id: string;
  /** Players, planeswalkers and battles it may attack; empty = it cannot attack. */
  defenders: string[];
  /** Under at least one attack requirement ("attacks each combat if able", CR 508.1d). */
  mustAttack: boolean;
  /** How many attack requirements it is under (CR 508.1d counts requirements, not creatures: Juggernaut
   *  under Bident of Thassa's effect is under two); all of them are obeyed when it attacks. When
   *  absent: 1 if mustAttack, else 0. */
  requirements?: number;
  /** "Can't attack alone" (CR 508.1c restriction). */
  cantAttackAlone: boolean;
}

export interface AttackProblem {
  candidates: AttackerCandidate[];
  /** Silent Arbiter: "no more than one creature can attack each combat" → 1, else null. */
  maxAttackers: number | null;
}

export type Attack = { attacker: string; defender: string };
