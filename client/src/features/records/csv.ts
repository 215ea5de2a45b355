// CSV export of the records shown (cells quoted and formula-neutralised by common's csvCell).
import { gradeLabel, subjectLabel, toCsv, tutorGradeLabel, type MatchRecord } from '@tutoring/common';
import { matchedDate } from './matchedDate';

const COLUMNS: [header: string, value: (r: MatchRecord) => string | null][] = [
  ['Matched Date', (r) => matchedDate(r.match_timestamp)],
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
];

export function matchRecordsCsv(records: readonly MatchRecord[]): string {
  return toCsv([COLUMNS.map(([header]) => header), ...records.map((record) => COLUMNS.map(([, value]) => value(record)))]);
}
