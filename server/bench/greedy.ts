// What the proposals' exact solver is compared with: one tutee at a time in waiting order, as staff matching by
// hand would go, each given its best tutor with a free place left. Pure, over the solver's own problem (arcs.ts).
import { MATCH_GROUPS, type MatchGroup } from '@tutoring/common';
import { arcCostAt, type AssignmentProblem } from '../src/proposals/solver.js';

/** Whether the tutee's arc a is lexicographically cheaper than its arc b (the solver's order, lower is better). */
function cheaper(problem: AssignmentProblem, tutee: number, a: number, b: number): boolean {
  for (let k = 0; k < problem.levels; k++) {
    const difference = arcCostAt(problem, tutee, a, k) - arcCostAt(problem, tutee, b, k);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/**
 * The greedy pass: tutees in the problem's order (the waiting order, longest waiting first), each taking its arc of
 * least cost whose tutor still has a place, ties to the earlier arc. Answers the chosen arcs in tutee order.
 */
export function greedyAssignment(problem: AssignmentProblem): number[] {
  const left = Int32Array.from(problem.places);
  const chosen: number[] = [];
  for (let tutee = 0; tutee < problem.tuteeCount; tutee++) {
    let best = -1;
    for (let arc = problem.arcStart[tutee]!; arc < problem.arcStart[tutee + 1]!; arc++) {
      if (left[problem.arcTutor[arc]!]! <= 0) continue;
      if (best < 0 || cheaper(problem, tutee, arc, best)) best = arc;
    }
    if (best < 0) continue;
    left[problem.arcTutor[best]!]! -= 1;
    chosen.push(best);
  }
  return chosen;
}

export type GroupMix = Record<MatchGroup, number>;

/** Pairs per candidate group. */
export function groupMix(groups: Iterable<MatchGroup>): GroupMix {
  const mix = Object.fromEntries(MATCH_GROUPS.map((group) => [group, 0])) as GroupMix;
  for (const group of groups) mix[group] += 1;
  return mix;
}

export const formatMix = (mix: GroupMix) => MATCH_GROUPS.map((group) => `${group} ${mix[group]}`).join(' / ');
