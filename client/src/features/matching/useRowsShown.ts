import { useEffect, useState } from 'react';

/** Rows in the first frame: more than a tall screen holds above the fold. */
export const FIRST_ROWS = 20;
/** Rows added after each frame: a small piece of work, so no frame is long while the list fills. */
const MORE_ROWS = 20;

/**
 * How many of `total` rows to render: a screenful as soon as `list` comes, then more after each frame is painted until
 * all are there. Four groups of up to 100 candidates at once took Chromium 250-450 ms to build, lay out and paint
 * before anything showed (docs/benchmarks.md, Match page); a screenful is painted in one frame.
 */
export function useRowsShown(total: number, list: unknown): number {
  const [progress, setProgress] = useState({ list, shown: FIRST_ROWS });
  // A new list starts again from a screenful (set while rendering, so its first frame is never the old count).
  if (progress.list !== list) setProgress({ list, shown: FIRST_ROWS });
  const shown = progress.list === list ? progress.shown : FIRST_ROWS;

  useEffect(() => {
    if (shown >= total) return;
    // After the next frame (requestAnimationFrame runs before it is painted, the timeout after).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setProgress((now) => ({ list: now.list, shown: now.shown + MORE_ROWS })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);

  return Math.min(shown, total);
}
