import type { MatchGroup } from '@tutoring/common';
import { buildArcs, type AvailableTutor, type WaitingTutee } from './arcs.js';
import type { ProposedPair } from './repo.js';
import { solveAssignment } from './solver.js';

/** What a proposal is computed from: the waiting list, the tutors with free places, and the pairs ruled out. */
export interface AssignmentInput {
  /** JSON text of WaitingTutee rows, in waiting order (repo.ts: parsed here, off the event loop) */
  tutees: string;
  /** JSON text of AvailableTutor rows */
  tutors: string;
  /** "tutee:tutor" ids of former, do-not-pair and excluded pairs */
  barred: string[];
  now: Date;
}

/**
 * The chosen pairs, ready to store, and what the run's statistics and unplaced reasons need, by tutee index in the
 * input's waiting order. The pairs come as JSON text and the rest as typed arrays: the server's event loop then
 * neither rebuilds thousands of objects from the thread's message nor writes them out again to store them.
 */
export interface Assignment {
  /** JSON text of ProposedPair rows, in the tutees' waiting order (repo.insertRun) */
  pairs: string;
  /** chosen pairs per group (a group none went to is left out) */
  byGroup: Partial<Record<MatchGroup, number>>;
  /** `placed[t]` is 1 when tutee t has a chosen pair */
  placed: Uint8Array;
  /** `allowed[t]` is 1 when tutee t had an allowed pair */
  allowed: Uint8Array;
}

/**
 * The whole computation of a proposal, from rows to described pairs: the allowed pairs (arcs.ts), the exact solver
 * (solver.ts), and the facts of the chosen pairs. It runs on a worker thread (assignInWorker.ts): at 10,000 tutees
 * building millions of pairs takes as long as a request may, and must not hold the server's event loop.
 */
export function assignTutors(input: AssignmentInput): Assignment {
  const tutees = JSON.parse(input.tutees) as WaitingTutee[];
  const tutors = JSON.parse(input.tutors) as AvailableTutor[];
  const { problem, describe } = buildArcs(tutees, tutors, new Set(input.barred), input.now);
  const tuteeArc = solveAssignment(problem);
  const byGroup: Partial<Record<MatchGroup, number>> = {};
  const placed = new Uint8Array(tutees.length);
  const pairs: ProposedPair[] = [];
  tuteeArc.forEach((arc, tutee) => {
    if (arc < 0) return;
    const { tutor, group, score, reasons } = describe(tutee, arc);
    pairs.push({ tuteeId: tutees[tutee]!.id, tutorId: tutors[tutor]!.id, group, score, reasons });
    byGroup[group] = (byGroup[group] ?? 0) + 1;
    placed[tutee] = 1;
  });
  const allowed = Uint8Array.from({ length: tutees.length }, (_, tutee) =>
    problem.arcStart[tutee + 1]! > problem.arcStart[tutee]! ? 1 : 0,
  );
  return { pairs: JSON.stringify(pairs), byGroup, placed, allowed };
}
