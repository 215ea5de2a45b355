import autocannon from 'autocannon';
import type { Scenario } from './scenarios.js';

export interface Measurement {
  name: string;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** connection errors, timeouts and answers other than 2xx */
  errors: number;
  /** highest server resident memory seen during the run, MB */
  peakRssMb: number | null;
}

export interface LoadSettings {
  url: string;
  cookie: string;
  duration: number;
  connections: number;
  rssMb: () => number | null;
}

/**
 * autocannon stops at the deadline but the server finishes what it had started; on PGlite (one
 * session) that would delay the next endpoint's requests. One bare request waits until it has.
 */
async function drain(url: string): Promise<void> {
  await fetch(`${url}/api/bench/select?id=1`).then((response) => response.arrayBuffer());
}

/** Drives one endpoint for the given time while sampling the server's memory. */
export async function measure(scenario: Scenario, settings: LoadSettings): Promise<Measurement> {
  let peakRssMb: number | null = null;
  const sample = () => {
    const rss = settings.rssMb();
    if (rss !== null) peakRssMb = Math.max(peakRssMb ?? 0, rss);
  };
  const sampler = setInterval(sample, 100);
  try {
    const result = await autocannon({
      url: settings.url,
      connections: Math.min(scenario.connections ?? settings.connections, scenario.maxRequests ?? Infinity),
      ...(scenario.amount ? { amount: scenario.amount } : { duration: settings.duration }),
      maxOverallRequests: scenario.maxRequests,
      timeout: scenario.timeout ?? 30,
      headers: scenario.staff ? { cookie: settings.cookie } : {},
      requests: [scenario.request],
    });
    await drain(settings.url);
    sample();
    const answered = result['2xx'] + result.non2xx;
    return {
      name: scenario.name,
      requests: answered,
      reqPerSec: answered / Math.max(result.duration, 0.001),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      peakRssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
