// combatSearch.ts: CR 508.1c–d and 509.1a–c (restrictions and requirements on declaring attackers and
// blockers), 702.111b (menace). Pure combinatorics over ids: the caller folds evasion, "can't block",
// tapped creatures and legal defenders into the lists, this module decides what the lists allow.

// ---------------------------------------------------------------------------------------------
// Public shapes
// ---------------------------------------------------------------------------------------------

export interface BlockerSpec {
  id: string;
  /** Attackers this creature could legally block on its own terms (evasion, "can't block", tapped already filtered out by the caller). */
  canBlock: string[];
  /** 1, or 2 for "can block an additional creature each combat". */
  capacity: number;
  /** "blocks each combat if able" (CR 509.1c): one requirement, obeyed when it blocks at least one attacker. */
  mustBlock: boolean;
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
  /** "Attacks each combat if able" (CR 508.1d). */
  mustAttack: boolean;
  /** "Can't attack alone" (CR 508.1c restriction). */
  cantAttackAlone: boolean;
}

export interface AttackProblem {
  candidates: AttackerCandidate[];
  /** Silent Arbiter: "no more than one creature can attack each combat" → 1, else null. */
  maxAttackers: number | null;
}

export type Attack = { attacker: string; defender: string };

// ---------------------------------------------------------------------------------------------
// Blocks: restrictions (CR 509.1a–b, 702.111b)
// ---------------------------------------------------------------------------------------------

function violation(code: string, rule: string, detail: string, ids: { blocker?: string; attacker?: string } = {}): BlockViolation {
  return { code, rule, ...ids, detail };
}

/** First occurrence wins, so a duplicated id in the caller's list cannot change the answer. */
function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return map;
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

/** How many mustBlock requirements the declaration obeys (CR 509.1c: a blocker that blocks anything obeys it). */
export function blockRequirementsObeyed(p: BlockProblem, blocks: Block[]): number {
  const blocking = new Set(blocks.map((b) => b.blocker));
  let obeyed = 0;
  for (const spec of byId(p.blockers).values()) if (spec.mustBlock && blocking.has(spec.id)) obeyed++;
  return obeyed;
}

// ---------------------------------------------------------------------------------------------
// Indexed board: the search works on small integers
// ---------------------------------------------------------------------------------------------

interface Board {
  attackerIds: string[];
  menace: boolean[];
  blockerIds: string[];
  /** Per blocker: the distinct attacking creatures it may block; empty when it can't block at all. */
  adj: number[][];
  cap: number[];
  must: boolean[];
  cantAlone: boolean[];
  /** maxBlockers, or Infinity. */
  limit: number;
}

function indexBoard(p: BlockProblem): Board {
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
    must: blockers.map((b) => b.mustBlock),
    cantAlone: blockers.map((b) => b.cantBlockAlone),
    limit: p.maxBlockers === null ? Infinity : Math.max(0, Math.floor(p.maxBlockers)),
  };
}

/** A blocker that can block some attacker without menace can always block on its own. */
function plainTarget(board: Board, b: number): number | undefined {
  return board.adj[b]?.find((a) => !board.menace[a]);
}

function menaceOptions(board: Board, b: number): number[] {
  return (board.adj[b] ?? []).filter((a) => board.menace[a]);
}

// ---------------------------------------------------------------------------------------------
// Menace teams as a flow: source → blocker (capacity) → attacker (1 per blocker) → sink (2 per
// opened attacker). Opening an attacker = two augmenting paths ending at it. Undo by trail.
// ---------------------------------------------------------------------------------------------

class TeamFlow {
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

// ---------------------------------------------------------------------------------------------
// Which menace attackers to open so that the most "target" blockers (those that can only block
// menace creatures) can join a team. Branch and bound on the most constrained uncovered target.
// ---------------------------------------------------------------------------------------------

interface CoverOutcome {
  covered: number;
  /** Local attacker → its two local partner blockers. */
  teams: Array<[number, number[]]>;
}

/** An upper bound for the cover search. In any menace team each member can name another member as
 *  its partner, so that each member is named once per team it is in: at most `capacity` times. A
 *  maximum b-matching of the targets still to cover onto partners bounds how many of them can join a
 *  team (tight where teams are forced pairs, which the plain count of candidates is not). */
class PartnerBound {
  private readonly flow: TeamFlow;
  private readonly options: number[][];
  private readonly self: number[];
  private readonly load: Int32Array;
  private readonly holders: number[][];
  private readonly seen: Int32Array;
  private epoch = 0;

  constructor(flow: TeamFlow, options: number[][], self: number[]) {
    this.flow = flow;
    this.options = options;
    this.self = self;
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
    let matched = 0;
    for (let t = 0; t < this.options.length; t++) {
      if (!pending(t)) continue;
      this.epoch++;
      if (this.augment(t, viable)) matched++;
    }
    return matched;
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

class CoverSearch {
  private readonly flow: TeamFlow;
  private readonly options: number[][];
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
   *  floor: only strictly better results are recorded. */
  constructor(flow: TeamFlow, options: number[][], self: number[], floor: number) {
    this.flow = flow;
    this.options = options;
    this.partners = new PartnerBound(flow, options, self);
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
    this.upper = options.filter((list) => list.some((a) => this.dead[a] === 0)).length;
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
      reachable++;
      if (n < fewest) {
        fewest = n;
        pick = t;
      }
    });
    return { reachable, pick };
  }

  private gain(a: number): number {
    let g = 0;
    for (const t of this.targetsOf[a] ?? []) if (this.pending(t)) g++;
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
    // Upper bounds: every still-coverable target joins, or every one that can find a partner.
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

  /** Every target that can join `a` is covered once more (+1) or once less (-1). */
  private cover(a: number, delta: 1 | -1): void {
    for (const t of this.targetsOf[a] ?? []) {
      const before = this.coverCount[t] ?? 0;
      this.coverCount[t] = before + delta;
      if (this.excluded[t] === 0 && (delta === 1 ? before === 0 : before === 1)) this.covered += delta;
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

interface Teams {
  /** [blocker, attacker] pairs, board indices, two per opened attacker. */
  pairs: Array<[number, number]>;
  opened: Set<number>;
}

/** Opens menace attackers so that as many `targets` as possible can block one; `requireAll` = null unless all can. */
function coverTargets(board: Board, supply: number[], targets: number[], requireAll: boolean): Teams | null {
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
    const result = new CoverSearch(flow, options, self, requireAll ? compTargets.length - 1 : 0).run();
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

// ---------------------------------------------------------------------------------------------
// CR 509.1c: the maximum number of blocking requirements obeyable without breaking a restriction
// ---------------------------------------------------------------------------------------------

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
  // Blockers that can block a creature without menace always can (decomposition); the search is
  // only about required blockers whose every option has menace (CR 702.111b).
  const targets = all.filter((b) => board.must[b] && (board.adj[b] ?? []).length > 0 && plainTarget(board, b) === undefined);
  const teams = coverTargets(board, supply, targets, false) ?? { pairs: [], opened: new Set<number>() };
  return ensureNotAlone(board, assemble(board, teams, all.filter((b) => board.must[b])));
}

/** CR 509.1b with "no more than one creature can block": a single creature, alone, against a creature without menace. */
function singleBlockerMaximum(board: Board): Array<[number, number]> {
  for (let b = 0; b < board.blockerIds.length; b++) {
    const a = plainTarget(board, b);
    if (board.must[b] && !board.cantAlone[b] && a !== undefined) return [[b, a]];
  }
  return [];
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

/** A finite limit of two or more (Caverns of Despair): subsets of the required creatures, largest
 *  first, each completed with the fewest helpers. */
function limitedMaximum(board: Board): Array<[number, number]> {
  const able = board.blockerIds.map((_, b) => b).filter((b) => (board.adj[b] ?? []).length > 0);
  // Creatures that can block a creature without menace need no help: trying them first finds a
  // full-size declaration at once when there is one, and the bound then closes the search.
  const easy = (b: number): number => (plainTarget(board, b) === undefined ? 2 : board.cantAlone[b] ? 1 : 0);
  const musts = able.filter((b) => board.must[b]).sort((x, y) => easy(x) - easy(y));
  const helpers = able.filter((b) => !board.must[b]);
  let best: { value: number; pairs: Array<[number, number]> } = { value: 0, pairs: [] };
  const chosen: number[] = [];
  const visit = (i: number): void => {
    if (chosen.length + Math.min(musts.length - i, board.limit - chosen.length) <= best.value) return;
    if (i === musts.length || chosen.length === board.limit) {
      const pairs = withFewestHelpers(board, chosen, helpers);
      if (pairs) best = { value: chosen.length, pairs };
      return;
    }
    chosen.push(musts[i] as number);
    visit(i + 1);
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
  const obeyed = blockRequirementsObeyed(p, blocks);
  const { max, witness } = maxBlockRequirements(p);
  if (obeyed >= max) return null;
  const blocking = new Set(blocks.map((b) => b.blocker));
  const specs = byId(p.blockers);
  const idle = witness.find((w) => !blocking.has(w.blocker) && specs.get(w.blocker)?.mustBlock);
  // CR 509.1c: fewer requirements obeyed than the maximum possible makes the declaration illegal.
  return violation('block/requirement', '509.1c', `obeys ${obeyed} blocking requirement(s) where ${max} could be obeyed`, idle ? { blocker: idle.blocker } : {});
}

// ---------------------------------------------------------------------------------------------
// Golden counts: exhaustive enumeration, for small boards only
// ---------------------------------------------------------------------------------------------

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
  return blocking.filter((b) => board.must[b]).length;
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

// ---------------------------------------------------------------------------------------------
// Attacks: CR 508.1c (restrictions) and 508.1d (requirements)
// ---------------------------------------------------------------------------------------------

/** Restrictions only (CR 508.1a, 508.1c). Returns the first violation or null. */
export function attackRestrictionViolation(p: AttackProblem, attacks: Attack[]): BlockViolation | null {
  const candidates = byId(p.candidates);
  const attacking = new Set<string>();
  for (const { attacker, defender } of attacks) {
    // CR 508.1c: "can't attack" (and whom it may attack, 508.1b) is folded into `defenders` by the caller.
    if (!candidates.get(attacker)?.defenders.includes(defender)) {
      return violation('attack/not-allowed', '508.1c', `${attacker} can't attack ${defender}`, { attacker });
    }
    // CR 508.1a–b: each chosen creature attacks exactly one player, planeswalker or battle.
    if (attacking.has(attacker)) return violation('attack/duplicate', '508.1a', `${attacker} is declared twice as an attacker`, { attacker });
    attacking.add(attacker);
  }
  const only = attacking.size === 1 ? candidates.get([...attacking][0] ?? '') : undefined;
  // CR 508.1c: "can't attack alone" is satisfied by any second attacking creature.
  if (only?.cantAttackAlone) return violation('attack/cant-attack-alone', '508.1c', `${only.id} can't attack alone`, { attacker: only.id });
  if (p.maxAttackers !== null && attacking.size > p.maxAttackers) {
    return violation('attack/max-attackers', '508.1c', `no more than ${p.maxAttackers} creature(s) can attack this combat`);
  }
  return null;
}

/** How many "attacks each combat if able" requirements the declaration obeys (CR 508.1d). */
export function attackRequirementsObeyed(p: AttackProblem, attacks: Attack[]): number {
  const attacking = new Set(attacks.map((a) => a.attacker));
  return [...byId(p.candidates).values()].filter((c) => c.mustAttack && attacking.has(c.id)).length;
}

/** A declaration obeying the maximum number of attack requirements without breaking a restriction (CR 508.1d). */
export function bestAttackDeclaration(p: AttackProblem): Attack[] {
  const able = [...byId(p.candidates).values()].filter((c) => c.defenders.length > 0);
  const limit = p.maxAttackers === null ? Infinity : Math.max(0, Math.floor(p.maxAttackers));
  // Requirements carry no restriction between them, so the only question is whom the limit admits;
  // creatures that may attack alone go first, since a single attacker must be one of them.
  const musts = [...able.filter((c) => c.mustAttack && !c.cantAttackAlone), ...able.filter((c) => c.mustAttack && c.cantAttackAlone)];
  let chosen = musts.slice(0, Math.min(limit, musts.length));
  const first = chosen[0];
  if (chosen.length === 1 && first?.cantAttackAlone) {
    const companion = able.find((c) => c !== first);
    // CR 508.1c: a lone "can't attack alone" creature attacks only with company the limit admits.
    chosen = limit >= 2 && companion ? [first, companion] : [];
  }
  return chosen.map((c) => ({ attacker: c.id, defender: c.defenders[0] as string }));
}

/** CR 508.1d: the maximum number of attack requirements obeyable without disobeying a restriction. */
export function maxAttackRequirements(p: AttackProblem): number {
  return attackRequirementsObeyed(p, bestAttackDeclaration(p));
}

/** Whole check: restrictions (CR 508.1c), then requirements maximised (CR 508.1d). */
export function checkAttackDeclaration(p: AttackProblem, attacks: Attack[]): BlockViolation | null {
  const restriction = attackRestrictionViolation(p, attacks);
  if (restriction) return restriction;
  const obeyed = attackRequirementsObeyed(p, attacks);
  const max = maxAttackRequirements(p);
  if (obeyed >= max) return null;
  const attacking = new Set(attacks.map((a) => a.attacker));
  const specs = byId(p.candidates);
  const idle = bestAttackDeclaration(p).find((a) => !attacking.has(a.attacker) && specs.get(a.attacker)?.mustAttack);
  // CR 508.1d: fewer requirements obeyed than the maximum possible makes the declaration illegal.
  return violation('attack/requirement', '508.1d', `obeys ${obeyed} attack requirement(s) where ${max} could be obeyed`, idle ? { attacker: idle.attacker } : {});
}
