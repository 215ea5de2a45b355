import { LANGUAGES, MATCH_GROUPS, subjectLabel, type TuteeListRecord } from '@tutoring/common';
import { toTuteeRecord, type TuteeRow } from './tuteeRecord.js';

/** A tutee list's row: the tutees columns and the triage columns of server/src/tutees/triage.ts. */
export interface TuteeListRow extends TuteeRow {
  /** 0-3 for groups A-D, 4 for no candidate; null when the tutee is not waiting */
  triage_rank: number | null;
  candidate_count: number | null;
}

const DAY_MS = 86_400_000;

/** The tutee's languages by English name, in the catalogue's order, then its own other language. */
function languageNames(row: TuteeRow): string[] {
  const names = LANGUAGES.filter((l) => row.languages.includes(l.key)).map((l) => l.label);
  const other = row.language_other?.trim();
  return other ? [...names, other] : names;
}

/** The record with the triage fields; `now` fixes the days waiting of the whole list. */
export function toTuteeListRecord(row: TuteeListRow, now: Date): TuteeListRecord {
  const submitted = new Date(row.submitted_at).getTime();
  return {
    ...toTuteeRecord(row),
    subject_names: [row.subject_1, row.subject_2, row.subject_3].map(subjectLabel),
    language_names: languageNames(row),
    days_waiting: Math.max(0, Math.floor((now.getTime() - submitted) / DAY_MS)),
    best_group: row.triage_rank === null ? null : (MATCH_GROUPS[row.triage_rank] ?? null),
    candidate_count: row.candidate_count,
  };
}
