import { TUTOR_TERMS } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { TermsStep, useSubmittedRedirect } from '../registration';
import { tutorReview } from './review';
import { tutorApiFieldLabels, tutorMessages } from './messages';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { TUTOR_API_FIELD_LOCATIONS } from './apiFields';
import { TUTOR_STEP_PATHS, TUTOR_SUBMITTED_PATH } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorTermsStep() {
  const dispatch = useAppDispatch();
  const t = useT();
  const m = tutorMessages(t);
  const { locale } = useLocale();
  const { draft, termsAccepted, status, failure } = useAppSelector((state) => state.tutorWizard);
  useSubmittedRedirect(status, TUTOR_SUBMITTED_PATH);
  return (
    <TermsStep
      terms={TUTOR_TERMS}
      termsForm="tutor"
      accepted={termsAccepted}
      onAcceptedChange={(accepted) => dispatch(tutorWizardActions.termsChanged(accepted))}
      status={status}
      failure={failure}
      onSubmit={() => dispatch(tutorWizardActions.submitRequested(locale))}
      backTo={TUTOR_STEP_PATHS.additional}
      stepPaths={TUTOR_STEP_PATHS}
      stepLabels={m.stepLabels}
      fieldLabels={tutorApiFieldLabels(t)}
      fieldLocations={TUTOR_API_FIELD_LOCATIONS}
      review={tutorReview(t, draft)}
    />
  );
}
