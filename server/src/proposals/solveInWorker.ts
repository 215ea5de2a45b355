import { startWorker } from '../workers/startWorker.js';
import type { AssignmentProblem } from './solver.js';
import type { SolverResult } from './solverWorker.js';

/**
 * Solves the assignment on a worker thread of its own, ended when it answers: proposals are run by staff a few times
 * a day, so a thread per run costs nothing that matters, holds no memory between runs, and a runaway solve cannot
 * outlive its request. The arrays are copied to the worker (a few bytes per pair): the caller still reads the arcs to
 * describe the chosen pairs.
 */
export function solveInWorker(problem: AssignmentProblem): Promise<Int32Array> {
  const worker = startWorker(import.meta.url, 'solverWorker');
  return new Promise<Int32Array>((resolve, reject) => {
    worker.once('message', (result: SolverResult) => {
      if (result.ok) resolve(result.chosen);
      else reject(new Error(`the proposal solver failed: ${result.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the proposal solver exited (${code})`)));
    worker.postMessage(problem);
  }).finally(() => void worker.terminate());
}
