// The proposals of matches for every waiting tutee (POST /api/proposals and its run, accept).
import { z } from 'zod';
import { LANGUAGE_KEYS } from '../catalog.js';
import { AVAILABILITY_SLOTS } from '../slots.js';
import { MATCH_GROUPS, recordIdSchema } from './matches.js';

export const PROPOSAL_MESSAGES = {
  badProposal: 'The pairs to leave out are not valid.',
  badAccept: 'The pairs to accept are not valid.',
  badRunId: 'The proposal id is not valid.',
  runNotFound: 'This proposal does not exist.',
  notProposed: 'This pair is not part of this proposal.',
  alreadyAccepted: 'This pair was accepted already.',
  noLongerTeaches: 'The tutor no longer teaches the tutee’s first subject at the tutee’s grade.',
} as const;

/** Why a waiting tutee has no tutor in the proposal, checked in this order. */
export const UNPLACED_REASONS = ['no_tutor', 'only_former_or_barred', 'tutors_full'] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export const proposalPairIdsSchema = z.strictObject({ tutee_id: recordIdSchema, tutor_id: recordIdSchema });
export type ProposalPairIds = z.infer<typeof proposalPairIdsSchema>;

/** Body of POST /api/proposals: the pairs staff rejected in earlier runs, left out of this one. */
export const proposalRequestSchema = z.strictObject({
  excluded: z.array(proposalPairIdsSchema).max(20_000).default([]),
});
export type ProposalRequest = z.infer<typeof proposalRequestSchema>;

/** Body of POST /api/proposals/:id/accept: the pairs to match, every proposed pair when left out. */
export const proposalAcceptSchema = z.strictObject({
  pairs: z.array(proposalPairIdsSchema).max(20_000).optional(),
  sendEmails: z
    .boolean()
    .optional()
    .meta({ description: "true: queue each match's tutor and family emails with it, as POST /api/matches does" }),
});
export type ProposalAccept = z.infer<typeof proposalAcceptSchema>;

export const proposalRunParamsSchema = z.object({ id: recordIdSchema });

/** The facts behind a pair, which the page words as the match page does ("Speaks Somali", "Waiting 23 days"). */
export const proposalReasonsSchema = z.strictObject({
  /** catalogue languages both speak, in catalogue order */
  languages: z.array(z.enum(LANGUAGE_KEYS)),
  /** the tutee's other language, when the tutor wrote the same */
  language_other: z.string().nullable(),
  /** the "When can you meet?" slots both gave, in week order ("Both free Tue and Thu evenings") */
  availability: z.array(z.enum(AVAILABILITY_SLOTS)),
  tutee_waiting_days: z.number().int(),
  tutor_waiting_days: z.number().int(),
  /** the tutor's free places when the proposal was made */
  free_places: z.number().int(),
});
export type ProposalReasons = z.infer<typeof proposalReasonsSchema>;

export const proposalPairSchema = z.strictObject({
  tutee_id: z.number().int(),
  tutor_id: z.number().int(),
  tutee_first_name: z.string(),
  tutee_last_name: z.string(),
  tutor_first_name: z.string(),
  tutor_last_name: z.string(),
  group: z.enum(MATCH_GROUPS),
  reasons: proposalReasonsSchema,
  /** 2 x group points (A 3, B 2, C 1, D 0) + 1 for a shared language: the pair's part of the objective after the count */
  score: z.number().int(),
  /** the match made from this pair, once accepted */
  match_id: z.number().int().nullable(),
});
export type ProposalPair = z.infer<typeof proposalPairSchema>;

export const unplacedTuteeSchema = z.strictObject({
  tutee_id: z.number().int(),
  tutee_first_name: z.string(),
  tutee_last_name: z.string(),
  reason: z.enum(UNPLACED_REASONS),
});
export type UnplacedTutee = z.infer<typeof unplacedTuteeSchema>;

const groupCounts = z.strictObject(
  Object.fromEntries(MATCH_GROUPS.map((group) => [group, z.number().int()])) as Record<
    (typeof MATCH_GROUPS)[number],
    z.ZodNumber
  >,
);
const reasonCounts = z.strictObject(
  Object.fromEntries(UNPLACED_REASONS.map((reason) => [reason, z.number().int()])) as Record<
    UnplacedReason,
    z.ZodNumber
  >,
);

export const proposalStatsSchema = z.strictObject({
  waiting: z.number().int(),
  proposed: z.number().int(),
  by_group: groupCounts,
  unplaced_by_reason: reasonCounts,
  excluded: z.number().int(),
  milliseconds: z.number().int(),
});
export type ProposalStats = z.infer<typeof proposalStatsSchema>;

export const proposalRunSchema = z.strictObject({
  id: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  pairs: z.array(proposalPairSchema),
  unplaced: z.array(unplacedTuteeSchema),
  stats: proposalStatsSchema,
});
export type ProposalRun = z.infer<typeof proposalRunSchema>;

export const proposalAcceptResultSchema = z.strictObject({
  created: z.array(
    z.strictObject({ match_id: z.number().int(), tutee_id: z.number().int(), tutor_id: z.number().int() }),
  ),
  refused: z.array(z.strictObject({ tutee_id: z.number().int(), tutor_id: z.number().int(), reason: z.string() })),
});
export type ProposalAcceptResult = z.infer<typeof proposalAcceptResultSchema>;
