import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n/I18nProvider';
import { SubmittedPage } from '../registration';
import { tutorMessages } from './messages';
import { tutorWizardActions } from './tutorWizardSlice';

/** /TutorSubmitted: the volunteer's application is stored. */
export default function TutorSubmitted() {
  const dispatch = useAppDispatch();
  const m = tutorMessages(useT());
  const wizard = useAppSelector((state) => state.tutorWizard);
  return (
    <SubmittedPage
      wizard={wizard}
      body={m.modalBody}
      next={m.submittedNext}
      showWait={false}
      onModalClose={() => dispatch(tutorWizardActions.modalClosed())}
    />
  );
}
