// Garbage collections in this process, so a timing can say which of its slow runs a collection paused.
import { PerformanceObserver } from 'node:perf_hooks';

export interface GcWatch {
  /** whether a collection ran during [started, started + ms] (performance.now() times) */
  overlaps(started: number, ms: number): boolean;
  stop(): void;
}

export function watchGc(): GcWatch {
  const pauses: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    overlaps: (started, ms) => pauses.some((pause) => pause.start < started + ms && pause.end > started),
    stop: () => observer.disconnect(),
  };
}
