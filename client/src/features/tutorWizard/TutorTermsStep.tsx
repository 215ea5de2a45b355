import { TUTOR_TERMS } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SubmittedModal } from '../registration/SubmittedModal';
import { TermsStep } from '../registration/TermsStep';
import { tutorReview } from './review';
import { tutorApiFieldLabels, tutorMessages as m } from './messages';
import { TUTOR_API_FIELD_LOCATIONS } from './apiFields';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorTermsStep() {
  const dispatch = useAppDispatch();
  const { draft, termsAccepted, status, failure, modalOpen } = useAppSelector((state) => state.tutorWizard);
  return (
    <>
      <TermsStep
        terms={TUTOR_TERMS}
        accepted={termsAccepted}
        onAcceptedChange={(accepted) => dispatch(tutorWizardActions.termsChanged(accepted))}
        status={status}
        failure={failure}
        onSubmit={() => dispatch(tutorWizardActions.submitRequested())}
        backTo={TUTOR_STEP_PATHS.additional}
        stepPaths={TUTOR_STEP_PATHS}
        stepLabels={m.stepLabels}
        fieldLabels={tutorApiFieldLabels}
        fieldLocations={TUTOR_API_FIELD_LOCATIONS}
        review={tutorReview(draft)}
      />
      <SubmittedModal isOpen={modalOpen} body={m.modalBody} onClose={() => dispatch(tutorWizardActions.modalClosed())} />
    </>
  );
}
