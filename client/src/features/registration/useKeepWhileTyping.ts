import { useCallback, useEffect, useRef } from 'react';

/** Long enough to skip most keystrokes, short enough that little is lost if the browser is killed outright. */
const KEEP_DELAY_MS = 400;

/**
 * Hands the form's values to keep once typing pauses, and at once when the page is hidden or left (pagehide) or the
 * step is left (unmounted), so neither a reload nor Back loses the last keystrokes. cancel(): Save and Continue
 * stores the step itself.
 */
export function useKeepWhileTyping<V>(values: V, keep: (values: V) => void): { cancel: () => void } {
  const keepRef = useRef(keep);
  const kept = useRef(values);
  const pending = useRef<{ values: V; timer: number } | null>(null);

  useEffect(() => {
    keepRef.current = keep;
  });

  const cancel = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    cancel();
    kept.current = waiting.values;
    keepRef.current(waiting.values);
  }, [cancel]);

  useEffect(() => {
    if (values === kept.current) return;
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = { values, timer: window.setTimeout(flush, KEEP_DELAY_MS) };
  }, [values, flush]);

  useEffect(() => {
    // Mobile browsers may discard a page in the background without pagehide; hiding it is the last sure moment.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return { cancel };
}
