import { SETTINGS_FIELDS, settingsSchema, type OrganisationSettings, type SettingsField } from '@tutoring/common';

/** The form's values as typed: the schools one per line, the years separated by commas. */
export type SettingsDraft = Record<SettingsField, string>;

export function draftOf(settings: OrganisationSettings): SettingsDraft {
  return {
    ...settings,
    schools: settings.schools.join('\n'),
    recordYears: settings.recordYears.join(', '),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

// A typed word is not a year: it stays in the list as NaN, which the shared schema refuses with the year's message.
const years = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((year) => (/^\d+$/.test(year) ? Number(year) : Number.NaN));

/** The draft as the API takes it, or the first problem of each field (by the shared rules the server applies). */
export function parseDraft(
  draft: SettingsDraft,
): { settings: OrganisationSettings } | { fieldErrors: Partial<Record<SettingsField, string>> } {
  const result = settingsSchema.safeParse({
    ...draft,
    schools: lines(draft.schools),
    recordYears: years(draft.recordYears),
  });
  if (result.success) return { settings: result.data };
  return { fieldErrors: firstErrorOfEachField(result.error.issues) };
}

/** The first message per field; an item's problem (schools.2) is its list's. */
function firstErrorOfEachField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<SettingsField, string>> {
  const errors: Partial<Record<SettingsField, string>> = {};
  for (const issue of issues) {
    const field = settingsFieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const settingsFieldOf = (name: string): SettingsField | undefined => SETTINGS_FIELDS.find((field) => field === name);

/** The server's refusal (field errors keyed schools.2 and the like) as the form shows it. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): Partial<Record<SettingsField, string>> {
  return firstErrorOfEachField(
    Object.entries(fieldErrors).map(([path, messages]) => ({ path: path.split('.'), message: messages[0] ?? '' })),
  );
}
