import { Button } from 'reactstrap';
import type { MatchRecord } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { staffLocaleName } from '../../i18n/staffNames';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import './recordsFeature';
import { emailResendRequested, selectEmailResend } from './emailResendSlice';
import { emailStatusText } from './emailStatus';
import { recordsMessages } from './messages';

const m = recordsMessages.emails;

/** The emails the app sent about a match, each with its state and, while the match is current, a Resend button. */
export function MatchEmailList({ record }: { record: MatchRecord }) {
  const dispatch = useAppDispatch();
  const { resending, failed } = useAppSelector(selectEmailResend);
  // An ended match's emails are not sent again (the server refuses it too).
  const current = record.ended_at === null;
  return (
    <section className="match-emails" aria-label={m.heading}>
      <h2 className="match-profile-title">{m.heading}</h2>
      {record.emails.length === 0 ? (
        <p className="text-secondary">{m.none}</p>
      ) : (
        <ul className="list-unstyled match-email-list">
          {record.emails.map((email) => (
            <li key={email.id} className={`match-email match-email-${email.status}`}>
              <dl className="end-facts mb-1">
                <dt>{m.role[email.role]}</dt>
                <dd>{email.address}</dd>
                {email.cc.length > 0 && (
                  <>
                    <dt>{m.cc}</dt>
                    <dd>{email.cc.join(', ')}</dd>
                  </>
                )}
                <dt>{m.language}</dt>
                <dd>{staffLocaleName(email.language)}</dd>
                <dt>{m.status}</dt>
                <dd>{emailStatusText(email)}</dd>
              </dl>
              {current && (
                <Button
                  type="button"
                  size="sm"
                  color="primary"
                  outline
                  disabled={resending !== null}
                  aria-label={m.resendTo(m.role[email.role], email.address)}
                  onClick={() => dispatch(emailResendRequested({ matchId: record.match_id, emailId: email.id }))}
                >
                  {email.id === resending ? m.resending : m.resend}
                </Button>
              )}
              {failed?.emailId === email.id && <FormAlert message={failed.message} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
