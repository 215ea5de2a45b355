import { useId, useRef } from 'react';
import { Alert, Button, Input, Label } from 'reactstrap';
import { CopyButton } from '../../components/CopyButton';
import { staffAccountMessages as m } from './messages';
import type { IssuedPassword } from './staffAccountsSlice';

interface Props {
  issued: IssuedPassword;
  onDone: () => void;
}

/**
 * The one-time password the server just chose, shown this once: the server keeps only its hash, and the page forgets
 * it at "Done" or on leaving.
 */
export function OneTimePasswordNotice({ issued, onDone }: Props) {
  const baseId = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <Alert color="warning" fade={false} className="one-time-password" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className="h6">
        {m.issuedHeading(issued.username)}
      </h2>
      {/* The heading above says it already; the label still names the field for screen readers. */}
      <Label for={`${baseId}-password`} className="visually-hidden">
        {m.oneTimePassword}
      </Label>
      <div className="one-time-password-row">
        <Input
          id={`${baseId}-password`}
          innerRef={field}
          readOnly
          value={issued.password}
          className="font-monospace"
          aria-describedby={`${baseId}-hint`}
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={issued.password} field={field} label={m.copyPassword(issued.username)} texts={m} />
      </div>
      <p id={`${baseId}-hint`} className="mb-2 mt-2">
        {m.issuedHint}
      </p>
      <Button type="button" color="dark" size="sm" onClick={onDone}>
        {m.issuedDone}
      </Button>
    </Alert>
  );
}
