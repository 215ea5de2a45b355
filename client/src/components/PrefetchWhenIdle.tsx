import { useEffect } from 'react';

/**
 * Loads the code of what a page leads to once the browser is idle, so following the link waits only for its data:
 * Match on the tutees list opens the match page, whose code took 40-200 ms to fetch and run on the click
 * (docs/benchmarks.md, Match page); a wizard's Submit opens the Submitted page, Save and Continue needs the step
 * rules. `load` must keep its identity across renders.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed fetch is left to what needs it, which says so when it is used.
    const run = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }, [load]);
}

/** usePrefetchWhenIdle where a route or a page lists what it leads to. Renders nothing. */
export function PrefetchWhenIdle({ load }: { load: () => Promise<unknown> }) {
  usePrefetchWhenIdle(load);
  return null;
}
