import { startWorker } from '../workers/startWorker.js';
import type { Assignment, AssignmentInput } from './assignment.js';
import type { AssignmentResult } from './assignmentWorker.js';

/**
 * Computes a proposal on a worker thread of its own, ended when it answers: proposals are run by staff a few times a
 * day, so a thread per run costs nothing that matters, holds no memory between runs, and a runaway run cannot outlive
 * its request. The rows are copied to the worker; only the chosen pairs come back.
 */
export function assignInWorker(input: AssignmentInput): Promise<Assignment> {
  const worker = startWorker(import.meta.url, 'assignmentWorker');
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
