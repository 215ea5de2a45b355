import type { MessageKey, Translate } from '@tutoring/common';
import { WIZARD_STEPS, type WizardStep, type WizardTexts } from './wizardConfig';

const byStep = (text: (step: WizardStep) => string) =>
  Object.fromEntries(WIZARD_STEPS.map((step) => [step, text(step)])) as Record<WizardStep, string>;

/** A wizard's frame and Additional step texts: the catalogue names them alike for both wizards (`<form>.…`). */
export function wizardTexts(t: Translate, form: 'student' | 'tutor'): WizardTexts {
  return {
    audience: t(`${form}.audience`),
    stepLabels: byStep((step) => t(`${form}.stepLabels.${step}`)),
    stepTitles: byStep((step) => t(`${form}.${step}Title`)),
    additionalInfo: t(`${form}.additionalInfo`),
    additionalHint: t(`${form}.additionalHint`),
  };
}

/** Readable names of the API's fields from their catalogue keys, for the server's field errors on the Terms step. */
export const catalogueLabels = (t: Translate, keys: Record<string, MessageKey>): Record<string, string> =>
  Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
