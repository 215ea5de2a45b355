// Query and body schemas of the staff lists (GET /api/tutees*, /api/tutors*) and of changeStatus.
import { z } from 'zod';
import { GRADE_KEYS, SUBJECT_KEYS } from '../catalog.js';

export const STAFF_LIST_MAX_LIMIT = 200;
export const STAFF_LIST_MAX_QUERY = 100;
/** Postgres integer ids stop here. */
const MAX_ID = 2_147_483_647;

export const STAFF_LIST_MESSAGES = {
  badQuery: 'The list parameters are not valid.',
  badId: 'The id must be a positive whole number.',
  limit: `Use a whole number from 1 to ${STAFF_LIST_MAX_LIMIT}.`,
  offset: 'Use a whole number from 0.',
  q: `Use at most ${STAFF_LIST_MAX_QUERY} characters.`,
  unconfirmed: 'Use true or false.',
  tuteeNotFound: 'No tutee has that id.',
  tutorNotFound: 'No tutor has that id.',
  sort: 'Use longest_waiting, shortest_waiting or best_group.',
  candidates: 'Use none or only_d.',
  subject: 'Use a subject key of the catalogue.',
  grade: 'Use a grade key of the catalogue.',
  sortNeedsPage: 'Sorting by best group needs limit (one page at a time).',
} as const;

const M = STAFF_LIST_MESSAGES;

/** A query-string number: digits only, so "1e3", "-1", "" and repeated parameters are refused. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const staffListQuerySchema = z.object({
  q: z
    .string({ error: M.q })
    .trim()
    .max(STAFF_LIST_MAX_QUERY, M.q)
    .optional()
    .transform((value) => value || undefined),
  limit: wholeNumber(M.limit, 1, STAFF_LIST_MAX_LIMIT).optional(),
  offset: wholeNumber(M.offset, 0, MAX_ID).optional(),
  /** true: only the applications whose email address was asked for confirmation and is not confirmed */
  unconfirmed: z.enum(['true', 'false'], { error: M.unconfirmed }).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** The orders of the Pending Tutees list: longest waiting first (the default), shortest first, or best group first. */
export const TUTEE_LIST_SORTS = ['longest_waiting', 'shortest_waiting', 'best_group'] as const;
export type TuteeListSort = (typeof TUTEE_LIST_SORTS)[number];
/** Triage filters: tutees with no candidate at all, and those whose best candidates are in group D. */
export const TUTEE_CANDIDATE_FILTERS = ['none', 'only_d'] as const;
export type TuteeCandidateFilter = (typeof TUTEE_CANDIDATE_FILTERS)[number];

/**
 * The tutee lists' query: the staff lists' parameters, the triage order and filters, and a first subject and grade
 * (the overview's supply-gap rows link to the tutees they count). Unknown values are refused, not ignored.
 */
export const tuteeListQuerySchema = staffListQuerySchema.extend({
  sort: z.enum(TUTEE_LIST_SORTS, { error: M.sort }).optional(),
  candidates: z.enum(TUTEE_CANDIDATE_FILTERS, { error: M.candidates }).optional(),
  subject: z.enum(SUBJECT_KEYS, { error: M.subject }).optional(),
  grade: z.enum(GRADE_KEYS, { error: M.grade }).optional(),
});
export type TuteeListQuery = z.infer<typeof tuteeListQuerySchema>;

/** { id } of PUT /api/tutees/changeStatus and /api/tutors/changeStatus; the old client may send it as text. */
export const changeStatusSchema = z.object({
  id: z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], { error: M.badId })
    .transform(Number)
    .pipe(z.number({ error: M.badId }).int(M.badId).min(1, M.badId).max(MAX_ID, M.badId)),
});
export type ChangeStatusBody = z.input<typeof changeStatusSchema>;

/** Which list: all records, the pending ones (active, free) or the deactivated ones. */
export type StaffListKind = 'all' | 'active' | 'deactive';
