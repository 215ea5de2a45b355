import { GRADE_LEVELS, SUBJECT_GROUPS, SUBJECTS, TUTOR_OTHER_SUBJECT, type Translate } from '@tutoring/common';
import { CheckboxGroup, QuestionGroup, LanguageFields, StepForm, useWizardForm } from '../registration';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { gradeName, subjectGroupName as groupLegend, subjectName } from '../../i18n/catalogNames';
import { GRADE_GROUP_NAME, TUTOR_FLOW, TUTOR_SUBJECTS_TARGETS, subjectGroupName } from './steps';

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
  const t = useT();
  const m = tutorMessages(t);
  const form = useWizardForm(TUTOR_FLOW, 'subjects', (rules) => rules.tutorSubjectsSchema);
  const { values, set, errorOf } = form;
  const gradeChoices = GRADE_LEVELS.map((grade) => ({ value: grade.key, label: gradeName(t, grade.key) }));

  return (
    <StepForm form={form} targets={TUTOR_SUBJECTS_TARGETS} backTo={TUTOR_FLOW.paths.info} requiredNote>
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
      <LanguageFields idPrefix="tutor" legend={m.languages} hint={m.languagesHint} form={form} />
    </StepForm>
  );
}
