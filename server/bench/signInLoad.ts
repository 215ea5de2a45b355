// GET /api/config while many wrong-password sign-ins run at once, each client from its own address (issue 17,
// item 1): the password hashing of the sign-ins must not starve other requests. The bench server trusts one
// proxy hop (TRUST_PROXY=1) so each client's X-Forwarded-For is its address, as behind a load balancer.
import { percentile, sampleRss, type Measurement } from './load.js';

export const SIGN_IN_LOAD_CLIENTS = 50;
export const SIGN_IN_LOAD_NAME = `GET /api/config during ${SIGN_IN_LOAD_CLIENTS} parallel wrong-password sign-ins`;

/** One client: wrong-password sign-ins one after another from its own address, each for a name of its own. */
async function guessUntil(
  url: string,
  client: number,
  stop: AbortSignal,
  counts: { signIns: number; refused: number },
): Promise<void> {
  while (!stop.aborted) {
    try {
      const response = await fetch(`${url}/api/user/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.17.${Math.floor(client / 250)}.${(client % 250) + 1}`,
        },
        // A name per client: the per-username delay (item 3) would otherwise refuse most attempts before any hashing.
        body: JSON.stringify({ username: `guess-${client}`, password: 'not the password' }),
        signal: stop,
      });
      await response.arrayBuffer();
      if (response.status === 401) counts.signIns += 1;
      else counts.refused += 1;
    } catch {
      // aborted at the end of the run
    }
  }
}

/**
 * Starts the sign-in clients, gives them a moment to fill the server's queue, then asks for GET /api/config one
 * request after another for the run time (one user waiting for a page) and reports its latencies.
 */
export async function measureConfigDuringSignIns(
  url: string,
  durationSeconds: number,
  rssMb: () => number | null,
): Promise<Measurement & { signIns: number; refused: number }> {
  const stop = new AbortController();
  const counts = { signIns: 0, refused: 0 };
  const clients = Array.from({ length: SIGN_IN_LOAD_CLIENTS }, (_, i) => guessUntil(url, i, stop.signal, counts));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const times: number[] = [];
  let errors = 0;
  const rss = sampleRss(rssMb);
  const began = performance.now();
  while (performance.now() - began < durationSeconds * 1000) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/config`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    times.push(performance.now() - started);
  }
  const elapsed = (performance.now() - began) / 1000;
  stop.abort();
  await Promise.all(clients);
  times.sort((a, b) => a - b);
  return {
    name: SIGN_IN_LOAD_NAME,
    requests: times.length,
    reqPerSec: times.length / elapsed,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    errors,
    peakRssMb: rss.stop(),
    ...counts,
  };
}
