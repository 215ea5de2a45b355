// A worker thread that computes one proposal (assignInWorker.ts): building the pairs and solving take seconds at
// large waiting lists, on this thread only, never the server's event loop.
import { parentPort } from 'node:worker_threads';
import { assignTutors, type Assignment, type AssignmentInput } from './assignment.js';

export type AssignmentResult = { ok: true; assignment: Assignment } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('assignmentWorker.ts runs as a worker thread (assignInWorker.ts)');

port.once('message', (input: AssignmentInput) => {
  let result: AssignmentResult;
  try {
    result = { ok: true, assignment: assignTutors(input) };
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const moved = result.ok ? [result.assignment.placed.buffer, result.assignment.allowed.buffer] : [];
  port.postMessage(result, moved as ArrayBuffer[]);
});
