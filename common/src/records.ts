// The records the API answers, with the original field names (flat, lower case; docs/compatibility.md).
// Flag fields are typed from the catalogue's keys, so a renamed subject or language fails to compile.
import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECTS,
  tutorSubjectRecordFlag,
  type GradeRecordFlag,
  type LanguageKey,
  type SubjectKey,
  type TutorSubjectRecordFlag,
} from './catalog.js';
import type { EndReason } from './matchEnd.js';
import type { AvailabilitySlot } from './slots.js';
import type { ContactStatus } from './schemas/checkins.js';
import type { SurveyResult } from './schemas/surveys.js';
import type { ReconfirmReason } from './schemas/reconfirmations.js';

type Flags<Name extends string> = { [K in Name]: boolean };

export type TuteeLanguageFlag = `tutee_language_${LanguageKey}`;
export type TutorLanguageFlag = `tutor_language_${LanguageKey}`;

export interface TuteeFields {
  id: number;
  active_tutee: boolean;
  /** true while the tutee has a current match (so not in the Pending list) */
  tutee_matched: boolean;
  student_or_guardian: string;
  tutee_firstname: string;
  tutee_lastname: string;
  tutee_pronouns: string | null;
  email_guardian: string | null;
  email_student: string | null;
  tutee_phone: string;
  tutee_grade: string;
  tutee_school: string;
  /** ISO 8601 */
  tutee_submission_timestamp: string;
  tutee_subject_details: string;
  tutee_misc_info: string | null;
  subject_1: SubjectKey;
  subject_2: SubjectKey;
  subject_3: SubjectKey;
  tutee_language_other: string | null;
  /** the tutors of the tutee's ended matches, earliest first ("Previously matched with ...") */
  tutee_previous_tutors: string[];
  /** the language the form was filled in (a catalogue code, 'en' for applications from before languages) */
  preferred_language: string;
  /** T-XXXXXXXX, given at submission; null for applications from before references */
  tutee_reference: string | null;
  /** ISO 8601: when the applicant confirmed their email address from the confirmation's link */
  tutee_email_confirmed_at: string | null;
  /** true: asked to confirm the address and has not (staff see "Email not confirmed") */
  tutee_email_unconfirmed: boolean;
  /** ISO 8601: when the applicant withdrew the application themselves ("withdrawn by the applicant") */
  tutee_withdrawn_at: string | null;
  /** ISO 8601: when the family last answered yes to "Do you still need a tutor?"; null if never */
  tutee_last_confirmed_at: string | null;
  /** why a reconfirmation deactivated the tutee; null when active or deactivated by staff */
  tutee_inactive_reason: ReconfirmReason | null;
  /** ISO 8601: when a guardian agreed from the consent link (GUARDIAN_CONSENT_BELOW_GRADE) */
  tutee_guardian_consented_at: string | null;
  /** true: a guardian was asked to agree and has not; the tutee cannot be matched ("Waiting for guardian consent") */
  tutee_guardian_consent_pending: boolean;
  /** "When can you meet?" slots, in week order; [] when not answered */
  tutee_availability: AvailabilitySlot[];
}
export type TuteeRecord = TuteeFields & Flags<TuteeLanguageFlag>;

/** A row of the tutee lists: the record and what the Pending Tutees list's triage columns show. */
export type TuteeListRecord = TuteeRecord & {
  /** the three subjects by their English names, first choice first */
  subject_names: string[];
  /** the tutee's languages by their English names, its own other language last */
  language_names: string[];
  /** whole days since the application */
  days_waiting: number;
  /** the match page's best candidate group; null without a candidate or when not waiting */
  best_group: 'A' | 'B' | 'C' | 'D' | null;
  /** how many tutors are candidates; null when the tutee is not waiting */
  candidate_count: number | null;
};

export interface TutorFields {
  id: number;
  active_tutor: boolean;
  /** how many tutees the tutor takes at once, and has now */
  tutor_capacity: number;
  tutor_current_matches: number;
  tutor_first_name: string;
  tutor_last_name: string;
  tutor_pronouns: string | null;
  tutor_email: string;
  tutor_phone: string;
  tutor_grade: string;
  tutor_school: string;
  /** ISO 8601 */
  tutor_submission_timestamp: string;
  tutor_miscinfo: string | null;
  tutor_language_other: string | null;
  /** the tutor form's "Other" subject box */
  tutor_other: boolean;
  /** the language the form was filled in (a catalogue code, 'en' for applications from before languages) */
  preferred_language: string;
  /** V-XXXXXXXX, given at submission; null for applications from before references */
  tutor_reference: string | null;
  /** ISO 8601: when the applicant confirmed their email address from the confirmation's link */
  tutor_email_confirmed_at: string | null;
  /** true: asked to confirm the address and has not (staff see "Email not confirmed") */
  tutor_email_unconfirmed: boolean;
  /** ISO 8601: when the applicant withdrew the application themselves ("withdrawn by the applicant") */
  tutor_withdrawn_at: string | null;
  /** ISO 8601: when the tutor last answered yes to "Are you still available to tutor?"; null if never */
  tutor_last_confirmed_at: string | null;
  /** ISO 8601 while the tutor is paused (offered to no one until staff resume them); null otherwise */
  tutor_paused_at: string | null;
  tutor_paused_reason: ReconfirmReason | null;
  /** "When can you meet?" slots, in week order; [] when not answered */
  tutor_availability: AvailabilitySlot[];
}
export type TutorRecord = TutorFields &
  Flags<TutorLanguageFlag> &
  Flags<GradeRecordFlag> &
  Flags<TutorSubjectRecordFlag>;

/** Who a match email went to: the tutor, or the family (the student, or the guardian with the student copied). */
export const MATCH_EMAIL_ROLES = ['tutor', 'family'] as const;
export type MatchEmailRole = (typeof MATCH_EMAIL_ROLES)[number];
/** queued: waiting or being retried; sent: handed to the mail server (or written as .eml); failed: gave up after MAIL_MAX_ATTEMPTS */
export const MATCH_EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MatchEmailStatus = (typeof MATCH_EMAIL_STATUSES)[number];

/**
 * One email the app sent (or is sending) about a match. The mail server's error text is left out: it may echo
 * addresses and is for the server's operator, not the records page.
 */
export interface MatchEmailState {
  /** the outbox row: POST /api/matches/:match_id/emails/:email_id/resend names it */
  id: number;
  role: MatchEmailRole;
  address: string;
  cc: string[];
  /** the catalogue code the email is written in (English follows it when it is not 'en') */
  language: string;
  status: MatchEmailStatus;
  /** ISO 8601; null unless sent */
  sent_at: string | null;
  /** ISO 8601; null unless failed for good */
  failed_at: string | null;
  /** failed sends so far */
  attempts: number;
}

export type MatchRecord = {
  match_id: number;
  /** ISO 8601; the records screen shows its first ten characters yyyy-mm-dd as mm.dd.yyyy */
  match_timestamp: string;
  tutee_id: number;
  tutor_id: number;
  /** ISO 8601; null while the match is current */
  ended_at: string | null;
  end_reason: EndReason | null;
  end_note: string | null;
  /** each side's preferred_language, named apart in the one flat record */
  tutee_preferred_language: string;
  tutor_preferred_language: string;
  /** whether the pair has been in touch, from the check-ins' answers */
  contact_status: ContactStatus;
  /** the emails sent from the app about this match, oldest first (none when staff sent them by hand) */
  emails: MatchEmailState[];
  /** the answers to "How did it go?", asked of both sides when the match ended; only those given */
  surveys: SurveyResult[];
} & Omit<TuteeRecord, 'id' | 'tutee_previous_tutors' | 'preferred_language'> &
  Omit<TutorRecord, 'id' | 'preferred_language'>;

export function tuteeLanguageFlag(key: LanguageKey): TuteeLanguageFlag {
  return `tutee_language_${key}`;
}
export function tutorLanguageFlag(key: LanguageKey): TutorLanguageFlag {
  return `tutor_language_${key}`;
}

/** The catalogue languages a tutee or tutor speaks, in the forms' order. */
export function spokenLanguageKeys(
  record: TuteeRecord | TutorRecord | MatchRecord,
  side: 'tutee' | 'tutor',
): LanguageKey[] {
  const flags = record as unknown as Record<string, boolean>;
  return LANGUAGES.filter((l) => flags[`${side}_language_${l.key}`]).map((l) => l.key);
}

/** The language a tutee or tutor wrote in besides the catalogue's, or null. */
export function otherSpokenLanguage(
  record: TuteeRecord | TutorRecord | MatchRecord,
  side: 'tutee' | 'tutor',
): string | null {
  return side === 'tutee' ? (record as TuteeFields).tutee_language_other : (record as TutorFields).tutor_language_other;
}

/** The grade levels a tutor is comfortable tutoring, by key. */
export function tutorGradeKeys(record: TutorRecord | MatchRecord): string[] {
  return GRADE_LEVELS.filter((g) => record[g.recordFlag]).map((g) => g.key);
}

export function tutorSubjectKeys(record: TutorRecord | MatchRecord): SubjectKey[] {
  return SUBJECTS.filter((s) => record[tutorSubjectRecordFlag(s.key)]).map((s) => s.key);
}

/** One row of a records page (GET /api/matches?limit=): names, dates and status; the full record comes with GET /api/matches/:match_id. */
export interface MatchListItem {
  match_id: number;
  /** ISO 8601 */
  match_timestamp: string;
  ended_at: string | null;
  end_reason: EndReason | null;
  tutee_id: number;
  tutor_id: number;
  tutee_firstname: string;
  tutee_lastname: string;
  tutor_first_name: string;
  tutor_last_name: string;
  /** the tutee as it is now: Find a new tutor is offered while it waits (active, not matched) */
  active_tutee: boolean;
  tutee_matched: boolean;
  contact_status: ContactStatus;
}
