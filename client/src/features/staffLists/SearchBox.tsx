import { useEffect, useId, useRef, useState } from 'react';
import { Input, Label } from 'reactstrap';
import { staffListMessages as m } from './messages';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  /** what the field searches; the staff lists' name, email and school by default */
  label?: string;
  placeholder?: string;
}

/** A search field that reports its text once typing pauses; keystrokes stay in component state. */
export function SearchBox({ value, onSearch, label = m.search, placeholder = m.searchPlaceholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return undefined;
    const timer = setTimeout(() => latest.current(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="review-search" role="search">
      <Label for={id} className="form-label small fw-semibold mb-1">
        {label}
      </Label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
