import type { AdditionalInfo, Translate } from '@tutoring/common';
import type { ReviewGroup, ReviewRow } from './AnswersReview';
import { availabilityAnswer } from './availabilityText';
import { registrationMessages } from './messages';
import type { WizardStep, WizardTexts } from './wizardConfig';

/** Rows whose answer is the text as typed, each labelled by its field's own text. */
export function typedAnswers<F extends string>(
  labels: Record<F, string>,
  values: Record<F, string>,
  fields: readonly F[],
): ReviewRow[] {
  return fields.map((field) => ({ label: labels[field], value: values[field] }));
}

/**
 * Every answer of a draft, by step, as the Terms step's review shows it: the wizard's own rows for its first two
 * steps, then the Additional step's, which both wizards share.
 */
export function reviewGroups(
  t: Translate,
  texts: WizardTexts,
  paths: Record<WizardStep, string>,
  additional: AdditionalInfo,
  rows: Record<'info' | 'subjects', ReviewRow[]>,
): ReviewGroup[] {
  const all = {
    ...rows,
    additional: [
      { label: registrationMessages(t).availabilityLegend, value: availabilityAnswer(t, additional.availability) },
      { label: texts.additionalInfo, value: additional.additionalInfo },
    ],
  };
  return (['info', 'subjects', 'additional'] as const).map((step) => ({
    step,
    title: texts.stepLabels[step],
    path: paths[step],
    rows: all[step],
  }));
}
