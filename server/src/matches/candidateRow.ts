import { LANGUAGE_KEYS, SPECIAL_SUBJECT_KEYS, type CandidateRow } from '@tutoring/common';
import { isoTimestamp } from '../records/tuteeRecord.js';
import type { CandidateTuple } from './repo.js';

/** A ranked candidate as the match page's row: flags and languages in catalogue order, as the full profile lists them. */
export function toCandidateRow([
  id,
  firstName,
  lastName,
  submittedAt,
  subjects,
  languages,
  languageOther,
  freePlaces,
]: CandidateTuple): CandidateRow {
  return {
    id,
    tutor_first_name: firstName,
    tutor_last_name: lastName,
    tutor_submission_timestamp: isoTimestamp(submittedAt),
    special_subjects: SPECIAL_SUBJECT_KEYS.filter((key) => subjects.includes(key)),
    languages: LANGUAGE_KEYS.filter((key) => languages.includes(key)),
    language_other: languageOther,
    free_places: freePlaces,
  };
}
