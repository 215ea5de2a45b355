import type { ContactStatus, EndReason, MatchEmailState, MatchRecord, SurveyResult } from '@tutoring/common';
import { isoTimestamp, tuteeSharedFields, type TuteeRow } from '../records/tuteeRecord.js';
import { tutorSharedFields, type TutorRow } from '../records/tutorRecord.js';
import { parseSurveys } from '../surveys/index.js';
import { parseEmails, type MatchEmailJson } from './emailRepo.js';
import { TUTEE_FIELDS, TUTOR_FIELDS, type MatchListRow } from './repo.js';

export interface MatchFacts {
  id: number;
  created_at: Date | string;
  ended_at: Date | string | null;
  end_reason: string | null;
  end_note: string | null;
  contact_status: string;
}

/** A match with its two sides as the original "Match record": every tutee and tutor field, flat, plus how it ended. */
export function toMatchRecord(
  match: MatchFacts,
  tutee: TuteeRow,
  tutor: TutorRow,
  emails: MatchEmailState[] = [],
  surveys: SurveyResult[] = [],
): MatchRecord {
  return {
    match_id: match.id,
    match_timestamp: isoTimestamp(match.created_at),
    ended_at: match.ended_at === null ? null : isoTimestamp(match.ended_at),
    end_reason: match.end_reason as EndReason | null,
    end_note: match.end_note,
    contact_status: match.contact_status as ContactStatus,
    tutee_id: tutee.id,
    tutor_id: tutor.id,
    tutee_preferred_language: tutee.preferred_language,
    tutor_preferred_language: tutor.preferred_language,
    emails,
    surveys,
    ...tuteeSharedFields(tutee),
    ...tutorSharedFields(tutor),
  };
}

/**
 * Reads one side's "tutee.x" (or "tutor.x") columns of a joined row as that side's own row. Each row starts as a copy
 * of one with every field, so filling it never changes its shape (see NO_FLAGS in records/tutorRecord.ts).
 */
function sideOf<Row>(side: 'tutee' | 'tutor', fields: readonly string[]): (row: MatchListRow) => Row {
  const columns = fields.map((field) => [`${side}.${field}`, field] as const);
  const empty = Object.fromEntries(fields.map((field) => [field, null]));
  return (row) => {
    const own: Record<string, unknown> = { ...empty };
    for (const [column, field] of columns) own[field] = row[column];
    return own as Row;
  };
}

const tuteeOf = sideOf<TuteeRow>('tutee', TUTEE_FIELDS);
const tutorOf = sideOf<TutorRow>('tutor', TUTOR_FIELDS);

/** A joined row's "tutee.x" / "tutor.x" columns back into the two rows the record mappers take. */
export function splitJoinedRow(row: MatchListRow): MatchRecord {
  return toMatchRecord(
    {
      id: row.match_id,
      created_at: row.created_at,
      ended_at: row.ended_at,
      end_reason: row.end_reason,
      end_note: row.end_note,
      contact_status: row.contact_status,
    },
    tuteeOf(row),
    tutorOf(row),
    parseEmails(row.emails as MatchEmailJson[] | string | undefined),
    parseSurveys(row.surveys),
  );
}
