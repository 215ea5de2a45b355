import type { MatchListItem, MatchRecord } from '@tutoring/common';
import { tuteeRecord } from './tuteeRecord';
import { tutorRecord } from './tutorRecord';

/** A current match as GET /api/matches/:id answers it: Amina Hassan with Dana Avery, no emails, awaiting check-ins. */
export function matchRecord(fields: Partial<MatchRecord> = {}): MatchRecord {
  const {
    id: tutee_id,
    tutee_previous_tutors: _,
    preferred_language: tutee_preferred_language,
    ...tutee
  } = tuteeRecord({
    tutee_matched: true,
  });
  const {
    id: tutor_id,
    preferred_language: tutor_preferred_language,
    ...tutor
  } = tutorRecord({
    tutor_current_matches: 1,
  });
  return {
    match_id: 31,
    match_timestamp: '2026-02-03T10:00:00.000Z',
    tutee_id,
    tutor_id,
    ended_at: null,
    end_reason: null,
    end_note: null,
    tutee_preferred_language,
    tutor_preferred_language,
    contact_status: 'awaiting',
    emails: [],
    surveys: [],
    ...tutee,
    ...tutor,
    ...fields,
  };
}

/** A row of the records list (GET /api/matches): the narrow fields of a match. */
export function matchListItem(fields: Partial<MatchListItem> = {}): MatchListItem {
  const record = matchRecord();
  return {
    match_id: record.match_id,
    match_timestamp: record.match_timestamp,
    ended_at: null,
    end_reason: null,
    tutee_id: record.tutee_id,
    tutor_id: record.tutor_id,
    tutee_firstname: record.tutee_firstname,
    tutee_lastname: record.tutee_lastname,
    tutor_first_name: record.tutor_first_name,
    tutor_last_name: record.tutor_last_name,
    active_tutee: true,
    tutee_matched: true,
    contact_status: 'awaiting',
    ...fields,
  };
}
