import { useEffect } from 'react';

/**
 * Loads the code of what a page leads to once the browser is idle, so following the link waits only for its data:
 * Match on the tutees list opens the match page, whose code took 40-200 ms to fetch and run on the click
 * (docs/benchmarks.md, Match page); a wizard's Submit opens the Submitted page. Renders nothing.
 */
export function PrefetchWhenIdle({ load }: { load: () => Promise<unknown> }) {
  useEffect(() => {
    // A failed fetch is left to the page itself, which says so when it is opened.
    const run = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }, [load]);
  return null;
}
