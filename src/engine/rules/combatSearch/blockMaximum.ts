// combatSearch/blockMaximum.ts: CR 509.1c: the maximum number of blocking requirements obeyable
// without breaking a restriction (509.1b limits, "can't block alone", 702.111b menace), and the whole
// check of a block declaration.
import type { Block, BlockProblem, BlockViolation } from './types';
import { byId, requirementCount, violation } from './shared';
import { blockRequirementsObeyed, blockRestrictionViolation } from './blockChecks';
import { indexBoard, menaceOptions, plainTarget, type Board } from './board';
import { coverTargets, type Teams } from './blockCover';

/** Every blocker in `joiners` that is not yet blocking joins an opened menace team or blocks a creature without menace. */
function assemble(board: Board, teams: Teams, joiners: number[]): Array<[number, number]> {
  const pairs = [...teams.pairs];
  const blocking = new Set(pairs.map(([b]) => b));
  for (const b of joiners) {
    if (blocking.has(b)) continue;
    // CR 702.111b: an attacker that already has two blockers accepts any number more.
    const target = (board.adj[b] ?? []).find((a) => teams.opened.has(a)) ?? plainTarget(board, b);
    if (target === undefined) continue;
    pairs.push([b, target]);
    blocking.add(b);
  }
  return pairs;
}

/** CR 509.1b: a lone "can't block alone" blocker needs company, or it can't block after all. */
function ensureNotAlone(board: Board, pairs: Array<[number, number]>): Array<[number, number]> {
  const blocking = new Set(pairs.map(([b]) => b));
  const only = [...blocking][0];
  if (blocking.size !== 1 || only === undefined || !board.cantAlone[only]) return pairs;
  for (let b = 0; b < board.blockerIds.length; b++) {
    const a = b === only ? undefined : plainTarget(board, b);
    if (a !== undefined) return [...pairs, [b, a]];
  }
  // No plain companion: a menace attacker with two possible blockers brings two creatures (only when none was opened).
  for (let a = 0; a < board.attackerIds.length; a++) {
    if (!board.menace[a]) continue;
    const able = board.adj.flatMap((list, b) => (list.includes(a) ? [b] : []));
    if (able.length < 2) continue;
    const team = able.includes(only) ? [only, ...able.filter((b) => b !== only)].slice(0, 2) : able.slice(0, 2);
    const rest = team.includes(only) ? [] : pairs;
    return [...rest, ...team.map((b): [number, number] => [b, a])];
  }
  return [];
}

function unlimitedMaximum(board: Board): Array<[number, number]> {
  const all = board.blockerIds.map((_, b) => b);
  const supply = all.filter((b) => menaceOptions(board, b).length > 0);
  const required = all.filter((b) => (board.weight[b] ?? 0) > 0);
  // Blockers that can block a creature without menace always can (decomposition); the search is
  // only about required blockers whose every option has menace (CR 702.111b).
  const targets = required.filter((b) => (board.adj[b] ?? []).length > 0 && plainTarget(board, b) === undefined);
  const teams = coverTargets(board, supply, targets, false) ?? { pairs: [], opened: new Set<number>() };
  return ensureNotAlone(board, assemble(board, teams, required));
}

/** CR 509.1b with "no more than one creature can block": a single creature, alone, against a creature
 *  without menace; the one under the most requirements (the first such on a tie). */
function singleBlockerMaximum(board: Board): Array<[number, number]> {
  let best: { weight: number; pair: [number, number] | null } = { weight: 0, pair: null };
  for (let b = 0; b < board.blockerIds.length; b++) {
    const a = plainTarget(board, b);
    const weight = board.weight[b] ?? 0;
    if (weight > best.weight && !board.cantAlone[b] && a !== undefined) best = { weight, pair: [b, a] };
  }
  return best.pair ? [best.pair] : [];
}

/** Whether exactly the creatures of `chosen` can all block together; their pairs if so. */
function blockWithExactly(board: Board, chosen: number[]): Array<[number, number]> | null {
  if (chosen.length === 1 && board.cantAlone[chosen[0] as number]) return null;
  const targets = chosen.filter((b) => plainTarget(board, b) === undefined);
  const teams = coverTargets(board, chosen, targets, true);
  return teams ? assemble(board, teams, chosen) : null;
}

/** The first `size`-subset of `items` for which `test` gives a result, in lexicographic order. */
function firstSubset<T>(items: number[], size: number, test: (subset: number[]) => T | null): T | null {
  const subset: number[] = [];
  const grow = (start: number): T | null => {
    if (subset.length === size) return test(subset);
    for (let i = start; i <= items.length - (size - subset.length); i++) {
      subset.push(items[i] as number);
      const found = grow(i + 1);
      subset.pop();
      if (found) return found;
    }
    return null;
  };
  return grow(0);
}

/** The required creatures `chosen`, plus as few other creatures as the limit allows: menace partners
 *  for those that can only block menace attackers, or company for one that can't block alone. */
function withFewestHelpers(board: Board, chosen: number[], helpers: number[]): Array<[number, number]> | null {
  const wanted = new Set(chosen.filter((b) => plainTarget(board, b) === undefined).flatMap((b) => menaceOptions(board, b)));
  const useful = chosen.length <= 1 ? helpers : helpers.filter((h) => (board.adj[h] ?? []).some((a) => wanted.has(a)));
  for (let extra = 0; extra <= Math.min(useful.length, board.limit - chosen.length); extra++) {
    const pairs = firstSubset(useful, extra, (more) => blockWithExactly(board, [...chosen, ...more]));
    if (pairs) return pairs;
  }
  return null;
}

/** For each i, the prefix sums of the heaviest `limit` weights among items[i..]: `heaviest[i][k]` bounds
 *  what k more of them can add. */
function heaviestSuffixSums(weights: number[], limit: number): number[][] {
  const out: number[][] = [];
  let top: number[] = [];
  for (let i = weights.length; i >= 0; i--) {
    if (i < weights.length) {
      const w = weights[i] as number;
      const at = top.findIndex((x) => x < w);
      top = (at < 0 ? [...top, w] : [...top.slice(0, at), w, ...top.slice(at)]).slice(0, limit);
    }
    const sums = [0];
    for (const w of top) sums.push((sums[sums.length - 1] as number) + w);
    out[i] = sums;
  }
  return out;
}

/** A finite limit of two or more (Caverns of Despair): subsets of the required creatures, largest
 *  first, each completed with the fewest helpers; a branch stops when even the heaviest requirements
 *  the limit still admits cannot beat the best found. */
function limitedMaximum(board: Board): Array<[number, number]> {
  const able = board.blockerIds.map((_, b) => b).filter((b) => (board.adj[b] ?? []).length > 0);
  // Creatures that can block a creature without menace need no help: trying them first (the heaviest
  // first) finds a full-size declaration at once when there is one, and the bound then closes the search.
  const easy = (b: number): number => (plainTarget(board, b) === undefined ? 2 : board.cantAlone[b] ? 1 : 0);
  const weight = (b: number): number => board.weight[b] ?? 0;
  const musts = able.filter((b) => weight(b) > 0).sort((x, y) => easy(x) - easy(y) || weight(y) - weight(x));
  const helpers = able.filter((b) => weight(b) === 0);
  // Bound: the chosen requirements plus the heaviest of the rest that the limit still admits.
  const heaviest = heaviestSuffixSums(musts.map(weight), board.limit);
  let best: { value: number; pairs: Array<[number, number]> } = { value: 0, pairs: [] };
  const chosen: number[] = [];
  let value = 0;
  const visit = (i: number): void => {
    const room = board.limit - chosen.length;
    const rest = heaviest[i] ?? [0];
    if (value + (rest[Math.min(room, rest.length - 1)] ?? 0) <= best.value) return;
    if (i === musts.length || room === 0) {
      const pairs = withFewestHelpers(board, chosen, helpers);
      if (pairs) best = { value, pairs };
      return;
    }
    const b = musts[i] as number;
    chosen.push(b);
    value += weight(b);
    visit(i + 1);
    value -= weight(b);
    chosen.pop();
    visit(i + 1);
  };
  visit(0);
  return best.pairs;
}

function maximumPairs(board: Board): Array<[number, number]> {
  const able = board.adj.filter((list) => list.length > 0).length;
  if (board.limit === 0) return [];
  // CR 509.1b: a limit that no declaration can reach restricts nothing.
  if (board.limit >= able) return unlimitedMaximum(board);
  if (board.limit === 1) return singleBlockerMaximum(board);
  return limitedMaximum(board);
}

function toBlocks(board: Board, pairs: Array<[number, number]>): Block[] {
  return pairs.map(([b, a]) => ({ blocker: board.blockerIds[b] as string, attacker: board.attackerIds[a] as string }));
}

/** CR 509.1c: the maximum number of requirements obeyable by a declaration that breaks no restriction, with such a declaration. */
export function maxBlockRequirements(p: BlockProblem): { max: number; witness: Block[] } {
  const board = indexBoard(p);
  const witness = toBlocks(board, maximumPairs(board));
  return { max: blockRequirementsObeyed(p, witness), witness };
}

/** Whole check: restrictions (CR 509.1a–b, 702.111b), then requirements maximised (CR 509.1c). */
export function checkBlockDeclaration(p: BlockProblem, blocks: Block[]): BlockViolation | null {
  const restriction = blockRestrictionViolation(p, blocks);
  if (restriction) return restriction;
  // Without a blocking requirement (nearly every combat) the maximum is none: no search needed.
  if (!p.blockers.some((spec) => requirementCount(spec.requirements, spec.mustBlock) > 0)) return null;
  const obeyed = blockRequirementsObeyed(p, blocks);
  const { max, witness } = maxBlockRequirements(p);
  if (obeyed >= max) return null;
  const blocking = new Set(blocks.map((b) => b.blocker));
  const specs = byId(p.blockers);
  const idle = witness.find((w) => {
    const spec = specs.get(w.blocker);
    return !blocking.has(w.blocker) && spec !== undefined && requirementCount(spec.requirements, spec.mustBlock) > 0;
  });
  // CR 509.1c: fewer requirements obeyed than the maximum possible makes the declaration illegal.
  return violation('block/requirement', '509.1c', `obeys ${obeyed} blocking requirement(s) where ${max} could be obeyed`, idle ? { blocker: idle.blocker } : {});
}
