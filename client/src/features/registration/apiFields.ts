import type { MessageKey } from '@tutoring/common';
import { availabilityTarget } from './AvailabilityGrid';
import type { WizardStep } from './wizardConfig';

export type FieldLocations = Record<string, { step: WizardStep; target: string }>;

/** Fields of the API body answered on `step`: each in the control its target names, or its own name's when listed. */
export function answeredOn(step: WizardStep, fields: readonly string[] | Record<string, string>): FieldLocations {
  const targets: Record<string, string> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((field) => [field, field]))
    : fields;
  return Object.fromEntries(Object.entries(targets).map(([field, target]) => [field, { step, target }]));
}

/** Where the API fields both wizards share are answered: the Additional step and the terms box. */
export const sharedLocations = (form: 'student' | 'tutor'): FieldLocations => ({
  ...answeredOn('additional', { availability: availabilityTarget(form), miscInfo: 'additionalInfo' }),
  ...answeredOn('terms', { termsVersion: 'terms-accepted' }),
});

/** The catalogue keys naming the API fields both wizards share. */
export const sharedLabelKeys = (form: 'student' | 'tutor'): Record<string, MessageKey> => ({
  availability: 'wizard.availabilityLegend',
  miscInfo: `${form}.additionalInfo`,
  termsVersion: `${form}.termsTitle`,
});
