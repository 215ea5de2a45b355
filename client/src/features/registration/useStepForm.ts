import { useState, type FormEvent } from 'react';
import { fieldProblems, stepAlertMessage } from '@tutoring/common';
import type { z } from 'zod';
import { fieldErrorMessage, fieldOrder, type WizardStepKey } from './fieldErrorMessages';

export interface FieldError {
  field: string;
  message: string;
}

/** A step's name for a field when it differs from the schema's (the tutor's School Name is reported as school). */
export type MessageField<V> = (field: string, values: V) => string;

/**
 * A wizard step's form: keystrokes stay here; Save and Continue validates and hands the parsed step on,
 * or keeps the step with one message per invalid field and the spec's alert for the error summary.
 */
export function useStepForm<V extends object, Out>(step: WizardStepKey, schema: z.ZodType<Out>, initial: V, onValid: (data: Out) => void, messageField?: MessageField<V>) {
  const [values, setValues] = useState(initial);
  const [alert, setAlert] = useState('');
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  /** counts refusals, so the summary takes focus again on every refused Save and Continue */
  const [refusals, setRefusals] = useState(0);

  /** Changes some fields; an edited field loses its error message. */
  function update(change: Partial<V>) {
    setValues((current) => ({ ...current, ...change }));
    const edited = Object.keys(change);
    if (!errors.some((error) => edited.includes(error.field))) return;
    const remaining = errors.filter((error) => !edited.includes(error.field));
    setErrors(remaining);
    // Every flagged field has been touched: the alert would only be stale now.
    if (remaining.length === 0) setAlert('');
  }

  function set<K extends keyof V>(key: K, value: V[K]) {
    update({ [key]: value } as unknown as Partial<V>);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (!result.success) {
      const order = fieldOrder(step);
      const problems = fieldProblems(result.error).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
      setErrors(problems.map((problem) => ({ field: problem.field, message: fieldErrorMessage(step, problem, messageField?.(problem.field, values)) })));
      setAlert(stepAlertMessage(result.error));
      setRefusals((count) => count + 1);
      return;
    }
    setAlert('');
    setErrors([]);
    onValid(result.data);
  }

  /** The message of a field, '' when it is valid. */
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message ?? '';

  return { values, set, update, alert, errors, errorOf, refusals, submit };
}

export type StepFormState = Pick<ReturnType<typeof useStepForm>, 'alert' | 'errors' | 'refusals' | 'submit'>;
