import { useId, useState, type FormEvent } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import './doNotPairFeature';
import { doNotPairAddRequested, doNotPairDialogClosed, selectDoNotPair } from './doNotPairSlice';
import { matchMessages } from './messages';
import { staffMessages } from '../../i18n/staffText';
import { DialogTitle } from '../../components/DialogTitle';
import { DoNotPairReasonField } from '../../components/DoNotPairReasonField';

// Read when shown, so the texts come from the staff catalogue loaded by then.
const m = staffMessages(() => matchMessages.doNotPairDialog);

/** 'Do not pair': the reason the tutor must never be offered to this tutee. */
export function DoNotPairModal({ tuteeName }: { tuteeName: string }) {
  const dispatch = useAppDispatch();
  const { barring, saving, error } = useAppSelector(selectDoNotPair);
  const [reason, setReason] = useState('');
  const id = useId();
  const close = () => dispatch(doNotPairDialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (barring && reason.trim())
      dispatch(doNotPairAddRequested({ tuteeId: barring.tuteeId, tutorId: barring.tutorId, reason: reason.trim() }));
  };
  return (
    <Dialog isOpen={barring !== null} toggle={close} onClosed={() => setReason('')} labelledBy={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <ModalHeader toggle={close} tag="h2">
          <DialogTitle id={`${id}-title`}>{m.title}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p>{barring && m.intro(barring.tutorName, tuteeName)}</p>
          <FormAlert message={error} />
          <DoNotPairReasonField id={`${id}-reason`} label={m.reason} value={reason} onChange={setReason} />
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={close}>
            {m.cancel}
          </Button>
          <Button type="submit" color="danger" disabled={saving || !reason.trim()}>
            {saving ? m.saving : m.confirm}
          </Button>
        </ModalFooter>
      </form>
    </Dialog>
  );
}
