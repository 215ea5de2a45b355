import { useState, type FormEvent } from 'react';
import type { FieldProblem } from '@tutoring/common';
import type { z } from 'zod';
import { useT } from '../../i18n/I18nProvider';
import { fieldErrorMessage, fieldOrder, stepAlert, type WizardStepKey } from './fieldErrorMessages';
import { usePrefetchWhenIdle } from '../../components/PrefetchWhenIdle';
import { stepRules, type StepRules } from './stepRules';
import { useKeepWhileTyping } from './useKeepWhileTyping';
import type { KeptStep } from './useKeptStep';

interface FieldError {
  field: string;
  message: string;
}

/** A refused field's problem, and the step's own name for the field (its message's key). */
interface StepProblem extends FieldProblem {
  messageField: string;
}

/** A step's name for a field when it differs from the schema's (the tutor's School Name is reported as school). */
export type MessageField<V> = (field: string, values: V) => string;

/**
 * A wizard step's form: keystrokes are kept as typed (kept.onEdited); Save and Continue validates and hands the parsed
 * step on, or keeps the step with one message per invalid field and the fixed alert for the error summary. The schema
 * comes from the step rules, fetched after the first render: a press before they have arrived waits for them.
 */
export function useStepForm<V extends object, Out>(
  step: WizardStepKey,
  schemaOf: (rules: StepRules) => z.ZodType<Out>,
  kept: KeptStep<V>,
  onValid: (data: Out) => void,
  messageField?: MessageField<V>,
) {
  const [values, setValues] = useState(kept.initial);
  const typing = useKeepWhileTyping(values, kept.onEdited);
  const t = useT();
  // Problems, not words, are kept: the messages follow the language even when it changes after a refusal.
  const [alertProblems, setAlertProblems] = useState<readonly FieldProblem[]>([]);
  const [problems, setProblems] = useState<readonly StepProblem[]>([]);
  /** counts refusals, so the summary takes focus again on every refused Save and Continue */
  const [refusals, setRefusals] = useState(0);
  /** the step rules could not be fetched: the step cannot be checked until they are */
  const [unchecked, setUnchecked] = useState(false);
  // Fetched once the step is drawn; a failure is met again, and shown, on Save and Continue.
  usePrefetchWhenIdle(stepRules.load);

  /** Changes some fields; an edited field loses its error message. */
  function update(change: Partial<V>) {
    setValues((current) => ({ ...current, ...change }));
    const edited = Object.keys(change);
    if (!problems.some((problem) => edited.includes(problem.field))) return;
    const remaining = problems.filter((problem) => !edited.includes(problem.field));
    setProblems(remaining);
    // Every flagged field has been touched: the alert would only be stale now.
    if (remaining.length === 0) setAlertProblems([]);
  }

  function set<K extends keyof V>(key: K, value: V[K]) {
    update({ [key]: value } as unknown as Partial<V>);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setUnchecked(false);
    stepRules.load().then(check, () => {
      setUnchecked(true);
      setRefusals((count) => count + 1);
    });
  }

  function check(rules: StepRules) {
    const result = schemaOf(rules).safeParse(values);
    if (!result.success) {
      const order = fieldOrder(step);
      const found = rules.fieldProblems(result.error);
      setAlertProblems(found);
      const sorted = [...found].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
      setProblems(
        sorted.map((problem) => ({ ...problem, messageField: messageField?.(problem.field, values) ?? problem.field })),
      );
      setRefusals((count) => count + 1);
      return;
    }
    setAlertProblems([]);
    setProblems([]);
    typing.cancel();
    onValid(result.data);
  }

  const alert = unchecked ? t('wizard.checkFailed') : stepAlert(t, alertProblems);
  const errors: readonly FieldError[] = problems.map((problem) => ({
    field: problem.field,
    message: fieldErrorMessage(t, step, problem, problem.messageField),
  }));

  /** The message of a field, '' when it is valid. */
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message ?? '';

  return { values, set, update, alert, errors, errorOf, refusals, submit };
}

export type StepFormState = Pick<ReturnType<typeof useStepForm>, 'alert' | 'errors' | 'refusals' | 'submit'>;
