import { SUBJECT_GROUPS, SUBJECTS, studentSubjectsSchema } from '@tutoring/common';
import { useAppDispatch } from '../../lib/hooks';
import { Field, registrationMessages, StepForm, useNextStep, useStepForm, useKeptStep } from '../registration';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { subjectGroupName, subjectName } from '../../i18n/catalogNames';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

type ChoiceField = 'primarySubject' | 'secondarySubject' | 'tertiarySubject';
const CHOICE_FIELDS: readonly ChoiceField[] = ['primarySubject', 'secondarySubject', 'tertiarySubject'];

/** Catalogue subjects by group, without those already chosen in another slot (the three must differ). */
function SubjectOptions({ taken }: { taken: readonly string[] }) {
  const t = useT();
  const r = registrationMessages(t);
  return (
    <>
      <option value="">{r.choose}</option>
      {SUBJECT_GROUPS.map((group) => (
        <optgroup key={group} label={subjectGroupName(t, group)}>
          {SUBJECTS.filter((subject) => subject.group === group && !taken.includes(subject.key)).map((subject) => (
            <option key={subject.key} value={subject.key}>
              {subjectName(t, subject.key)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

export function StudentSubjectsStep() {
  const dispatch = useAppDispatch();
  const t = useT();
  const r = registrationMessages(t);
  const m = studentMessages(t);
  const next = useNextStep(STUDENT_STEP_PATHS.additional, STUDENT_STEP_PATHS.terms);
  const kept = useKeptStep((state) => state.studentWizard, studentWizardActions.stepEdited, 'subjects');
  const form = useStepForm('studentSubjects', studentSubjectsSchema, kept, (subjects) => {
    dispatch(studentWizardActions.stepSaved({ subjects }));
    next();
  });
  const { values, set, errorOf } = form;

  return (
    <StepForm form={form} backTo={STUDENT_STEP_PATHS.info}>
      <p className="small text-secondary">{r.requiredNote}</p>
      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">{m.subjectChoices}</legend>
        {CHOICE_FIELDS.map((field) => (
          <Field
            key={field}
            id={field}
            type="select"
            label={m[field]}
            value={values[field]}
            onChange={(v) => set(field, v)}
            required
            error={errorOf(field)}
          >
            <SubjectOptions taken={CHOICE_FIELDS.filter((other) => other !== field).map((other) => values[other])} />
          </Field>
        ))}
      </fieldset>
      <Field
        id="detailedNeeds"
        type="textarea"
        rows={5}
        label={m.detailedNeeds}
        hint={m.detailedNeedsHint}
        value={values.detailedNeeds}
        onChange={(v) => set('detailedNeeds', v)}
        required
        error={errorOf('detailedNeeds')}
        maxLength={4000}
      />
    </StepForm>
  );
}
