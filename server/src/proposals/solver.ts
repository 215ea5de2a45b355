/**
 * An exact solver for the proposals' assignment: a bipartite b-matching where each tutee takes at most one place,
 * each tutor at most its places, along the allowed arcs only. It places the most tutees, and among the assignments
 * that place that many it takes the one whose summed costs are least, compared level by level (lexicographic: the
 * first level decides, the second breaks its ties, and so on). No weights combine the levels, so none can overflow
 * or outweigh another.
 *
 * A placed tutee costs its arc's class cost, its own tutee cost and its tutor's cost (one count per tutee given): the
 * proposals' per-pair levels take a handful of values (arcs.ts), so an arc is a tutor and a class byte, and the
 * levels that depend on one side only are counted on that side.
 *
 * Method: a primal network simplex on the flow network tutee -> tutor (capacity 1) -> root (capacity the tutor's
 * places), plus each tutee's "unplaced" arc straight to the root at a cost one level above all others (level 0: the
 * tutees unplaced), so every tutee's unit of flow always has a way and any first assignment is feasible. Costs and node potentials are vectors: the lexicographic order on them is a totally ordered group, and
 * the simplex needs only addition, subtraction and comparison. The first tree already carries a greedy assignment
 * (each tutee in turn its cheapest pair with a place left), which leaves a fraction of the pivots. Pricing is block
 * search (the most violating arc of the first block with any) over a list of arcs: at first each tutee's few cheapest
 * pairs; when none of the list violates, every other pair is priced and the violating ones join it, so the answer
 * stays exact while most pivots price a small share of the millions of pairs. The tree stays strongly feasible
 * (Cunningham: the last blocking arc of the cycle leaves), which rules out cycling on the many degenerate pivots. The
 * levels are packed a few to a number (levelPacking.ts), exactly, so pricing compares fewer numbers.
 *
 * Pure and synchronous: assignmentWorker.ts runs it off the event loop. Costs must be integers small enough that every
 * tree path's sum stays exact in float64 (checked).
 */
import { EXACT, largestOf, Packing } from './levelPacking.js';

/**
 * Node or tutor numbers, one per pair: two bytes each while every number fits (up to 65,535, as with 10,000 waiting
 * tutees and 5,000 tutors), four beyond. Millions of pairs make these the proposal's largest arrays.
 */
export type IndexArray = Int32Array | Uint16Array;

export function indexArray(length: number, largest: number): IndexArray {
  return largest <= 0xffff ? new Uint16Array(length) : new Int32Array(length);
}

export interface AssignmentProblem {
  tuteeCount: number;
  /** free places of each tutor */
  places: Int32Array;
  levels: number;
  /** tutee t's arcs are arcStart[t] .. arcStart[t + 1] - 1 (tuteeCount + 1 entries) */
  arcStart: Int32Array;
  /** the arc's tutor */
  arcTutor: IndexArray;
  /** the arc's row of classCost */
  arcClass: Uint8Array;
  /** classes x levels integers, row-major; lower is better */
  classCost: Float64Array;
  /** tuteeCount x levels: what placing the tutee costs */
  tuteeCost: Float64Array;
  /** tutorCount x levels: what each tutee given to the tutor costs */
  tutorCost: Float64Array;
}

/** Arc `arc` of tutee `tutee`: its cost at level k, its class's, its tutee's and its tutor's together. */
export function arcCostAt(problem: AssignmentProblem, tutee: number, arc: number, k: number): number {
  const L = problem.levels;
  return (
    problem.classCost[problem.arcClass[arc]! * L + k]! +
    problem.tuteeCost[tutee * L + k]! +
    problem.tutorCost[problem.arcTutor[arc]! * L + k]!
  );
}

function checkProblem(problem: AssignmentProblem): void {
  const { tuteeCount, places, levels, arcStart, arcTutor, arcClass, classCost, tuteeCost, tutorCost } = problem;
  const arcCount = arcTutor.length;
  if (
    levels < 1 ||
    arcStart.length !== tuteeCount + 1 ||
    arcStart[0] !== 0 ||
    arcStart[tuteeCount] !== arcCount ||
    arcClass.length !== arcCount ||
    classCost.length % levels !== 0 ||
    tuteeCost.length !== tuteeCount * levels ||
    tutorCost.length !== places.length * levels
  ) {
    throw new RangeError('arc arrays disagree in length');
  }
  for (let t = 0; t < tuteeCount; t++) {
    if (arcStart[t + 1]! < arcStart[t]!) throw new RangeError(`tutee ${t}'s arcs run backwards`);
  }
  const classes = classCost.length / levels;
  for (let i = 0; i < arcCount; i++) {
    if (arcTutor[i]! < 0 || arcTutor[i]! >= places.length || arcClass[i]! >= classes) {
      throw new RangeError(`arc ${i} names no tutor or class`);
    }
  }
  let largest = 1;
  for (const costs of [classCost, tuteeCost, tutorCost]) {
    for (const cost of costs) {
      if (!Number.isSafeInteger(cost)) throw new RangeError('costs must be integers');
      largest = Math.max(largest, Math.abs(cost));
    }
  }
  // A path crosses each node once and each arc costs at most three costs; potentials are differences of such sums.
  const nodes = tuteeCount + places.length + 1;
  if (largest * 3 * 4 * nodes >= EXACT) throw new RangeError('costs too large to stay exact');
}

/** Rows of `levels` costs as rows of levels + 1, level 0 zero. */
function widen(costs: Float64Array, levels: number): Float64Array {
  const rows = costs.length / levels;
  const wide = new Float64Array(rows * (levels + 1));
  for (let i = 0; i < rows; i++) wide.set(costs.subarray(i * levels, i * levels + levels), i * (levels + 1) + 1);
  return wide;
}

/** Each row's place when the rows of `width` numbers are sorted lexicographically (equal rows share the lowest). */
function ranks(rows: Float64Array, width: number): Int32Array {
  const count = rows.length / width;
  const compare = (a: number, b: number): number => {
    for (let k = 0; k < width; k++) {
      const d = rows[a * width + k]! - rows[b * width + k]!;
      if (d !== 0) return d;
    }
    return 0;
  };
  const order = Array.from({ length: count }, (_, i) => i).sort(compare);
  const rank = new Int32Array(count);
  for (let i = 1; i < count; i++) {
    rank[order[i]!] = compare(order[i]!, order[i - 1]!) === 0 ? rank[order[i - 1]!]! : i;
  }
  return rank;
}

/** A non-tree arc's state: at its lower bound (flow 0) or its upper (flow = capacity); tree arcs and unusable ones 0. */
const LOWER = 1;
const UPPER = -1;
const TREE = 0;

/** How many of each tutee's cheapest pairs the block search prices from the start (listFirstArcs). */
const FIRST_LISTED = 32;
/**
 * Blocks of this share of the square root of the listed arcs: on the bench's 10,000 tutees smaller blocks took more
 * but cheaper pivots, fastest near a fifth (a whole root priced twice as many arcs for a quarter fewer pivots).
 */
const BLOCK_SHARE = 0.2;

/**
 * The network and its spanning tree. Nodes: tutees 0 .. n-1, tutors n .. n+m-1, then the root (where every tutee's
 * unit of flow ends). Arcs: the problem's pairs 0 .. A-1 (tutee -> tutor, capacity 1), each tutee's "unplaced"
 * A .. A+n-1 (tutee -> root, level 0 costs 1, never full), each tutor's places A+n .. A+n+m-1 (tutor -> root).
 */
class NetworkSimplex {
  private readonly n: number;
  private readonly root: number;
  private readonly pairs: number;
  private readonly width: number;
  private readonly source: IndexArray;
  /** a pair's tutor: its target (every other arc ends at the root) */
  private readonly arcTutor: IndexArray;
  /** the capacities of the arcs after the pairs (a pair's is 1) */
  private readonly capacity: Int32Array;
  readonly flow: Int32Array;
  private readonly state: Int8Array;
  /** node potentials: every tree arc's reduced cost (cost + potential(source) - potential(target)) is zero */
  private readonly potential: Float64Array;
  private readonly parent: Int32Array;
  /** the tree arc between a node and its parent */
  private readonly pred: Int32Array;
  private readonly depth: Int32Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly previousSibling: Int32Array;
  private readonly stack: Int32Array;
  private readonly classCost: Float64Array;
  private readonly tutorCost: Float64Array;
  private readonly unplaced: Float64Array;
  private readonly arcClass: Uint8Array;
  private readonly best: Float64Array;
  private readonly arcStart: Int32Array;
  /** the arcs the block search prices: see listFirstArcs */
  private listed: Int32Array;
  private listedCount = 0;
  private nextListed = 0;
  /** per pair, 1 once listed */
  private readonly isListed: Uint8Array;

  constructor(
    problem: AssignmentProblem,
    private readonly firstListed: number,
  ) {
    const { tuteeCount: n, places, levels, arcStart, arcTutor } = problem;
    const m = places.length;
    const pairs = arcTutor.length;
    const arcs = pairs + n + m;
    const nodes = n + m + 1;
    const wide = levels + 1;
    const classCost = widen(problem.classCost, levels);
    const tuteeCost = widen(problem.tuteeCost, levels);
    const tutorCost = widen(problem.tutorCost, levels);
    // Each tutee sends exactly one unit, so taking its own cost off all its arcs changes every flow's cost alike:
    // a pair then costs its class's only, and "unplaced" level 0's 1 less the tutee's cost.
    const unplaced = tuteeCost.map((cost, i) => (i % wide === 0 ? 1 : -cost));
    const bounds = largestOf(classCost, wide);
    const unplacedLargest = largestOf(unplaced, wide);
    const tutorLargest = largestOf(tutorCost, wide);
    for (let k = 0; k < wide; k++) bounds[k] = Math.max(bounds[k]!, unplacedLargest[k]!, tutorLargest[k]!);
    bounds[0] = 1;
    const packing = new Packing(wide, bounds, nodes);
    const width = packing.words;
    this.unplaced = packing.pack(unplaced);
    this.n = n;
    this.root = n + m;
    this.pairs = pairs;
    this.width = width;
    this.classCost = packing.pack(classCost);
    this.tutorCost = packing.pack(tutorCost);
    this.arcClass = problem.arcClass;
    this.source = indexArray(arcs, nodes - 1);
    this.arcTutor = arcTutor;
    this.capacity = new Int32Array(n + m);
    this.flow = new Int32Array(arcs);
    this.state = new Int8Array(arcs);
    this.potential = new Float64Array(nodes * width);
    this.parent = new Int32Array(nodes).fill(-1);
    this.pred = new Int32Array(nodes).fill(-1);
    this.depth = new Int32Array(nodes);
    this.firstChild = new Int32Array(nodes).fill(-1);
    this.nextSibling = new Int32Array(nodes).fill(-1);
    this.previousSibling = new Int32Array(nodes).fill(-1);
    this.stack = new Int32Array(nodes);
    this.best = new Float64Array(width);
    this.arcStart = arcStart;
    this.isListed = new Uint8Array(pairs);
    this.listed = new Int32Array(Math.min(arcs, n + m + firstListed * n + 1024));
    for (let t = 0; t < n; t++) {
      for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) {
        const r = arcTutor[arc]!;
        this.source[arc] = t;
        // A pair into a tutor without places can never carry flow: it never enters the tree.
        this.state[arc] = places[r]! > 0 ? LOWER : TREE;
      }
    }
    // The first tree, strongly feasible (each node can send more flow to the root along its tree path), carrying a
    // greedy assignment (greedyStart): every tutee hangs on the root by its unplaced arc (flow 1 if unplaced, else 0,
    // both can grow); a tutor with a place left by its places arc (below capacity), a full one below one of its
    // tutees by their pair (flow 1, can shrink). The greedy pairs not in the tree sit at their capacity.
    const chosen = this.greedyStart(places, arcStart);
    const used = new Int32Array(m);
    const holder = new Int32Array(m).fill(-1);
    for (let t = 0; t < n; t++) {
      const arc = pairs + t;
      this.source[arc] = t;
      this.capacity[arc - pairs] = n + 1;
      const pair = chosen[t]!;
      if (pair >= 0) {
        this.flow[pair] = 1;
        this.state[pair] = UPPER;
        used[arcTutor[pair]!]! += 1;
        holder[arcTutor[pair]!] = pair;
      } else {
        this.flow[arc] = 1;
      }
      this.hang(t, this.root, arc);
    }
    for (let r = 0; r < m; r++) {
      const arc = pairs + n + r;
      this.source[arc] = n + r;
      this.capacity[arc - pairs] = Math.max(0, places[r]!);
      this.flow[arc] = used[r]!;
      const pair = holder[r]!;
      if (pair >= 0 && used[r] === places[r]) {
        this.state[pair] = TREE;
        this.state[arc] = UPPER;
        this.hang(n + r, this.source[pair]!, pair);
      } else {
        this.hang(n + r, this.root, arc);
      }
    }
    this.listFirstArcs();
  }

  /**
   * One tutee at a time in order, each given its cheapest pair (class, then tutor costs) whose tutor has a place left:
   * a start near the optimum, so the simplex needs far fewer pivots than from everyone unplaced. Answers each tutee's
   * pair, -1 for none.
   */
  private greedyStart(places: Int32Array, arcStart: Int32Array): Int32Array {
    const { width, classCost, tutorCost, arcClass, arcTutor, n } = this;
    const left = Int32Array.from(places);
    const chosen = new Int32Array(n).fill(-1);
    for (let t = 0; t < n; t++) {
      let pick = -1;
      for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) {
        const r = arcTutor[arc]!;
        if (left[r]! <= 0) continue;
        if (pick < 0) {
          pick = arc;
          continue;
        }
        const a = arcClass[arc]! * width;
        const b = arcClass[pick]! * width;
        const ra = r * width;
        const rb = arcTutor[pick]! * width;
        for (let k = 0; k < width; k++) {
          const d = classCost[a + k]! + tutorCost[ra + k]! - classCost[b + k]! - tutorCost[rb + k]!;
          if (d !== 0) {
            if (d < 0) pick = arc;
            break;
          }
        }
      }
      if (pick >= 0) {
        left[arcTutor[pick]!]! -= 1;
        chosen[t] = pick;
      }
    }
    return chosen;
  }

  /**
   * The first list the block search prices: every unplaced and places arc, every pair of the start, and each tutee's
   * `firstListed` cheapest usable pairs by class, then by tutor costs (more when tutors tie). Nearly every pivot
   * enters one of these; pricing all 4.5 million pairs of the bench's 10,000 tutees for each made pricing nearly all
   * the time. A pair left out joins when a full scan finds it violating (listViolatingPairs), so the answer stays
   * exact.
   */
  private listFirstArcs(): void {
    const { width, classCost, tutorCost, arcClass, arcTutor, arcStart, n, state, flow } = this;
    for (let arc = this.pairs; arc < state.length; arc++) this.list(arc);
    const classRank = ranks(classCost, width);
    const tutorRank = ranks(tutorCost, width);
    const classes = classRank.length;
    const perRank = new Int32Array(classes);
    let scratch = new Int32Array(64);
    for (let t = 0; t < n; t++) {
      perRank.fill(0);
      for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) {
        if (state[arc] === LOWER) perRank[classRank[arcClass[arc]!]!]! += 1;
      }
      // Every pair of the classes before `last`, and of class `last` those of the best-ranked tutors.
      let last = 0;
      let before = 0;
      while (last < classes - 1 && before + perRank[last]! < this.firstListed) before += perRank[last++]!;
      if (scratch.length < perRank[last]!) scratch = new Int32Array(2 * perRank[last]!);
      let count = 0;
      for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) {
        if (state[arc] === LOWER && classRank[arcClass[arc]!] === last) scratch[count++] = tutorRank[arcTutor[arc]!]!;
      }
      const within = scratch.subarray(0, count).sort();
      const take = Math.min(count, this.firstListed - before);
      const worstTutor = take <= 0 ? -1 : within[take - 1]!;
      for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) {
        const rank = classRank[arcClass[arc]!]!;
        const usable =
          state[arc] === LOWER && (rank < last || (rank === last && tutorRank[arcTutor[arc]!]! <= worstTutor));
        if (flow[arc] === 1 || usable) this.list(arc);
      }
    }
  }

  private targetOf(arc: number): number {
    return arc < this.pairs ? this.n + this.arcTutor[arc]! : this.root;
  }

  private capacityOf(arc: number): number {
    return arc < this.pairs ? 1 : this.capacity[arc - this.pairs]!;
  }

  private costAt(arc: number, k: number): number {
    const { width } = this;
    if (arc < this.pairs) {
      return this.classCost[this.arcClass[arc]! * width + k]!;
    }
    if (arc < this.pairs + this.n) return this.unplaced[(arc - this.pairs) * width + k]!;
    return this.tutorCost[(this.source[arc]! - this.n) * width + k]!;
  }

  private attach(node: number, parent: number): void {
    const first = this.firstChild[parent]!;
    this.parent[node] = parent;
    this.previousSibling[node] = -1;
    this.nextSibling[node] = first;
    if (first >= 0) this.previousSibling[first] = node;
    this.firstChild[parent] = node;
  }

  private detach(node: number): void {
    const previous = this.previousSibling[node]!;
    const next = this.nextSibling[node]!;
    if (previous >= 0) this.nextSibling[previous] = next;
    else this.firstChild[this.parent[node]!] = next;
    if (next >= 0) this.previousSibling[next] = previous;
  }

  /** Hangs the node under `parent` by `arc` and sets the potentials and depths of its subtree from there. */
  private hang(node: number, parent: number, arc: number): void {
    this.attach(node, parent);
    this.pred[node] = arc;
    this.refresh(node);
  }

  /** Sets the potentials and depths of the node's subtree from its parent's. */
  private refresh(node: number): void {
    const { stack, potential, width } = this;
    let top = 0;
    stack[top++] = node;
    while (top > 0) {
      const v = stack[--top]!;
      const p = this.parent[v]!;
      const e = this.pred[v]!;
      this.depth[v] = this.depth[p]! + 1;
      // reduced cost zero: cost + potential(source) = potential(target)
      const sign = this.source[e] === v ? -1 : 1;
      for (let k = 0; k < width; k++) potential[v * width + k] = potential[p * width + k]! + sign * this.costAt(e, k);
      for (let c = this.firstChild[v]!; c >= 0; c = this.nextSibling[c]!) stack[top++] = c;
    }
  }

  /**
   * The arc to enter: block search over the listed arcs; when none of them violates, every unlisted pair is priced
   * and the violating ones are listed. None left: the tree is optimal.
   */
  private findEnteringArc(): number {
    for (;;) {
      const arc = this.blockSearch();
      if (arc >= 0 || this.listViolatingPairs() === 0) return arc;
    }
  }

  /** Block search: the listed arc of the first block with a violating one whose violation is largest (lexicographic). */
  private blockSearch(): number {
    const { state, best, width, potential, source, classCost, arcClass, arcTutor, pairs, n, listed } = this;
    const count = this.listedCount;
    const blockSize = Math.max(10, Math.ceil(BLOCK_SHARE * Math.sqrt(count)));
    best.fill(0);
    let entering = -1;
    let left = blockSize;
    let at = this.nextListed >= count ? 0 : this.nextListed;
    for (let step = 0; step < count; step++, at = at + 1 >= count ? 0 : at + 1) {
      const arc = listed[at]!;
      const s = state[arc]!;
      if (s !== TREE) {
        const iu = source[arc]! * width;
        // Every arc's costs are a row of one of three tables (nearly every arc priced is a pair: its class's row).
        let costs = classCost;
        let row: number;
        let iv = this.root * width;
        if (arc < pairs) {
          row = arcClass[arc]! * width;
          iv = (n + arcTutor[arc]!) * width;
        } else if (arc < pairs + n) {
          costs = this.unplaced;
          row = (arc - pairs) * width;
        } else {
          costs = this.tutorCost;
          row = (source[arc]! - n) * width;
        }
        for (let k = 0; k < width; k++) {
          const c = s * (costs[row + k]! + potential[iu + k]! - potential[iv + k]!);
          const b = best[k]!;
          if (c > b) break;
          if (c < b) {
            for (let j = 0; j < width; j++) best[j] = s * (costs[row + j]! + potential[iu + j]! - potential[iv + j]!);
            entering = arc;
            break;
          }
        }
      }
      if (--left === 0) {
        if (entering >= 0) {
          this.nextListed = at + 1;
          return entering;
        }
        left = blockSize;
      }
    }
    return entering;
  }

  /** Lists every unlisted pair whose reduced cost is negative (unlisted pairs carry no flow); answers how many. */
  private listViolatingPairs(): number {
    const { width, potential, classCost, arcClass, arcTutor, arcStart, n, isListed } = this;
    let added = 0;
    for (let t = 0; t < n; t++) {
      const iu = t * width;
      for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) {
        if (isListed[arc] === 1 || this.state[arc] !== LOWER) continue;
        const row = arcClass[arc]! * width;
        const iv = (n + arcTutor[arc]!) * width;
        for (let k = 0; k < width; k++) {
          const c = classCost[row + k]! + potential[iu + k]! - potential[iv + k]!;
          if (c > 0) break;
          if (c < 0) {
            this.list(arc);
            added += 1;
            break;
          }
        }
      }
    }
    return added;
  }

  private list(arc: number): void {
    if (this.listedCount === this.listed.length) {
      const grown = new Int32Array(Math.min(this.state.length, 2 * this.listed.length));
      grown.set(this.listed);
      this.listed = grown;
    }
    this.listed[this.listedCount++] = arc;
    if (arc < this.pairs) this.isListed[arc] = 1;
  }

  /** One pivot on the entering arc: flow round its cycle, and the last blocking arc (Cunningham) leaves the tree. */
  private pivot(entering: number): void {
    const { parent, depth, pred, source, flow } = this;
    const lower = this.state[entering] === LOWER;
    // The cycle runs first -> second along the entering arc, then up to the join and down back to first.
    const first = lower ? source[entering]! : this.targetOf(entering);
    const second = lower ? this.targetOf(entering) : source[entering]!;
    let a = first;
    let b = second;
    while (depth[a]! > depth[b]!) a = parent[a]!;
    while (depth[b]! > depth[a]!) b = parent[b]!;
    while (a !== b) {
      a = parent[a]!;
      b = parent[b]!;
    }
    const join = a;
    let delta = this.capacityOf(entering);
    let out = -1;
    let outFirst = false;
    for (let u = first; u !== join; u = parent[u]!) {
      const e = pred[u]!;
      const d = source[e] === u ? flow[e]! : this.capacityOf(e) - flow[e]!;
      if (d < delta) {
        delta = d;
        out = u;
        outFirst = true;
      }
    }
    for (let u = second; u !== join; u = parent[u]!) {
      const e = pred[u]!;
      const d = source[e] === u ? this.capacityOf(e) - flow[e]! : flow[e]!;
      if (d <= delta) {
        delta = d;
        out = u;
        outFirst = false;
      }
    }
    if (delta > 0) {
      flow[entering]! += lower ? delta : -delta;
      for (let u = first; u !== join; u = parent[u]!) flow[pred[u]!]! += source[pred[u]!] === u ? -delta : delta;
      for (let u = second; u !== join; u = parent[u]!) flow[pred[u]!]! += source[pred[u]!] === u ? delta : -delta;
    }
    if (out < 0) {
      this.state[entering] = lower ? UPPER : LOWER;
      return;
    }
    const leaving = pred[out]!;
    this.state[leaving] = flow[leaving] === 0 ? LOWER : UPPER;
    this.state[entering] = TREE;
    // The subtree cut off by the leaving arc hangs again from the entering arc: reverse the path from its new root.
    const top = outFirst ? first : second;
    const below = outFirst ? second : first;
    let arc = entering;
    let hangFrom = below;
    const { stack } = this;
    let length = 0;
    for (let u = top; ; u = parent[u]!) {
      stack[length++] = u;
      if (u === out) break;
    }
    for (let i = 0; i < length; i++) this.detach(stack[i]!);
    for (let i = 0; i < length; i++) {
      const node = stack[i]!;
      const nextArc = pred[node]!;
      this.attach(node, hangFrom);
      pred[node] = arc;
      arc = nextArc;
      hangFrom = node;
    }
    this.refresh(top);
  }

  solve(): void {
    for (;;) {
      const entering = this.findEnteringArc();
      if (entering < 0) return;
      this.pivot(entering);
    }
  }
}

/**
 * Each tutee's chosen arc, -1 for the unplaced: an optimal assignment (see the module comment). `firstListed` is how
 * many pairs of each tutee pricing starts with; the answer is the same for any (tests list fewer, so pairs join).
 */
export function solveAssignment(problem: AssignmentProblem, firstListed = FIRST_LISTED): Int32Array {
  checkProblem(problem);
  const simplex = new NetworkSimplex(problem, firstListed);
  simplex.solve();
  const tuteeArc = new Int32Array(problem.tuteeCount).fill(-1);
  const { arcStart } = problem;
  for (let t = 0; t < problem.tuteeCount; t++) {
    for (let arc = arcStart[t]!; arc < arcStart[t + 1]!; arc++) if (simplex.flow[arc] === 1) tuteeArc[t] = arc;
  }
  return tuteeArc;
}
