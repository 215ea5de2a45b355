// The match page's candidate lists (GET /api/matches/groups): one narrow row per tutor, only what a row shows, its
// explanation and the language filter read. The full profile comes from GET /api/tutors/:id when a row is expanded
// or the tutor is chosen for a match. The original /api/matches/groupA..groupD still answer full tutor records.
import { z } from 'zod';
import { LANGUAGE_KEYS, SUBJECT_KEYS } from '../catalog.js';
import { AVAILABILITY_SLOTS } from '../slots.js';
import { MATCH_GROUPS, type MatchGroup } from './matches.js';

export const candidateRowSchema = z.strictObject({
  id: z.number().int().positive(),
  tutor_first_name: z.string(),
  tutor_last_name: z.string(),
  /** ISO 8601, as in the tutor record: the Submission Date cell and the wait in the explanation */
  tutor_submission_timestamp: z.string(),
  /** the special subjects the tutor teaches, in catalogue order (the subject flag) */
  special_subjects: z.array(z.enum(SUBJECT_KEYS)),
  /** catalogue languages spoken besides English, in catalogue order (the language flag, the filter, "Speaks ...") */
  languages: z.array(z.enum(LANGUAGE_KEYS)),
  language_other: z.string().nullable(),
  /** capacity minus current matches (the explanation's free places) */
  free_places: z.number().int(),
  /** ISO 8601: when the tutor last answered yes to "Are you still available to tutor?" ("Confirmed 3 days ago"); null if never */
  tutor_last_confirmed_at: z.string().nullable(),
  /** the tutor's "When can you meet?" slots, in week order ("Both free Tue and Thu evenings"); [] when not answered */
  availability: z.array(z.enum(AVAILABILITY_SLOTS)),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

/** Every field of a candidate row: the API test checks the answer holds exactly these, the client test that the page reads exactly these. */
export const CANDIDATE_ROW_FIELDS = Object.keys(candidateRowSchema.shape) as (keyof CandidateRow)[];

export const candidateGroupsSchema = z.strictObject(
  Object.fromEntries(MATCH_GROUPS.map((group) => [group, z.array(candidateRowSchema)])) as Record<
    MatchGroup,
    z.ZodArray<typeof candidateRowSchema>
  >,
);

/** GET /api/matches/groups: the four candidate groups of one tutee in one round trip, best first in each. */
export type CandidateGroups = Record<MatchGroup, CandidateRow[]>;
