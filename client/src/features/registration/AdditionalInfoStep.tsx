import { Form } from 'reactstrap';
import { additionalInfoSchema, type AdditionalInfo } from '@tutoring/common';
import { Field } from './fields';
import { StepActions } from './StepActions';
import { useStepForm } from './useStepForm';

interface Props {
  saved: AdditionalInfo;
  label: string;
  hint: string;
  backTo: string;
  onSaved(additional: AdditionalInfo): void;
}

/** Step 3 of both wizards: one optional text area. */
export function AdditionalInfoStep({ saved, label, hint, backTo, onSaved }: Props) {
  const { values, set, alert, invalid, submit } = useStepForm(additionalInfoSchema, saved, onSaved);
  return (
    <Form onSubmit={submit} noValidate>
      <Field
        id="additionalInfo"
        type="textarea"
        rows={6}
        label={label}
        hint={hint}
        value={values.additionalInfo}
        onChange={(v) => set('additionalInfo', v)}
        invalid={invalid.has('additionalInfo')}
        maxLength={4000}
      />
      <StepActions alert={alert} backTo={backTo} />
    </Form>
  );
}
