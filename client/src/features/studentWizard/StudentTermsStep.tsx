import { STUDENT_TERMS } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SubmittedModal } from '../registration/SubmittedModal';
import { TermsStep } from '../registration/TermsStep';
import { studentMessages as m } from './messages';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentTermsStep() {
  const dispatch = useAppDispatch();
  const { termsAccepted, status, failure, modalOpen } = useAppSelector((state) => state.studentWizard);
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
      />
      <SubmittedModal isOpen={modalOpen} body={m.modalBody} onClose={() => dispatch(studentWizardActions.modalClosed())} />
    </>
  );
}
