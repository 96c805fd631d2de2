// combatSearch/blockFlow.ts: CR 702.111b menace teams as a flow, and the matching that bounds how many
// blockers can join a team. Flow: source → blocker (capacity) → attacker (1 per blocker) → sink (2 per
// opened attacker); opening an attacker = two augmenting paths ending at it; undo by trail.

export class TeamFlow {
  readonly na: number;
  readonly aAdj: number[][];
  readonly cap: Int32Array;
  private readonly bAdj: number[][];
  private readonly used: Int32Array;
  private readonly on: Uint8Array;
  private readonly trail: number[] = [];
  private readonly seenB: Int32Array;
  private readonly seenA: Int32Array;
  private readonly viaB: Int32Array;
  private readonly viaA: Int32Array;
  private readonly queue: Int32Array;
  private epoch = 0;

  /** bAdj: per local blocker, the local attackers it may block; cap: per local blocker. */
  constructor(na: number, bAdj: number[][], cap: number[]) {
    const nb = bAdj.length;
    this.na = na;
    this.bAdj = bAdj;
    this.aAdj = Array.from({ length: na }, () => [] as number[]);
    bAdj.forEach((list, b) => list.forEach((a) => this.aAdj[a]?.push(b)));
    this.cap = Int32Array.from(cap);
    this.used = new Int32Array(nb);
    this.on = new Uint8Array(nb * na);
    this.seenB = new Int32Array(nb);
    this.seenA = new Int32Array(na);
    this.viaB = new Int32Array(nb);
    this.viaA = new Int32Array(na);
    this.queue = new Int32Array(na);
  }

  mark(): number {
    return this.trail.length;
  }

  undo(mark: number): void {
    while (this.trail.length > mark) {
      const e = this.trail.pop() as number;
      if (e >= 0) this.on[e] = (this.on[e] ?? 0) ^ 1;
      else this.used[-e - 1] = (this.used[-e - 1] ?? 0) - 1;
    }
  }

  /** CR 702.111b: gives attacker a two distinct blockers, rerouting others if need be; false = impossible. */
  open(a: number): boolean {
    const m = this.mark();
    if (this.augment(a) && this.augment(a)) return true;
    this.undo(m);
    return false;
  }

  partners(a: number): number[] {
    return (this.aAdj[a] ?? []).filter((b) => this.on[b * this.na + a] === 1);
  }

  private flip(b: number, a: number): void {
    const e = b * this.na + a;
    this.on[e] = (this.on[e] ?? 0) ^ 1;
    this.trail.push(e);
  }

  /** Breadth-first search backwards from `a` for a blocker with spare capacity (a shortest augmenting path). */
  private augment(target: number): boolean {
    const epoch = ++this.epoch;
    let head = 0;
    let tail = 0;
    this.queue[tail++] = target;
    this.seenA[target] = epoch;
    while (head < tail) {
      const a = this.queue[head++] as number;
      for (const b of this.aAdj[a] ?? []) {
        if (this.seenB[b] === epoch || this.on[b * this.na + a] === 1) continue;
        this.seenB[b] = epoch;
        this.viaB[b] = a;
        if ((this.used[b] ?? 0) < (this.cap[b] ?? 0)) {
          this.applyPath(b, target);
          return true;
        }
        for (const other of this.bAdj[b] ?? []) {
          if (this.seenA[other] === epoch || this.on[b * this.na + other] !== 1) continue;
          this.seenA[other] = epoch;
          this.viaA[other] = b;
          this.queue[tail++] = other;
        }
      }
    }
    return false;
  }

  private applyPath(free: number, target: number): void {
    this.used[free] = (this.used[free] ?? 0) + 1;
    this.trail.push(-free - 1);
    let b = free;
    for (;;) {
      const a = this.viaB[b] as number;
      this.flip(b, a);
      if (a === target) return;
      const previous = this.viaA[a] as number;
      this.flip(previous, a);
      b = previous;
    }
  }
}

/** An upper bound for the cover search. In any menace team each member can name another member as
 *  its partner, so that each member is named once per team it is in: at most `capacity` times. The
 *  targets still to cover that can join a team are thus b-matchable onto partners, and the heaviest
 *  such set bounds their weight (tight where teams are forced pairs, which the plain count of
 *  candidates is not). Matchable sets form a (transversal) matroid, so matching greedily, heaviest
 *  target first, finds the heaviest one. */
export class PartnerBound {
  private readonly flow: TeamFlow;
  private readonly options: number[][];
  private readonly self: number[];
  private readonly weight: number[];
  /** Targets, heaviest first (stable, so equal weights keep their order). */
  private readonly order: number[];
  private readonly load: Int32Array;
  private readonly holders: number[][];
  private readonly seen: Int32Array;
  private epoch = 0;

  constructor(flow: TeamFlow, options: number[][], self: number[], weight: number[]) {
    this.flow = flow;
    this.options = options;
    this.self = self;
    this.weight = weight;
    this.order = options.map((_, t) => t).sort((x, y) => (weight[y] ?? 0) - (weight[x] ?? 0));
    this.load = new Int32Array(flow.cap.length);
    this.holders = Array.from({ length: flow.cap.length }, () => [] as number[]);
    this.seen = new Int32Array(flow.cap.length);
  }

  /** `opened`: attackers already given a team; when an attacker has exactly two possible blockers,
   *  both are certainly in its team, so that much of their capacity is spoken for. */
  measure(pending: (t: number) => boolean, viable: (a: number) => boolean, opened: readonly number[]): number {
    this.load.fill(0);
    for (const list of this.holders) list.length = 0;
    for (const a of opened) {
      const team = this.flow.aAdj[a] ?? [];
      if (team.length === 2) for (const b of team) this.load[b] = (this.load[b] ?? 0) + 1;
    }
    let bound = 0;
    for (const t of this.order) {
      if (!pending(t)) continue;
      this.epoch++;
      if (this.augment(t, viable)) bound += this.weight[t] ?? 0;
    }
    return bound;
  }

  private augment(t: number, viable: (a: number) => boolean): boolean {
    for (const a of this.options[t] ?? []) {
      if (!viable(a)) continue;
      for (const b of this.flow.aAdj[a] ?? []) {
        if (b === this.self[t] || this.seen[b] === this.epoch) continue;
        this.seen[b] = this.epoch;
        const holders = this.holders[b] ?? [];
        if ((this.load[b] ?? 0) < (this.flow.cap[b] ?? 0)) {
          this.load[b] = (this.load[b] ?? 0) + 1;
          holders.push(t);
          return true;
        }
        for (let i = 0; i < holders.length; i++) {
          if (this.augment(holders[i] as number, viable)) {
            holders[i] = t;
            return true;
          }
        }
      }
    }
    return false;
  }
}
