import { useNavigate } from 'react-router-dom';
import { Form } from 'reactstrap';
import { tutorAdditionalSchema } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Field } from '../registration/fields';
import { StepActions } from '../registration/StepActions';
import { useStepForm } from '../registration/useStepForm';
import { FROM_STEP } from '../registration/WizardPage';
import { tutorMessages as m } from './messages';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorAdditionalStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.tutorWizard.draft.additional);
  const { values, set, alert, invalid, submit } = useStepForm(tutorAdditionalSchema, saved, (additional) => {
    dispatch(tutorWizardActions.stepSaved({ additional }));
    navigate(TUTOR_STEP_PATHS.terms, { state: FROM_STEP });
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
      <StepActions alert={alert} backTo={TUTOR_STEP_PATHS.subjects} />
    </Form>
  );
}
