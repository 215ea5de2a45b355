// A worker thread that solves one assignment (solveInWorker.ts): the solver's seconds at large instances block this
// thread only, never the server's event loop.
import { parentPort } from 'node:worker_threads';
import { solveAssignment, type AssignmentProblem } from './solver.js';

export type SolverResult = { ok: true; chosen: Int32Array } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('solverWorker.ts runs as a worker thread (solveInWorker.ts)');

port.once('message', (problem: AssignmentProblem) => {
  let result: SolverResult;
  try {
    result = { ok: true, chosen: solveAssignment(problem) };
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result, result.ok ? [result.chosen.buffer as ArrayBuffer] : []);
});
