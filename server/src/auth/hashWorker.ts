// A worker thread of the hash pool (hashPool.ts): bcrypt work here blocks this thread only, never the server's.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

export type HashRequest =
  { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
export type HashJob = HashRequest & { id: number };
export type HashResult = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('hashWorker.ts runs as a worker thread of the hash pool');

// On Linux a nice value belongs to the thread that sets it (setpriority on pid 0), so this lowers this worker only:
// when the CPU is short, the event loop answering other requests goes first and hashing waits. Elsewhere it would
// lower the whole process, so it is left alone there.
if (process.platform === 'linux') {
  try {
    os.setPriority(0, 10);
  } catch {
    // not permitted in this environment: hashing at normal priority still runs off the event loop
  }
}

port.on('message', (job: HashJob) => {
  let result: HashResult;
  try {
    const value =
      job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    result = { id: job.id, ok: true, value };
  } catch (error) {
    result = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result);
});
