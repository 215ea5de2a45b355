import { FormGroup, Input, Label } from 'reactstrap';
import { DO_NOT_PAIR_REASON_MAX } from '@tutoring/common';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (reason: string) => void;
  className?: string;
}

/** The reason a tutor must never be offered to a tutee, as the do-not-pair list keeps it (required, bounded). */
export function DoNotPairReasonField({ id, label, value, onChange, className }: Props) {
  return (
    <FormGroup noMargin className={className}>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type="textarea"
        rows={3}
        required
        maxLength={DO_NOT_PAIR_REASON_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormGroup>
  );
}
