import { STUDENT_TERMS, studentStepsDone, type StudentDraft } from '@tutoring/common';
import { Wizard, type WizardConfig, type WizardStep } from '../registration';
import { STUDENT_API_FIELD_LOCATIONS } from './apiFields';
import { STUDENT_API_FIELD_KEYS } from './messages';
import { studentReview } from './review';
import { StudentInfoStep } from './StudentInfoStep';
import { StudentSubjectsStep } from './StudentSubjectsStep';
import { STUDENT_FLOW } from './steps';

const STUDENT_WIZARD: WizardConfig<StudentDraft> = {
  ...STUDENT_FLOW,
  steps: { info: StudentInfoStep, subjects: StudentSubjectsStep },
  numberedSteps: true,
  stepsDone: studentStepsDone,
  terms: STUDENT_TERMS,
  fieldLabelKeys: STUDENT_API_FIELD_KEYS,
  fieldLocations: STUDENT_API_FIELD_LOCATIONS,
  review: studentReview,
};

/** The student (tutee) registration wizard. */
export default function StudentWizard({ step }: { step: WizardStep }) {
  return <Wizard config={STUDENT_WIZARD} step={step} />;
}
