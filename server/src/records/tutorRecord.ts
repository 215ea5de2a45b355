import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECTS,
  type AvailabilitySlot,
  TUTOR_OTHER_SUBJECT,
  tutorLanguageFlag,
  tutorSubjectRecordFlag,
  type GradeRecordFlag,
  type ReconfirmReason,
  type TutorLanguageFlag,
  type TutorRecord,
  type TutorSubjectRecordFlag,
} from '@tutoring/common';
import { applicantFacts, isoTimestamp, optionalTimestamp } from './tuteeRecord.js';

/** The tutors columns every staff read selects (alias r). */
export const TUTOR_COLUMNS = `r.id, r.active, r.capacity, r.current_matches, r.first_name, r.last_name, r.pronouns,
  r.email, r.phone, r.grade, r.school, r.submitted_at, r.misc_info, r.grade_levels, r.subjects, r.languages, r.language_other, r.preferred_language,
  r.reference, r.email_confirm_asked_at, r.email_confirmed_at, r.withdrawn_at, r.last_confirmed_at, r.paused_at,
  r.paused_reason, r.availability`;

export interface TutorRow {
  id: number;
  active: boolean;
  capacity: number;
  current_matches: number;
  first_name: string;
  last_name: string;
  pronouns: string | null;
  email: string;
  phone: string;
  grade: string;
  school: string;
  submitted_at: Date | string;
  misc_info: string | null;
  grade_levels: string[];
  subjects: string[];
  languages: string[];
  language_other: string | null;
  preferred_language: string;
  reference: string | null;
  /** absent from reads that do not select them (the candidate search's stored copies) */
  email_confirm_asked_at?: Date | string | null;
  email_confirmed_at?: Date | string | null;
  withdrawn_at?: Date | string | null;
  last_confirmed_at: Date | string | null;
  paused_at: Date | string | null;
  paused_reason: ReconfirmReason | null;
  /** slot keys, stored in week order (the submission schema orders them) */
  availability: string[];
}

// Each flag name with the column and key it tests, worked out once: naming 70-odd flags for every candidate was
// most of the CPU time of a candidate list (docs/benchmarks.md).
type ArrayColumn = 'subjects' | 'languages' | 'grade_levels';
type FlagName = TutorLanguageFlag | GradeRecordFlag | TutorSubjectRecordFlag | typeof TUTOR_OTHER_SUBJECT.recordFlag;
const flag = (name: FlagName, column: ArrayColumn, key: string) => ({ name, column, key });
const FLAGS = [
  flag(TUTOR_OTHER_SUBJECT.recordFlag, 'subjects', TUTOR_OTHER_SUBJECT.key),
  ...LANGUAGES.map((language) => flag(tutorLanguageFlag(language.key), 'languages', language.key)),
  ...GRADE_LEVELS.map((grade) => flag(grade.recordFlag, 'grade_levels', grade.key)),
  ...SUBJECTS.map((subject) => flag(tutorSubjectRecordFlag(subject.key), 'subjects', subject.key)),
];

/**
 * Every flag of a record, false. A record's flags start as a copy of it: added one by one, 70-odd properties turn a
 * V8 object into a dictionary, slower to build and to write as JSON and larger in the heap.
 */
const NO_FLAGS = Object.fromEntries(FLAGS.map(({ name }) => [name, false])) as Record<FlagName, boolean>;

function flagsOf(row: TutorRow): Record<FlagName, boolean> {
  const flags = { ...NO_FLAGS };
  for (const { name, column, key } of FLAGS) flags[name] = row[column].includes(key);
  return flags;
}

/** What a tutor record and a match record share: every field but the id and preferred language. */
export type TutorSharedFields = Omit<TutorRecord, 'id' | 'preferred_language'>;

export function tutorSharedFields(row: TutorRow): TutorSharedFields {
  return {
    active_tutor: row.active,
    tutor_capacity: row.capacity,
    tutor_current_matches: row.current_matches,
    tutor_first_name: row.first_name,
    tutor_last_name: row.last_name,
    tutor_pronouns: row.pronouns,
    tutor_email: row.email,
    tutor_phone: row.phone,
    tutor_grade: row.grade,
    tutor_school: row.school,
    tutor_submission_timestamp: isoTimestamp(row.submitted_at),
    tutor_miscinfo: row.misc_info,
    tutor_language_other: row.language_other,
    tutor_reference: row.reference,
    ...applicantFacts('tutor', row),
    tutor_last_confirmed_at: optionalTimestamp(row.last_confirmed_at),
    tutor_paused_at: optionalTimestamp(row.paused_at),
    tutor_paused_reason: row.paused_reason,
    tutor_availability: row.availability as AvailabilitySlot[],
    ...flagsOf(row),
  };
}

/** A tutors row as the original client reads a tutor record: every grade, subject and language as a boolean. */
export function toTutorRecord(row: TutorRow): TutorRecord {
  return { id: row.id, ...tutorSharedFields(row), preferred_language: row.preferred_language };
}
