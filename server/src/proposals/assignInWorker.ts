import { startWorker } from '../workers/startWorker.js';
import type { Assignment, AssignmentInput } from './assignment.js';
import type { AssignmentResult } from './assignmentWorker.js';

/**
 * The solver keeps its millions of pairs in typed arrays, outside the JS heap, and makes little garbage: a small young
 * generation is enough, where V8 would size it by the machine's memory (64 MB on a 24 GB one). A first proposal for
 * 10,000 waiting tutees, in a process of its own: peak RSS 267 -> 233 MB.
 */
const SOLVER_LIMITS = { maxYoungGenerationSizeMb: 4 };

/**
 * Computes a proposal on a worker thread of its own, ended when it answers: proposals are run by staff a few times a
 * day, so a thread per run costs nothing that matters, holds no memory between runs, and a runaway run cannot outlive
 * its request. The rows go to the worker as the database's JSON text; the chosen pairs come back as JSON text to store.
 */
export function assignInWorker(input: AssignmentInput): Promise<Assignment> {
  const worker = startWorker(import.meta.url, 'assignmentWorker', SOLVER_LIMITS);
  return new Promise<Assignment>((resolve, reject) => {
    worker.once('message', (result: AssignmentResult) => {
      if (result.ok) resolve(result.assignment);
      else reject(new Error(`the proposal solver failed: ${result.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the proposal solver exited (${code})`)));
    worker.postMessage(input);
  }).finally(() => void worker.terminate());
}
