import { describe, expect, it } from 'vitest';
import { indexArray, solveAssignment, type AssignmentProblem } from './solver.js';
import { arcTutees, chosenArcs, objective, problemOf, random, type TestArc } from './solverFixtures.js';

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Each tutee at most once, each tutor within its places, only allowed arcs (indices are arcs by construction). */
function isFeasible(problem: AssignmentProblem, arcs: readonly number[]): boolean {
  const tuteeUsed = new Set<number>();
  const tutorUsed = new Array<number>(problem.places.length).fill(0);
  const tutees = arcTutees(problem);
  for (const arc of arcs) {
    const tutee = tutees[arc]!;
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
  arcTutees(problem).forEach((tutee, arc) => arcsOf[tutee]!.push(arc));
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

function randomProblem(seed: number): AssignmentProblem {
  const next = random(seed);
  const tuteeCount = 1 + next(6);
  const tutorCount = 1 + next(4);
  // Up to 8 levels: as many as the proposals' objective has (arcs.ts), and fewer.
  const levels = 1 + next(8);
  const density = 20 + next(70);
  const places = Array.from({ length: tutorCount }, () => next(3));
  const arcs: TestArc[] = [];
  for (let tutee = 0; tutee < tuteeCount; tutee++) {
    for (let tutor = 0; tutor < tutorCount; tutor++) {
      if (next(100) >= density) continue;
      // Small ranges make many ties; negative costs too, as waiting times are given.
      arcs.push({ tutee, tutor, cost: Array.from({ length: levels }, () => next(5) - 2) });
    }
  }
  // Every other instance also counts costs of the tutee placed and of each tutee given to a tutor, as arcs.ts does.
  const sided = seed % 2 === 0;
  const sideCosts = (count: number) => Array.from({ length: count * levels }, () => (sided ? next(5) - 2 : 0));
  return problemOf(tuteeCount, places, levels, arcs, sideCosts(tuteeCount), sideCosts(tutorCount));
}

describe('indexArray', () => {
  it('holds numbers up to 65,535 in two bytes each and larger ones in four, without losing any', () => {
    const small = indexArray(2, 65_535);
    small[1] = 65_535;
    expect(small).toBeInstanceOf(Uint16Array);
    expect(small[1]).toBe(65_535);
    const large = indexArray(2, 65_536);
    large[1] = 65_536;
    expect(large).toBeInstanceOf(Int32Array);
    expect(large[1]).toBe(65_536);
  });
});

describe('solveAssignment', () => {
  it('equals exhaustive search on 5,000 small random instances', () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const problem = randomProblem(seed);
      const chosen = chosenArcs(solveAssignment(problem));
      expect(isFeasible(problem, chosen), `seed ${seed}: feasible`).toBe(true);
      expect(objective(problem, chosen), `seed ${seed}: optimal`).toEqual(bruteForceBest(problem));
    }
  });

  it('equals exhaustive search when pricing starts from one pair per tutee and the others join by full scans', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const problem = randomProblem(seed);
      const chosen = chosenArcs(solveAssignment(problem, 1));
      expect(isFeasible(problem, chosen), `seed ${seed}: feasible`).toBe(true);
      expect(objective(problem, chosen), `seed ${seed}: optimal`).toEqual(bruteForceBest(problem));
    }
  });

  it('places more tutees than taking them in waiting order, each with its best free tutor', () => {
    // Tutee 0 waited longest and would take tutor 0 (group A); tutee 1 can only have tutor 0. Tutor 1 is group D
    // for tutee 0. Levels: group (A 0 .. D 3). Arcs: 0 = (0, 0), 1 = (0, 1), 2 = (1, 0).
    const arcs: TestArc[] = [
      { tutee: 0, tutor: 0, cost: [0] },
      { tutee: 0, tutor: 1, cost: [3] },
      { tutee: 1, tutor: 0, cost: [0] },
    ];
    const problem = problemOf(2, [1, 1], 1, arcs);
    const greedy = (): number[] => {
      const used = new Set<number>();
      const chosen: number[] = [];
      for (let tutee = 0; tutee < problem.tuteeCount; tutee++) {
        const own = [0, 1, 2]
          .filter((arc) => arcs[arc]!.tutee === tutee && !used.has(arcs[arc]!.tutor))
          .sort((a, b) => arcs[a]!.cost[0]! - arcs[b]!.cost[0]!);
        if (own[0] === undefined) continue;
        used.add(arcs[own[0]]!.tutor);
        chosen.push(own[0]);
      }
      return chosen;
    };
    expect(greedy()).toEqual([0]);
    expect(chosenArcs(solveAssignment(problem))).toEqual([1, 2]);
  });

  it('takes a worse group only when that places more tutees, and a better one otherwise', () => {
    const problem = problemOf(1, [1, 1], 2, [
      { tutee: 0, tutor: 0, cost: [2, 0] },
      { tutee: 0, tutor: 1, cost: [0, 9] },
    ]);
    // Level 1 decides (0 < 2), whatever level 2 says.
    expect(chosenArcs(solveAssignment(problem))).toEqual([1]);
  });

  it("counts a tutor's cost once per tutee given", () => {
    // Tutor 0 costs 1 per tutee, tutor 1 costs 3 but its arcs cost 1 less: two tutees on tutor 0 cost 2, on tutor 1
    // 4, one on each 3 + 1 - 1 = 3.
    const problem = problemOf(
      2,
      [2, 2],
      1,
      [
        { tutee: 0, tutor: 0, cost: [0] },
        { tutee: 0, tutor: 1, cost: [-1] },
        { tutee: 1, tutor: 0, cost: [0] },
        { tutee: 1, tutor: 1, cost: [-1] },
      ],
      [0, 0],
      [1, 3],
    );
    expect(chosenArcs(solveAssignment(problem))).toEqual([0, 2]);
  });

  it('answers nothing for an empty instance and refuses arcs that name nobody', () => {
    expect(chosenArcs(solveAssignment(problemOf(0, [], 1, [])))).toEqual([]);
    const wrong: AssignmentProblem = { ...problemOf(1, [1], 1, [{ tutee: 0, tutor: 0, cost: [0] }]) };
    wrong.arcTutor = Int32Array.from([1]);
    expect(() => solveAssignment(wrong)).toThrow(RangeError);
  });
});
