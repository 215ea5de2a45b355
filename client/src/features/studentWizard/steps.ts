import type { StudentStepName } from '@tutoring/common';
import { availabilityTarget, languageOtherTextId } from '../registration';

/** Where the wizard lands once the application is stored. */
export const STUDENT_SUBMITTED_PATH = '/StudentSubmitted';

/** The wizard's pages in order, at their fixed paths (docs/compatibility.md). */
export const STUDENT_STEP_PATHS: Record<StudentStepName, string> = {
  info: '/StudentInfo',
  subjects: '/StudentSubjects',
  additional: '/StudentAdditional',
  terms: '/StudentTerms',
};

/** Where an error summary link puts focus, by step and field, where the control's id is not the field's name. */
export const STUDENT_FIELD_TARGETS = {
  info: { submitter: 'submitter-Student', email: 'studentEmail', otherLanguage: languageOtherTextId('student') },
  subjects: {},
  additional: { availability: availabilityTarget('student') },
} satisfies Partial<Record<StudentStepName, Partial<Record<string, string>>>>;
