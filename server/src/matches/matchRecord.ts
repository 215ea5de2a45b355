import type { ContactStatus, EndReason, MatchEmailState, MatchRecord, SurveyResult } from '@tutoring/common';
import { isoTimestamp, toTuteeRecord, type TuteeRow } from '../records/tuteeRecord.js';
import { toTutorRecord, type TutorRow } from '../records/tutorRecord.js';
import { parseSurveys } from '../surveys/index.js';
import { parseEmails, type MatchEmailJson } from './emailRepo.js';
import type { MatchListRow } from './repo.js';

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
  // The former tutors belong to the tutee's card, not to one of its matches.
  const {
    id: tuteeId,
    tutee_previous_tutors: _previous,
    preferred_language: tuteeLanguage,
    ...tuteeFields
  } = toTuteeRecord(tutee);
  const { id: tutorId, preferred_language: tutorLanguage, ...tutorFields } = toTutorRecord(tutor);
  return {
    match_id: match.id,
    match_timestamp: isoTimestamp(match.created_at),
    ended_at: match.ended_at === null ? null : isoTimestamp(match.ended_at),
    end_reason: match.end_reason as EndReason | null,
    end_note: match.end_note,
    contact_status: match.contact_status as ContactStatus,
    tutee_id: tuteeId,
    tutor_id: tutorId,
    tutee_preferred_language: tuteeLanguage,
    tutor_preferred_language: tutorLanguage,
    emails,
    surveys,
    ...tuteeFields,
    ...tutorFields,
  };
}

/** A joined row's "tutee.x" / "tutor.x" columns back into the two rows the record mappers take. */
export function splitJoinedRow(row: MatchListRow): MatchRecord {
  const tutee: Record<string, unknown> = {};
  const tutor: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith('tutee.')) tutee[column.slice(6)] = value;
    else if (column.startsWith('tutor.')) tutor[column.slice(6)] = value;
  }
  return toMatchRecord(
    { ...row, id: row.match_id },
    tutee as unknown as TuteeRow,
    tutor as unknown as TutorRow,
    parseEmails(row.emails as MatchEmailJson[] | string | undefined),
    parseSurveys(row.surveys),
  );
}
