import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { formatDate } from '@tutoring/common';
import { DialogTitle } from '../../components/DialogTitle';
import { FormAlert } from '../../components/FormAlert';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { reconfirmationMessages as m } from './messages';
import './reconfirmationsFeature';
import { roundDialogClosed, roundDialogOpened, roundRequested, selectReconfirmations } from './reconfirmationsSlice';

/**
 * "Ask who is still waiting…": a button whose dialog says what a reconfirmation round does and sends it
 * (POST /api/reconfirmations), then a status line with how many were asked and when the reminder goes.
 */
export function ReconfirmRound() {
  const dispatch = useAppDispatch();
  const { dialogOpen, sending, error, queued } = useAppSelector(selectReconfirmations);
  const [choice, setChoice] = useState({ tutees: true, tutors: true });
  const id = useId();
  const close = () => dispatch(roundDialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(roundRequested(choice));
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
      <Modal isOpen={dialogOpen} toggle={close} labelledBy={`${id}-title`}>
        <form onSubmit={submit} noValidate>
          <ModalHeader toggle={close} tag="h2">
            <DialogTitle id={`${id}-title`}>{m.dialogTitle}</DialogTitle>
          </ModalHeader>
          <ModalBody>
            <p>{m.intro}</p>
            <FormAlert message={error} />
            {option('tutees', m.askTutees)}
            {option('tutors', m.askTutors)}
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
      </Modal>
    </div>
  );
}
