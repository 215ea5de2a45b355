import {
  GRADE_LEVELS,
  SUBJECT_GROUPS,
  SUBJECTS,
  TUTOR_OTHER_SUBJECT,
  tutorSubjectsSchema,
  type Translate,
} from '@tutoring/common';
import { useAppDispatch } from '../../lib/hooks';
import {
  CheckboxGroup,
  QuestionGroup,
  LanguageFields,
  registrationMessages,
  StepForm,
  useNextStep,
  useStepForm,
  useKeptStep,
} from '../registration';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { gradeName, subjectGroupName as groupLegend, subjectName } from '../../i18n/catalogNames';
import { GRADE_GROUP_NAME, TUTOR_FIELD_TARGETS, TUTOR_STEP_PATHS, subjectGroupName } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

/** The catalogue's subjects by group, then the form's own Other box; `group` (English) names the boxes' group. */
function subjectSections(t: Translate, other: string) {
  return [
    ...SUBJECT_GROUPS.map((group) => ({
      group,
      legend: groupLegend(t, group),
      choices: SUBJECTS.filter((subject) => subject.group === group).map((subject) => ({
        value: subject.key,
        label: subjectName(t, subject.key),
      })),
    })),
    { group: TUTOR_OTHER_SUBJECT.label, legend: other, choices: [{ value: TUTOR_OTHER_SUBJECT.key, label: other }] },
  ];
}

export function TutorSubjectsStep() {
  const dispatch = useAppDispatch();
  const t = useT();
  const r = registrationMessages(t);
  const m = tutorMessages(t);
  const next = useNextStep(TUTOR_STEP_PATHS.additional, TUTOR_STEP_PATHS.terms);
  const kept = useKeptStep((state) => state.tutorWizard, tutorWizardActions.stepEdited, 'subjects');
  const form = useStepForm('tutorSubjects', tutorSubjectsSchema, kept, (subjects) => {
    dispatch(tutorWizardActions.stepSaved({ subjects }));
    next();
  });
  const { values, set, update, errorOf } = form;
  const gradeChoices = GRADE_LEVELS.map((grade) => ({ value: grade.key, label: gradeName(t, grade.key) }));

  return (
    <StepForm form={form} targets={TUTOR_FIELD_TARGETS.subjects} backTo={TUTOR_STEP_PATHS.info}>
      <p className="small text-secondary">{r.requiredNote}</p>
      <CheckboxGroup
        name={GRADE_GROUP_NAME}
        compact
        legend={m.gradeLevels}
        hint={m.gradeLevelsHint}
        choices={gradeChoices}
        selected={values.grades}
        onChange={(grades) => set('grades', grades)}
        required
        error={errorOf('grades')}
      />
      <QuestionGroup name="subjects" legend={m.subjects} hint={m.subjectsHint} required error={errorOf('subjects')}>
        {subjectSections(t, m.otherSubjectGroup).map((section) => (
          <CheckboxGroup
            key={section.group}
            nested
            name={subjectGroupName(section.group)}
            legend={section.legend}
            choices={section.choices}
            selected={values.subjects}
            onChange={(subjects) => set('subjects', subjects)}
          />
        ))}
      </QuestionGroup>
      <LanguageFields
        idPrefix="tutor"
        legend={m.languages}
        hint={m.languagesHint}
        values={values}
        onChange={update}
        otherError={errorOf('otherLanguage')}
      />
    </StepForm>
  );
}
