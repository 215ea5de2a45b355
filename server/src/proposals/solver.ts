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
 * Method: successive shortest paths one tutee at a time (the Hungarian method for b-matchings). Each tutee may also
 * stay unplaced, at a cost one level above all others (level 0: the tutees unplaced), so every tutee leaves the
 * search with a place or none, and the flow after each step is the cheapest for the tutees taken so far. A tutee's
 * search is Dijkstra over reduced costs (vector potentials: the lexicographic order on cost vectors is a totally
 * ordered group, which is all Dijkstra with potentials needs) that stops when it reaches a free place or the tutee's
 * "unplaced", so it settles only the nodes nearer than that; only those nodes' potentials change.
 *
 * Pure and synchronous: solverWorker.ts runs it off the event loop. Costs must be integers small enough that every
 * path's sum stays exact in float64 (checked).
 */
export interface AssignmentProblem {
  tuteeCount: number;
  /** free places of each tutor */
  places: Int32Array;
  levels: number;
  /** tutee t's arcs are arcStart[t] .. arcStart[t + 1] - 1 (tuteeCount + 1 entries) */
  arcStart: Int32Array;
  /** the arc's tutor */
  arcTutor: Int32Array;
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

/** Every distance and potential is a sum along a path of at most all nodes' arcs: it must stay exact in float64. */
const EXACT = 2 ** 53;

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

/** A binary heap of nodes keyed by their distance vectors (width levels each), with decrease-key. */
class VectorHeap {
  private readonly nodes: Int32Array;
  private readonly position: Int32Array;
  size = 0;

  constructor(
    nodeCount: number,
    private readonly dist: Float64Array,
    private readonly width: number,
    private readonly preferred: number,
  ) {
    this.nodes = new Int32Array(nodeCount);
    this.position = new Int32Array(nodeCount).fill(-1);
  }

  private less(a: number, b: number): boolean {
    const { dist, width } = this;
    const ia = a * width;
    const ib = b * width;
    for (let k = 0; k < width; k++) {
      const d = dist[ia + k]! - dist[ib + k]!;
      if (d !== 0) return d < 0;
    }
    // On a tie the preferred node (the sink) comes first: the search ends without settling the nodes as far as it.
    return a === this.preferred;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.position[this.nodes[i]!] = -1;
    this.size = 0;
  }

  /** Inserts the node, or moves it up after its key decreased. */
  push(node: number): void {
    let i = this.position[node]!;
    if (i < 0) {
      i = this.size++;
      this.place(node, i);
    }
    this.up(i);
  }

  pop(): number {
    const top = this.nodes[0]!;
    this.position[top] = -1;
    this.size -= 1;
    if (this.size > 0) {
      this.place(this.nodes[this.size]!, 0);
      this.down(0);
    }
    return top;
  }

  private place(node: number, i: number): void {
    this.nodes[i] = node;
    this.position[node] = i;
  }

  private up(i: number): void {
    const node = this.nodes[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(node, this.nodes[parent]!)) break;
      this.place(this.nodes[parent]!, i);
      i = parent;
    }
    this.place(node, i);
  }

  private down(i: number): void {
    const node = this.nodes[i]!;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.less(this.nodes[child + 1]!, this.nodes[child]!)) child += 1;
      if (!this.less(this.nodes[child]!, node)) break;
      this.place(this.nodes[child]!, i);
      i = child;
    }
    this.place(node, i);
  }
}

/** Rows of `levels` costs as rows of levels + 1, level 0 zero. */
function widen(costs: Float64Array, levels: number): Float64Array {
  const rows = costs.length / levels;
  const wide = new Float64Array(rows * (levels + 1));
  for (let i = 0; i < rows; i++) wide.set(costs.subarray(i * levels, i * levels + levels), i * (levels + 1) + 1);
  return wide;
}

const UNSEEN = 0;
const QUEUED = 1;
const SETTLED = 2;

/**
 * The search state of one solve. Nodes: tutees 0 .. n-1, tutors n .. n+m-1, then the sink (a free place or
 * "unplaced"). Residual arcs: a tutee to each of its tutors but its own, and to the sink ("unplaced", level 0 costs
 * 1); a tutor to the sink while it has a free place, and back to each tutee it holds.
 */
class Assignment {
  private readonly n: number;
  private readonly sink: number;
  private readonly width: number;
  private readonly potential: Float64Array;
  private readonly dist: Float64Array;
  private readonly state: Uint8Array;
  /** the node each settled or queued node was reached from, and for a tutor the arc it was reached by */
  private readonly pred: Int32Array;
  private readonly predArc: Int32Array;
  private readonly heap: VectorHeap;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly settled: Int32Array;
  private settledCount = 0;
  private readonly candidate: Float64Array;
  /** the node being expanded, and its distance plus potential (plus its side's cost) */
  private expanding = -1;
  private readonly base: Float64Array;
  private readonly back: Float64Array;
  private readonly zero: Float64Array;
  /** the problem's costs widened to the solver's levels (level 0, the tutees unplaced, first and zero) */
  private readonly classCost: Float64Array;
  private readonly tuteeCost: Float64Array;
  private readonly tutorCost: Float64Array;
  /** each tutee's arc, -1 while unplaced */
  readonly tuteeArc: Int32Array;
  /** each tutor's tutees: slotRow[slotStart[r] .. slotStart[r] + used[r] - 1] */
  private readonly slotStart: Int32Array;
  private readonly slotRow: Int32Array;
  private readonly used: Int32Array;
  private readonly rowSlot: Int32Array;
  private readonly path: Int32Array;

  constructor(private readonly problem: AssignmentProblem) {
    const { tuteeCount: n, places, levels } = problem;
    const m = places.length;
    this.n = n;
    this.sink = n + m;
    const nodes = n + m + 1;
    const width = levels + 1;
    this.width = width;
    this.potential = new Float64Array(nodes * width);
    this.dist = new Float64Array(nodes * width);
    this.state = new Uint8Array(nodes);
    this.pred = new Int32Array(nodes);
    this.predArc = new Int32Array(nodes);
    this.heap = new VectorHeap(nodes, this.dist, width, this.sink);
    this.touched = new Int32Array(nodes);
    this.settled = new Int32Array(nodes);
    this.candidate = new Float64Array(width);
    this.base = new Float64Array(width);
    this.back = new Float64Array(width);
    this.zero = new Float64Array(width);
    this.classCost = widen(problem.classCost, levels);
    this.tuteeCost = widen(problem.tuteeCost, levels);
    this.tutorCost = widen(problem.tutorCost, levels);
    this.tuteeArc = new Int32Array(n).fill(-1);
    this.slotStart = new Int32Array(m + 1);
    for (let r = 0; r < m; r++) this.slotStart[r + 1] = this.slotStart[r]! + Math.max(0, places[r]!);
    this.slotRow = new Int32Array(this.slotStart[m]!);
    this.used = new Int32Array(m);
    this.rowSlot = new Int32Array(n);
    this.path = new Int32Array(nodes + 1);
    // Tutor -> sink arcs start at reduced cost zero; a tutee's own arcs may be negative, as the search's root's may.
    for (let r = 0; r < m; r++) {
      for (let k = 1; k < width; k++) this.potential[(n + r) * width + k] = -this.tutorCost[r * width + k]!;
    }
  }

  /**
   * Relaxes an arc into v: its reduced length from the expanded node is base + extra[at ..] - potential(v), compared
   * level by level with v's distance and computed in full only when it is shorter.
   */
  private relax(v: number, arc: number, extra: Float64Array, at: number): void {
    const { dist, potential, base, candidate, width, state } = this;
    if (state[v] === SETTLED) return;
    const iv = v * width;
    let k = 0;
    if (state[v] === QUEUED) {
      for (; k < width; k++) {
        const c = base[k]! + extra[at + k]! - potential[iv + k]!;
        const d = dist[iv + k]!;
        if (c > d) return;
        candidate[k] = c;
        if (c < d) break;
      }
      if (k === width) return;
      k += 1;
    } else {
      state[v] = QUEUED;
      this.touched[this.touchedCount++] = v;
    }
    for (; k < width; k++) candidate[k] = base[k]! + extra[at + k]! - potential[iv + k]!;
    dist.set(candidate, iv);
    this.pred[v] = this.expanding;
    this.predArc[v] = arc;
    this.heap.push(v);
  }

  /** base = the expanded node's distance plus its potential, plus `own[at ..]` (its side's cost, if any). */
  private setBase(u: number, own: Float64Array, at: number): void {
    const { dist, potential, base, width } = this;
    const iu = u * width;
    for (let k = 0; k < width; k++) base[k] = dist[iu + k]! + potential[iu + k]! + own[at + k]!;
    this.expanding = u;
  }

  private expandTutee(u: number): void {
    const { arcStart, arcTutor, arcClass } = this.problem;
    const { width, classCost } = this;
    const own = this.tuteeArc[u]!;
    this.setBase(u, this.tuteeCost, u * width);
    for (let arc = arcStart[u]!; arc < arcStart[u + 1]!; arc++) {
      if (arc !== own) this.relax(this.n + arcTutor[arc]!, arc, classCost, arcClass[arc]! * width);
    }
    // "Unplaced" saves the tutee's own cost, which the base holds: take it off again.
    const { back } = this;
    for (let k = 0; k < width; k++) back[k] = -this.tuteeCost[u * width + k]!;
    back[0] = 1;
    this.relax(this.sink, -1, back, 0);
  }

  private expandTutor(u: number): void {
    const { places } = this.problem;
    const { width, back, classCost, tuteeCost } = this;
    const r = u - this.n;
    if (this.used[r]! < places[r]!) {
      this.setBase(u, this.tutorCost, r * width);
      this.relax(this.sink, -1, this.zero, 0);
    }
    this.setBase(u, this.zero, 0);
    const start = this.slotStart[r]!;
    for (let s = start; s < start + this.used[r]!; s++) {
      const tutee = this.slotRow[s]!;
      const ic = this.problem.arcClass[this.tuteeArc[tutee]!]! * width;
      const it = tutee * width;
      for (let k = 0; k < width; k++) back[k] = -(classCost[ic + k]! + tuteeCost[it + k]!);
      this.relax(tutee, -1, back, 0);
    }
  }

  /** Takes the tutee: the cheapest way to give it a place or none, moving others along a path if that is cheaper. */
  place(root: number): void {
    const { dist, state, width, potential, sink, n } = this;
    dist.fill(0, root * width, root * width + width);
    state[root] = QUEUED;
    this.touched[this.touchedCount++] = root;
    this.pred[root] = -1;
    this.heap.push(root);
    for (;;) {
      const u = this.heap.pop();
      state[u] = SETTLED;
      if (u === sink) break;
      this.settled[this.settledCount++] = u;
      if (u < n) this.expandTutee(u);
      else this.expandTutor(u);
    }
    // Settled nodes are no farther than the sink; lowering their potentials by what they are nearer keeps every
    // residual arc's reduced cost non-negative and the path's arcs at zero.
    const is = sink * width;
    for (let i = 0; i < this.settledCount; i++) {
      const iv = this.settled[i]! * width;
      for (let k = 0; k < width; k++) potential[iv + k]! += dist[iv + k]! - dist[is + k]!;
    }
    this.augment();
    this.heap.clear();
    for (let i = 0; i < this.touchedCount; i++) state[this.touched[i]!] = UNSEEN;
    this.touchedCount = 0;
    this.settledCount = 0;
  }

  /** Along the path to the sink: each tutee on it takes the tutor after it (or none), the tutor before it lets go. */
  private augment(): void {
    const { pred, predArc, path, n, sink } = this;
    let length = 0;
    for (let v = sink; v >= 0; v = pred[v]!) path[length++] = v;
    // path[length - 1] is the root; tutees sit at odd distances from the sink's end when tutors lie between.
    for (let i = length - 1; i >= 1; i--) {
      const u = path[i]!;
      if (u >= n) continue;
      const next = path[i - 1]!;
      if (this.tuteeArc[u]! >= 0) this.release(u);
      if (next !== sink) this.tuteeArc[u] = predArc[next]!;
    }
    for (let i = length - 1; i >= 1; i--) {
      const u = path[i]!;
      if (u < n && this.tuteeArc[u]! >= 0 && path[i - 1] !== sink) this.hold(u);
    }
  }

  private release(tutee: number): void {
    const r = this.problem.arcTutor[this.tuteeArc[tutee]!]!;
    const slot = this.rowSlot[tutee]!;
    const last = this.slotStart[r]! + --this.used[r]!;
    const moved = this.slotRow[last]!;
    this.slotRow[slot] = moved;
    this.rowSlot[moved] = slot;
    this.tuteeArc[tutee] = -1;
  }

  private hold(tutee: number): void {
    const r = this.problem.arcTutor[this.tuteeArc[tutee]!]!;
    const slot = this.slotStart[r]! + this.used[r]!++;
    this.slotRow[slot] = tutee;
    this.rowSlot[tutee] = slot;
  }
}

/** Each tutee's chosen arc, -1 for the unplaced: an optimal assignment (see the module comment). */
export function solveAssignment(problem: AssignmentProblem): Int32Array {
  checkProblem(problem);
  const assignment = new Assignment(problem);
  // Any order is exact; the tutees with the fewest allowed tutors first make the later searches shorter (about
  // half the work of the waiting order on instances shaped like the proposals').
  const { arcStart } = problem;
  const order = Array.from({ length: problem.tuteeCount }, (_tutee, index) => index);
  order.sort((a, b) => arcStart[a + 1]! - arcStart[a]! - (arcStart[b + 1]! - arcStart[b]!) || a - b);
  for (const tutee of order) assignment.place(tutee);
  return assignment.tuteeArc;
}
