import { TUTOR_TERMS, tutorStepsDone, type TutorDraft } from '@tutoring/common';
import { Wizard, type WizardConfig, type WizardStep } from '../registration';
import { TUTOR_API_FIELD_LOCATIONS } from './apiFields';
import { TUTOR_API_FIELD_KEYS } from './messages';
import { tutorReview } from './review';
import { TutorInfoStep } from './TutorInfoStep';
import { TutorSubjectsStep } from './TutorSubjectsStep';
import { TUTOR_FLOW } from './steps';

const TUTOR_WIZARD: WizardConfig<TutorDraft> = {
  ...TUTOR_FLOW,
  steps: { info: TutorInfoStep, subjects: TutorSubjectsStep },
  numberedSteps: false,
  stepsDone: tutorStepsDone,
  terms: TUTOR_TERMS,
  fieldLabelKeys: TUTOR_API_FIELD_KEYS,
  fieldLocations: TUTOR_API_FIELD_LOCATIONS,
  review: tutorReview,
};

/** The tutor application wizard. */
export default function TutorWizard({ step }: { step: WizardStep }) {
  return <Wizard config={TUTOR_WIZARD} step={step} />;
}
