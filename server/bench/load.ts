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

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * One request after another, each answer read to the end and counted but never held: autocannon keeps a whole
 * answer as one string, which breaks on the hundreds of megabytes of an unpaged list at a million rows.
 */
async function measureStreamed(scenario: Scenario, settings: LoadSettings): Promise<Omit<Measurement, 'peakRssMb'>> {
  const times: number[] = [];
  let errors = 0;
  const began = performance.now();
  for (let i = 0; i < (scenario.amount ?? 1); i += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`${settings.url}${scenario.request.path ?? '/'}`, {
        method: scenario.request.method,
        headers: scenario.staff ? { cookie: settings.cookie } : {},
        signal: AbortSignal.timeout((scenario.timeout ?? 30) * 1000),
      });
      if (!response.ok || !response.body) errors += 1;
      for await (const chunk of response.body ?? []) void chunk;
    } catch {
      errors += 1;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: times.length,
    reqPerSec: times.length / ((performance.now() - began) / 1000),
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    errors,
  };
}

async function measureWithAutocannon(
  scenario: Scenario,
  settings: LoadSettings,
): Promise<Omit<Measurement, 'peakRssMb'>> {
  const result = await autocannon({
    url: settings.url,
    connections: Math.min(scenario.connections ?? settings.connections, scenario.maxRequests ?? Infinity),
    ...(scenario.amount ? { amount: scenario.amount } : { duration: settings.duration }),
    // autocannon ends a run on its next sample: one a second unless the run is shorter.
    sampleInt: Math.min(1000, settings.duration * 1000),
    maxOverallRequests: scenario.maxRequests,
    timeout: scenario.timeout ?? 30,
    headers: scenario.staff ? { cookie: settings.cookie } : {},
    requests: [scenario.request],
  });
  const answered = result['2xx'] + result.non2xx;
  return {
    name: scenario.name,
    requests: answered,
    reqPerSec: answered / Math.max(result.duration, 0.001),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Samples the server's resident memory every 100 ms until stopped; stop answers the highest seen, MB. */
export function sampleRss(rssMb: () => number | null): { stop(): number | null } {
  let peakRssMb: number | null = null;
  const sample = () => {
    const rss = rssMb();
    if (rss !== null) peakRssMb = Math.max(peakRssMb ?? 0, rss);
  };
  const sampler = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(sampler);
      sample();
      return peakRssMb;
    },
  };
}

/** Drives one endpoint for the given time (or number of requests) while sampling the server's memory. */
export async function measure(scenario: Scenario, settings: LoadSettings): Promise<Measurement> {
  const rss = sampleRss(settings.rssMb);
  try {
    const result = await (scenario.largeAnswers
      ? measureStreamed(scenario, settings)
      : measureWithAutocannon(scenario, settings));
    await drain(settings.url);
    return { ...result, peakRssMb: rss.stop() };
  } finally {
    rss.stop();
  }
}
