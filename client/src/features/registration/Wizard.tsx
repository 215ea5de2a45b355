import { useT } from '../../i18n/I18nProvider';
import { useAppSelector } from '../../lib/hooks';
import { AdditionalInfoStep } from './AdditionalInfoStep';
import { TermsStep } from './TermsStep';
import { useStartAgain } from './useStartAgain';
import { WIZARD_STEPS, type WizardConfig, type WizardDraft, type WizardStep } from './wizardConfig';
import { WizardPage } from './WizardPage';
import { wizardTexts } from './wizardTexts';

function StepOf<D extends WizardDraft>({ config, step }: { config: WizardConfig<D>; step: WizardStep }) {
  if (step === 'additional') return <AdditionalInfoStep flow={config} />;
  if (step === 'terms') return <TermsStep config={config} />;
  const Step = config.steps[step];
  return <Step />;
}

/** A registration wizard built from its configuration: one route per step, the progress bar from the saved draft. */
export function Wizard<D extends WizardDraft>({ config, step }: { config: WizardConfig<D>; step: WizardStep }) {
  const texts = wizardTexts(useT(), config.form);
  const { draft, termsAccepted, round } = useAppSelector(config.selectState);
  const startAgain = useStartAgain(config.actions.draftCleared, config.paths.info);
  const done = config.progress.done(draft, termsAccepted);
  return (
    <WizardPage
      audience={texts.audience}
      steps={WIZARD_STEPS.map((name) => ({ label: texts.stepLabels[name], done: done[name] }))}
      current={WIZARD_STEPS.indexOf(step)}
      numberedSteps={config.progress.numbered}
      stepTitle={texts.stepTitles[step]}
      onStartAgain={startAgain}
      // A new round (Start again) shows even the same step afresh, its form emptied.
      key={`${step}:${round}`}
    >
      <StepOf config={config} step={step} />
    </WizardPage>
  );
}
