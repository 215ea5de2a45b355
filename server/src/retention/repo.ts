import type { Queryable } from '../db/db.js';
import { deletePeople, PERSON_TABLE, personTables, type PersonKind } from '../personData/index.js';
import type { RetentionPolicy } from './policy.js';

/** What one application of the policy deleted: ids for the operator's dry run, counts for the audit row. */
export interface RetentionResult {
  /** matches that ended more than RETAIN_MATCHED_MONTHS ago */
  matchIds: number[];
  /** people of those matches in no other current or younger match, unchanged since the same cutoff */
  matchedTuteeIds: number[];
  matchedTutorIds: number[];
  /** people with no match on record, unchanged for RETAIN_UNMATCHED_MONTHS */
  unmatchedTuteeIds: number[];
  unmatchedTutorIds: number[];
  /** people asked to confirm their email address RETAIN_UNCONFIRMED_DAYS ago who never did, with no match on record */
  unconfirmedTuteeIds: number[];
  unconfirmedTutorIds: number[];
  /** the deleted people's queued or sent emails and do-not-pair rows */
  peopleEmails: number;
  peopleDoNotPair: number;
  /** emails sent, or failed for good, more than RETAIN_EMAIL_DAYS ago */
  sentEmails: number;
  /** erased people's matches (anonymous counts) that ended before the matched cutoff's day */
  anonymousMatches: number;
  /** audit rows older than RETAIN_AUDIT_MONTHS */
  auditRows: number;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** People of a kind with no match on record (current or ended), unchanged for the given months; locked for deletion. */
async function unmatchedPeople(tx: Queryable, kind: PersonKind, months: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT p.id FROM ${PERSON_TABLE[kind]} p
     WHERE p.updated_at < now() - make_interval(months => $1::int)
       AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.${kind}_id = p.id)
     ORDER BY p.id FOR UPDATE OF p`,
    [months],
  );
  return ids(rows);
}

/**
 * People of a kind asked to confirm their email address more than `days` ago who never did, with no match on record
 * (staff may match an unconfirmed application after a phone call); locked for deletion.
 */
async function unconfirmedPeople(tx: Queryable, kind: PersonKind, days: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT p.id FROM ${PERSON_TABLE[kind]} p
     WHERE p.email_confirmed_at IS NULL AND p.email_confirm_asked_at < now() - make_interval(days => $1::int)
       AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.${kind}_id = p.id)
     ORDER BY p.id FOR UPDATE OF p`,
    [days],
  );
  return ids(rows);
}

/** Of the given people, those left with no match at all and unchanged for the given months; locked for deletion. */
async function peopleLeftWithoutMatches(
  tx: Queryable,
  kind: PersonKind,
  candidates: number[],
  months: number,
): Promise<number[]> {
  if (candidates.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `SELECT p.id FROM ${PERSON_TABLE[kind]} p
     WHERE p.id = ANY ($1::int[]) AND p.updated_at < now() - make_interval(months => $2::int)
       AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.${kind}_id = p.id)
     ORDER BY p.id FOR UPDATE OF p`,
    [candidates, months],
  );
  return ids(rows);
}

const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Applies the policy inside the caller's transaction. Every cutoff is measured from the database's clock. Ended
 * matches go first; then their people who are in no current or younger match; then people with no match on record.
 */
export async function applyRetention(tx: Queryable, policy: RetentionPolicy): Promise<RetentionResult> {
  const expired = await tx.query<{ id: number; tutee_id: number; tutor_id: number }>(
    `DELETE FROM matches WHERE ended_at < now() - make_interval(months => $1::int) RETURNING id, tutee_id, tutor_id`,
    [policy.matchedMonths],
  );
  const matchedTuteeIds = await peopleLeftWithoutMatches(
    tx,
    'tutee',
    distinct(expired.rows.map((m) => m.tutee_id)),
    policy.matchedMonths,
  );
  const matchedTutorIds = await peopleLeftWithoutMatches(
    tx,
    'tutor',
    distinct(expired.rows.map((m) => m.tutor_id)),
    policy.matchedMonths,
  );
  const deletedWithPeople = { emails: 0, doNotPair: 0 };
  const removePeople = async (kind: PersonKind, people: number[]) => {
    const deleted = await deletePeople(tx, kind, people);
    deletedWithPeople.emails += deleted.rows.emails;
    deletedWithPeople.doNotPair += deleted.rows.doNotPair;
  };
  await removePeople('tutee', matchedTuteeIds);
  await removePeople('tutor', matchedTutorIds);
  // After the matched rule: someone it kept for a recent change, whose ended matches all went, has no match on record
  // now and is held to the unmatched period from that change.
  const unmatchedTuteeIds = await unmatchedPeople(tx, 'tutee', policy.unmatchedMonths);
  const unmatchedTutorIds = await unmatchedPeople(tx, 'tutor', policy.unmatchedMonths);
  await removePeople('tutee', unmatchedTuteeIds);
  await removePeople('tutor', unmatchedTutorIds);
  const unconfirmedTuteeIds = await unconfirmedPeople(tx, 'tutee', policy.unconfirmedDays);
  const unconfirmedTutorIds = await unconfirmedPeople(tx, 'tutor', policy.unconfirmedDays);
  await removePeople('tutee', unconfirmedTuteeIds);
  await removePeople('tutor', unconfirmedTutorIds);

  // Applicant sessions hold an address; ended ones go (opening a session deletes them too, when anyone opens one).
  await tx.query('DELETE FROM applicant_session WHERE expires_at <= now()');

  // Failed-for-good messages go on the same clock as sent ones: nothing will send them any more.
  const sent = await tx.query(
    `DELETE FROM email_outbox
     WHERE sent_at < now() - make_interval(days => $1::int) OR failed_at < now() - make_interval(days => $1::int)`,
    [policy.emailDays],
  );
  // By whole days: a day's count goes once the whole day lies before the cutoff.
  const anonymous = await tx.query<{ n: number }>(
    `DELETE FROM anonymous_matches WHERE ended_on < ((now() - make_interval(months => $1::int)) AT TIME ZONE 'UTC')::date RETURNING n`,
    [policy.matchedMonths],
  );
  const audit = await tx.query('DELETE FROM audit_log WHERE created_at < now() - make_interval(months => $1::int)', [
    policy.auditMonths,
  ]);

  return {
    matchIds: ids(expired.rows).sort((a, b) => a - b),
    matchedTuteeIds,
    matchedTutorIds,
    unmatchedTuteeIds,
    unmatchedTutorIds,
    unconfirmedTuteeIds,
    unconfirmedTutorIds,
    peopleEmails: deletedWithPeople.emails,
    peopleDoNotPair: deletedWithPeople.doNotPair,
    sentEmails: sent.rowCount,
    anonymousMatches: anonymous.rows.reduce((sum, row) => sum + row.n, 0),
    auditRows: audit.rowCount,
  };
}

/**
 * The tables the run deleted personal data from: rewritten afterwards on the embedded engine (rewriteEmbeddedTables).
 * Anonymous counts and audit rows hold no personal data and are left to the regular vacuum.
 */
export function tablesWithDeletedPeople(result: RetentionResult): string[] {
  const tables = new Set<string>();
  if (result.matchedTuteeIds.length + result.unmatchedTuteeIds.length + result.unconfirmedTuteeIds.length > 0)
    personTables('tutee').forEach((t) => tables.add(t));
  if (result.matchedTutorIds.length + result.unmatchedTutorIds.length + result.unconfirmedTutorIds.length > 0)
    personTables('tutor').forEach((t) => tables.add(t));
  // A match's emails go with it (ON DELETE CASCADE).
  if (result.matchIds.length > 0) ['matches', 'email_outbox'].forEach((t) => tables.add(t));
  if (result.sentEmails > 0) tables.add('email_outbox');
  return [...tables].sort();
}

/** The audit row's details: counts only, never an id or a name. */
export function retentionCounts(result: RetentionResult): Record<string, number> {
  return {
    matches: result.matchIds.length,
    tuteesAfterMatch: result.matchedTuteeIds.length,
    tutorsAfterMatch: result.matchedTutorIds.length,
    tuteesUnmatched: result.unmatchedTuteeIds.length,
    tutorsUnmatched: result.unmatchedTutorIds.length,
    tuteesUnconfirmed: result.unconfirmedTuteeIds.length,
    tutorsUnconfirmed: result.unconfirmedTutorIds.length,
    peopleEmails: result.peopleEmails,
    peopleDoNotPair: result.peopleDoNotPair,
    sentEmails: result.sentEmails,
    anonymousMatches: result.anonymousMatches,
    auditRows: result.auditRows,
  };
}
