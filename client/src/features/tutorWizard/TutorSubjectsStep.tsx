import { GRADE_LEVELS, SUBJECT_GROUPS, SUBJECTS, TUTOR_OTHER_SUBJECT, tutorSubjectsSchema } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxGroup, QuestionGroup } from '../registration/fields';
import { LanguageFields } from '../registration/LanguageFields';
import { registrationMessages as r } from '../registration/messages';
import { StepForm } from '../registration/StepForm';
import { useNextStep } from '../registration/useNextStep';
import { useStepForm } from '../registration/useStepForm';
import { tutorMessages as m } from './messages';
import { GRADE_GROUP_NAME, TUTOR_FIELD_TARGETS, TUTOR_STEP_PATHS, subjectGroupName } from './steps';
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
  const next = useNextStep(TUTOR_STEP_PATHS.additional, TUTOR_STEP_PATHS.terms);
  const saved = useAppSelector((state) => state.tutorWizard.draft.subjects);
  const form = useStepForm('tutorSubjects', tutorSubjectsSchema, saved, (subjects) => {
    dispatch(tutorWizardActions.stepSaved({ subjects }));
    next();
  });
  const { values, set, update, errorOf } = form;

  return (
    <StepForm form={form} targets={TUTOR_FIELD_TARGETS.subjects} backTo={TUTOR_STEP_PATHS.info}>
      <p className="small text-secondary">{r.requiredNote}</p>
      <CheckboxGroup
        name={GRADE_GROUP_NAME}
        compact
        legend={m.gradeLevels}
        hint={m.gradeLevelsHint}
        choices={GRADE_CHOICES}
        selected={values.grades}
        onChange={(grades) => set('grades', grades)}
        required
        error={errorOf('grades')}
      />
      <QuestionGroup name="subjects" legend={m.subjects} hint={m.subjectsHint} required error={errorOf('subjects')}>
        {SUBJECT_SECTIONS.map((section) => (
          <CheckboxGroup
            key={section.group}
            nested
            name={subjectGroupName(section.group)}
            legend={section.group}
            choices={section.choices}
            selected={values.subjects}
            onChange={(subjects) => set('subjects', subjects)}
          />
        ))}
      </QuestionGroup>
      <LanguageFields idPrefix="tutor" legend={m.languages} hint={m.languagesHint} values={values} onChange={update} otherError={errorOf('otherLanguage')} />
    </StepForm>
  );
}
