import { useEffect } from 'react';
import { Badge, Button, Card, CardBody } from 'reactstrap';
import type { StaffSessionDto } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffLocale, staffT } from '../../i18n/staffText';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { ownSessionsMessages as m } from './messages';
import './ownSessionsFeature';
import { selectOwnSessions, sessionEndRequested, sessionsPageLeft, sessionsRequested } from './ownSessionsSlice';
import './ownSessions.css';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(staffLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * On /account: every browser signed in to the staff member's account, with its address and last activity. Any but
 * this one can be ended here; this one ends by signing out.
 */
export default function OwnSessions() {
  const dispatch = useAppDispatch();
  const { sessions, status, error, notice, ending } = useAppSelector(selectOwnSessions);
  useEffect(() => {
    dispatch(sessionsRequested());
    return () => {
      dispatch(sessionsPageLeft());
    };
  }, [dispatch]);

  return (
    <section className="own-sessions" aria-labelledby="own-sessions-heading">
      <Card className="shadow-sm border-0">
        <CardBody className="p-4 p-md-5">
          <h2 id="own-sessions-heading" className="h4 mb-2">
            {m.heading}
          </h2>
          <p className="text-secondary mb-4">{m.intro}</p>
          <div role="status" aria-live="polite">
            {notice && <FormAlert message={notice} color="success" />}
          </div>
          <FormAlert message={error} />
          {status === 'loading' && sessions.length === 0 ? (
            <LoadingMessage text={staffT('common.loading')} />
          ) : (
            <ul className="own-sessions-list list-unstyled mb-0">
              {sessions.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  ending={ending === session.id}
                  onEnd={() => dispatch(sessionEndRequested(session))}
                />
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </section>
  );
}

function SessionItem({ session, ending, onEnd }: { session: StaffSessionDto; ending: boolean; onEnd: () => void }) {
  const browser = session.browser ?? m.unknownBrowser;
  const lastActive = timeOf(session.lastActiveAt);
  return (
    <li className="own-session">
      <div className="own-session-text">
        <div className="fw-semibold">
          {browser}{' '}
          {session.current && (
            <Badge color="primary" className="ms-1">
              {m.thisBrowser}
            </Badge>
          )}
        </div>
        <div className="text-secondary small">
          {session.address ?? m.unknownAddress} ·{' '}
          <time dateTime={session.lastActiveAt}>{m.lastActive(lastActive)}</time>
        </div>
      </div>
      {!session.current && (
        <Button
          size="sm"
          color="danger"
          outline
          disabled={ending}
          onClick={onEnd}
          aria-label={m.endLabel(browser, lastActive)}
        >
          {m.end}
        </Button>
      )}
    </li>
  );
}
