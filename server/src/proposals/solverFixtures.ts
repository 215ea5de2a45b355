import { arcCostAt, type AssignmentProblem } from './solver.js';

/** One arc of a test instance: its tutee, tutor and cost levels (each arc its own class). */
export interface TestArc {
  tutee: number;
  tutor: number;
  cost: readonly number[];
}

/**
 * A problem from arcs listed with their own costs (each its own class, so at most 256 arcs) and optional per-tutee
 * and per-tutor costs; arc indices follow the tutees' order, then the list's.
 */
export function problemOf(
  tuteeCount: number,
  places: readonly number[],
  levels: number,
  arcs: readonly TestArc[],
  tuteeCost: readonly number[] = new Array<number>(tuteeCount * levels).fill(0),
  tutorCost: readonly number[] = new Array<number>(places.length * levels).fill(0),
): AssignmentProblem {
  const sorted = [...arcs].sort((a, b) => a.tutee - b.tutee);
  const arcStart = new Int32Array(tuteeCount + 1);
  for (const arc of sorted) arcStart[arc.tutee + 1]! += 1;
  for (let t = 0; t < tuteeCount; t++) arcStart[t + 1]! += arcStart[t]!;
  return {
    tuteeCount,
    places: Int32Array.from(places),
    levels,
    arcStart,
    arcTutor: Int32Array.from(sorted, (arc) => arc.tutor),
    arcClass: Uint8Array.from(sorted, (_arc, index) => index),
    classCost: Float64Array.from(sorted.flatMap((arc) => arc.cost)),
    tuteeCost: Float64Array.from(tuteeCost),
    tutorCost: Float64Array.from(tutorCost),
  };
}

/** Each tutee's arcs' tutee, by arc index. */
export function arcTutees(problem: AssignmentProblem): Int32Array {
  const tutees = new Int32Array(problem.arcTutor.length);
  for (let t = 0; t < problem.tuteeCount; t++) tutees.fill(t, problem.arcStart[t], problem.arcStart[t + 1]);
  return tutees;
}

/** Objective of chosen arcs: minus the tutees placed, then each level's summed cost; lexicographically less is better. */
export function objective(problem: AssignmentProblem, arcs: readonly number[]): number[] {
  const tutees = arcTutees(problem);
  const sums = new Array<number>(problem.levels).fill(0);
  for (const arc of arcs) for (let k = 0; k < problem.levels; k++) sums[k]! += arcCostAt(problem, tutees[arc]!, arc, k);
  return [-arcs.length, ...sums];
}

/** The arcs of the solver's answer (each tutee's arc, -1 for none). */
export const chosenArcs = (tuteeArc: Int32Array): number[] => [...tuteeArc].filter((arc) => arc >= 0);

/** A small seeded generator, so a failing instance can be reproduced from its seed. */
export function random(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}
