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
const ask = () =>
  fetch(workerData.url, { headers: { cookie: workerData.cookie }, signal: AbortSignal.timeout(30000) });
(async () => {
  // A first request, not counted, opens the connection and warms the thread's fetch (about 100 ms cold).
  await ask().then((response) => response.arrayBuffer(), () => undefined);
  parentPort.postMessage('ready');
  const times = [];
  let errors = 0;
  while (!stopping) {
    const started = performance.now();
    try {
      const response = await ask();
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

/**
 * Starts asking `url` with the session `cookie` and answers once the thread asks in earnest; stop() ends the loop
 * after its request and answers the times.
 */
export async function startAsking(url: string, cookie: string): Promise<{ stop(): Promise<Asked> }> {
  const worker = new Worker(ASKER, { eval: true, workerData: { url, cookie } });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const next = <T>() => Promise.race([new Promise<T>((resolve) => worker.once('message', resolve)), failed]);
  await next<'ready'>();
  const answered = next<Asked>();
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
