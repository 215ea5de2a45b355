import { describe, expect, it } from 'vitest';
import { solveAssignment, type AssignmentProblem } from '../src/proposals/solver.js';
import { chosenArcs, problemOf } from '../src/proposals/solverFixtures.js';
import { formatMix, greedyAssignment, groupMix } from './greedy.js';

const problem = (places: number[], arcs: [tutee: number, tutor: number, ...costs: number[]][], levels: number) =>
  problemOf(
    1 + Math.max(-1, ...arcs.map((arc) => arc[0])),
    places,
    levels,
    arcs.map(([tutee, tutor, ...cost]) => ({ tutee, tutor, cost })),
  );

describe('greedyAssignment', () => {
  it('gives each tutee in turn its cheapest free tutor, so an earlier tutee can take a later one’s only tutor', () => {
    // Tutee 0 prefers tutor 0 (group A) over tutor 1 (D); tutee 1 can only have tutor 0.
    const instance: AssignmentProblem = problem(
      [1, 1],
      [
        [0, 0, 0],
        [0, 1, 3],
        [1, 0, 0],
      ],
      1,
    );
    expect(greedyAssignment(instance)).toEqual([0]);
    expect(chosenArcs(solveAssignment(instance))).toEqual([1, 2]);
  });

  it('compares cost levels in order, the first that differs deciding, and ties go to the earlier arc', () => {
    const instance = problem(
      [1, 1, 1],
      [
        [0, 0, 0, 5],
        [0, 1, 0, 4],
        [0, 2, 1, 0],
      ],
      2,
    );
    expect(greedyAssignment(instance)).toEqual([1]);
    expect(
      greedyAssignment(
        problem(
          [1, 1],
          [
            [0, 0, 2],
            [0, 1, 2],
          ],
          1,
        ),
      ),
    ).toEqual([0]);
  });

  it('gives a tutor no more tutees than its places and leaves a tutee without arcs out', () => {
    const instance = problem(
      [2, 0],
      [
        [0, 0, 0],
        [1, 1, 0],
        [2, 0, 0],
        [3, 0, 0],
      ],
      1,
    );
    expect(greedyAssignment(instance)).toEqual([0, 2]);
    expect(greedyAssignment(problem([], [], 1))).toEqual([]);
  });
});

describe('groupMix', () => {
  it('counts pairs per group, every group named', () => {
    const mix = groupMix(['A', 'C', 'A']);
    expect(mix).toEqual({ A: 2, B: 0, C: 1, D: 0 });
    expect(formatMix(mix)).toBe('A 2 / B 0 / C 1 / D 0');
  });
});
