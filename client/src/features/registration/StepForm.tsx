import type { ReactNode } from 'react';
import { Form } from 'reactstrap';
import { useT } from '../../i18n/I18nProvider';
import { ErrorSummary } from './ErrorSummary';
import { registrationMessages } from './messages';
import { StepActions } from './StepActions';
import type { StepFormState } from './useStepForm';

interface Props {
  form: StepFormState;
  /** id of the control a summary link focuses, by field, where it is not the field's name */
  targets?: Partial<Record<string, string>>;
  backTo?: string;
  /** "* required" above the questions, for a step that has required ones */
  requiredNote?: boolean;
  children: ReactNode;
}

/** A wizard step's form: the error summary at the top, the step's questions, then Back and Save and Continue. */
export function StepForm({ form, targets = {}, backTo, requiredNote = false, children }: Props) {
  const m = registrationMessages(useT());
  const items = form.errors.map((error) => ({ message: error.message, target: targets[error.field] ?? error.field }));
  return (
    <Form onSubmit={form.submit} noValidate>
      <ErrorSummary alert={form.alert} items={items} focusKey={form.refusals} />
      {requiredNote && <p className="small text-secondary">{m.requiredNote}</p>}
      {children}
      <StepActions backTo={backTo} />
    </Form>
  );
}
