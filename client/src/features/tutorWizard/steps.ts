import { GRADE_LEVELS, SUBJECT_GROUPS, SUBJECTS, tutorStepsDone, type TutorDraft } from '@tutoring/common';
import { languageOtherTextId, type WizardFlow } from '../registration';
import { tutorWizard } from './tutorWizardState';

/**
 * The wizard's pages in order, its progress bar and its state. Save and Continue on Tutor Info pushes /tutorSubjects
 * (as the original did); routes ignore case.
 */
export const TUTOR_FLOW: WizardFlow<TutorDraft> = {
  form: 'tutor',
  paths: { info: '/TutorInfo', subjects: '/tutorSubjects', additional: '/TutorAdditional', terms: '/TutorTerms' },
  submittedPath: '/TutorSubmitted',
  progress: { numbered: false, done: tutorStepsDone },
  ...tutorWizard,
};

/** Names of the subjects step's box groups; each box's id is the group name, '-', its key. */
export const GRADE_GROUP_NAME = 'grade-level';
export const subjectGroupName = (group: string) => `subject-${group.replace(/\W+/g, '-').toLowerCase()}`;

const firstSubjectGroup = SUBJECT_GROUPS[0] ?? '';
const firstSubject = SUBJECTS.find((subject) => subject.group === firstSubjectGroup)?.key ?? '';

/** Where an error summary link puts focus on the subjects step, by field: a group's first box, the Other text. */
export const TUTOR_SUBJECTS_TARGETS = {
  grades: `${GRADE_GROUP_NAME}-${GRADE_LEVELS[0]?.key ?? ''}`,
  subjects: `${subjectGroupName(firstSubjectGroup)}-${firstSubject}`,
  otherLanguage: languageOtherTextId('tutor'),
};
