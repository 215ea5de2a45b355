// The audit log as an admin reads it: GET /api/audit (a page) and GET /api/audit/export.csv (every matching row).
import { z } from 'zod';
import { recordIdSchema } from './matches.js';

export const AUDIT_MAX_LIMIT = 200;

/** The actions an admin filters by (the Audit page names each from the staff catalogue). Rows of any other action are listed too. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.lockout',
  'auth.sign_out',
  'auth.session_end',
  'auth.mfa_failed',
  'staff.mfa_enrol',
  'staff.mfa_remove',
  'staff.mfa_reset',
  'staff.create',
  'staff.deactivate',
  'staff.reactivate',
  'staff.role_change',
  'staff.password_reset',
  'staff.password_change',
  'tutee.read',
  'tutees.list',
  'tutee.activate',
  'tutee.deactivate',
  'tutor.read',
  'tutors.list',
  'tutor.activate',
  'tutor.deactivate',
  'tutor.capacity',
  'tutor.pause',
  'tutor.resume',
  'match.create',
  'match.confirm',
  'match.end',
  'match.email.resend',
  'match.read',
  'matches.list',
  'matches.export',
  'doNotPair.add',
  'doNotPair.remove',
  'doNotPair.list',
  'tutee.export',
  'tutee.erase',
  'tutor.export',
  'tutor.erase',
  'retention.run',
  'proposal.run',
  'proposal.read',
  'proposal.accept',
  'checkin.answer',
  'concern.report',
  'concern.close',
  'survey.answer',
  'application.confirm_email',
  'application.guardian_consent',
  'application.update',
  'application.withdraw',
  'application.export',
  'application.erase',
  'application.erase_requested',
  'reconfirmation.start',
  'reconfirmation.answer',
  'attention.handled',
  'audit.export',
  'settings.change',
] as const;
/** Every action the server writes: its audit writers accept nothing else. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_MESSAGES = {
  badQuery: 'The audit filters are not valid.',
  date: 'Use a date as YYYY-MM-DD.',
  action: 'Use at most 50 letters, dots and underscores.',
  limit: `Use a whole number from 1 to ${AUDIT_MAX_LIMIT}.`,
  offset: 'Use a whole number from 0.',
  dateOrder: 'The "to" date must not be before the "from" date.',
} as const;

const M = AUDIT_MESSAGES;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const isoDate = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    M.date,
  );

const auditFilterFields = z.object({
  actor: recordIdSchema.optional(),
  action: z
    .string({ error: M.action })
    .regex(/^[A-Za-z_.]{1,50}$/, M.action)
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
const fromNotAfterTo = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;

/** The filters: actor (a staff account's id: rows by them or about their account), action, from and to (UTC days, both included). */
export const auditFilterSchema = auditFilterFields.refine(fromNotAfterTo, { message: M.dateOrder, path: ['to'] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterFields
  .extend({
    limit: wholeNumber(M.limit, 1, AUDIT_MAX_LIMIT).optional(),
    offset: wholeNumber(M.offset, 0, 2_147_483_647).optional(),
  })
  .refine(fromNotAfterTo, { message: M.dateOrder, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntryDto {
  id: number;
  createdAt: string;
  /** the staff member who acted, or null (a sign-in attempt, the command line, a background job) */
  actor: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  /** the account a staff_user row is about, by name */
  account: string | null;
  details: Record<string, unknown>;
}

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Staff member',
  'Action',
  'Record',
  'Record id',
  'Account',
  'Details',
] as const;

export function auditCsvRow(entry: AuditEntryDto): (string | number | null)[] {
  return [
    entry.createdAt,
    entry.actor,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.account,
    JSON.stringify(entry.details),
  ];
}
