import { TUTOR_STEPS, tutorStepsDone, type TutorStepName } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { TutorAdditionalStep } from './TutorAdditionalStep';
import { TutorInfoStep } from './TutorInfoStep';
import { TutorSubjectsStep } from './TutorSubjectsStep';
import { TutorTermsStep } from './TutorTermsStep';
import { useStartAgain, WizardPage } from '../registration';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export type TutorStep = TutorStepName;

const STEP_COMPONENTS = {
  info: TutorInfoStep,
  subjects: TutorSubjectsStep,
  additional: TutorAdditionalStep,
  terms: TutorTermsStep,
} as const;

/** The tutor application wizard: one route per step, the progress bar from the saved draft. */
export default function TutorWizard({ step }: { step: TutorStep }) {
  const m = tutorMessages(useT());
  const stepTitles = {
    info: m.infoTitle,
    subjects: m.subjectsTitle,
    additional: m.additionalTitle,
    terms: m.termsTitle,
  };
  const { draft, termsAccepted, round } = useAppSelector((state) => state.tutorWizard);
  const startAgain = useStartAgain(tutorWizardActions.draftCleared, TUTOR_STEP_PATHS.info);
  const done = tutorStepsDone(draft, termsAccepted);
  const Step = STEP_COMPONENTS[step];
  return (
    <WizardPage
      audience={m.audience}
      steps={TUTOR_STEPS.map((name) => ({ label: m.stepLabels[name], done: done[name] }))}
      current={TUTOR_STEPS.indexOf(step)}
      numberedSteps={false}
      stepTitle={stepTitles[step]}
      onStartAgain={startAgain}
      // A new round (Start again) shows even the same step afresh, its form emptied.
      key={`${step}:${round}`}
    >
      <Step />
    </WizardPage>
  );
}
