import type { StudentStepName } from '@tutoring/common';

/** The wizard's pages in order (spec section 2 route table). */
export const STUDENT_STEP_PATHS: Record<StudentStepName, string> = {
  info: '/StudentInfo',
  subjects: '/StudentSubjects',
  additional: '/StudentAdditional',
  terms: '/StudentTerms',
};
