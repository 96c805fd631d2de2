// combatSearch/blockCover.ts: CR 702.111b, 509.1c: which menace attackers to open so that "target"
// blockers (required ones that can only block menace creatures) under the most requirements can join a
// team. Branch and bound on the most constrained uncovered target, component by component.
import { menaceOptions, type Board } from './board';
import { PartnerBound, TeamFlow } from './blockFlow';

interface CoverOutcome {
  /** The summed weight of the targets that can join a team. */
  covered: number;
  /** Local attacker → its two local partner blockers. */
  teams: Array<[number, number[]]>;
}

class CoverSearch {
  private readonly flow: TeamFlow;
  private readonly options: number[][];
  private readonly weight: number[];
  private readonly targetsOf: number[][];
  private readonly coverCount: Int32Array;
  private readonly excluded: Uint8Array;
  private readonly forbid: Int32Array;
  private readonly dead: Uint8Array;
  private readonly deadTrail: number[] = [];
  private readonly opened: number[] = [];
  private readonly partners: PartnerBound;
  private readonly pending = (t: number): boolean => this.coverCount[t] === 0 && this.excluded[t] === 0;
  private readonly viable = (a: number): boolean => this.forbid[a] === 0 && this.dead[a] === 0;
  private upper: number;
  private covered = 0;
  private best: CoverOutcome;
  private improved = false;

  /** options: per target, the local attackers it can join; self: its own local blocker index;
   *  weight: per target, what covering it is worth; floor: only strictly better results are recorded. */
  constructor(flow: TeamFlow, options: number[][], self: number[], weight: number[], floor: number) {
    this.flow = flow;
    this.options = options;
    this.weight = weight;
    this.partners = new PartnerBound(flow, options, self, weight);
    this.targetsOf = Array.from({ length: flow.na }, () => [] as number[]);
    options.forEach((list, t) => list.forEach((a) => this.targetsOf[a]?.push(t)));
    this.coverCount = new Int32Array(options.length);
    this.excluded = new Uint8Array(options.length);
    this.forbid = new Int32Array(flow.na);
    this.dead = new Uint8Array(flow.na);
    // An attacker with fewer than two possible blockers can never be opened (CR 702.111b).
    this.flow.aAdj.forEach((list, a) => {
      if (list.length < 2) this.dead[a] = 1;
    });
    this.upper = 0;
    options.forEach((list, t) => {
      if (list.some((a) => this.dead[a] === 0)) this.upper += weight[t] ?? 0;
    });
    this.best = { covered: floor, teams: [] };
  }

  /** The best cover strictly above the floor, or null when there is none. */
  run(): CoverOutcome | null {
    if (this.best.covered < this.upper) this.upper = Math.min(this.upper, this.partners.measure(this.pending, this.viable, this.opened));
    if (this.best.covered < this.upper) this.search();
    return this.improved ? this.best : null;
  }

  /** Bound and branching choice at once: uncovered targets that could still be covered. */
  private frontier(): { reachable: number; pick: number } {
    let reachable = 0;
    let pick = -1;
    let fewest = Infinity;
    this.options.forEach((list, t) => {
      if (!this.pending(t)) return;
      let n = 0;
      for (const a of list) if (this.viable(a)) n++;
      if (n === 0) return;
      reachable += this.weight[t] ?? 0;
      if (n < fewest) {
        fewest = n;
        pick = t;
      }
    });
    return { reachable, pick };
  }

  private gain(a: number): number {
    let g = 0;
    for (const t of this.targetsOf[a] ?? []) if (this.pending(t)) g += this.weight[t] ?? 0;
    return g;
  }

  private record(): void {
    if (this.covered <= this.best.covered) return;
    this.improved = true;
    this.best = { covered: this.covered, teams: this.opened.map((a) => [a, this.flow.partners(a)]) };
  }

  private search(): void {
    this.record();
    if (this.best.covered >= this.upper) return;
    const { reachable, pick } = this.frontier();
    // Upper bounds: every still-coverable target joins, or the heaviest set that can find partners.
    if (pick < 0 || this.covered + reachable <= this.best.covered) return;
    if (this.covered + this.partners.measure(this.pending, this.viable, this.opened) <= this.best.covered) return;
    const deadMark = this.deadTrail.length;
    const tried: number[] = [];
    const choices = (this.options[pick] ?? []).filter((a) => this.viable(a));
    choices.sort((x, y) => this.gain(y) - this.gain(x));
    for (const a of choices) {
      this.tryOpen(a);
      // Siblings skip `a`: every solution that opens it was explored in its own branch.
      this.forbid[a] = (this.forbid[a] ?? 0) + 1;
      tried.push(a);
      if (this.best.covered >= this.upper) break;
    }
    if (this.best.covered < this.upper) this.skip(pick);
    for (const a of tried) this.forbid[a] = (this.forbid[a] ?? 0) - 1;
    while (this.deadTrail.length > deadMark) this.dead[this.deadTrail.pop() as number] = 0;
  }

  private tryOpen(a: number): void {
    const mark = this.flow.mark();
    if (!this.flow.open(a)) {
      // Openable sets are closed under subsets, so `a` stays unopenable below this node.
      this.dead[a] = 1;
      this.deadTrail.push(a);
      return;
    }
    this.opened.push(a);
    this.cover(a, 1);
    this.search();
    this.cover(a, -1);
    this.opened.pop();
    this.flow.undo(mark);
  }

  /** Every target that can join `a` is covered once more (+1) or once less (-1); `covered` sums the weights of those covered at all. */
  private cover(a: number, delta: 1 | -1): void {
    for (const t of this.targetsOf[a] ?? []) {
      const before = this.coverCount[t] ?? 0;
      this.coverCount[t] = before + delta;
      if (this.excluded[t] === 0 && (delta === 1 ? before === 0 : before === 1)) this.covered += delta * (this.weight[t] ?? 0);
    }
  }

  /** The branch where `t` stays out: none of its attackers is opened below (they were all tried above). */
  private skip(t: number): void {
    const list = this.options[t] ?? [];
    this.excluded[t] = 1;
    for (const a of list) this.forbid[a] = (this.forbid[a] ?? 0) + 1;
    this.search();
    for (const a of list) this.forbid[a] = (this.forbid[a] ?? 0) - 1;
    this.excluded[t] = 0;
  }
}

/** Union-find over blockers and menace attackers: separate components never share a blocker, so
 *  their teams are chosen independently. Nodes: blocker b is b, attacker a is nB + a. */
function components(board: Board, supply: number[], relevant: Set<number>): Array<{ blockers: number[]; attackers: number[] }> {
  const nB = board.blockerIds.length;
  const parent = Array.from({ length: nB + board.attackerIds.length }, (_, i) => i);
  const linked = new Set<number>();
  const find = (x: number): number => {
    let root = x;
    while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
    parent[x] = root;
    return root;
  };
  for (const b of supply) {
    for (const a of board.adj[b] ?? []) {
      if (!relevant.has(a)) continue;
      parent[find(b)] = find(nB + a);
      linked.add(b).add(nB + a);
    }
  }
  const groups = new Map<number, { blockers: number[]; attackers: number[] }>();
  const group = (node: number): { blockers: number[]; attackers: number[] } => {
    const root = find(node);
    const g = groups.get(root) ?? { blockers: [], attackers: [] };
    groups.set(root, g);
    return g;
  };
  for (const b of supply) if (linked.has(b)) group(b).blockers.push(b);
  for (const a of relevant) if (linked.has(nB + a)) group(nB + a).attackers.push(a);
  return [...groups.values()];
}

export interface Teams {
  /** [blocker, attacker] pairs, board indices, two per opened attacker. */
  pairs: Array<[number, number]>;
  opened: Set<number>;
}

/** Opens menace attackers so that `targets` under as many requirements as possible (CR 509.1c) can
 *  block one; `requireAll`: every target counts one and the answer is null unless all can. */
export function coverTargets(board: Board, supply: number[], targets: number[], requireAll: boolean): Teams | null {
  const relevant = new Set(targets.flatMap((t) => menaceOptions(board, t)));
  const out: Teams = { pairs: [], opened: new Set() };
  for (const comp of components(board, supply, relevant)) {
    const compTargets = targets.filter((t) => comp.blockers.includes(t));
    if (compTargets.length === 0) continue;
    const localA = new Map(comp.attackers.map((a, i) => [a, i]));
    const localB = new Map(comp.blockers.map((b, i) => [b, i]));
    const bAdj = comp.blockers.map((b) => (board.adj[b] ?? []).flatMap((a) => localA.get(a) ?? []));
    const flow = new TeamFlow(comp.attackers.length, bAdj, comp.blockers.map((b) => board.cap[b] ?? 0));
    const self = compTargets.map((t) => localB.get(t) ?? -1);
    const options = self.map((b) => bAdj[b] ?? []);
    const weight = compTargets.map((t) => (requireAll ? 1 : (board.weight[t] ?? 0)));
    const result = new CoverSearch(flow, options, self, weight, requireAll ? compTargets.length - 1 : 0).run();
    if (!result) {
      if (requireAll) return null;
      continue;
    }
    for (const [a, partners] of result.teams) {
      const attacker = comp.attackers[a] as number;
      out.opened.add(attacker);
      for (const b of partners) out.pairs.push([comp.blockers[b] as number, attacker]);
    }
  }
  return out;
}
