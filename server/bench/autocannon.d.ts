// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** milliseconds between samples (default 1000); a run ends on a sample */
    sampleInt?: number;
    amount?: number;
    maxOverallRequests?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }

  export interface Result {
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
