import {
  MATCH_GROUPS,
  PROPOSAL_MESSAGES,
  UNPLACED_REASONS,
  type MatchEmailConfig,
  type MatchGroup,
  type ProposalAccept,
  type ProposalAcceptResult,
  type ProposalPairIds,
  type ProposalRequest,
  type ProposalStats,
  type UnplacedReason,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { CheckinSettings } from '../checkins/index.js';
import type { Db } from '../db/db.js';
import { AppError, notFound } from '../http/errors.js';
import { createMatch } from '../matches/service.js';
import { assignInWorker } from './assignInWorker.js';
import * as repo from './repo.js';

const pairKey = (pair: ProposalPairIds) => `${pair.tutee_id}:${pair.tutor_id}`;

function unplacedReason(
  hasAllowedPair: boolean,
  facts: { taught: boolean; open: boolean } | undefined,
): UnplacedReason {
  // Allowed pairs existed, so their tutors' places went to other tutees.
  if (hasAllowedPair) return 'tutors_full';
  if (!facts?.taught) return 'no_tutor';
  return facts.open ? 'tutors_full' : 'only_former_or_barred';
}

/**
 * Proposes tutors for every waiting tutee (POST /api/proposals): the hard rules make the allowed pairs, the exact
 * solver (on a worker thread) picks the assignment, and the run is stored with its statistics before anything else
 * changes; answers the stored run as JSON text (ProposalRun). Nothing is matched here; accept does that.
 */
export async function propose(db: Db, request: ProposalRequest, staffUserId: number | null): Promise<string> {
  const started = performance.now();
  const now = new Date();
  // In the tutees' waiting order, the longest waiting first.
  const tutees = await repo.waitingTutees(db);
  const tutors = await repo.availableTutors(db);
  const barred = await repo.barredPairs(db, tutees.ids);
  for (const pair of request.excluded) barred.add(pairKey(pair));

  const assignment = await assignInWorker({
    tutees: tutees.json,
    tutors: tutors.json,
    barred: [...barred],
    now,
  });
  const hasAllowedPair = (tutee: number) => assignment.allowed[tutee] === 1;

  const unplacedIndexes = tutees.ids.flatMap((_id, index) => (assignment.placed[index] === 1 ? [] : [index]));
  const noFreeTutor = await repo.whyNoFreeTutor(
    db,
    unplacedIndexes.filter((index) => !hasAllowedPair(index)).map((index) => tutees.ids[index]!),
    request.excluded,
  );
  const unplaced = unplacedIndexes.map((index) => ({
    tuteeId: tutees.ids[index]!,
    reason: unplacedReason(hasAllowedPair(index), noFreeTutor.get(tutees.ids[index]!)),
  }));

  const byGroup = Object.fromEntries(MATCH_GROUPS.map((group) => [group, assignment.byGroup[group] ?? 0])) as Record<
    MatchGroup,
    number
  >;
  const byReason = Object.fromEntries(UNPLACED_REASONS.map((reason) => [reason, 0])) as Record<UnplacedReason, number>;
  for (const entry of unplaced) byReason[entry.reason] += 1;
  const stats: ProposalStats = {
    waiting: tutees.ids.length,
    proposed: tutees.ids.length - unplaced.length,
    by_group: byGroup,
    unplaced_by_reason: byReason,
    excluded: request.excluded.length,
    milliseconds: Math.round(performance.now() - started),
  };

  const runId = await db.transaction(async (tx) => {
    const id = await repo.insertRun(tx, staffUserId, stats, assignment.pairs, unplaced);
    // Counts only: the run's entries name people.
    await recordAudit(tx, { staffUserId, action: 'proposal.run', entity: 'proposal', entityId: id, details: stats });
    return id;
  });
  return runJson(db, runId);
}

/** The run as the API answers it (ProposalRun), as JSON text (repo.runJson). */
async function runJson(db: Db, runId: number): Promise<string> {
  const run = await repo.runJson(db, runId);
  if (run === undefined) throw notFound(PROPOSAL_MESSAGES.runNotFound);
  return run;
}

/** GET /api/proposals/:id: the run as it was proposed, with the matches accepted from it since; an audited read. */
export async function proposalRun(db: Db, runId: number, staffUserId: number | null): Promise<string> {
  const run = await runJson(db, runId);
  await recordAudit(db, { staffUserId, action: 'proposal.read', entity: 'proposal', entityId: runId });
  return run;
}

/**
 * Matches the chosen pairs of a run (all proposed pairs not yet accepted when none are named), each in its own
 * transaction with the rules of POST /api/matches (createMatch). A pair that is not in the run, was accepted already,
 * or whose tutee or tutor changed so that it breaks a rule is refused with the reason; the others go through. With
 * `emails`, each match's tutor and family emails are queued with it.
 */
export async function acceptProposal(
  db: Db,
  runId: number,
  request: ProposalAccept,
  staffUserId: number | null,
  checkins: CheckinSettings,
  emails: MatchEmailConfig | null = null,
): Promise<ProposalAcceptResult> {
  const pairs = await repo.runPairs(db, runId);
  if (!pairs) throw notFound(PROPOSAL_MESSAGES.runNotFound);
  const proposed = new Map(pairs.map((pair) => [pairKey(pair), pair]));
  const wanted = request.pairs ?? pairs.filter((pair) => pair.match_id === null);
  const result: ProposalAcceptResult = { created: [], refused: [] };
  const seen = new Set<string>();
  for (const { tutee_id, tutor_id } of wanted) {
    const pair = { tutee_id, tutor_id };
    const refuse = (reason: string) => result.refused.push({ ...pair, reason });
    const inRun = proposed.get(pairKey(pair));
    if (!inRun) refuse(PROPOSAL_MESSAGES.notProposed);
    else if (inRun.match_id !== null || seen.has(pairKey(pair))) refuse(PROPOSAL_MESSAGES.alreadyAccepted);
    else if (!(await repo.stillTeaches(db, pair))) refuse(PROPOSAL_MESSAGES.noLongerTeaches);
    else {
      seen.add(pairKey(pair));
      try {
        const match = await createMatch(db, pair, staffUserId, checkins, { proposalRunId: runId, emails });
        result.created.push({ match_id: match.match_id, ...pair });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(error.message);
      }
    }
  }
  await recordAudit(db, {
    staffUserId,
    action: 'proposal.accept',
    entity: 'proposal',
    entityId: runId,
    details: { created: result.created.length, refused: result.refused.length },
  });
  return result;
}
