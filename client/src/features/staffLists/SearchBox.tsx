import { useEffect, useId, useRef, useState } from 'react';
import { Input, Label } from 'reactstrap';
import { staffListMessages as m } from './messages';

const DEBOUNCE_MS = 300;

/** A search field that reports its text once typing pauses; keystrokes stay in component state. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return undefined;
    const timer = setTimeout(() => latest.current(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="review-search" role="search">
      <Label for={id} className="form-label small fw-semibold mb-1">
        {m.search}
      </Label>
      <Input id={id} type="search" value={text} placeholder={m.searchPlaceholder} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
