import type { Config } from '../config.js';
import type { SettingsDefaults } from '../settings/service.js';

/** What scheduling and writing check-ins needs from the configuration, read once. */
export interface CheckinSettings {
  familyBusinessDays: number;
  tutorBusinessDays: number;
  holidays: ReadonlySet<string>;
  linkDays: number;
  publicUrl: string;
  /** the first defaults of the organisation's details, which are read from the database when an email is written */
  organisationDefaults: SettingsDefaults;
}

export function checkinSettings(config: Config): CheckinSettings {
  return {
    familyBusinessDays: config.CHECKIN_FAMILY_BUSINESS_DAYS,
    tutorBusinessDays: config.CHECKIN_TUTOR_BUSINESS_DAYS,
    holidays: new Set(config.HOLIDAYS),
    linkDays: config.LINK_DAYS,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    organisationDefaults: config,
  };
}

/** Business days after the last check-in sent with no answer from either side before a match counts as no_answer. */
export const NO_ANSWER_BUSINESS_DAYS = 3;
