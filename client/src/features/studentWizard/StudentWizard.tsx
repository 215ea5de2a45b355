import { STUDENT_TERMS } from '@tutoring/common';
import { Wizard, type WizardStep } from '../registration';
import { STUDENT_API_FIELDS } from './apiFields';
import { studentReview } from './review';
import { StudentInfoStep } from './StudentInfoStep';
import { StudentSubjectsStep } from './StudentSubjectsStep';
import { STUDENT_FLOW } from './steps';

const STEPS = { info: StudentInfoStep, subjects: StudentSubjectsStep };
const TERMS = { text: STUDENT_TERMS, review: studentReview, apiFields: STUDENT_API_FIELDS };

/** The student (tutee) registration wizard. */
export default function StudentWizard({ step }: { step: WizardStep }) {
  return <Wizard config={{ ...STUDENT_FLOW, steps: STEPS, terms: TERMS }} step={step} />;
}
