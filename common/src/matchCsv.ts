// The columns of the match records' CSV (GET /api/matches/export.csv), written by csv.ts (quoting, formula guard).
import { gradeLabel, subjectLabel, tutorGradeLabel } from './catalog.js';
import { toCsv } from './csv.js';
import { endReasonLabel } from './matchEnd.js';
import type { MatchRecord } from './records.js';

/** mm.dd.yyyy read from the text starting yyyy-mm-dd (the fixed Matched Date), so no time zone shifts it. */
export function isoDateLabel(timestamp: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(timestamp ?? '');
  return match ? `${match[2]}.${match[3]}.${match[1]}` : '';
}

/** The fields of a match record the export reads: the server selects only these for it. */
export type MatchCsvRecord = Pick<
  MatchRecord,
  | 'match_timestamp'
  | 'tutee_firstname'
  | 'tutee_lastname'
  | 'tutee_grade'
  | 'tutee_school'
  | 'email_student'
  | 'email_guardian'
  | 'tutee_phone'
  | 'subject_1'
  | 'subject_2'
  | 'subject_3'
  | 'tutor_first_name'
  | 'tutor_last_name'
  | 'tutor_email'
  | 'tutor_phone'
  | 'tutor_grade'
  | 'tutor_school'
  | 'ended_at'
  | 'end_reason'
  | 'end_note'
>;

const COLUMNS: [header: string, value: (r: MatchCsvRecord) => string | null][] = [
  ['Matched Date', (r) => isoDateLabel(r.match_timestamp)],
  ['Tutee First Name', (r) => r.tutee_firstname],
  ['Tutee Last Name', (r) => r.tutee_lastname],
  ['Tutee Grade', (r) => gradeLabel(r.tutee_grade)],
  ['Tutee School', (r) => r.tutee_school],
  ['Student Email', (r) => r.email_student],
  ['Parent/Guardian Email', (r) => r.email_guardian],
  ['Tutee Phone', (r) => r.tutee_phone],
  ['1st Choice', (r) => subjectLabel(r.subject_1)],
  ['2nd Choice', (r) => subjectLabel(r.subject_2)],
  ['3rd Choice', (r) => subjectLabel(r.subject_3)],
  ['Tutor First Name', (r) => r.tutor_first_name],
  ['Tutor Last Name', (r) => r.tutor_last_name],
  ['Tutor Email', (r) => r.tutor_email],
  ['Tutor Phone', (r) => r.tutor_phone],
  ['Tutor Grade', (r) => tutorGradeLabel(r.tutor_grade)],
  ['Tutor School', (r) => r.tutor_school],
  // After the columns the export had before match endings, so a spreadsheet built on them still reads them.
  ['Status', (r) => (r.ended_at === null ? 'Current' : 'Ended')],
  ['Ended Date', (r) => isoDateLabel(r.ended_at)],
  ['End Reason', (r) => endReasonLabel(r.end_reason)],
  ['End Note', (r) => r.end_note],
];

export function matchCsvHeader(): string {
  return toCsv([COLUMNS.map(([header]) => header)]);
}

/** The records' lines, each ending in CRLF; empty for no records. */
export function matchCsvLines(records: readonly MatchCsvRecord[]): string {
  return records.length === 0 ? '' : toCsv(records.map((record) => COLUMNS.map(([, value]) => value(record))));
}
