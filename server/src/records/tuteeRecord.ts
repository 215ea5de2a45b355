import {
  LANGUAGES,
  tuteeLanguageFlag,
  type AvailabilitySlot,
  type ReconfirmReason,
  type SubjectKey,
  type TuteeLanguageFlag,
  type TuteeRecord,
} from '@tutoring/common';

/** The tutees columns every staff read selects (alias t). */
export const TUTEE_COLUMNS = `t.id, t.active, t.matched, t.submitter, t.first_name, t.last_name, t.pronouns,
  t.email_guardian, t.email_student, t.phone, t.grade, t.school, t.submitted_at, t.subject_details, t.misc_info,
  t.subject_1, t.subject_2, t.subject_3, t.languages, t.language_other, t.preferred_language,
  t.reference, t.email_confirm_asked_at, t.email_confirmed_at, t.withdrawn_at, t.last_confirmed_at, t.inactive_reason,
  t.guardian_consent_asked_at, t.guardian_consented_at, t.availability`;

export interface TuteeRow {
  id: number;
  active: boolean;
  matched: boolean;
  submitter: string;
  first_name: string;
  last_name: string;
  pronouns: string | null;
  email_guardian: string | null;
  email_student: string | null;
  phone: string;
  grade: string;
  school: string;
  submitted_at: Date | string;
  subject_details: string;
  misc_info: string | null;
  subject_1: string;
  subject_2: string;
  subject_3: string;
  languages: string[];
  language_other: string | null;
  preferred_language: string;
  reference: string | null;
  /** absent from reads that do not select them (the candidate search's stored copies) */
  email_confirm_asked_at?: Date | string | null;
  email_confirmed_at?: Date | string | null;
  withdrawn_at?: Date | string | null;
  last_confirmed_at: Date | string | null;
  inactive_reason: ReconfirmReason | null;
  /** absent from reads that do not select them, as the email columns */
  guardian_consent_asked_at?: Date | string | null;
  guardian_consented_at?: Date | string | null;
  /** slot keys, stored in week order (the submission schema orders them) */
  availability: string[];
  /** only where the read selects PREVIOUS_TUTORS_COLUMN */
  previous_tutors?: string[];
}

/**
 * The names of the tutee's former tutors, earliest first, for the reads that show "Previously matched with": one
 * probe of matches_tutee_tutor_idx per tutee. Kept out of TUTEE_COLUMNS, which the match list splits on commas.
 */
export const PREVIOUS_TUTORS_COLUMN = `ARRAY(SELECT pr.first_name || ' ' || pr.last_name FROM matches pm JOIN tutors pr ON pr.id = pm.tutor_id
  WHERE pm.tutee_id = t.id AND pm.ended_at IS NOT NULL ORDER BY pm.ended_at, pm.id) AS previous_tutors`;

export function isoTimestamp(value: Date | string): string {
  return new Date(value).toISOString();
}

interface ApplicantColumns {
  email_confirm_asked_at?: Date | string | null;
  email_confirmed_at?: Date | string | null;
  withdrawn_at?: Date | string | null;
}

/**
 * What the applicant did themselves, as record fields: when they confirmed their email address, whether they were
 * asked and have not (applications from before confirmation links were never asked), and when they withdrew.
 */
export function applicantFacts<P extends 'tutee' | 'tutor'>(prefix: P, row: ApplicantColumns) {
  return {
    [`${prefix}_email_confirmed_at`]: optionalTimestamp(row.email_confirmed_at),
    [`${prefix}_email_unconfirmed`]: Boolean(row.email_confirm_asked_at) && !row.email_confirmed_at,
    [`${prefix}_withdrawn_at`]: optionalTimestamp(row.withdrawn_at),
  } as Record<`${P}_email_confirmed_at` | `${P}_withdrawn_at`, string | null> &
    Record<`${P}_email_unconfirmed`, boolean>;
}

/** A nullable timestamp column as the API writes it. */
export function optionalTimestamp(value: Date | string | null | undefined): string | null {
  return value ? isoTimestamp(value) : null;
}

// Worked out once, not for every record of a list.
const LANGUAGE_FLAGS = LANGUAGES.map((language) => [tuteeLanguageFlag(language.key), language.key] as const);

/**
 * What a tutee record and a match record share: every field but the id, the preferred language (the match record
 * names it for both sides) and the former tutors (they belong to the tutee's card, not to one of its matches).
 */
export type TuteeSharedFields = Omit<TuteeRecord, 'id' | 'tutee_previous_tutors' | 'preferred_language'>;

/** Every language flag, false: a record's flags start as a copy of it, as a tutor's do (NO_FLAGS in tutorRecord.ts). */
const NO_LANGUAGE_FLAGS = Object.fromEntries(LANGUAGE_FLAGS.map(([flag]) => [flag, false])) as Record<
  TuteeLanguageFlag,
  boolean
>;

function languageFlagsOf(row: TuteeRow): Record<TuteeLanguageFlag, boolean> {
  const flags = { ...NO_LANGUAGE_FLAGS };
  for (const [flag, key] of LANGUAGE_FLAGS) flags[flag] = row.languages.includes(key);
  return flags;
}

export function tuteeSharedFields(row: TuteeRow): TuteeSharedFields {
  return {
    active_tutee: row.active,
    tutee_matched: row.matched,
    student_or_guardian: row.submitter,
    tutee_firstname: row.first_name,
    tutee_lastname: row.last_name,
    tutee_pronouns: row.pronouns,
    email_guardian: row.email_guardian,
    email_student: row.email_student,
    tutee_phone: row.phone,
    tutee_grade: row.grade,
    tutee_school: row.school,
    tutee_submission_timestamp: isoTimestamp(row.submitted_at),
    tutee_subject_details: row.subject_details,
    tutee_misc_info: row.misc_info,
    subject_1: row.subject_1 as SubjectKey,
    subject_2: row.subject_2 as SubjectKey,
    subject_3: row.subject_3 as SubjectKey,
    tutee_language_other: row.language_other,
    tutee_reference: row.reference,
    ...applicantFacts('tutee', row),
    tutee_last_confirmed_at: optionalTimestamp(row.last_confirmed_at),
    tutee_inactive_reason: row.inactive_reason,
    tutee_guardian_consented_at: optionalTimestamp(row.guardian_consented_at),
    tutee_guardian_consent_pending: Boolean(row.guardian_consent_asked_at) && !row.guardian_consented_at,
    tutee_availability: row.availability as AvailabilitySlot[],
    ...languageFlagsOf(row),
  };
}

/** A tutees row as the original client reads a tutee record (docs/compatibility.md). */
export function toTuteeRecord(row: TuteeRow): TuteeRecord {
  return {
    id: row.id,
    ...tuteeSharedFields(row),
    tutee_previous_tutors: row.previous_tutors ?? [],
    preferred_language: row.preferred_language,
  };
}
