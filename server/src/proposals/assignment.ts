import { buildArcs, type AvailableTutor, type PairFacts, type WaitingTutee } from './arcs.js';
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

/** The chosen pairs by tutee and tutor index, with their facts; `allowed[t]` is 1 when tutee t had an allowed pair. */
export interface Assignment {
  chosen: (PairFacts & { tutee: number; tutor: number })[];
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
  const chosen = [...tuteeArc].flatMap((arc, tutee) => (arc < 0 ? [] : [{ tutee, ...describe(tutee, arc) }]));
  const allowed = Uint8Array.from({ length: tutees.length }, (_, tutee) =>
    problem.arcStart[tutee + 1]! > problem.arcStart[tutee]! ? 1 : 0,
  );
  return { chosen, allowed };
}
