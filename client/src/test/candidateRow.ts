import type { CandidateRow } from '@tutoring/common';

/** A candidate as `GET /api/matches/groups` answers it: a tutor with one free place, no languages and no reasons. */
export function candidateRow(fields: Partial<CandidateRow> = {}): CandidateRow {
  return {
    id: 1,
    tutor_first_name: 'Ayaan',
    tutor_last_name: 'Ali',
    tutor_submission_timestamp: '2026-01-01T08:00:00.000Z',
    special_subjects: [],
    languages: [],
    language_other: null,
    free_places: 1,
    tutor_last_confirmed_at: null,
    availability: [],
    ...fields,
  };
}
