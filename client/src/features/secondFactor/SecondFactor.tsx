import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PasskeyDto } from '@tutoring/common';
import { Button, Card, CardBody, Form, FormGroup, Input, Label } from 'reactstrap';
import { CopyButton } from '../../components/CopyButton';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffLocale, staffT } from '../../i18n/staffText';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { userRequested } from '../auth';
import { secondFactorMessages as m } from './messages';
import './secondFactorFeature';
import {
  codesSaved,
  confirmRequested,
  passkeyAddRequested,
  passkeyRemoveRequested,
  removeAsked,
  removeRequested,
  secondFactorLeft,
  selectSecondFactor,
  setupCancelled,
  setupRequested,
  statusRequested,
  type TotpSetup,
} from './secondFactorSlice';
import './secondFactor.css';

/**
 * Two-step sign-in: on /account, and (`forced`) in place of every staff page while STAFF_MFA asks this member for a
 * second factor and none is set up. Sets up an authenticator app (QR code and key, confirmed by its first code),
 * adds and removes passkeys, shows the recovery codes once, and turns it all off.
 */
export default function SecondFactor({ forced = false }: { forced?: boolean }) {
  const dispatch = useAppDispatch();
  const { status, passkeys, load, setup, recoveryCodes, pending, error, notice, askingRemove } =
    useAppSelector(selectSecondFactor);
  useEffect(() => {
    dispatch(statusRequested());
    return () => {
      dispatch(secondFactorLeft());
    };
  }, [dispatch]);

  const saved = () => {
    dispatch(codesSaved(m.enrolled));
    // The staff pages were waiting for this: the user record now says so.
    if (forced) dispatch(userRequested());
  };

  // The section's own headings sit one level below its title, which is the page's h1 when it stands alone.
  const subHeading = forced ? 'h2' : 'h3';
  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onSaved={saved} heading={subHeading} />;
  else if (setup) body = <SetupSteps setup={setup} pending={pending} />;
  else if (!status) body = load === 'failed' ? null : <LoadingMessage text={staffT('common.loading')} />;
  else {
    const on = status.totp || status.passkeys > 0;
    body = (
      <>
        <p className="fw-semibold mb-1">{on ? m.on : m.off}</p>
        {on && <p className="text-secondary">{m.recoveryLeft(status.recoveryCodesLeft)}</p>}
        {status.totp ? (
          <p>{m.appOn}</p>
        ) : (
          <Button color="primary" className="mb-3" disabled={pending} onClick={() => dispatch(setupRequested())}>
            {m.start}
          </Button>
        )}
        <PasskeyList passkeys={passkeys} pending={pending} heading={subHeading} />
        {on &&
          (askingRemove ? (
            <div className="second-factor-question" role="group" aria-labelledby="second-factor-remove-question">
              <p id="second-factor-remove-question">
                {m.removeQuestion} {status.required && m.removeRequired}
              </p>
              <div className="d-flex flex-wrap gap-2">
                <Button color="danger" disabled={pending} onClick={() => dispatch(removeRequested())}>
                  {m.removeYes}
                </Button>
                <Button color="secondary" outline onClick={() => dispatch(removeAsked(false))}>
                  {m.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <Button color="danger" outline onClick={() => dispatch(removeAsked(true))}>
              {m.remove}
            </Button>
          ))}
      </>
    );
  }

  const Heading = forced ? 'h1' : 'h2';
  return (
    <section className={forced ? 'auth-page' : 'second-factor'} aria-labelledby="second-factor-heading">
      <Card className={forced ? 'auth-card shadow-sm' : 'shadow-sm border-0'}>
        <CardBody className="p-4 p-md-5">
          <Heading id="second-factor-heading" className={forced ? 'h3 mb-2' : 'h4 mb-2'}>
            {forced ? m.forcedTitle : m.heading}
          </Heading>
          <p className="text-secondary mb-4">{forced ? m.forcedPrompt : m.intro}</p>
          <div role="status" aria-live="polite">
            {notice && <FormAlert message={notice} color="success" />}
          </div>
          <FormAlert message={error} />
          {body}
        </CardBody>
      </Card>
    </section>
  );
}

type SubHeading = 'h2' | 'h3';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(staffLocale(), { dateStyle: 'medium' });

/** The member's passkeys, each removable, and a name field with the button that adds one. */
function PasskeyList({
  passkeys,
  pending,
  heading: Heading,
}: {
  passkeys: PasskeyDto[];
  pending: boolean;
  heading: SubHeading;
}) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    dispatch(passkeyAddRequested(name));
    setName('');
  };
  return (
    <section className="second-factor-passkeys mb-4" aria-labelledby="second-factor-passkeys-heading">
      <Heading className="h5" id="second-factor-passkeys-heading">
        {m.passkeysHeading}
      </Heading>
      <p className="text-secondary">{m.passkeysIntro}</p>
      {passkeys.length > 0 && (
        <ul className="list-unstyled mb-3">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="second-factor-passkey">
              <span>
                <span className="fw-semibold">{passkey.name}</span>{' '}
                <span className="text-secondary small">{m.passkeyCreated(dateOf(passkey.createdAt))}</span>
              </span>
              <Button
                size="sm"
                color="danger"
                outline
                disabled={pending}
                aria-label={m.passkeyRemoveLabel(passkey.name)}
                onClick={() => dispatch(passkeyRemoveRequested(passkey))}
              >
                {m.passkeyRemove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={add} noValidate>
        <FormGroup>
          <Label for="second-factor-passkey-name">{m.passkeyName}</Label>
          <Input
            id="second-factor-passkey-name"
            name="passkeyName"
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormGroup>
        <Button color="primary" outline type="submit" disabled={pending}>
          {m.addPasskey}
        </Button>
      </Form>
    </section>
  );
}

function SetupSteps({ setup, pending }: { setup: TotpSetup; pending: boolean }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(confirmRequested(code));
    setCode('');
  };
  return (
    <div className="second-factor-setup">
      <p className="mb-2">{m.scanStep}</p>
      <img className="second-factor-qr" src={setup.qrImage} alt={m.qrAlt} width={200} height={200} />
      <p className="mt-3 mb-1" id="second-factor-key-step">
        {m.keyStep}
      </p>
      <p className="second-factor-key" aria-label={m.keyLabel}>
        <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <Form onSubmit={submit} noValidate>
        <FormGroup>
          <Label for="second-factor-code">{m.confirmStep}</Label>
          <Input
            id="second-factor-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormGroup>
        <div className="d-flex flex-wrap gap-2">
          <Button color="primary" type="submit" disabled={pending}>
            {m.confirm}
          </Button>
          <Button color="secondary" outline onClick={() => dispatch(setupCancelled())}>
            {m.cancel}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function RecoveryCodes({
  codes,
  onSaved,
  heading: Heading,
}: {
  codes: string[];
  onSaved: () => void;
  heading: SubHeading;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const text = codes.join('\n');
  return (
    <div className="second-factor-codes">
      <Heading className="h5" id="second-factor-codes-heading">
        {m.codesHeading}
      </Heading>
      <p>{m.codesIntro}</p>
      <textarea
        ref={field}
        className="form-control second-factor-code-list"
        readOnly
        rows={codes.length}
        value={text}
        aria-labelledby="second-factor-codes-heading"
      />
      <CopyButton text={text} field={field} label={m.copyCodes} texts={m.copyTexts} />
      <Button color="primary" className="mt-3" onClick={onSaved}>
        {m.codesSaved}
      </Button>
    </div>
  );
}
