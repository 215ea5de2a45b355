import type { ReactNode } from 'react';
import { Button } from 'reactstrap';
import { staffListMessages as m } from './messages';

/** Activate on an inactive record, Deactivate on an active one, plus any page-specific buttons. */
export function StatusActions({
  active,
  name,
  busy,
  onToggle,
  children,
}: {
  active: boolean;
  name: string;
  busy: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="status-actions">
      <Button size="sm" color={active ? 'secondary' : 'success'} outline={active} disabled={busy} onClick={onToggle}>
        {active ? m.deactivate : m.activate}
        <span className="visually-hidden"> {name}</span>
      </Button>
      {children}
    </div>
  );
}
