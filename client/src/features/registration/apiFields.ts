import { availabilityTarget } from './AvailabilityGrid';
import type { ApiFields, WizardStep } from './wizardConfig';

type FieldLocations = ApiFields['locations'];

// Array.isArray alone narrows a readonly list to any[] and leaves it in the other branch.
const isList = (fields: readonly string[] | Record<string, string>): fields is readonly string[] =>
  Array.isArray(fields);

/** Fields of the API body answered on `step`: each in the control its target names, or its own name's when listed. */
export function answeredOn(step: WizardStep, fields: readonly string[] | Record<string, string>): FieldLocations {
  const targets = isList(fields) ? Object.fromEntries(fields.map((field) => [field, field])) : fields;
  return Object.fromEntries(Object.entries(targets).map(([field, target]) => [field, { step, target }]));
}

/** A wizard's API fields with those both wizards share, of the Additional step and the terms box. */
export const withSharedFields = (form: 'student' | 'tutor', own: ApiFields): ApiFields => ({
  labels: {
    availability: 'wizard.availabilityLegend',
    miscInfo: `${form}.additionalInfo`,
    termsVersion: `${form}.termsTitle`,
    ...own.labels,
  },
  locations: {
    ...answeredOn('additional', { availability: availabilityTarget(form), miscInfo: 'additionalInfo' }),
    ...answeredOn('terms', { termsVersion: 'terms-accepted' }),
    ...own.locations,
  },
});
