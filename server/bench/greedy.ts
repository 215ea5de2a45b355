// What the proposals' exact solver is compared with: one tutee at a time in waiting order, as staff matching by
// hand would go, each given its best tutor with a free place left. Pure, over the solver's own problem (arcs.ts).
import { MATCH_GROUPS, type MatchGroup } from '@tutoring/common';
import type { AssignmentProblem } from '../src/proposals/solver.js';

/** Whether arc a's cost levels are lexicographically less than arc b's (the solver's order, lower is better). */
function cheaper(problem: AssignmentProblem, a: number, b: number): boolean {
  const { arcCost, levels } = problem;
  for (let k = 0; k < levels; k++) {
    const difference = arcCost[a * levels + k]! - arcCost[b * levels + k]!;
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
  const best = new Int32Array(problem.tuteeCount).fill(-1);
  const arcsOf: number[][] = Array.from({ length: problem.tuteeCount }, () => []);
  problem.arcTutee.forEach((tutee, arc) => arcsOf[tutee]!.push(arc));
  const chosen: number[] = [];
  arcsOf.forEach((arcs, tutee) => {
    for (const arc of arcs) {
      if (left[problem.arcTutor[arc]!]! <= 0) continue;
      if (best[tutee]! < 0 || cheaper(problem, arc, best[tutee]!)) best[tutee] = arc;
    }
    if (best[tutee]! < 0) return;
    left[problem.arcTutor[best[tutee]!]!]! -= 1;
    chosen.push(best[tutee]!);
  });
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
