import { useId, useState, type FormEvent } from 'react';
import { Button, Form, FormGroup, Input, Label } from 'reactstrap';
import type { ApplicantApplication } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { useLocale } from '../../i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { contactChanged, eraseRequested, keyOf, selectManage, withdrawRequested } from './manageSlice';
import type { ManageMessages } from './messages';

type Asking = 'withdraw' | 'erase' | null;

function StatusLine({ application, m }: { application: ApplicantApplication; m: ManageMessages }) {
  const { locale } = useLocale();
  const { status, matchedSince } = application;
  if (status === 'matched' && matchedSince) {
    return (
      <>{m.status.matched(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(matchedSince)))}</>
    );
  }
  return <>{status === 'matched' ? m.status.reviewing : m.status[status]}</>;
}

/** One application of the session: its status, its contact details to correct, withdraw, download, erase. */
export function ApplicationCard({ application, m }: { application: ApplicantApplication; m: ManageMessages }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectManage);
  const supportEmail = useAppSelector((state) => state.config.supportEmail);
  const key = { role: application.role, id: application.id };
  const isBusy = busy === keyOf(key);
  const [phone, setPhone] = useState(application.phone);
  const [email, setEmail] = useState(application.email);
  const [asking, setAsking] = useState<Asking>(null);
  const id = useId();
  const outcome = useAppSelector((state) => selectManage(state).outcomes[keyOf(key)]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    dispatch(
      contactChanged({
        ...key,
        ...(phone !== application.phone ? { phone } : {}),
        ...(email !== application.email ? { email } : {}),
      }),
    );
  };
  const confirmAsked = () => {
    dispatch(asking === 'withdraw' ? withdrawRequested(key) : eraseRequested(key));
    setAsking(null);
  };
  const title =
    application.role === 'tutee' ? m.kind.tutee(application.firstName) : m.kind.tutor(application.firstName);

  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h4 card-title" dir="auto">
          {title}
        </h2>
        {application.reference && <p className="mb-1">{m.reference(application.reference)}</p>}
        <p className="fw-semibold">
          <StatusLine application={application} m={m} />
        </p>
        {outcome && (
          <FormAlert
            message={m.outcome(supportEmail)[outcome]}
            color={outcome === 'failed' || outcome === 'inMatch' ? 'danger' : 'success'}
          />
        )}
        <Form onSubmit={save} className="mb-3">
          <FormGroup>
            <Label for={`${id}-phone`}>{m.phone}</Label>
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </FormGroup>
          <FormGroup>
            <Label for={`${id}-email`}>{m.email}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              dir="auto"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormGroup>
          <Button type="submit" color="primary" disabled={isBusy}>
            {m.save}
          </Button>
        </Form>
        {asking ? (
          <div className="border rounded p-3 mb-3" role="group" aria-labelledby={`${id}-ask`}>
            <p id={`${id}-ask`} className="fw-semibold">
              {asking === 'withdraw' ? m.withdrawAsk : m.eraseAsk}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Button color="danger" onClick={confirmAsked} disabled={isBusy}>
                {asking === 'withdraw' ? m.withdrawYes : m.eraseYes}
              </Button>
              <Button color="secondary" outline onClick={() => setAsking(null)}>
                {m.keep}
              </Button>
            </div>
          </div>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            {application.status !== 'ended' && application.status !== 'matched' && (
              <Button color="secondary" outline onClick={() => setAsking('withdraw')} disabled={isBusy}>
                {m.withdraw}
              </Button>
            )}
            <a
              className="btn btn-outline-secondary"
              href={`/api/applications/mine/${application.role}/${application.id}/export`}
              download
            >
              {m.download}
            </a>
            <Button color="danger" outline onClick={() => setAsking('erase')} disabled={isBusy}>
              {m.erase}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
