import { STAFF_LIST_MESSAGES, type TutorRecord } from '@tutoring/common';
import { toTutorRecord, type TutorRow } from '../records/tutorRecord.js';
import type { StaffListRecords } from '../staffLists/service.js';
import { TUTORS } from './repo.js';

/** The staff list of tutors (GET /api/tutors...) and its status changes. */
export const TUTOR_LIST: StaffListRecords<TutorRow, TutorRecord> = {
  table: TUTORS,
  entity: 'tutor',
  toRecord: toTutorRecord,
  toListRecord: toTutorRecord,
  notFoundMessage: STAFF_LIST_MESSAGES.tutorNotFound,
};
