import { Link } from 'react-router-dom';
import { Alert, Button, Input, Label } from 'reactstrap';
import type { TermsText } from '@tutoring/common';
import { registrationMessages as m } from './messages';
import type { SubmitFailure, SubmitStatus } from './wizardSlice';
import { FROM_STEP } from './WizardPage';

interface Props {
  terms: TermsText;
  accepted: boolean;
  onAcceptedChange(accepted: boolean): void;
  status: SubmitStatus;
  failure: SubmitFailure | null;
  onSubmit(): void;
  backTo: string;
  /** where each step lives, to send the visitor back to an incomplete one */
  stepPaths: Record<string, string>;
  stepLabels: Record<string, string>;
}

/** The last step: terms text, 'I understand', and Submit (disabled until ticked and while sending). */
export function TermsStep({ terms, accepted, onAcceptedChange, status, failure, onSubmit, backTo, stepPaths, stepLabels }: Props) {
  const pending = status === 'pending';
  const incomplete = failure?.incompleteStep;
  return (
    <>
      <p className="text-secondary">{m.termsIntro}</p>
      <div className="wizard-terms" role="region" tabIndex={0} aria-label={m.termsTitle}>
        {terms.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={`choice-tile form-check wizard-accept${accepted ? ' is-checked' : ''}`}>
        <Input id="terms-accepted" type="checkbox" className="form-check-input" checked={accepted} onChange={(event) => onAcceptedChange(event.target.checked)} required />
        <Label for="terms-accepted" check className="form-check-label fw-semibold">
          {m.iUnderstand}
        </Label>
      </div>
      {failure && (
        <Alert color="danger" role="alert" fade={false} className="mt-3">
          <p className="mb-0">{failure.message}</p>
          {failure.details.length > 0 && (
            <ul className="mb-0 mt-2">
              {failure.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          {incomplete && stepPaths[incomplete] && (
            <Link to={stepPaths[incomplete]} state={FROM_STEP} className="alert-link d-inline-block mt-2">
              {m.goToStep(stepLabels[incomplete] ?? incomplete)}
            </Link>
          )}
        </Alert>
      )}
      <div className="wizard-actions">
        <div className="wizard-buttons">
          <Link to={backTo} state={FROM_STEP} className="btn btn-outline-secondary btn-lg">
            {m.back}
          </Link>
          <Button type="button" color="primary" size="lg" className="wizard-next" disabled={!accepted || pending} onClick={onSubmit}>
            {pending ? m.submitting : m.submit}
          </Button>
        </div>
      </div>
    </>
  );
}
