import { TUTOR_TERMS } from '@tutoring/common';
import { Wizard, type WizardStep } from '../registration';
import { TUTOR_API_FIELDS } from './apiFields';
import { tutorReview } from './review';
import { TutorInfoStep } from './TutorInfoStep';
import { TutorSubjectsStep } from './TutorSubjectsStep';
import { TUTOR_FLOW } from './steps';

const STEPS = { info: TutorInfoStep, subjects: TutorSubjectsStep };
const TERMS = { text: TUTOR_TERMS, review: tutorReview, apiFields: TUTOR_API_FIELDS };

/** The tutor application wizard. */
export default function TutorWizard({ step }: { step: WizardStep }) {
  return <Wizard config={{ ...TUTOR_FLOW, steps: STEPS, terms: TERMS }} step={step} />;
}
