import type { TutorStepName } from '@tutoring/common';

/** The wizard's pages in order; Save and Continue on Tutor Info pushes /tutorSubjects (spec reading one), and routes ignore case. */
export const TUTOR_STEP_PATHS: Record<TutorStepName, string> = {
  info: '/TutorInfo',
  subjects: '/tutorSubjects',
  additional: '/TutorAdditional',
  terms: '/TutorTerms',
};
