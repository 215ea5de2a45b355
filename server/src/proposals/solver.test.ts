import { describe, expect, it } from 'vitest';
import { solveAssignment, type AssignmentProblem } from './solver.js';

/** Objective of an assignment: minus the tutees placed, then each level's summed cost; lexicographically less is better. */
function objective(problem: AssignmentProblem, arcs: readonly number[]): number[] {
  const sums = new Array<number>(problem.levels).fill(0);
  for (const arc of arcs)
    for (let k = 0; k < problem.levels; k++) sums[k]! += problem.arcCost[arc * problem.levels + k]!;
  return [-arcs.length, ...sums];
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Each tutee at most once, each tutor within its places, only allowed arcs (indices are arcs by construction). */
function isFeasible(problem: AssignmentProblem, arcs: readonly number[]): boolean {
  const tuteeUsed = new Set<number>();
  const tutorUsed = new Array<number>(problem.places.length).fill(0);
  for (const arc of arcs) {
    const tutee = problem.arcTutee[arc]!;
    const tutor = problem.arcTutor[arc]!;
    if (tuteeUsed.has(tutee)) return false;
    tuteeUsed.add(tutee);
    tutorUsed[tutor]! += 1;
    if (tutorUsed[tutor]! > problem.places[tutor]!) return false;
  }
  return true;
}

/** Every assignment, each tutee taking one of its arcs or none: the best objective. */
function bruteForceBest(problem: AssignmentProblem): number[] {
  const arcsOf: number[][] = Array.from({ length: problem.tuteeCount }, () => []);
  problem.arcTutee.forEach((tutee, arc) => arcsOf[tutee]!.push(arc));
  const used = new Array<number>(problem.places.length).fill(0);
  const chosen: number[] = [];
  let best: number[] | undefined;
  const visit = (tutee: number): void => {
    if (tutee === problem.tuteeCount) {
      const value = objective(problem, chosen);
      if (!best || compare(value, best) < 0) best = value;
      return;
    }
    visit(tutee + 1);
    for (const arc of arcsOf[tutee]!) {
      const tutor = problem.arcTutor[arc]!;
      if (used[tutor]! >= problem.places[tutor]!) continue;
      used[tutor]! += 1;
      chosen.push(arc);
      visit(tutee + 1);
      chosen.pop();
      used[tutor]! -= 1;
    }
  };
  visit(0);
  return best!;
}

/** A small seeded generator, so a failing instance can be reproduced from its seed. */
function random(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

function randomProblem(seed: number): AssignmentProblem {
  const next = random(seed);
  const tuteeCount = 1 + next(6);
  const tutorCount = 1 + next(4);
  // Up to 8 levels: as many as the proposals' objective has (arcs.ts), and fewer.
  const levels = 1 + next(8);
  const density = 20 + next(70);
  const places = Int32Array.from({ length: tutorCount }, () => next(3));
  const tutees: number[] = [];
  const tutors: number[] = [];
  const costs: number[] = [];
  for (let tutee = 0; tutee < tuteeCount; tutee++) {
    for (let tutor = 0; tutor < tutorCount; tutor++) {
      if (next(100) >= density) continue;
      tutees.push(tutee);
      tutors.push(tutor);
      // Small ranges make many ties; negative costs too, as waiting times are given.
      for (let k = 0; k < levels; k++) costs.push(next(5) - 2);
    }
  }
  return {
    tuteeCount,
    places,
    arcTutee: Int32Array.from(tutees),
    arcTutor: Int32Array.from(tutors),
    arcCost: Float64Array.from(costs),
    levels,
  };
}

describe('solveAssignment', () => {
  it('equals exhaustive search on 5,000 small random instances', () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const problem = randomProblem(seed);
      const chosen = [...solveAssignment(problem)];
      expect(isFeasible(problem, chosen), `seed ${seed}: feasible`).toBe(true);
      expect(objective(problem, chosen), `seed ${seed}: optimal`).toEqual(bruteForceBest(problem));
    }
  });

  it('places more tutees than taking them in waiting order, each with its best free tutor', () => {
    // Tutee 0 waited longest and would take tutor 0 (group A); tutee 1 can only have tutor 0. Tutor 1 is group D
    // for tutee 0. Levels: group (A 0 .. D 3).
    const problem: AssignmentProblem = {
      tuteeCount: 2,
      places: Int32Array.from([1, 1]),
      arcTutee: Int32Array.from([0, 0, 1]),
      arcTutor: Int32Array.from([0, 1, 0]),
      arcCost: Float64Array.from([0, 3, 0]),
      levels: 1,
    };
    const greedy = (): number[] => {
      const used = new Set<number>();
      const chosen: number[] = [];
      for (let tutee = 0; tutee < problem.tuteeCount; tutee++) {
        const arcs = [0, 1, 2]
          .filter((arc) => problem.arcTutee[arc] === tutee && !used.has(problem.arcTutor[arc]!))
          .sort((a, b) => problem.arcCost[a]! - problem.arcCost[b]!);
        if (arcs[0] === undefined) continue;
        used.add(problem.arcTutor[arcs[0]]!);
        chosen.push(arcs[0]);
      }
      return chosen;
    };
    expect(greedy()).toEqual([0]);
    expect([...solveAssignment(problem)]).toEqual([1, 2]);
  });

  it('takes a worse group only when that places more tutees, and a better one otherwise', () => {
    const problem: AssignmentProblem = {
      tuteeCount: 1,
      places: Int32Array.from([1, 1]),
      arcTutee: Int32Array.from([0, 0]),
      arcTutor: Int32Array.from([0, 1]),
      arcCost: Float64Array.from([2, 0, 0, 9]),
      levels: 2,
    };
    // Level 1 decides (0 < 2), whatever level 2 says.
    expect([...solveAssignment(problem)]).toEqual([1]);
  });

  it('answers nothing for an empty instance and refuses arcs that name nobody', () => {
    const empty = new Int32Array(0);
    expect([
      ...solveAssignment({
        tuteeCount: 0,
        places: empty,
        arcTutee: empty,
        arcTutor: empty,
        arcCost: new Float64Array(0),
        levels: 1,
      }),
    ]).toEqual([]);
    expect(() =>
      solveAssignment({
        tuteeCount: 1,
        places: Int32Array.from([1]),
        arcTutee: Int32Array.from([0]),
        arcTutor: Int32Array.from([1]),
        arcCost: Float64Array.from([0]),
        levels: 1,
      }),
    ).toThrow(RangeError);
  });
});
