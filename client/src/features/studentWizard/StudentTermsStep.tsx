import { STUDENT_TERMS } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SubmittedModal } from '../registration/SubmittedModal';
import { TermsStep } from '../registration/TermsStep';
import { studentReview } from './review';
import { studentApiFieldLabels, studentMessages as m } from './messages';
import { STUDENT_API_FIELD_LOCATIONS } from './apiFields';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentTermsStep() {
  const dispatch = useAppDispatch();
  const { draft, termsAccepted, status, failure, modalOpen } = useAppSelector((state) => state.studentWizard);
  return (
    <>
      <TermsStep
        terms={STUDENT_TERMS}
        accepted={termsAccepted}
        onAcceptedChange={(accepted) => dispatch(studentWizardActions.termsChanged(accepted))}
        status={status}
        failure={failure}
        onSubmit={() => dispatch(studentWizardActions.submitRequested())}
        backTo={STUDENT_STEP_PATHS.additional}
        stepPaths={STUDENT_STEP_PATHS}
        stepLabels={m.stepLabels}
        fieldLabels={studentApiFieldLabels}
        fieldLocations={STUDENT_API_FIELD_LOCATIONS}
        review={studentReview(draft)}
      />
      <SubmittedModal isOpen={modalOpen} body={m.modalBody} onClose={() => dispatch(studentWizardActions.modalClosed())} />
    </>
  );
}
