// combatSearch/blockCount.ts: golden counts of legal block declarations (CR 509.1a–c, 702.111b) by
// exhaustive enumeration, for small boards only.
import type { BlockProblem } from './types';
import { indexBoard, type Board } from './board';

function subsetsUpTo(items: number[], size: number): number[][] {
  const out: number[][] = [[]];
  const grow = (start: number, current: number[]): void => {
    if (current.length === size) return;
    for (let i = start; i < items.length; i++) {
      const next = [...current, items[i] as number];
      out.push(next);
      grow(i + 1, next);
    }
  };
  grow(0, []);
  return out;
}

function legalAndObeyed(board: Board, choice: number[][]): number | null {
  const count = new Int32Array(board.attackerIds.length);
  const blocking = choice.flatMap((list, b) => (list.length > 0 ? [b] : []));
  for (const list of choice) for (const a of list) count[a] = (count[a] ?? 0) + 1;
  // CR 702.111b, 509.1b: the same restrictions as blockRestrictionViolation, on indices.
  if (board.menace.some((m, a) => m && count[a] === 1)) return null;
  if (blocking.length === 1 && board.cantAlone[blocking[0] as number]) return null;
  if (blocking.length > board.limit) return null;
  return blocking.reduce((sum, b) => sum + (board.weight[b] ?? 0), 0);
}

/** Number of legal block declarations (restrictions obeyed AND requirements maximised); exponential, for ≤ 8 creatures. */
export function countLegalBlockDeclarations(p: BlockProblem): number {
  const board = indexBoard(p);
  const options = board.adj.map((list, b) => subsetsUpTo(list, board.cap[b] ?? 0));
  const choice: number[][] = [];
  let max = -1;
  let count = 0;
  const visit = (b: number): void => {
    if (b === options.length) {
      const obeyed = legalAndObeyed(board, choice);
      if (obeyed === null || obeyed < max) return;
      if (obeyed > max) [max, count] = [obeyed, 0];
      count++;
      return;
    }
    for (const option of options[b] ?? []) {
      choice.push(option);
      visit(b + 1);
      choice.pop();
    }
  };
  visit(0);
  return count;
}
