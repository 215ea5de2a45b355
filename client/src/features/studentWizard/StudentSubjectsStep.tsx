import { useNavigate } from 'react-router-dom';
import { Form } from 'reactstrap';
import { SUBJECT_GROUPS, SUBJECTS, studentSubjectsSchema } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Field } from '../registration/fields';
import { registrationMessages as r } from '../registration/messages';
import { StepActions } from '../registration/StepActions';
import { useStepForm } from '../registration/useStepForm';
import { FROM_STEP } from '../registration/WizardPage';
import { studentMessages as m } from './messages';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

type ChoiceField = 'primarySubject' | 'secondarySubject' | 'tertiarySubject';
const CHOICE_FIELDS: readonly ChoiceField[] = ['primarySubject', 'secondarySubject', 'tertiarySubject'];

/** Catalogue subjects by group, without those already chosen in another slot (the three must differ). */
function SubjectOptions({ taken }: { taken: readonly string[] }) {
  return (
    <>
      <option value="">{r.choose}</option>
      {SUBJECT_GROUPS.map((group) => (
        <optgroup key={group} label={group}>
          {SUBJECTS.filter((subject) => subject.group === group && !taken.includes(subject.key)).map((subject) => (
            <option key={subject.key} value={subject.key}>
              {subject.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

export function StudentSubjectsStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.studentWizard.draft.subjects);
  const { values, set, alert, invalid, submit } = useStepForm(studentSubjectsSchema, saved, (subjects) => {
    dispatch(studentWizardActions.stepSaved({ subjects }));
    navigate(STUDENT_STEP_PATHS.additional, { state: FROM_STEP });
  });

  return (
    <Form onSubmit={submit} noValidate>
      <p className="small text-secondary">{r.requiredNote}</p>
      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">{m.subjectChoices}</legend>
        {CHOICE_FIELDS.map((field) => (
          <Field key={field} id={field} type="select" label={m[field]} value={values[field]} onChange={(v) => set(field, v)} required invalid={invalid.has(field)}>
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
        invalid={invalid.has('detailedNeeds')}
        maxLength={4000}
      />
      <StepActions alert={alert} backTo={STUDENT_STEP_PATHS.info} />
    </Form>
  );
}
