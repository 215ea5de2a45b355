import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n/I18nProvider';
import { SubmittedPage } from '../registration';
import { tutorMessages } from './messages';
import { TUTOR_FLOW } from './steps';

/** /TutorSubmitted: the volunteer's application is stored. */
export default function TutorSubmitted() {
  const dispatch = useAppDispatch();
  const m = tutorMessages(useT());
  const wizard = useAppSelector(TUTOR_FLOW.selectState);
  return (
    <SubmittedPage
      wizard={wizard}
      body={m.modalBody}
      next={m.submittedNext}
      showWait={false}
      onModalClose={() => dispatch(TUTOR_FLOW.actions.modalClosed())}
    />
  );
}
