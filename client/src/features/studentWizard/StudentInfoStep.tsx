import { useMemo } from 'react';
import {
  GRADE_LEVELS,
  SUBMITTERS,
  isStudentSubmitter,
  needsGuardianConsent,
  studentInfoSchemaFor,
} from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectGuardianConsentBelowGrade } from '../config';
import {
  CheckboxTile,
  Field,
  QuestionGroup,
  LanguageFields,
  registrationMessages,
  StepForm,
  useNextStep,
  usePhoneCheck,
  useStepForm,
  useKeptStep,
} from '../registration';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { gradeName } from '../../i18n/catalogNames';
import { STUDENT_FIELD_TARGETS, STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentInfoStep() {
  const dispatch = useAppDispatch();
  const t = useT();
  const r = registrationMessages(t);
  const m = studentMessages(t);
  const next = useNextStep(STUDENT_STEP_PATHS.subjects, STUDENT_STEP_PATHS.terms);
  const kept = useKeptStep((state) => state.studentWizard, studentWizardActions.stepEdited, 'info');
  const isPhone = usePhoneCheck();
  const consentBelowGrade = useAppSelector(selectGuardianConsentBelowGrade);
  const schema = useMemo(() => studentInfoSchemaFor(isPhone, consentBelowGrade), [isPhone, consentBelowGrade]);
  const form = useStepForm('studentInfo', schema, kept, (info) => {
    dispatch(studentWizardActions.stepSaved({ info }));
    next();
  });
  const { values, set, update, errorOf } = form;
  // Only the submitter's own address is required.
  const studentApplies = isStudentSubmitter(values.submitter);
  const guardianApplies = values.submitter === 'ParentOrGuardian';
  // A young student applying alone (GUARDIAN_CONSENT_BELOW_GRADE) names a guardian, who is asked to agree.
  const guardianConsent = needsGuardianConsent(values.submitter, values.grade, consentBelowGrade);
  const guardianHint = guardianApplies ? m.emailHint : guardianConsent ? m.guardianConsentHint : undefined;

  return (
    <StepForm form={form} targets={STUDENT_FIELD_TARGETS.info}>
      <p className="small text-secondary">{r.requiredNote}</p>
      <QuestionGroup name="submitter" legend={m.submitter} required error={errorOf('submitter')}>
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
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <Field
            id="firstName"
            label={m.firstName}
            value={values.firstName}
            onChange={(v) => set('firstName', v)}
            required
            error={errorOf('firstName')}
            autoComplete="off"
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
            autoComplete="off"
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
        id="parentEmail"
        type="email"
        label={m.parentEmail}
        hint={guardianHint}
        value={values.parentEmail}
        onChange={(v) => set('parentEmail', v)}
        required={guardianApplies || guardianConsent}
        error={errorOf('parentEmail')}
        autoComplete={guardianApplies ? 'email' : 'off'}
        maxLength={254}
      />
      <Field
        id="studentEmail"
        type="email"
        label={m.email}
        hint={studentApplies ? m.emailHint : undefined}
        value={values.email}
        onChange={(v) => set('email', v)}
        required={studentApplies}
        error={errorOf('email')}
        autoComplete={studentApplies ? 'email' : 'off'}
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
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-8">
          <Field
            id="school"
            label={m.school}
            value={values.school}
            onChange={(v) => set('school', v)}
            required
            error={errorOf('school')}
            maxLength={200}
          />
        </div>
        <div className="col-sm-4">
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
            {GRADE_LEVELS.map((grade) => (
              <option key={grade.key} value={grade.key}>
                {gradeName(t, grade.key)}
              </option>
            ))}
          </Field>
        </div>
      </div>
      <LanguageFields
        idPrefix="student"
        legend={m.languages}
        hint={m.languagesHint}
        values={values}
        onChange={update}
        otherError={errorOf('otherLanguage')}
      />
    </StepForm>
  );
}
