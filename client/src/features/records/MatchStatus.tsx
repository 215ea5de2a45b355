import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../lib/hooks';
import { Button } from 'reactstrap';
import { formatDate, type MatchListItem, type MatchRecord } from '@tutoring/common';
import { recordsMessages as m } from './messages';
import { newTutorSought } from './recordsSlice';

const tuteeName = (r: MatchListItem) => `${r.tutee_firstname} ${r.tutee_lastname}`;
const tutorName = (r: MatchListItem) => `${r.tutor_first_name} ${r.tutor_last_name}`;

/**
 * The Status cell of a match: Current with End match, or the end date and reason with Find a new tutor while the tutee
 * waits in Pending Tutees (active and not matched again).
 */
export function MatchStatus({ record, onEnd }: { record: MatchListItem; onEnd: (record: MatchListItem) => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The tutee is read again, so the match page shows it as it is now (pending), not as it was when last selected.
  const findNewTutor = () => {
    dispatch(newTutorSought(record.tutee_id));
    void navigate(`/match?tutee=${record.tutee_id}`);
  };
  if (record.ended_at === null) {
    return (
      <span className="match-status">
        <span className="match-status-text">
          {m.current}
          <span className="match-status-reason">{m.contact(record.contact_status)}</span>
        </span>
        <Button
          type="button"
          size="sm"
          color="danger"
          outline
          aria-label={m.endMatchOf(tuteeName(record), tutorName(record))}
          onClick={() => onEnd(record)}
        >
          {m.endMatch}
        </Button>
      </span>
    );
  }
  const waiting = record.active_tutee && !record.tutee_matched;
  return (
    <span className="match-status">
      <span className="match-status-text">
        {m.ended(formatDate(record.ended_at))}
        {record.end_reason && <span className="match-status-reason">{m.endReason(record.end_reason)}</span>}
        <span className="match-status-reason">{m.contact(record.contact_status)}</span>
      </span>
      {waiting && (
        <Button
          type="button"
          size="sm"
          color="primary"
          aria-label={m.findNewTutorFor(tuteeName(record))}
          onClick={findNewTutor}
        >
          {m.findNewTutor}
        </Button>
      )}
    </span>
  );
}

/** Whether the pair has been in touch, and how the match ended, above the two profiles. */
export function MatchFacts({ record }: { record: MatchRecord }) {
  return (
    <dl className="end-facts">
      <dt>{m.contactHeading}</dt>
      <dd>{m.contactStatus[record.contact_status]}</dd>
      {record.ended_at !== null && (
        <>
          <dt>{m.endReasonHeading}</dt>
          <dd>{record.end_reason && m.endReason(record.end_reason)}</dd>
        </>
      )}
      {record.end_note && (
        <>
          <dt>{m.endNote}</dt>
          <dd>{record.end_note}</dd>
        </>
      )}
    </dl>
  );
}
