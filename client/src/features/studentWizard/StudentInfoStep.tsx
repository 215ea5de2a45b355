import { GRADE_LEVELS, SUBMITTERS, isStudentSubmitter, needsGuardianConsent } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { selectGuardianConsentBelowGrade } from '../config';
import {
  CheckboxTile,
  FormField,
  LanguageFields,
  PersonFields,
  QuestionGroup,
  StepForm,
  usePhoneCheck,
  useWizardForm,
} from '../registration';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { gradeName } from '../../i18n/catalogNames';
import { STUDENT_FIELD_TARGETS, STUDENT_FLOW } from './steps';

export function StudentInfoStep() {
  const t = useT();
  const m = studentMessages(t);
  const isPhone = usePhoneCheck();
  const consentBelowGrade = useAppSelector(selectGuardianConsentBelowGrade);
  const form = useWizardForm(STUDENT_FLOW, 'info', (rules) => rules.studentInfoSchemaFor(isPhone, consentBelowGrade));
  const { values, set } = form;
  // Only the submitter's own address is required.
  const studentApplies = isStudentSubmitter(values.submitter);
  const guardianApplies = values.submitter === 'ParentOrGuardian';
  // A young student applying alone (GUARDIAN_CONSENT_BELOW_GRADE) names a guardian, who is asked to agree.
  const guardianConsent = needsGuardianConsent(values.submitter, values.grade, consentBelowGrade);
  const guardianHint = guardianApplies ? m.emailHint : guardianConsent ? m.guardianConsentHint : undefined;
  const grades = GRADE_LEVELS.map((grade) => ({ value: grade.key, label: gradeName(t, grade.key) }));

  return (
    <StepForm form={form} targets={STUDENT_FIELD_TARGETS.info} requiredNote>
      <QuestionGroup name="submitter" legend={m.submitter} required error={form.errorOf('submitter')}>
        <div className="choice-grid is-wide">
          {SUBMITTERS.map((submitter) => (
            <CheckboxTile
              key={submitter}
              type="radio"
              name="submitter"
              id={`submitter-${submitter}`}
              label={m.submitterChoices[submitter]}
              checked={values.submitter === submitter}
              onChange={() => set('submitter', submitter)}
            />
          ))}
        </div>
      </QuestionGroup>
      <PersonFields form={form} labels={m} ownName={false}>
        <FormField
          form={form}
          name="parentEmail"
          type="email"
          label={m.parentEmail}
          hint={guardianHint}
          required={guardianApplies || guardianConsent}
          autoComplete={guardianApplies ? 'email' : 'off'}
          maxLength={254}
        />
        <FormField
          form={form}
          name="email"
          id="studentEmail"
          type="email"
          label={m.email}
          hint={studentApplies ? m.emailHint : undefined}
          required={studentApplies}
          autoComplete={studentApplies ? 'email' : 'off'}
          maxLength={254}
        />
      </PersonFields>
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-8">
          <FormField form={form} name="school" label={m.school} required maxLength={200} />
        </div>
        <div className="col-sm-4">
          <FormField form={form} name="grade" type="select" label={m.grade} required choices={grades} />
        </div>
      </div>
      <LanguageFields idPrefix="student" legend={m.languages} hint={m.languagesHint} form={form} />
    </StepForm>
  );
}
