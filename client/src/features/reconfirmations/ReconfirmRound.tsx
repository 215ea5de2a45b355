import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, FormText, Input, Label, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { formatDate, type ReconfirmationRoundInput } from '@tutoring/common';
import { DialogTitle } from '../../components/DialogTitle';
import { FormAlert } from '../../components/FormAlert';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { reconfirmationMessages as m } from './messages';
import './reconfirmationsFeature';
import { roundDialogClosed, roundDialogOpened, roundRequested, selectReconfirmations } from './reconfirmationsSlice';

/** Today as the date input writes it (yyyy-mm-dd), in the staff member's time zone. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The round's request: today sends now (no sendAt); a later day at 8:00 local time. */
export function roundRequest(choice: { tutees: boolean; tutors: boolean }, sendOn: string): ReconfirmationRoundInput {
  if (sendOn === '' || sendOn <= today()) return choice;
  return { ...choice, sendAt: new Date(`${sendOn}T08:00`).toISOString() };
}

/**
 * "Ask who is still waiting…": a button whose dialog says what a reconfirmation round does and sends it
 * (POST /api/reconfirmations), then a status line with how many were asked and when the reminder goes.
 */
export function ReconfirmRound() {
  const dispatch = useAppDispatch();
  const { dialogOpen, sending, error, queued } = useAppSelector(selectReconfirmations);
  const [choice, setChoice] = useState({ tutees: true, tutors: true });
  const [sendOn, setSendOn] = useState(today);
  const id = useId();
  const close = () => dispatch(roundDialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(roundRequested(roundRequest(choice, sendOn)));
  };
  const option = (key: 'tutees' | 'tutors', label: string) => (
    <FormGroup check>
      <Input
        id={`${id}-${key}`}
        type="checkbox"
        checked={choice[key]}
        onChange={(e) => setChoice({ ...choice, [key]: e.target.checked })}
      />
      <Label check for={`${id}-${key}`}>
        {label}
      </Label>
    </FormGroup>
  );
  return (
    <div className="mb-3">
      <p role="status" className={queued ? 'alert alert-success' : 'visually-hidden'}>
        {queued
          ? m.queued(queued.tutees, queued.tutors, formatDate(queued.remind_at), formatDate(queued.expires_at))
          : ''}
      </p>
      <Button color="primary" outline size="sm" onClick={() => dispatch(roundDialogOpened())}>
        {m.start}
      </Button>
      <Dialog isOpen={dialogOpen} toggle={close} labelledBy={`${id}-title`}>
        <form onSubmit={submit} noValidate>
          <ModalHeader toggle={close} tag="h2">
            <DialogTitle id={`${id}-title`}>{m.dialogTitle}</DialogTitle>
          </ModalHeader>
          <ModalBody>
            <p>{m.intro}</p>
            <FormAlert message={error} />
            {option('tutees', m.askTutees)}
            {option('tutors', m.askTutors)}
            <FormGroup className="mt-3" noMargin>
              <Label for={`${id}-send-on`}>{m.sendOn}</Label>
              <Input
                id={`${id}-send-on`}
                type="date"
                min={today()}
                value={sendOn}
                aria-describedby={`${id}-send-on-help`}
                onChange={(e) => setSendOn(e.target.value)}
              />
              <FormText id={`${id}-send-on-help`}>{m.sendOnHelp}</FormText>
            </FormGroup>
          </ModalBody>
          <ModalFooter>
            <Button type="button" color="secondary" outline onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" color="primary" disabled={sending || (!choice.tutees && !choice.tutors)}>
              {sending ? m.sending : m.confirm}
            </Button>
          </ModalFooter>
        </form>
      </Dialog>
    </div>
  );
}
