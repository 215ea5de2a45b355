import { Link } from 'react-router-dom';
import { Button, Input, Label } from 'reactstrap';
import type { TermsText } from '@tutoring/common';
import { AnswersReview, type ReviewGroup } from './AnswersReview';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
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
  /** where each step lives, for the review's Change links and the error summary's links */
  stepPaths: Record<string, string>;
  stepLabels: Record<string, string>;
  /** readable names of the API's fields, and where each is answered, for the server's field errors */
  fieldLabels: Record<string, string>;
  fieldLocations: Record<string, { step: string; target: string }>;
  /** every answer by step, shown above the terms */
  review: readonly ReviewGroup[];
}

type SummaryProps = Pick<Props, 'stepPaths' | 'stepLabels' | 'fieldLabels' | 'fieldLocations'>;

/**
 * A refused submit in the same error summary as a refused step: the server's field errors, each linked to its field
 * on its step (or to a control here), or a link to the step still to complete.
 */
function summaryItems(failure: SubmitFailure | null, { stepPaths, stepLabels, fieldLabels, fieldLocations }: SummaryProps): SummaryItem[] {
  if (!failure) return [];
  if (failure.incompleteStep) {
    return [{ message: m.goToStep(stepLabels[failure.incompleteStep] ?? failure.incompleteStep), target: '', path: stepPaths[failure.incompleteStep] }];
  }
  return Object.entries(failure.fieldErrors).map(([field, texts]) => {
    const location = fieldLocations[field] ?? { step: 'terms', target: '' };
    const message = m.fieldProblem(fieldLabels[field] ?? field, texts.join(' '));
    return location.step === 'terms' ? { message, target: location.target } : { message, target: location.target, path: stepPaths[location.step] };
  });
}

/** The last step: the error summary of a refused submit, "Your answers", the terms, 'I understand' and Submit. */
export function TermsStep({ terms, accepted, onAcceptedChange, status, failure, onSubmit, backTo, review, ...places }: Props) {
  const pending = status === 'pending';
  return (
    <>
      <ErrorSummary alert={failure?.message ?? ''} items={summaryItems(failure, places)} focusKey={0} />
      <AnswersReview groups={review} />
      <h3 className="h5">{m.termsTitle}</h3>
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
