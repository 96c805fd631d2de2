// combatSearch/board.ts: the block problem indexed on small integers, for the search (CR 509.1a:
// only creatures attacking this player can be chosen; 702.111b: which attackers have menace).
import type { BlockProblem } from './types';
import { byId, requirementCount } from './shared';

export interface Board {
  attackerIds: string[];
  menace: boolean[];
  blockerIds: string[];
  /** Per blocker: the distinct attacking creatures it may block; empty when it can't block at all. */
  adj: number[][];
  cap: number[];
  /** Per blocker: how many blocking requirements it is under (CR 509.1c), all obeyed when it blocks. */
  weight: number[];
  cantAlone: boolean[];
  /** maxBlockers, or Infinity. */
  limit: number;
}

export function indexBoard(p: BlockProblem): Board {
  const attackers = [...byId(p.attackers).values()];
  const index = new Map(attackers.map((a, i) => [a.id, i]));
  const blockers = [...byId(p.blockers).values()];
  const cap = blockers.map((b) => Math.max(0, Math.floor(b.capacity)));
  const adj = blockers.map((b, i) => {
    if ((cap[i] ?? 0) === 0) return [];
    // CR 509.1a: only creatures attacking this player can be chosen; unknown ids are dropped.
    const known = b.canBlock.map((id) => index.get(id)).filter((a): a is number => a !== undefined);
    return [...new Set(known)];
  });
  return {
    attackerIds: attackers.map((a) => a.id),
    menace: attackers.map((a) => a.menace),
    blockerIds: blockers.map((b) => b.id),
    adj,
    cap,
    weight: blockers.map((b) => requirementCount(b.requirements, b.mustBlock)),
    cantAlone: blockers.map((b) => b.cantBlockAlone),
    limit: p.maxBlockers === null ? Infinity : Math.max(0, Math.floor(p.maxBlockers)),
  };
}

/** A blocker that can block some attacker without menace can always block on its own. */
export function plainTarget(board: Board, b: number): number | undefined {
  return board.adj[b]?.find((a) => !board.menace[a]);
}

export function menaceOptions(board: Board, b: number): number[] {
  return (board.adj[b] ?? []).filter((a) => board.menace[a]);
}
