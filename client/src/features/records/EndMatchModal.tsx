import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, Input, Label, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import {
  END_NOTE_MAX,
  END_REASON_BARRING_PAIR,
  END_REASON_NEEDING_NOTE,
  END_REASONS,
  type EndReason,
  type MatchListItem,
} from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { recordsMessages } from './messages';
import { staffMessages } from '../../i18n/staffText';
import type { EndMatchRequest } from './endMatchSlice';
import { DialogTitle } from '../../components/DialogTitle';

// Read when shown, so the texts come from the staff catalogue loaded by then.
const m = staffMessages(() => recordsMessages.endDialog);

/** Today in the staff member's own time zone, as the date field writes it. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The match the dialog ends, with the full names it shows. */
export interface EndMatchTarget {
  match_id: number;
  tutee: string;
  tutor: string;
}

/** A match row of /records as the dialog's target. */
export function endTargetOf(match: MatchListItem): EndMatchTarget {
  return {
    match_id: match.match_id,
    tutee: `${match.tutee_firstname} ${match.tutee_lastname}`,
    tutor: `${match.tutor_first_name} ${match.tutor_last_name}`,
  };
}

interface EndMatchModalProps {
  /** the match to end; null keeps the dialog closed */
  match: EndMatchTarget | null;
  /** the reason chosen when the dialog opens (Needs attention opens it for no contact) */
  defaultReason?: EndReason;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (request: EndMatchRequest) => void;
}

/** 'End match': the end date (today by default), the reason, a note for Other, and whether the tutee goes back to pending. */
export function EndMatchModal({ match, defaultReason, saving, error, onCancel, onConfirm }: EndMatchModalProps) {
  const baseId = useId();
  const [endedOn, setEndedOn] = useState(localToday);
  const [reason, setReason] = useState<EndReason | ''>(defaultReason ?? '');
  const [note, setNote] = useState('');
  const [returnTutee, setReturnTutee] = useState(true);

  // Each opening starts from the defaults.
  const reset = () => {
    setEndedOn(localToday());
    setReason(defaultReason ?? '');
    setNote('');
    setReturnTutee(true);
  };

  const noteNeeded = reason === END_REASON_NEEDING_NOTE;
  const ready = reason !== '' && endedOn !== '' && (!noteNeeded || note.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!match || !ready) return;
    onConfirm({ matchId: match.match_id, body: { endedOn, reason, note: note.trim() || undefined, returnTutee } });
  };
  const tutee = match?.tutee ?? '';
  const tutor = match?.tutor ?? '';

  return (
    <Dialog
      isOpen={match !== null}
      toggle={onCancel}
      onClosed={reset}
      className="end-match-modal"
      labelledBy={`${baseId}-title`}
    >
      <form onSubmit={submit} noValidate>
        <ModalHeader toggle={onCancel} tag="h2">
          <DialogTitle id={`${baseId}-title`}>{m.title}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p className="end-match-pair">{m.pair(tutee, tutor)}</p>
          <FormAlert message={error ?? ''} />
          <FormGroup>
            <Label for={`${baseId}-date`}>{m.endedOn}</Label>
            <Input
              id={`${baseId}-date`}
              type="date"
              required
              value={endedOn}
              max={localToday()}
              onChange={(e) => setEndedOn(e.target.value)}
            />
          </FormGroup>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{m.reason}</legend>
            {END_REASONS.map((r) => (
              <FormGroup check key={r.key}>
                <Input
                  id={`${baseId}-reason-${r.key}`}
                  type="radio"
                  name="end-reason"
                  checked={reason === r.key}
                  onChange={() => setReason(r.key)}
                />
                <Label check for={`${baseId}-reason-${r.key}`}>
                  {recordsMessages.endReason(r.key)}
                </Label>
              </FormGroup>
            ))}
          </fieldset>
          {reason === END_REASON_BARRING_PAIR && <p className="small text-secondary">{m.safetyHint}</p>}
          <FormGroup>
            <Label for={`${baseId}-note`}>{m.note}</Label>
            <Input
              id={`${baseId}-note`}
              type="textarea"
              rows={2}
              maxLength={END_NOTE_MAX}
              required={noteNeeded}
              aria-describedby={`${baseId}-note-hint`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <small id={`${baseId}-note-hint`} className="form-text text-secondary">
              {m.noteHint}
            </small>
          </FormGroup>
          <fieldset>
            <legend className="form-label fs-6">{m.afterwards}</legend>
            <FormGroup check>
              <Input
                id={`${baseId}-return`}
                type="radio"
                name="after-end"
                checked={returnTutee}
                onChange={() => setReturnTutee(true)}
              />
              <Label check for={`${baseId}-return`}>
                {m.returnTutee}
              </Label>
            </FormGroup>
            <FormGroup check>
              <Input
                id={`${baseId}-close`}
                type="radio"
                name="after-end"
                checked={!returnTutee}
                onChange={() => setReturnTutee(false)}
              />
              <Label check for={`${baseId}-close`}>
                {m.closeTutee}
              </Label>
            </FormGroup>
          </fieldset>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" color="danger" disabled={!ready || saving}>
            {saving ? m.saving : m.confirm}
          </Button>
        </ModalFooter>
      </form>
    </Dialog>
  );
}
