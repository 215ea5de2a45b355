/**
 * An exact solver for the proposals' assignment: a bipartite b-matching where each tutee takes at most one place,
 * each tutor at most its places, along the allowed arcs only. It places the most tutees, and among the assignments
 * that place that many it takes the one whose summed arc costs are least, compared level by level (lexicographic: the
 * first level decides, the second breaks its ties, and so on). No weights combine the levels, so none can overflow
 * or outweigh another.
 *
 * Method: min-cost max-flow by successive shortest paths (source -> tutee -> tutor -> sink) with vector costs. The
 * lexicographic order on cost vectors is a totally ordered group, which is all Dijkstra with potentials needs. After
 * each Dijkstra the potentials make every shortest path's arcs cost zero, and a blocking flow over those zero arcs
 * (Dinic's level graph) augments all the shortest paths of that length at once instead of one per Dijkstra.
 *
 * Pure and synchronous: solverWorker.ts runs it off the event loop. Costs must be integers (exact in float64).
 */
export interface AssignmentProblem {
  tuteeCount: number;
  /** free places of each tutor */
  places: Int32Array;
  /** arc i allows tutee arcTutee[i] with tutor arcTutor[i] */
  arcTutee: Int32Array;
  arcTutor: Int32Array;
  /** arcCount x levels integers, row-major: arc i's cost at level k is arcCost[i * levels + k]; lower is better */
  arcCost: Float64Array;
  levels: number;
}

class FlowNetwork {
  readonly head: Int32Array;
  readonly to: Int32Array;
  readonly next: Int32Array;
  readonly cap: Int32Array;
  readonly cost: Float64Array;
  private edges = 0;

  constructor(
    nodeCount: number,
    edgeCount: number,
    readonly levels: number,
  ) {
    this.head = new Int32Array(nodeCount).fill(-1);
    this.to = new Int32Array(2 * edgeCount);
    this.next = new Int32Array(2 * edgeCount);
    this.cap = new Int32Array(2 * edgeCount);
    this.cost = new Float64Array(2 * edgeCount * levels);
  }

  /** Adds the arc and its residual twin (index ^ 1); answers the arc's index. */
  add(from: number, to: number, capacity: number, cost?: Float64Array, costOffset = 0, shift?: Float64Array): number {
    const e = this.edges;
    this.edges += 2;
    this.link(e, from, to, capacity);
    this.link(e + 1, to, from, 0);
    if (cost && shift) {
      for (let k = 0; k < this.levels; k++) {
        const c = cost[costOffset + k]! - shift[k]!;
        this.cost[e * this.levels + k] = c;
        this.cost[(e + 1) * this.levels + k] = -c;
      }
    }
    return e;
  }

  private link(e: number, from: number, to: number, capacity: number): void {
    this.to[e] = to;
    this.cap[e] = capacity;
    this.next[e] = this.head[from]!;
    this.head[from] = e;
  }
}

/** A binary heap of nodes keyed by their distance vectors, with decrease-key. */
class VectorHeap {
  private readonly nodes: Int32Array;
  private readonly position: Int32Array;
  private size = 0;

  constructor(
    nodeCount: number,
    private readonly less: (a: number, b: number) => boolean,
  ) {
    this.nodes = new Int32Array(nodeCount);
    this.position = new Int32Array(nodeCount).fill(-1);
  }

  get empty(): boolean {
    return this.size === 0;
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

function checkProblem(problem: AssignmentProblem): void {
  const { tuteeCount, places, arcTutee, arcTutor, arcCost, levels } = problem;
  if (arcTutor.length !== arcTutee.length || arcCost.length !== arcTutee.length * levels || levels < 1) {
    throw new RangeError('arc arrays disagree in length');
  }
  for (let i = 0; i < arcTutee.length; i++) {
    if (arcTutee[i]! < 0 || arcTutee[i]! >= tuteeCount || arcTutor[i]! < 0 || arcTutor[i]! >= places.length) {
      throw new RangeError(`arc ${i} names no tutee or tutor`);
    }
  }
  for (const cost of arcCost) if (!Number.isSafeInteger(cost)) throw new RangeError('arc costs must be integers');
}

/** The indices of the chosen arcs, ascending: an optimal assignment (see the module comment). */
export function solveAssignment(problem: AssignmentProblem): Int32Array {
  checkProblem(problem);
  const { tuteeCount, places, arcTutee, arcTutor, arcCost, levels: L } = problem;
  const tutorCount = places.length;
  const arcCount = arcTutee.length;
  const source = 0;
  const sink = tuteeCount + tutorCount + 1;
  const nodeCount = sink + 1;
  const tuteeNode = (tutee: number) => 1 + tutee;
  const tutorNode = (tutor: number) => 1 + tuteeCount + tutor;

  // Every unit of flow crosses exactly one tutee-tutor arc, and the flows compared all carry the most units, so
  // subtracting each level's least cost changes no comparison and leaves every arc cost non-negative, as the first
  // Dijkstra needs (potentials start at zero).
  const shift = new Float64Array(L).fill(arcCount > 0 ? Infinity : 0);
  for (let i = 0; i < arcCount; i++) for (let k = 0; k < L; k++) shift[k] = Math.min(shift[k]!, arcCost[i * L + k]!);

  const net = new FlowNetwork(nodeCount, tuteeCount + arcCount + tutorCount, L);
  for (let t = 0; t < tuteeCount; t++) net.add(source, tuteeNode(t), 1);
  const arcEdge = new Int32Array(arcCount);
  for (let i = 0; i < arcCount; i++) {
    arcEdge[i] = net.add(tuteeNode(arcTutee[i]!), tutorNode(arcTutor[i]!), 1, arcCost, i * L, shift);
  }
  for (let r = 0; r < tutorCount; r++) if (places[r]! > 0) net.add(tutorNode(r), sink, places[r]!);

  const { head, to, next, cap, cost } = net;
  const potential = new Float64Array(nodeCount * L);
  const dist = new Float64Array(nodeCount * L);
  const reached = new Uint8Array(nodeCount);
  const done = new Uint8Array(nodeCount);
  const candidate = new Float64Array(L);
  const lessDist = (a: number, b: number): boolean => {
    for (let k = 0; k < L; k++) {
      const d = dist[a * L + k]! - dist[b * L + k]!;
      if (d !== 0) return d < 0;
    }
    return false;
  };
  const heap = new VectorHeap(nodeCount, lessDist);

  /** Shortest reduced distances from the source; false when the sink cannot be reached (the flow is maximal). */
  const shortestPaths = (): boolean => {
    reached.fill(0);
    done.fill(0);
    heap.clear();
    dist.fill(0, source * L, source * L + L);
    reached[source] = 1;
    heap.push(source);
    while (!heap.empty) {
      const u = heap.pop();
      done[u] = 1;
      if (u === sink) break;
      for (let e = head[u]!; e >= 0; e = next[e]!) {
        const v = to[e]!;
        if (cap[e]! <= 0 || done[v]) continue;
        let better = !reached[v];
        let decided = better;
        for (let k = 0; k < L; k++) {
          const c = dist[u * L + k]! + cost[e * L + k]! + potential[u * L + k]! - potential[v * L + k]!;
          candidate[k] = c;
          if (!decided && c !== dist[v * L + k]) {
            better = c < dist[v * L + k]!;
            decided = true;
          }
        }
        if (!better) continue;
        dist.set(candidate, v * L);
        reached[v] = 1;
        heap.push(v);
      }
    }
    if (!done[sink]) return false;
    // Nodes not settled before the sink are at least as far as the sink: raising their potential by the sink's
    // distance keeps every residual arc's reduced cost non-negative.
    for (let v = 0; v < nodeCount; v++) {
      const from = (done[v] ? v : sink) * L;
      for (let k = 0; k < L; k++) potential[v * L + k]! += dist[from + k]!;
    }
    return true;
  };

  const admissible = (e: number, u: number, v: number): boolean => {
    if (cap[e]! <= 0) return false;
    for (let k = 0; k < L; k++)
      if (cost[e * L + k]! + potential[u * L + k]! - potential[v * L + k]! !== 0) return false;
    return true;
  };

  const level = new Int32Array(nodeCount);
  const queue = new Int32Array(nodeCount);
  const current = new Int32Array(nodeCount);
  const pathNodes = new Int32Array(nodeCount);
  const pathEdges = new Int32Array(nodeCount);

  /** Dinic's levels over the zero-reduced-cost arcs; false when they no longer reach the sink. */
  const levelZeroArcs = (): boolean => {
    level.fill(-1);
    level[source] = 0;
    let read = 0;
    let write = 0;
    queue[write++] = source;
    while (read < write) {
      const u = queue[read++]!;
      for (let e = head[u]!; e >= 0; e = next[e]!) {
        const v = to[e]!;
        if (level[v]! < 0 && admissible(e, u, v)) {
          level[v] = level[u]! + 1;
          queue[write++] = v;
        }
      }
    }
    return level[sink]! >= 0;
  };

  /** One unit along a level path of zero arcs (iterative: paths may be thousands of nodes long). */
  const augmentOne = (): boolean => {
    let top = 0;
    pathNodes[0] = source;
    while (top >= 0) {
      const u = pathNodes[top]!;
      if (u === sink) {
        for (let i = 0; i < top; i++) {
          cap[pathEdges[i]!]! -= 1;
          cap[pathEdges[i]! ^ 1]! += 1;
        }
        return true;
      }
      let e = current[u]!;
      while (e >= 0 && !(level[to[e]!] === level[u]! + 1 && admissible(e, u, to[e]!))) e = next[e]!;
      current[u] = e;
      if (e >= 0) {
        pathEdges[top] = e;
        pathNodes[++top] = to[e]!;
      } else {
        // No way on from here in this level graph: never try this node again in it.
        level[u] = -1;
        top -= 1;
      }
    }
    return false;
  };

  while (shortestPaths()) {
    while (levelZeroArcs()) {
      current.set(head);
      while (augmentOne());
    }
  }

  const chosen: number[] = [];
  for (let i = 0; i < arcCount; i++) if (cap[arcEdge[i]!] === 0) chosen.push(i);
  return Int32Array.from(chosen);
}
