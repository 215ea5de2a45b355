import type { TuteeListRecord } from '@tutoring/common';
import { tuteeRecord } from './tuteeRecord';

/** A row of the Pending Tutees list (GET /api/tutees/active): the record with its triage columns. */
export function tuteeListRecord(fields: Partial<TuteeListRecord> = {}): TuteeListRecord {
  return {
    ...tuteeRecord(),
    subject_names: ['Algebra II', 'Chemistry', 'U.S. History'],
    language_names: [],
    days_waiting: 3,
    best_group: 'A',
    candidate_count: 1,
    ...fields,
  };
}
