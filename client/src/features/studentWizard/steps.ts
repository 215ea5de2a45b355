import { studentStepsDone, type StudentDraft } from '@tutoring/common';
import { availabilityTarget, languageOtherTextId, type WizardFlow } from '../registration';
import { studentWizard } from './studentWizardState';

/** The wizard's pages in order, at their fixed paths (docs/compatibility.md), its progress bar and its state. */
export const STUDENT_FLOW: WizardFlow<StudentDraft> = {
  form: 'student',
  paths: {
    info: '/StudentInfo',
    subjects: '/StudentSubjects',
    additional: '/StudentAdditional',
    terms: '/StudentTerms',
  },
  submittedPath: '/StudentSubmitted',
  progress: { numbered: true, done: studentStepsDone },
  ...studentWizard,
};

/** Where an error summary link puts focus, by step and field, where the control's id is not the field's name. */
export const STUDENT_FIELD_TARGETS = {
  info: { submitter: 'submitter-Student', email: 'studentEmail', otherLanguage: languageOtherTextId('student') },
  subjects: {},
  additional: { availability: availabilityTarget('student') },
};
