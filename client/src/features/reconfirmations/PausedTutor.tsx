import { Button } from 'reactstrap';
import { formatDate, type ReconfirmReason, type TutorRecord } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { reconfirmationMessages as m } from './messages';
import './reconfirmationsFeature';
import { resumeRequested, selectReconfirmations } from './reconfirmationsSlice';

/** On a paused tutor's card: since when and why, and Resume (POST /api/tutors/:id/resume). Nothing otherwise. */
export function PausedTutor({ tutor }: { tutor: TutorRecord }) {
  const dispatch = useAppDispatch();
  const { resuming, resumeErrors } = useAppSelector(selectReconfirmations);
  if (tutor.tutor_paused_at === null) return null;
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">
        {m.pausedSince(formatDate(tutor.tutor_paused_at), tutor.tutor_paused_reason ?? 'did_not_confirm')}
      </span>
      <Button
        size="sm"
        color="primary"
        disabled={resuming.includes(tutor.id)}
        onClick={() => dispatch(resumeRequested(tutor.id))}
      >
        {m.resume}
      </Button>
      <FormAlert message={resumeErrors[tutor.id] ?? ''} />
    </div>
  );
}

/** The word staff see in a tutor's list row while the tutor is paused. */
export function PausedBadge({ tutor }: { tutor: TutorRecord }) {
  return tutor.tutor_paused_at === null ? null : <span className="badge text-bg-warning">{m.paused}</span>;
}

/** Why a reconfirmation took a tutee off the waiting list, in its list row. */
export function InactiveReasonBadge({ reason }: { reason: ReconfirmReason | null }) {
  return reason === null ? null : <span className="badge text-bg-secondary">{m.tuteeReason(reason)}</span>;
}
