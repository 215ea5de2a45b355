import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Container } from 'reactstrap';
import { CONCERN_OUTCOMES, formatDate, type AttentionItem } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  EndMatchModal,
  emailResendRequested,
  endDialogClosed,
  endDialogOpened,
  matchEndRequested,
  newTutorSought,
  selectEmailResend,
  selectEndMatch,
} from '../records';
import './attentionFeature';
import {
  attentionKey,
  attentionRequested,
  concernCloseRequested,
  handledRequested,
  selectAttention,
} from './attentionSlice';
import { HandledForm } from './HandledForm';
import { attentionMessages as m } from './messages';
import './attention.css';

/** A reported concern: who reported it, their words as written, and how they would like to be contacted. */
function ConcernReport({ concern }: { concern: NonNullable<AttentionItem['concern']> }) {
  return (
    <div className="attention-concern mb-2">
      <p className="small mb-1">{m.concernBy(m.role[concern.side === 'tutee' ? 'family' : 'tutor'])}</p>
      <blockquote className="border-start border-3 ps-2 mb-1" dir="auto">
        {concern.message}
      </blockquote>
      {concern.contact && <p className="small mb-0">{m.contact[concern.contact]}</p>}
    </div>
  );
}

/** What fixes an item, besides marking it handled: resend a failed email, or end a silent match and rematch. */
function FixButton({ item, onEnd }: { item: AttentionItem; onEnd: (item: AttentionItem) => void }) {
  const dispatch = useAppDispatch();
  const { resending } = useAppSelector(selectEmailResend);
  if (item.email_id !== undefined) {
    const emailId = item.email_id;
    return (
      <Button
        type="button"
        size="sm"
        color="primary"
        disabled={resending === emailId}
        onClick={() => dispatch(emailResendRequested({ matchId: item.match_id, emailId }))}
      >
        {m.resend}
      </Button>
    );
  }
  return (
    <Button type="button" size="sm" color="danger" outline onClick={() => onEnd(item)}>
      {m.endAndRematch}
    </Button>
  );
}

/**
 * /attention: the items that need staff, concerns first, then oldest first, each with what fixes it and "Mark handled"
 * (or, for a concern, "Close concern" with what was done) with a note.
 */
export default function AttentionPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, status, error, notice, handling } = useAppSelector(selectAttention);
  const { ending, saving, error: endError } = useAppSelector(selectEndMatch);
  const [noting, setNoting] = useState<string | null>(null);
  const [endingItem, setEndingItem] = useState<AttentionItem | null>(null);
  // The tutee to find a new tutor for once the match being ended has ended (and went back to Pending Tutees).
  const rematch = useRef<number | null>(null);

  useEffect(() => {
    dispatch(attentionRequested());
  }, [dispatch]);

  // The end succeeded when the dialog closes without an error: then on to the match page for the tutee.
  useEffect(() => {
    if (rematch.current === null || saving || ending !== null || endError !== null) return;
    const tuteeId = rematch.current;
    rematch.current = null;
    dispatch(newTutorSought(tuteeId));
    void navigate(`/match?tutee=${tuteeId}`);
  }, [saving, ending, endError, dispatch, navigate]);

  const openEnd = (item: AttentionItem) => {
    setEndingItem(item);
    dispatch(endDialogOpened(item.match_id));
  };

  return (
    <Container className="attention-page py-4">
      <h1>{m.title}</h1>
      <p className="text-secondary">{m.intro}</p>
      <FormAlert message={notice} color="success" />
      <FormAlert message={error} />
      {status === 'loading' && <LoadingMessage text={m.title} />}
      {status === 'loaded' && items.length === 0 && <p className="empty-note">{m.empty}</p>}
      {items.length > 0 && (
        <>
          <p>{m.count(items.length)}</p>
          <ol className="attention-list list-unstyled">
            {items.map((item) => {
              const key = attentionKey(item);
              return (
                <li key={key} className="attention-item bg-white border rounded p-3 mb-3">
                  <h2 className="h6 mb-1">
                    {item.urgent && <span className="badge text-bg-danger me-2">{m.urgent}</span>}
                    {m.kind[item.kind]} · {m.pair(item.tutee_name, item.tutor_name)}
                  </h2>
                  <p className="small text-secondary mb-2">
                    {item.email_role && `${m.emailTo(m.role[item.email_role])} `}
                    {m.since(formatDate(item.since))}
                  </p>
                  {item.concern && <ConcernReport concern={item.concern} />}
                  {noting === key ? (
                    item.concern ? (
                      <HandledForm
                        label={m.closeFor(item.tutee_name)}
                        saveText={m.closeConcern}
                        choices={CONCERN_OUTCOMES}
                        saving={handling === key}
                        onCancel={() => setNoting(null)}
                        onSave={(note, outcome) => {
                          if (outcome) dispatch(concernCloseRequested({ item, outcome, note }));
                          setNoting(null);
                        }}
                      />
                    ) : (
                      <HandledForm
                        label={m.noteFor(item.tutee_name)}
                        saveText={m.saveHandled}
                        saving={handling === key}
                        onCancel={() => setNoting(null)}
                        onSave={(note) => {
                          dispatch(handledRequested({ item, note }));
                          setNoting(null);
                        }}
                      />
                    )
                  ) : (
                    <div className="d-flex flex-wrap gap-2">
                      {item.concern ? (
                        <Button type="button" size="sm" color="primary" onClick={() => setNoting(key)}>
                          {m.closeConcern}
                        </Button>
                      ) : (
                        <>
                          <FixButton item={item} onEnd={openEnd} />
                          <Button type="button" size="sm" color="secondary" outline onClick={() => setNoting(key)}>
                            {m.markHandled}
                          </Button>
                        </>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <EndMatchModal
        match={
          endingItem && ending === endingItem.match_id
            ? { match_id: endingItem.match_id, tutee: endingItem.tutee_name, tutor: endingItem.tutor_name }
            : null
        }
        defaultReason="no_contact"
        saving={saving}
        error={endError}
        onCancel={() => dispatch(endDialogClosed())}
        onConfirm={(request) => {
          rematch.current = request.body.returnTutee && endingItem ? endingItem.tutee_id : null;
          dispatch(matchEndRequested(request));
        }}
      />
    </Container>
  );
}
