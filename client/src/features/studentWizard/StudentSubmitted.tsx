import { useNavigate } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n/I18nProvider';
import { FROM_STEP, SubmittedPage } from '../registration';
import { studentMessages } from './messages';
import { STUDENT_FLOW } from './steps';

/** /StudentSubmitted: the family's application is stored; another child's starts from the guardian's contact details. */
export default function StudentSubmitted() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const m = studentMessages(useT());
  const wizard = useAppSelector(STUDENT_FLOW.selectState);
  const anotherChild = () => {
    dispatch(STUDENT_FLOW.actions.nextApplicationStarted());
    void navigate(STUDENT_FLOW.paths.info, { state: FROM_STEP });
  };
  return (
    <SubmittedPage
      wizard={wizard}
      body={m.modalBody}
      next={m.submittedNext}
      showWait
      onModalClose={() => dispatch(STUDENT_FLOW.actions.modalClosed())}
      actions={
        <Button color="primary" size="lg" onClick={anotherChild} aria-describedby="another-child-hint">
          {m.anotherChild}
        </Button>
      }
      footnote={
        <p id="another-child-hint" className="small text-body-secondary mt-2 mb-0">
          {m.anotherChildHint}
        </p>
      }
    />
  );
}
