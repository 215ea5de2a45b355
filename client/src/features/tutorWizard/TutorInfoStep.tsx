import { OTHER_SCHOOL, TUTOR_CURRENT_GRADES } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { selectSchools } from '../config';
import { Field, FormField, PersonFields, StepForm, usePhoneCheck, useWizardForm } from '../registration';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { tutorGradeName } from '../../i18n/catalogNames';
import { TUTOR_FLOW } from './steps';

export function TutorInfoStep() {
  const t = useT();
  const m = tutorMessages(t);
  const isPhone = usePhoneCheck();
  // The organisation's own list (the Settings page); any other school is typed under Other.
  const schools = useAppSelector(selectSchools);
  // With Other chosen, an empty or bad school is the School Name field's problem.
  const form = useWizardForm(
    TUTOR_FLOW,
    'info',
    (rules) => rules.tutorInfoSchemaFor(isPhone),
    (field, current) => (field === 'school' && current.otherSchool ? 'schoolName' : field),
  );
  const { values, update, errorOf } = form;
  const grades = TUTOR_CURRENT_GRADES.map((grade) => ({ value: grade.value, label: tutorGradeName(t, grade.value) }));

  // A named school is the school; Other asks for the School Name; the empty option clears the school.
  function chooseSchool(choice: string) {
    update(choice === OTHER_SCHOOL ? { otherSchool: true, school: '' } : { otherSchool: false, school: choice });
  }

  return (
    <StepForm form={form} targets={values.otherSchool ? { school: 'schoolName' } : {}} requiredNote>
      <PersonFields form={form} labels={m} ownName>
        <FormField
          form={form}
          name="email"
          type="email"
          label={m.email}
          hint={m.emailHint}
          required
          autoComplete="email"
          maxLength={254}
        />
      </PersonFields>
      <FormField form={form} name="grade" type="select" label={m.grade} required choices={grades} />
      <Field
        id="school"
        type="select"
        label={m.school}
        value={values.otherSchool ? OTHER_SCHOOL : values.school}
        onChange={chooseSchool}
        required
        error={values.otherSchool ? '' : errorOf('school')}
        choices={schools.map((school) => ({ value: school, label: school }))}
      >
        <option value={OTHER_SCHOOL}>{m.schoolOther}</option>
      </Field>
      {values.otherSchool && (
        <FormField form={form} name="school" id="schoolName" label={m.schoolName} required maxLength={200} />
      )}
    </StepForm>
  );
}
