import type { z } from 'zod';
import { useAppDispatch } from '../../lib/hooks';
import type { WizardStepKey } from './fieldErrorMessages';
import type { StepRules } from './stepRules';
import { useKeptStep } from './useKeptStep';
import { useNextStep } from './useNextStep';
import { useStepForm, type MessageField } from './useStepForm';
import { nextPath, type WizardDraft, type WizardFlow } from './wizardConfig';

type FilledStep = 'info' | 'subjects' | 'additional';

/** The field error messages' key of a step (the catalogue's fieldError.<key>.…); Additional's is shared. */
const messageKey = (form: 'student' | 'tutor', step: FilledStep): WizardStepKey =>
  step === 'additional' ? 'additional' : `${form}${step === 'info' ? 'Info' : 'Subjects'}`;

/**
 * A step's form within its wizard: it starts from the kept answers, and Save and Continue saves the step and goes on
 * to the next one (or back to the review on Terms).
 */
export function useWizardForm<D extends WizardDraft, K extends FilledStep, Out extends D[K]>(
  flow: WizardFlow<D>,
  step: K,
  schemaOf: (rules: StepRules) => z.ZodType<Out>,
  messageField?: MessageField<D[K]>,
) {
  const dispatch = useAppDispatch();
  const goOn = useNextStep(nextPath(flow.paths, step), flow.paths.terms);
  const kept = useKeptStep(flow.selectState, flow.actions.stepEdited, step);
  const onValid = (data: Out) => {
    const saved: Partial<D> = {};
    saved[step] = data;
    dispatch(flow.actions.stepSaved(saved));
    goOn();
  };
  return useStepForm(messageKey(flow.form, step), schemaOf, kept, onValid, messageField);
}
