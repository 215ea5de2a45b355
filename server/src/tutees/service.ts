import { STAFF_LIST_MESSAGES, type TuteeListRecord, type TuteeRecord } from '@tutoring/common';
import { toTuteeListRecord, type TuteeListRow } from '../records/tuteeListRecord.js';
import { toTuteeRecord } from '../records/tuteeRecord.js';
import type { StaffListRecords } from '../staffLists/service.js';
import { TUTEES } from './repo.js';

/** The staff list of tutees (GET /api/tutees...), with its triage fields, and its status changes. */
export const TUTEE_LIST: StaffListRecords<TuteeListRow, TuteeRecord, TuteeListRecord> = {
  table: TUTEES,
  entity: 'tutee',
  toRecord: toTuteeRecord,
  toListRecord: toTuteeListRecord,
  notFoundMessage: STAFF_LIST_MESSAGES.tuteeNotFound,
};
