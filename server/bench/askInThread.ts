// One request after another from a thread of its own, until stopped: the latencies a lone staff member would see.
// Timed in the bench's main thread, they also counted its own garbage collections: with a proposal's data in its heap,
// two in three of the staff list's slow requests during a proposal overlapped one (docs/benchmarks.md).
import { Worker } from 'node:worker_threads';
import { BROWSER_ACCEPT_ENCODING } from './pageBytes.js';

export interface Asked {
  /** each request's time, ms */
  times: number[];
  errors: number;
}

// Plain JavaScript, so the thread needs no TypeScript loader and carries nothing but this loop. It asks as a browser
// asks (compressed answers) but reads each answer to its end without decoding it, as autocannon does for the other
// targets. With fetch, decoding and its garbage nearly doubled the p99 the thread saw of the same server (the staff
// list's first page alone: 17-19 ms, against 9-11 ms read undecoded and 7-9 ms by autocannon), and Chromium decodes
// on a network thread of its own.
const ASKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stopping = false;
parentPort.once('message', () => { stopping = true; });
const ask = () =>
  new Promise((resolve) => {
    const request = http.get(workerData.url, { agent, headers: workerData.headers, timeout: 30000 }, (response) => {
      response.once('end', () => resolve(response.statusCode === 200));
      response.once('error', () => resolve(false));
      response.resume();
    });
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', () => resolve(false));
  });
(async () => {
  // A first request, not counted, opens the connection.
  await ask();
  parentPort.postMessage('ready');
  const times = [];
  let errors = 0;
  while (!stopping) {
    const started = performance.now();
    if (!(await ask())) errors += 1;
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
  const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const worker = new Worker(ASKER, { eval: true, workerData: { url, headers } });
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
