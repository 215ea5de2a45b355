import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Container } from 'reactstrap';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { LinkGone } from '../links';
import { ApplicationCard } from './ApplicationCard';
import './manageFeature';
import { keyOf, linkOpened, selectManage, sessionRequested } from './manageSlice';
import { manageMessages } from './messages';

/**
 * /manage/:token, opened from a manage link: one button opens the applicant session (opening the page only reads:
 * mail scanners follow links), then the applications of the address with what can be done to each.
 */
export default function ManageSessionPage() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const { session, applications, outcomes } = useAppSelector(selectManage);
  const m = manageMessages(useT());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(sessionRequested(token));
  }, [dispatch, token]);
  useEffect(() => {
    if (session !== 'loading' && session !== 'opening') heading.current?.focus();
  }, [session]);

  if (session === 'loading') return <LoadingMessage text={m.loading} />;

  const shown = new Set(applications.map(keyOf));
  // An erased application, or one moved to a new address, has left the list; what happened to it stays said.
  const gone = Object.entries(outcomes).filter(([key]) => !shown.has(key));

  return (
    <Container className="py-5 link-page">
      {(session === 'link' || session === 'opening') && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.title}
          </h1>
          <p className="mb-4">{m.openIntro}</p>
          <div className="d-grid">
            <Button
              color="primary"
              size="lg"
              disabled={session === 'opening'}
              onClick={() => dispatch(linkOpened(token))}
            >
              {m.open}
            </Button>
          </div>
        </>
      )}
      {session === 'open' && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.listTitle}
          </h1>
          {gone.map(([key, outcome]) => (
            <FormAlert key={key} message={m.outcome('')[outcome]} color="success" />
          ))}
          {applications.length === 0 && <p>{m.none}</p>}
          {applications.map((application) => (
            <ApplicationCard key={keyOf(application)} application={application} m={m} />
          ))}
        </>
      )}
      {(session === 'used' || session === 'expired') && (
        <>
          <LinkGone state={session} headingRef={heading} />
          <Link to="/manage">{m.askAgain}</Link>
        </>
      )}
      {session === 'ended' && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.sessionEnded}
          </h1>
          <Link to="/manage">{m.askAgain}</Link>
        </>
      )}
      {session === 'failed' && (
        <h1 ref={heading} tabIndex={-1} className="h4 mb-3">
          {m.failed}
        </h1>
      )}
    </Container>
  );
}
