import { useNavigate } from 'react-router-dom';
import { Form } from 'reactstrap';
import { studentAdditionalSchema } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Field } from '../registration/fields';
import { StepActions } from '../registration/StepActions';
import { useStepForm } from '../registration/useStepForm';
import { FROM_STEP } from '../registration/WizardPage';
import { studentMessages as m } from './messages';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentAdditionalStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.studentWizard.draft.additional);
  const { values, set, alert, invalid, submit } = useStepForm(studentAdditionalSchema, saved, (additional) => {
    dispatch(studentWizardActions.stepSaved({ additional }));
    navigate(STUDENT_STEP_PATHS.terms, { state: FROM_STEP });
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Field
        id="additionalInfo"
        type="textarea"
        rows={6}
        label={m.additionalInfo}
        hint={m.additionalHint}
        value={values.additionalInfo}
        onChange={(v) => set('additionalInfo', v)}
        invalid={invalid.has('additionalInfo')}
        maxLength={4000}
      />
      <StepActions alert={alert} backTo={STUDENT_STEP_PATHS.subjects} />
    </Form>
  );
}
