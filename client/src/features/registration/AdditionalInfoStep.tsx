import { useT } from '../../i18n/I18nProvider';
import { AvailabilityGrid } from './AvailabilityGrid';
import { Field } from './fields';
import { StepForm } from './StepForm';
import { useWizardForm } from './useWizardForm';
import type { WizardDraft, WizardFlow } from './wizardConfig';
import { wizardTexts } from './wizardTexts';

/** Step 3 of both wizards: "When can you meet?" (optional boxes), then one optional text area. */
export function AdditionalInfoStep<D extends WizardDraft>({ flow }: { flow: WizardFlow<D> }) {
  const texts = wizardTexts(useT(), flow.form);
  const form = useWizardForm(flow, 'additional', (rules) => rules.additionalInfoSchema);
  return (
    <StepForm form={form} backTo={flow.paths.subjects}>
      <AvailabilityGrid
        idPrefix={flow.form}
        selected={form.values.availability}
        onChange={(slots) => form.set('availability', slots)}
        error={form.errorOf('availability')}
      />
      <Field
        id="additionalInfo"
        type="textarea"
        rows={6}
        label={texts.additionalInfo}
        hint={texts.additionalHint}
        value={form.values.additionalInfo}
        onChange={(v) => form.set('additionalInfo', v)}
        error={form.errorOf('additionalInfo')}
        maxLength={4000}
      />
    </StepForm>
  );
}
