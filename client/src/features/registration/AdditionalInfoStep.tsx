import { additionalInfoSchema, type AdditionalInfo } from '@tutoring/common';
import { AvailabilityGrid } from './AvailabilityGrid';
import { Field } from './fields';
import { StepForm } from './StepForm';
import type { KeptStep } from './useKeptStep';
import { useStepForm } from './useStepForm';

interface Props {
  kept: KeptStep<AdditionalInfo>;
  /** prefix of the grid's ids: student or tutor */
  idPrefix: string;
  label: string;
  hint: string;
  backTo: string;
  onSaved: (additional: AdditionalInfo) => void;
}

/** Step 3 of both wizards: "When can you meet?" (optional boxes), then one optional text area. */
export function AdditionalInfoStep({ kept, idPrefix, label, hint, backTo, onSaved }: Props) {
  const form = useStepForm('additional', additionalInfoSchema, kept, onSaved);
  return (
    <StepForm form={form} backTo={backTo}>
      <AvailabilityGrid
        idPrefix={idPrefix}
        selected={form.values.availability}
        onChange={(slots) => form.set('availability', slots)}
        error={form.errorOf('availability')}
      />
      <Field
        id="additionalInfo"
        type="textarea"
        rows={6}
        label={label}
        hint={hint}
        value={form.values.additionalInfo}
        onChange={(v) => form.set('additionalInfo', v)}
        error={form.errorOf('additionalInfo')}
        maxLength={4000}
      />
    </StepForm>
  );
}
