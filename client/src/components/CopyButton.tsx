import { useEffect, useState, type RefObject } from 'react';
import { Button } from 'reactstrap';
import './CopyButton.css';

export interface CopyTexts {
  copy: string;
  copied: string;
  copyFailed: string;
}

/** Legacy copy for browsers without the async Clipboard API (or without permission): select the text, copy it. */
function copyBySelecting(field: HTMLTextAreaElement | HTMLInputElement | null): boolean {
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** Copies the text and says 'Copied!'; if the browser refuses, the text stays selected for Ctrl+C. */
export function CopyButton({
  text,
  field,
  label,
  texts: m,
}: {
  text: string;
  /** the field showing the text, selected for Ctrl+C when the browser refuses to copy */
  field: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  label: string;
  texts: CopyTexts;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState(copyBySelecting(field.current) ? 'copied' : 'failed');
    }
  };

  return (
    <div className="copy-control">
      <Button type="button" color="primary" outline size="sm" onClick={() => void copy()} aria-label={label}>
        {m.copy}
      </Button>
      <span role="status" className={state === 'failed' ? 'copy-status text-danger' : 'copy-status text-success'}>
        {state === 'copied' ? m.copied : state === 'failed' ? m.copyFailed : ''}
      </span>
    </div>
  );
}
