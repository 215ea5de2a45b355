import { Link } from 'react-router-dom';
import { Button, Input, Label } from 'reactstrap';
import type { MessageKey } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { AnswersReview } from './AnswersReview';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { registrationMessages, type RegistrationMessages } from './messages';
import { RetentionNotice } from './RetentionNotice';
import { useSubmittedRedirect } from './useSubmittedRedirect';
import type { WizardConfig } from './wizardConfig';
import type { SubmitFailure } from './wizardSlice';
import { catalogueLabels, wizardTexts } from './wizardTexts';
import { withSharedFields } from './apiFields';
import { FROM_STEP } from './WizardPage';

interface Places {
  /** where each step lives, for the review's Change links and the error summary's links */
  stepPaths: Record<string, string>;
  stepLabels: Record<string, string>;
  /** readable names of the API's fields, and where each is answered, for the server's field errors */
  fieldLabels: Record<string, string>;
  fieldLocations: Record<string, { step: string; target: string }>;
}

/**
 * A refused submit in the same error summary as a refused step: the server's field errors, each linked to its field
 * on its step (or to a control here), or a link to the step still to complete.
 */
function summaryItems(
  m: RegistrationMessages,
  failure: SubmitFailure | null,
  { stepPaths, stepLabels, fieldLabels, fieldLocations }: Places,
): SummaryItem[] {
  if (!failure) return [];
  if (failure.incompleteStep) {
    return [
      {
        message: m.goToStep(stepLabels[failure.incompleteStep] ?? failure.incompleteStep),
        target: '',
        path: stepPaths[failure.incompleteStep],
      },
    ];
  }
  return Object.entries(failure.fieldErrors).map(([field, texts]) => {
    const location = fieldLocations[field] ?? { step: 'terms', target: '' };
    const message = m.fieldProblem(fieldLabels[field] ?? field, texts.join(' '));
    return location.step === 'terms'
      ? { message, target: location.target }
      : { message, target: location.target, path: stepPaths[location.step] };
  });
}

/** The alert of a refused submit, in the visitor's language; the server's own words only in English, as it writes them. */
function failureAlert(
  m: RegistrationMessages,
  failure: SubmitFailure | null,
  stepLabels: Record<string, string>,
  english: boolean,
): string {
  if (!failure) return '';
  switch (failure.reason) {
    case 'incomplete':
      return m.incompleteStep(stepLabels[failure.incompleteStep ?? ''] ?? failure.incompleteStep ?? '');
    case 'rejected':
      return m.submitRejected;
    case 'failed':
      return (english && failure.serverMessage) || m.submitFailed;
  }
}

/** The last step: the error summary of a refused submit, "Your answers", the terms, 'I understand' and Submit. */
export function TermsStep<D>({ config }: { config: WizardConfig<D> }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const m = registrationMessages(t);
  const { locale } = useLocale();
  const { draft, termsAccepted: accepted, status, failure } = useAppSelector(config.selectState);
  useSubmittedRedirect(status, config.submittedPath);
  const { form: termsForm } = config;
  const terms = config.terms.text;
  const apiFields = withSharedFields(config.form, config.terms.apiFields);
  const places: Places = {
    stepPaths: config.paths,
    stepLabels: wizardTexts(t, config.form).stepLabels,
    fieldLabels: catalogueLabels(t, apiFields.labels),
    fieldLocations: apiFields.locations,
  };
  const onAcceptedChange = (checked: boolean) => dispatch(config.actions.termsChanged(checked));
  const onSubmit = () => dispatch(config.actions.submitRequested(locale));
  const english = locale === 'en';
  const pending = status === 'pending';
  const unavailable = !accepted || pending;
  const paragraphs = terms.paragraphs.map((_, index) => t(`terms.${termsForm}.${index + 1}` as MessageKey));
  return (
    <>
      <ErrorSummary
        alert={failureAlert(m, failure, places.stepLabels, english)}
        items={summaryItems(m, failure, places)}
        focusKey={0}
      />
      <AnswersReview groups={config.terms.review(t, draft)} />
      <h3 className="h5">{m.termsTitle}</h3>
      <p className="text-secondary">{m.termsIntro}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the terms scroll: a keyboard reaches and scrolls them only if the region takes focus (axe scrollable-region-focusable) */}
      <div className="wizard-terms" role="region" tabIndex={0} aria-label={m.termsTitle}>
        {!english && <p className="fw-semibold">{t('terms.bindingNote')}</p>}
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {!english && (
          <details lang="en" dir="ltr">
            <summary>{t('terms.englishTitle')}</summary>
            {terms.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
        )}
        <RetentionNotice />
      </div>
      <div className={`choice-tile form-check wizard-accept${accepted ? ' is-checked' : ''}`}>
        <Input
          id="terms-accepted"
          type="checkbox"
          className="form-check-input"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
          required
        />
        <Label for="terms-accepted" check className="form-check-label fw-semibold">
          {m.iUnderstand}
        </Label>
      </div>
      <div className="wizard-actions">
        <div className="wizard-buttons">
          <Link to={config.paths.additional} state={FROM_STEP} className="btn btn-outline-secondary btn-lg">
            {m.back}
          </Link>
          {/* aria-disabled, not disabled: a disabled button drops focus, and the submitted dialog (opened while the
              button is busy) gives focus back to it when it closes. */}
          <Button
            type="button"
            color="primary"
            size="lg"
            className={unavailable ? 'wizard-next disabled' : 'wizard-next'}
            aria-disabled={unavailable}
            onClick={unavailable ? undefined : onSubmit}
          >
            {pending ? m.submitting : m.submit}
          </Button>
        </div>
      </div>
    </>
  );
}
