// One request after another from a thread of its own, until stopped: the latencies a lone staff member would see.
// Timed in the bench's main thread, they also counted its own garbage collections: with a proposal's data in its heap,
// two in three of the staff list's slow requests during a proposal overlapped one (docs/benchmarks.md).
import { Worker } from 'node:worker_threads';

export interface Asked {
  /** each request's time, ms */
  times: number[];
  errors: number;
}

// Plain JavaScript, so the thread needs no TypeScript loader and carries nothing but this loop.
const ASKER = `
const { parentPort, workerData } = require('node:worker_threads');
let stopping = false;
parentPort.once('message', () => { stopping = true; });
(async () => {
  const times = [];
  let errors = 0;
  while (!stopping) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url, {
        headers: { cookie: workerData.cookie },
        signal: AbortSignal.timeout(30000),
      });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    times.push(performance.now() - started);
  }
  parentPort.postMessage({ times, errors });
})();
`;

/** Starts asking `url` with the session `cookie`; stop() ends the loop after its request and answers the times. */
export function startAsking(url: string, cookie: string): { stop(): Promise<Asked> } {
  const worker = new Worker(ASKER, { eval: true, workerData: { url, cookie } });
  const answered = new Promise<Asked>((resolve, reject) => {
    worker.once('message', (asked: Asked) => resolve(asked));
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return await answered;
      } finally {
        await worker.terminate();
      }
    },
  };
}
