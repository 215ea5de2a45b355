import { useMemo } from 'react';
import { OTHER_SCHOOL, TUTOR_CURRENT_GRADES, tutorInfoSchemaFor } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectSchools } from '../config';
import {
  Field,
  registrationMessages,
  StepForm,
  useNextStep,
  usePhoneCheck,
  useStepForm,
  useKeptStep,
} from '../registration';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { tutorGradeName } from '../../i18n/catalogNames';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorInfoStep() {
  const dispatch = useAppDispatch();
  const t = useT();
  const r = registrationMessages(t);
  const m = tutorMessages(t);
  const next = useNextStep(TUTOR_STEP_PATHS.subjects, TUTOR_STEP_PATHS.terms);
  const kept = useKeptStep((state) => state.tutorWizard, tutorWizardActions.stepEdited, 'info');
  const isPhone = usePhoneCheck();
  // The organisation's own list (the Settings page); any other school is typed under Other.
  const schools = useAppSelector(selectSchools);
  const schema = useMemo(() => tutorInfoSchemaFor(isPhone), [isPhone]);
  // With Other chosen, an empty or bad school is the School Name field's problem.
  const form = useStepForm(
    'tutorInfo',
    schema,
    kept,
    (info) => {
      dispatch(tutorWizardActions.stepSaved({ info }));
      next();
    },
    (field, current) => (field === 'school' && current.otherSchool ? 'schoolName' : field),
  );
  const { values, set, update, errorOf } = form;
  const schoolChoice = values.otherSchool ? OTHER_SCHOOL : values.school;

  // A named school is the school; Other asks for the School Name; the empty option clears the school.
  function chooseSchool(choice: string) {
    update(choice === OTHER_SCHOOL ? { otherSchool: true, school: '' } : { otherSchool: false, school: choice });
  }

  return (
    <StepForm form={form} targets={values.otherSchool ? { school: 'schoolName' } : {}}>
      <p className="small text-secondary">{r.requiredNote}</p>
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <Field
            id="firstName"
            label={m.firstName}
            value={values.firstName}
            onChange={(v) => set('firstName', v)}
            required
            error={errorOf('firstName')}
            autoComplete="given-name"
            maxLength={100}
          />
        </div>
        <div className="col-sm-6">
          <Field
            id="lastName"
            label={m.lastName}
            value={values.lastName}
            onChange={(v) => set('lastName', v)}
            required
            error={errorOf('lastName')}
            autoComplete="family-name"
            maxLength={100}
          />
        </div>
      </div>
      <Field
        id="pronouns"
        label={m.pronouns}
        hint={m.pronounsHint}
        value={values.pronouns}
        onChange={(v) => set('pronouns', v)}
        maxLength={50}
      />
      <Field
        id="email"
        type="email"
        label={m.email}
        hint={m.emailHint}
        value={values.email}
        onChange={(v) => set('email', v)}
        required
        error={errorOf('email')}
        autoComplete="email"
        maxLength={254}
      />
      <Field
        id="phone"
        type="tel"
        label={m.phone}
        value={values.phone}
        onChange={(v) => set('phone', v)}
        required
        error={errorOf('phone')}
        autoComplete="tel"
        maxLength={40}
      />
      <Field
        id="grade"
        type="select"
        label={m.grade}
        value={values.grade}
        onChange={(v) => set('grade', v)}
        required
        error={errorOf('grade')}
      >
        <option value="">{r.choose}</option>
        {TUTOR_CURRENT_GRADES.map((grade) => (
          <option key={grade.value} value={grade.value}>
            {tutorGradeName(t, grade.value)}
          </option>
        ))}
      </Field>
      <Field
        id="school"
        type="select"
        label={m.school}
        value={schoolChoice}
        onChange={chooseSchool}
        required
        error={values.otherSchool ? '' : errorOf('school')}
      >
        <option value="">{r.choose}</option>
        {schools.map((school) => (
          <option key={school} value={school}>
            {school}
          </option>
        ))}
        <option value={OTHER_SCHOOL}>{m.schoolOther}</option>
      </Field>
      {values.otherSchool && (
        <Field
          id="schoolName"
          label={m.schoolName}
          value={values.school}
          onChange={(v) => set('school', v)}
          required
          error={errorOf('school')}
          maxLength={200}
        />
      )}
    </StepForm>
  );
}
