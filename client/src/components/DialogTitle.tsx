import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A dialog's title, which takes focus when the dialog opens: a screen reader starts at the title, and a keyboard
 * user sees where focus went (reactstrap would focus the whole-window .modal layer, which shows no focus ring).
 * reactstrap returns focus to the opener when the dialog closes.
 */
export function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  // Runs after reactstrap's own focus call in the same commit, so the title keeps focus.
  useEffect(() => ref.current?.focus(), []);
  return (
    <span id={id} ref={ref} tabIndex={-1} className="dialog-title">
      {children}
    </span>
  );
}
