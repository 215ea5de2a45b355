import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, CardBody, Form, FormGroup, Input, Label } from 'reactstrap';
import { CopyButton } from '../../components/CopyButton';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffT } from '../../i18n/staffText';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { userRequested } from '../auth';
import { secondFactorMessages as m } from './messages';
import './secondFactorFeature';
import {
  codesSaved,
  confirmRequested,
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
 * shows the recovery codes once, and turns it off.
 */
export default function SecondFactor({ forced = false }: { forced?: boolean }) {
  const dispatch = useAppDispatch();
  const { status, load, setup, recoveryCodes, pending, error, notice, askingRemove } =
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

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onSaved={saved} />;
  else if (setup) body = <SetupSteps setup={setup} pending={pending} />;
  else if (!status) body = load === 'failed' ? null : <LoadingMessage text={staffT('common.loading')} />;
  else if (status.totp)
    body = (
      <>
        <p className="fw-semibold mb-1">{m.on}</p>
        <p className="text-secondary">{m.recoveryLeft(status.recoveryCodesLeft)}</p>
        {askingRemove ? (
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
        )}
      </>
    );
  else
    body = (
      <>
        <p className="fw-semibold">{m.off}</p>
        <Button color="primary" disabled={pending} onClick={() => dispatch(setupRequested())}>
          {m.start}
        </Button>
      </>
    );

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

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const text = codes.join('\n');
  return (
    <div className="second-factor-codes">
      <h3 className="h5" id="second-factor-codes-heading">
        {m.codesHeading}
      </h3>
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
