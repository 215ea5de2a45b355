import { STUDENT_STEPS, studentStepsDone, type StudentStepName } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { StudentAdditionalStep } from './StudentAdditionalStep';
import { StudentInfoStep } from './StudentInfoStep';
import { StudentSubjectsStep } from './StudentSubjectsStep';
import { StudentTermsStep } from './StudentTermsStep';
import { useStartAgain, WizardPage } from '../registration';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export type StudentStep = StudentStepName;

const STEP_COMPONENTS = {
  info: StudentInfoStep,
  subjects: StudentSubjectsStep,
  additional: StudentAdditionalStep,
  terms: StudentTermsStep,
} as const;

/** The student (tutee) registration wizard: one route per step, the progress bar from the saved draft. */
export default function StudentWizard({ step }: { step: StudentStep }) {
  const m = studentMessages(useT());
  const stepTitles = {
    info: m.infoTitle,
    subjects: m.subjectsTitle,
    additional: m.additionalTitle,
    terms: m.termsTitle,
  };
  const { draft, termsAccepted, round } = useAppSelector((state) => state.studentWizard);
  const startAgain = useStartAgain(studentWizardActions.draftCleared, STUDENT_STEP_PATHS.info);
  const done = studentStepsDone(draft, termsAccepted);
  const Step = STEP_COMPONENTS[step];
  return (
    <WizardPage
      audience={m.audience}
      steps={STUDENT_STEPS.map((name) => ({ label: m.stepLabels[name], done: done[name] }))}
      current={STUDENT_STEPS.indexOf(step)}
      numberedSteps
      stepTitle={stepTitles[step]}
      onStartAgain={startAgain}
      // A new round (Start again) shows even the same step afresh, its form emptied.
      key={`${step}:${round}`}
    >
      <Step />
    </WizardPage>
  );
}
