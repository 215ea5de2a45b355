// autocannon ships no types; this is the part the reliability tests use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends EventEmitter {
    stop(): void;
  }
  function autocannon(options: Options, done?: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
