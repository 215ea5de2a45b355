import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, Input, Label, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import type { ProposalPair } from '@tutoring/common';
import { DialogTitle } from '../../components/DialogTitle';
import { DoNotPairReasonField } from '../../components/DoNotPairReasonField';
import { proposalMessages as m } from './messages';

interface Props {
  pair: ProposalPair | null;
  onReject: (pair: ProposalPair, doNotPairReason: string | null) => void;
  onClose: () => void;
}

const tuteeName = (pair: ProposalPair) => `${pair.tutee_first_name} ${pair.tutee_last_name}`;
const tutorName = (pair: ProposalPair) => `${pair.tutor_first_name} ${pair.tutor_last_name}`;

/** Rejecting a proposed pair, optionally putting the tutor on the tutee's do-not-pair list with a reason. */
export function RejectPairModal({ pair, onReject, onClose }: Props) {
  const [barring, setBarring] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pair || (barring && !reason.trim())) return;
    onReject(pair, barring ? reason.trim() : null);
  };
  return (
    <Dialog
      isOpen={pair !== null}
      toggle={onClose}
      onClosed={() => {
        setBarring(false);
        setReason('');
      }}
      labelledBy={`${id}-title`}
    >
      <form onSubmit={submit} noValidate>
        <ModalHeader toggle={onClose} tag="h2">
          <DialogTitle id={`${id}-title`}>{pair && m.rejectTitle(tuteeName(pair), tutorName(pair))}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p>{m.rejectExplain}</p>
          <FormGroup check>
            <Input
              id={`${id}-bar`}
              type="checkbox"
              checked={barring}
              onChange={(event) => setBarring(event.target.checked)}
            />
            <Label check for={`${id}-bar`}>
              {m.alsoDoNotPair}
            </Label>
          </FormGroup>
          {barring && (
            <DoNotPairReasonField
              id={`${id}-reason`}
              label={m.doNotPairReason}
              value={reason}
              onChange={setReason}
              className="mt-2"
            />
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" color="danger" disabled={barring && !reason.trim()}>
            {m.rejectConfirm}
          </Button>
        </ModalFooter>
      </form>
    </Dialog>
  );
}

export { tuteeName, tutorName };
