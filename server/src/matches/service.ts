import {
  MATCH_CANDIDATE_LIMIT,
  type CandidateQuery,
  type MatchEmailConfig,
  type MatchGroup,
  type MatchPair,
  type MatchRecord,
  type TuteeRecord,
  type TutorRecord,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import { scheduleCheckins, type CheckinSettings } from '../checkins/index.js';
import type { Db } from '../db/db.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, notFound } from '../http/errors.js';
import { toTuteeRecord } from '../records/tuteeRecord.js';
import { toTutorRecord } from '../records/tutorRecord.js';
import { findMatchEmails } from './emailRepo.js';
import { queueMatchEmails } from './matchEmails.js';
import { splitJoinedRow, toMatchRecord } from './matchRecord.js';
import { findTutor } from '../tutors/index.js';
import { closeOnMatch } from '../reconfirmations/service.js';
import * as repo from './repo.js';

const MATCH_ERRORS = {
  tuteeNotFound: 'This tutee does not exist.',
  tutorNotFound: 'This tutor does not exist.',
  tuteeMatched: 'This tutee is already matched with a tutor.',
  tuteeInactive: 'This tutee is deactivated. Activate the tutee before matching.',
  guardianConsent:
    "This tutee is waiting for a parent's or guardian's consent (the link emailed to them). Match once they have agreed.",
  tutorInactive: 'This tutor is deactivated. Activate the tutor before matching.',
  tutorFull: 'This tutor is at capacity and cannot take another tutee now.',
  tutorPaused: 'This tutor is paused (did not reconfirm, or said no). Resume the tutor before matching.',
  noCurrentMatch: 'This tutor and tutee have no current match.',
  pairBarred:
    'This tutor cannot be matched with this tutee: they were matched before, or the pair is on the do-not-pair list.',
} as const;

export async function tuteeToMatch(db: Db, id: number, staffUserId: number | null): Promise<TuteeRecord> {
  const tutee = await repo.findTutee(db, id);
  if (!tutee) throw notFound(MATCH_ERRORS.tuteeNotFound);
  await recordAudit(db, { staffUserId, action: 'tutee.read', entity: 'tutee', entityId: tutee.id });
  return toTuteeRecord(tutee);
}

async function candidateSearch(db: Db, query: CandidateQuery, group: MatchGroup | null): Promise<repo.CandidateSearch> {
  const tutee = query.tuteeId === undefined ? undefined : await repo.findTuteeLanguages(db, query.tuteeId);
  if (query.tuteeId !== undefined && !tutee) throw notFound(MATCH_ERRORS.tuteeNotFound);
  return {
    subjects: [query.subject1, query.subject2, query.subject3],
    grade: query.grade,
    tuteeId: query.tuteeId ?? null,
    tuteeLanguages: tutee?.languages ?? [],
    tuteeLanguageOther: tutee?.language_other ?? null,
    tuteeAvailability: tutee?.availability ?? [],
    group,
    limitPerGroup: MATCH_CANDIDATE_LIMIT,
  };
}

/** One group's candidates as the original full tutor records (GET /api/matches/groupA..groupD). */
export async function candidatesInGroup(db: Db, query: CandidateQuery, group: MatchGroup): Promise<TutorRecord[]> {
  const lists = await repo.findCandidates(db, await candidateSearch(db, query, group));
  return (lists[group] ?? []).map(toTutorRecord);
}

/** All four groups in one query, as the match page's narrow rows (GET /api/matches/groups): JSON text to send. */
export async function candidateGroupsJson(db: Db, query: CandidateQuery): Promise<string> {
  return repo.findCandidateRowsJson(db, await candidateSearch(db, query, null));
}

async function whyTuteeUnavailable(db: Db, id: number): Promise<Error> {
  const tutee = await repo.findTutee(db, id);
  if (!tutee) return notFound(MATCH_ERRORS.tuteeNotFound);
  if (!tutee.active) return conflict(MATCH_ERRORS.tuteeInactive);
  if (tutee.guardian_consent_asked_at && !tutee.guardian_consented_at) return conflict(MATCH_ERRORS.guardianConsent);
  return conflict(MATCH_ERRORS.tuteeMatched);
}

async function whyTutorUnavailable(db: Db, id: number): Promise<Error> {
  const tutor = await findTutor(db, id);
  if (!tutor) return notFound(MATCH_ERRORS.tutorNotFound);
  if (!tutor.active) return conflict(MATCH_ERRORS.tutorInactive);
  return conflict(tutor.paused_at === null ? MATCH_ERRORS.tutorFull : MATCH_ERRORS.tutorPaused);
}

class Unavailable extends Error {
  constructor(readonly side: 'tutee' | 'tutor') {
    super(side);
  }
}

/** What else a new match does: link to the proposal run it was accepted from, queue the emails (with their texts' settings). */
export interface MatchOptions {
  proposalRunId?: number | null;
  emails?: MatchEmailConfig | null;
}

/**
 * Creates the match and marks both sides in one transaction. Either claim failing, or a pair that was matched
 * before or is barred, rolls everything back and answers 409; the unique index on current matches is the last guard.
 * A match accepted from a proposal run links to it. Its check-ins ("Did you meet?") and, with `emails`, the tutor's and
 * the family's emails are queued in the same transaction, so a refused match sends nothing.
 */
export async function createMatch(
  db: Db,
  pair: MatchPair,
  staffUserId: number | null,
  checkins: CheckinSettings,
  options: MatchOptions = {},
): Promise<MatchRecord> {
  const proposalRunId = options.proposalRunId ?? null;
  try {
    return await db.transaction(async (tx) => {
      await repo.lockTutor(tx, pair.tutor_id);
      const tutee = await repo.claimTutee(tx, pair.tutee_id);
      if (!tutee) throw new Unavailable('tutee');
      // The candidate groups never offer these tutors; a request naming one is refused the same way.
      if (await repo.isPairBarred(tx, pair.tutee_id, pair.tutor_id)) throw conflict(MATCH_ERRORS.pairBarred);
      const tutor = await repo.claimTutorPlace(tx, pair.tutor_id);
      if (!tutor) throw new Unavailable('tutor');
      const match = await repo.insertMatch(tx, tutee.id, tutor.id, staffUserId, proposalRunId);
      await scheduleCheckins(tx, match, tutee, tutor, checkins);
      await closeOnMatch(tx, tutee.id);
      await recordAudit(tx, {
        staffUserId,
        action: 'match.create',
        entity: 'match',
        entityId: match.id,
        details:
          proposalRunId === null
            ? { tuteeId: tutee.id, tutorId: tutor.id }
            : { tuteeId: tutee.id, tutorId: tutor.id, proposalRunId },
      });
      if (options.emails) await queueMatchEmails(tx, match, tutee, tutor, options.emails, checkins);
      const emails = options.emails ? await findMatchEmails(tx, match.id) : [];
      return toMatchRecord(
        { ...match, ended_at: null, end_reason: null, end_note: null, contact_status: 'awaiting' },
        tutee,
        tutor,
        emails,
      );
    });
  } catch (error) {
    // The reasons are read after the rollback, outside the transaction (PGlite has one session).
    if (error instanceof Unavailable) {
      throw error.side === 'tutee'
        ? await whyTuteeUnavailable(db, pair.tutee_id)
        : await whyTutorUnavailable(db, pair.tutor_id);
    }
    if (isUniqueViolation(error, 'matches_one_current_per_tutee')) throw conflict(MATCH_ERRORS.tuteeMatched);
    throw error;
  }
}

/** The original client's follow-up call: confirms the pair is matched; changes nothing, so repeating it is harmless. */
export async function confirmMatchStatus(db: Db, pair: MatchPair, staffUserId: number | null): Promise<MatchRecord> {
  const row = await repo.findCurrentMatch(db, pair.tutee_id, pair.tutor_id);
  if (!row) throw notFound(MATCH_ERRORS.noCurrentMatch);
  // It answers the full match record (tutee contact details included), so it is an audited read.
  await recordAudit(db, {
    staffUserId,
    action: 'match.confirm',
    entity: 'match',
    entityId: row.match_id,
    details: { tuteeId: pair.tutee_id, tutorId: pair.tutor_id },
  });
  return splitJoinedRow(row);
}
