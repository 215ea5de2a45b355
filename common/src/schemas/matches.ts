// Inputs of the /api/matches endpoints. Keys are checked against the catalogue here, so a
// typo or an unknown subject answers 400 instead of reaching the database.
import { z } from 'zod';
import { GRADE_KEYS, SUBJECT_KEYS } from '../catalog.js';

export const MATCH_GROUPS = ['A', 'B', 'C', 'D'] as const;
export type MatchGroup = (typeof MATCH_GROUPS)[number];

/** Tutors answered per group: the best-placed candidates, never the whole tutor table. */
export const MATCH_CANDIDATE_LIMIT = 100;

export const MATCH_MESSAGES = {
  subject: 'Choose a known subject.',
  grade: 'Choose a known grade.',
  distinctSubjects: 'The three subjects must be different.',
  id: 'Must be a positive whole number.',
  year: 'Use a four-digit year, for example 2022.',
  badCandidateQuery: 'The subjects or grade to match are not valid.',
  badMatch: 'Choose a tutor and a tutee to match.',
  badYear: 'The year is not valid.',
  badTutee: 'The tutee id is not valid.',
  badListQuery: 'The list parameters are not valid.',
  status: 'Choose current, ended or all.',
  q: 'Use at most 100 characters.',
  limit: 'Use a whole number from 1 to 200.',
  offset: 'Use a whole number from 0.',
} as const;

const M = MATCH_MESSAGES;

/** A database id from JSON or a query string: 12 or "12", within PostgreSQL's integer range. */
export const recordIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)], { error: M.id })
  .transform(Number)
  .pipe(z.number({ error: M.id }).int(M.id).min(1, M.id).max(2_147_483_647, M.id));

const subjectKey = z.enum(SUBJECT_KEYS, { error: M.subject });

/** Query of GET /api/matches/groupA..groupD and /groups (the original client's search inputs). */
export const candidateQuerySchema = z
  .object({
    subject1: subjectKey,
    subject2: subjectKey,
    subject3: subjectKey,
    grade: z.enum(GRADE_KEYS, { error: M.grade }),
    tuteeId: recordIdSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.subject2 === query.subject1)
      ctx.addIssue({ code: 'custom', path: ['subject2'], message: M.distinctSubjects });
    if (query.subject3 === query.subject1 || query.subject3 === query.subject2) {
      ctx.addIssue({ code: 'custom', path: ['subject3'], message: M.distinctSubjects });
    }
  });
export type CandidateQuery = z.infer<typeof candidateQuerySchema>;

/** Body of POST /api/matches and PUT /api/matches/matchStatus (the original client's creation payload). */
export const matchPairSchema = z.object({ tutor_id: recordIdSchema, tutee_id: recordIdSchema });
export type MatchPair = z.infer<typeof matchPairSchema>;

/**
 * Body of POST /api/matches: the pair, and whether the app sends the match emails. Omitted (the original client)
 * sends nothing, as before.
 */
export const newMatchSchema = matchPairSchema.extend({
  sendEmails: z
    .boolean()
    .optional()
    .meta({ description: 'true: queue the tutor and family emails with the match; omitted or false: send nothing' }),
});
export type NewMatch = z.infer<typeof newMatchSchema>;

/** Path of GET /api/matches/tutee/:id. */
export const tuteeParamsSchema = z.object({ id: recordIdSchema });

/** Which matches a records query wants: current (not ended), ended, or all of them. */
export const MATCH_STATUSES = ['all', 'current', 'ended'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** At most this many matches in one page of GET /api/matches?limit=. */
export const MATCH_LIST_MAX_LIMIT = 200;

/** A query-string number: digits only, so "1e3", "-1", "" and repeated parameters are refused. */
const queryNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/**
 * Query of GET /api/matches and /api/matches/export.csv: an optional calendar year (UTC, as the records screen reads
 * the date), status and name search; limit and offset ask for a page of narrow rows instead of the original full array.
 */
export const matchListQuerySchema = z.object({
  year: z
    .string({ error: M.year })
    .regex(/^\d{4}$/, M.year)
    .transform(Number)
    .pipe(z.number().min(1970, M.year).max(9999, M.year))
    .optional(),
  status: z.enum(MATCH_STATUSES, { error: M.status }).optional(),
  q: z
    .string({ error: M.q })
    .trim()
    .max(100, M.q)
    .optional()
    .transform((value) => value || undefined),
  limit: queryNumber(M.limit, 1, MATCH_LIST_MAX_LIMIT).optional(),
  offset: queryNumber(M.offset, 0, 2_147_483_647).optional(),
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;
