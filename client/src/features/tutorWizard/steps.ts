import { GRADE_LEVELS, SUBJECT_GROUPS, SUBJECTS, type TutorStepName } from '@tutoring/common';
import { availabilityTarget, languageOtherTextId } from '../registration';

/** Where the wizard lands once the application is stored. */
export const TUTOR_SUBMITTED_PATH = '/TutorSubmitted';

/** The wizard's pages in order; Save and Continue on Tutor Info pushes /tutorSubjects (as the original did); routes ignore case. */
export const TUTOR_STEP_PATHS: Record<TutorStepName, string> = {
  info: '/TutorInfo',
  subjects: '/tutorSubjects',
  additional: '/TutorAdditional',
  terms: '/TutorTerms',
};

/** Names of the subjects step's box groups; each box's id is the group name, '-', its key. */
export const GRADE_GROUP_NAME = 'grade-level';
export const subjectGroupName = (group: string) => `subject-${group.replace(/\W+/g, '-').toLowerCase()}`;

const firstSubjectGroup = SUBJECT_GROUPS[0] ?? '';
const firstSubject = SUBJECTS.find((subject) => subject.group === firstSubjectGroup)?.key ?? '';

/** Where an error summary link puts focus, by step and field, where the control's id is not the field's name: a group's first box. */
export const TUTOR_FIELD_TARGETS = {
  info: {},
  subjects: {
    grades: `${GRADE_GROUP_NAME}-${GRADE_LEVELS[0]?.key ?? ''}`,
    subjects: `${subjectGroupName(firstSubjectGroup)}-${firstSubject}`,
    otherLanguage: languageOtherTextId('tutor'),
  },
  additional: { availability: availabilityTarget('tutor') },
} satisfies Partial<Record<TutorStepName, Partial<Record<string, string>>>>;
