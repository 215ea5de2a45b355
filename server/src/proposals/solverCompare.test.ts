import { describe, expect, it } from 'vitest';
import { arcCostAt, solveAssignment } from './solver.js';
import { solveAssignment as solveBySsp } from './solverSsp.js';
import { arcTutees, chosenArcs, objective, random } from './solverFixtures.js';
import type { AssignmentProblem } from './solver.js';

/** 200 tutees x 100 tutors shaped like the proposals: 16 classes, tutee and tutor levels, 1-3 places. */
function largeProblem(seed: number): AssignmentProblem {
  const next = random(seed);
  const L = 8;
  const tutees = 200;
  const tutors = 100;
  const classCost = new Float64Array(16 * L);
  for (let c = 0; c < 16; c++) {
    if (c >> 2 < 3) classCost[c * L + (c >> 2)] = -1;
    classCost[c * L + 3] = (c >> 1) & 1;
    classCost[c * L + 4] = c & 1;
  }
  const tuteeCost = new Float64Array(tutees * L);
  for (let t = 0; t < tutees; t++) tuteeCost[t * L + 5] = -next(60);
  const tutorCost = new Float64Array(tutors * L);
  for (let r = 0; r < tutors; r++) {
    tutorCost[r * L + 6] = next(4) === 0 ? 1_000_000 : next(30);
    tutorCost[r * L + 7] = -next(60);
  }
  const arcStart = new Int32Array(tutees + 1);
  const arcTutor: number[] = [];
  const arcClass: number[] = [];
  for (let t = 0; t < tutees; t++) {
    const base = next(tutors);
    for (let r = 0; r < tutors; r++) {
      if (next(100) >= 12 || Math.abs(r - base) > 30) continue;
      arcTutor.push(r);
      arcClass.push(next(16));
    }
    arcStart[t + 1] = arcTutor.length;
  }
  return {
    tuteeCount: tutees,
    places: Int32Array.from({ length: tutors }, () => 1 + next(3)),
    levels: L,
    arcStart,
    arcTutor: Int32Array.from(arcTutor),
    arcClass: Uint8Array.from(arcClass),
    classCost,
    tuteeCost,
    tutorCost,
  };
}

describe('solveAssignment against the successive-shortest-path solver it replaced', () => {
  it('reaches the same objective on 20 instances of 200 tutees x 100 tutors', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const problem = largeProblem(seed);
      const tutees = arcTutees(problem);
      const arcCosts = new Float64Array(problem.arcTutor.length * problem.levels);
      for (let arc = 0; arc < problem.arcTutor.length; arc++)
        for (let k = 0; k < problem.levels; k++)
          arcCosts[arc * problem.levels + k] = arcCostAt(problem, tutees[arc]!, arc, k);
      const old = solveBySsp({
        tuteeCount: problem.tuteeCount,
        places: problem.places,
        arcTutee: tutees,
        arcTutor: problem.arcTutor,
        arcCost: arcCosts,
        levels: problem.levels,
      });
      expect(objective(problem, chosenArcs(solveAssignment(problem))), `seed ${seed}`).toEqual(
        objective(problem, [...old]),
      );
    }
  });
});
