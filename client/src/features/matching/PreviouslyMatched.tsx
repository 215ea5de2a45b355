import { matchMessages as m } from './messages';
import './lifecycle.css';

/** "Previously matched with ..." on a tutee whose earlier matches ended; nothing for a first match. */
export function PreviouslyMatched({ names }: { names: readonly string[] | undefined }) {
  if (!names || names.length === 0) return null;
  return <p className="previously-matched">{m.previouslyMatched(names)}</p>;
}
