import { STAFF_LIST_MESSAGES, type TuteeRecord } from '@tutoring/common';
import { toTuteeRecord, type TuteeRow } from '../records/tuteeRecord.js';
import type { StaffListRecords } from '../staffLists/service.js';
import { TUTEES } from './repo.js';

/** The staff list of tutees (GET /api/tutees...) and its status changes. */
export const TUTEE_LIST: StaffListRecords<TuteeRow, TuteeRecord> = {
  table: TUTEES,
  entity: 'tutee',
  toRecord: toTuteeRecord,
  notFoundMessage: STAFF_LIST_MESSAGES.tuteeNotFound,
};
