import { useNavigate } from 'react-router-dom';
import { Form } from 'reactstrap';
import { GRADE_LEVELS, SUBJECT_GROUPS, SUBJECTS, TUTOR_OTHER_SUBJECT, tutorSubjectsSchema } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxGroup, RequiredMark } from '../registration/fields';
import { LanguageFields } from '../registration/LanguageFields';
import { registrationMessages as r } from '../registration/messages';
import { StepActions } from '../registration/StepActions';
import { useStepForm } from '../registration/useStepForm';
import { FROM_STEP } from '../registration/WizardPage';
import { tutorMessages as m } from './messages';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

const GRADE_CHOICES = GRADE_LEVELS.map((grade) => ({ value: grade.key, label: grade.label }));

/** The catalogue's subjects by group, then the form's own Other box. */
const SUBJECT_SECTIONS = [
  ...SUBJECT_GROUPS.map((group) => ({
    group,
    choices: SUBJECTS.filter((subject) => subject.group === group).map((subject) => ({ value: subject.key, label: subject.label })),
  })),
  { group: m.otherSubjectGroup, choices: [{ value: TUTOR_OTHER_SUBJECT.key, label: TUTOR_OTHER_SUBJECT.label }] },
];

export function TutorSubjectsStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.tutorWizard.draft.subjects);
  const { values, set, update, alert, invalid, submit } = useStepForm(tutorSubjectsSchema, saved, (subjects) => {
    dispatch(tutorWizardActions.stepSaved({ subjects }));
    navigate(TUTOR_STEP_PATHS.additional, { state: FROM_STEP });
  });

  return (
    <Form onSubmit={submit} noValidate>
      <p className="small text-secondary">{r.requiredNote}</p>
      <CheckboxGroup
        name="grade-level"
        compact
        legend={m.gradeLevels}
        hint={m.gradeLevelsHint}
        choices={GRADE_CHOICES}
        selected={values.grades}
        onChange={(grades) => set('grades', grades)}
        required
        invalid={invalid.has('grades')}
      />
      <fieldset className={`wizard-fieldset${invalid.has('subjects') ? ' is-invalid' : ''}`} aria-describedby="subjects-hint">
        <legend className="wizard-legend">
          {m.subjects}
          <RequiredMark inWords />
        </legend>
        <p id="subjects-hint" className="form-text mt-0">
          {m.subjectsHint}
        </p>
        {SUBJECT_SECTIONS.map((section) => (
          <CheckboxGroup
            key={section.group}
            nested
            name={`subject-${section.group.replace(/\W+/g, '-').toLowerCase()}`}
            legend={section.group}
            choices={section.choices}
            selected={values.subjects}
            onChange={(subjects) => set('subjects', subjects)}
          />
        ))}
      </fieldset>
      <LanguageFields idPrefix="tutor" legend={m.languages} hint={m.languagesHint} values={values} onChange={update} otherInvalid={invalid.has('otherLanguage')} />
      <StepActions alert={alert} backTo={TUTOR_STEP_PATHS.info} />
    </Form>
  );
}
