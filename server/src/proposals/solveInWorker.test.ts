import { describe, expect, it } from 'vitest';
import { solveInWorker } from './solveInWorker.js';
import { chosenArcs, problemOf } from './solverFixtures.js';

const arcs = [
  { tutee: 0, tutor: 0, cost: [0] },
  { tutee: 0, tutor: 1, cost: [3] },
  { tutee: 1, tutor: 0, cost: [0] },
];

describe('solveInWorker', () => {
  it('answers the solver’s assignment from a worker thread', async () => {
    expect(chosenArcs(await solveInWorker(problemOf(2, [1, 1], 1, arcs)))).toEqual([1, 2]);
  });

  it('passes the solver’s refusal on as a rejection', async () => {
    const problem = problemOf(2, [1, 1], 1, arcs);
    problem.arcTutor = Int32Array.from([0, 3, 0]);
    await expect(solveInWorker(problem)).rejects.toThrow(/names no tutor/);
  });
});
