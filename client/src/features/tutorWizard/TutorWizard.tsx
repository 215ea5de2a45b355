import { TUTOR_STEPS, tutorStepsDone, type TutorStepName } from '@tutoring/common';
import { useAppSelector } from '../../app/hooks';
import { tutorMessages as m } from './messages';
import { TutorAdditionalStep } from './TutorAdditionalStep';
import { TutorInfoStep } from './TutorInfoStep';
import { TutorSubjectsStep } from './TutorSubjectsStep';
import { TutorTermsStep } from './TutorTermsStep';
import { WizardPage } from '../registration/WizardPage';

export type TutorStep = TutorStepName;

const STEP_COMPONENTS = {
  info: TutorInfoStep,
  subjects: TutorSubjectsStep,
  additional: TutorAdditionalStep,
  terms: TutorTermsStep,
} as const;

const STEP_TITLES: Record<TutorStep, string> = {
  info: m.infoTitle,
  subjects: m.subjectsTitle,
  additional: m.additionalTitle,
  terms: m.termsTitle,
};

/** The tutor application wizard: one route per step, the progress bar from the saved draft. */
export default function TutorWizard({ step }: { step: TutorStep }) {
  const { draft, termsAccepted } = useAppSelector((state) => state.tutorWizard);
  const done = tutorStepsDone(draft, termsAccepted);
  const Step = STEP_COMPONENTS[step];
  return (
    <WizardPage
      audience={m.audience}
      steps={TUTOR_STEPS.map((name) => ({ label: m.stepLabels[name], done: done[name] }))}
      current={TUTOR_STEPS.indexOf(step)}
      numberedSteps={false}
      stepTitle={STEP_TITLES[step]}
      key={step}
    >
      <Step />
    </WizardPage>
  );
}
