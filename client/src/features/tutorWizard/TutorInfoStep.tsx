import { useNavigate } from 'react-router-dom';
import { Form } from 'reactstrap';
import { OTHER_SCHOOL, SCHOOLS, TUTOR_CURRENT_GRADES, tutorInfoSchema } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Field } from '../registration/fields';
import { registrationMessages as r } from '../registration/messages';
import { StepActions } from '../registration/StepActions';
import { useStepForm } from '../registration/useStepForm';
import { FROM_STEP } from '../registration/WizardPage';
import { tutorMessages as m } from './messages';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorInfoStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.tutorWizard.draft.info);
  const { values, set, update, alert, invalid, submit } = useStepForm(tutorInfoSchema, saved, (info) => {
    dispatch(tutorWizardActions.stepSaved({ info }));
    navigate(TUTOR_STEP_PATHS.subjects, { state: FROM_STEP });
  });
  const schoolChoice = values.otherSchool ? OTHER_SCHOOL : values.school;

  // A named school is the school; Other asks for the School Name; the empty option clears the school (spec section 4).
  function chooseSchool(choice: string) {
    update(choice === OTHER_SCHOOL ? { otherSchool: true, school: '' } : { otherSchool: false, school: choice });
  }

  return (
    <Form onSubmit={submit} noValidate>
      <p className="small text-secondary">{r.requiredNote}</p>
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <Field id="firstName" label={m.firstName} value={values.firstName} onChange={(v) => set('firstName', v)} required invalid={invalid.has('firstName')} autoComplete="given-name" maxLength={100} />
        </div>
        <div className="col-sm-6">
          <Field id="lastName" label={m.lastName} value={values.lastName} onChange={(v) => set('lastName', v)} required invalid={invalid.has('lastName')} autoComplete="family-name" maxLength={100} />
        </div>
      </div>
      <Field id="pronouns" label={m.pronouns} hint={m.pronounsHint} value={values.pronouns} onChange={(v) => set('pronouns', v)} maxLength={50} />
      <Field id="email" type="email" label={m.email} hint={m.emailHint} value={values.email} onChange={(v) => set('email', v)} required invalid={invalid.has('email')} autoComplete="email" maxLength={254} />
      <Field id="phone" type="tel" label={m.phone} value={values.phone} onChange={(v) => set('phone', v)} required invalid={invalid.has('phone')} autoComplete="tel" maxLength={40} />
      <Field id="grade" type="select" label={m.grade} value={values.grade} onChange={(v) => set('grade', v)} required invalid={invalid.has('grade')}>
        <option value="">{r.choose}</option>
        {TUTOR_CURRENT_GRADES.map((grade) => (
          <option key={grade.value} value={grade.value}>
            {grade.label}
          </option>
        ))}
      </Field>
      <Field id="school" type="select" label={m.school} value={schoolChoice} onChange={chooseSchool} required invalid={!values.otherSchool && invalid.has('school')}>
        <option value="">{r.choose}</option>
        {SCHOOLS.map((school) => (
          <option key={school} value={school}>
            {school}
          </option>
        ))}
        <option value={OTHER_SCHOOL}>{m.schoolOther}</option>
      </Field>
      {values.otherSchool && (
        <Field id="schoolName" label={m.schoolName} value={values.school} onChange={(v) => set('school', v)} required invalid={invalid.has('school')} maxLength={200} />
      )}
      <StepActions alert={alert} />
    </Form>
  );
}
