import { STUDENT_TERMS } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { TermsStep, useSubmittedRedirect } from '../registration';
import { studentReview } from './review';
import { studentApiFieldLabels, studentMessages } from './messages';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { STUDENT_API_FIELD_LOCATIONS } from './apiFields';
import { STUDENT_STEP_PATHS, STUDENT_SUBMITTED_PATH } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentTermsStep() {
  const dispatch = useAppDispatch();
  const t = useT();
  const m = studentMessages(t);
  const { locale } = useLocale();
  const { draft, termsAccepted, status, failure } = useAppSelector((state) => state.studentWizard);
  useSubmittedRedirect(status, STUDENT_SUBMITTED_PATH);
  return (
    <TermsStep
      terms={STUDENT_TERMS}
      termsForm="student"
      accepted={termsAccepted}
      onAcceptedChange={(accepted) => dispatch(studentWizardActions.termsChanged(accepted))}
      status={status}
      failure={failure}
      onSubmit={() => dispatch(studentWizardActions.submitRequested(locale))}
      backTo={STUDENT_STEP_PATHS.additional}
      stepPaths={STUDENT_STEP_PATHS}
      stepLabels={m.stepLabels}
      fieldLabels={studentApiFieldLabels(t)}
      fieldLocations={STUDENT_API_FIELD_LOCATIONS}
      review={studentReview(t, draft)}
    />
  );
}
