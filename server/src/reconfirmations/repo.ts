import type { ReconfirmAnswer, ReconfirmReason } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { familyEmailBouncing } from '../mail/bouncing.js';
import type { ApplicationRef } from '../links/tokens.js';

export type Role = ApplicationRef['role'];

/** Whom a round asks: enough to address and greet them, in their language. */
export interface Askee {
  id: number;
  first_name: string;
  preferred_language: string;
  /** tutees */
  submitter?: string;
  email_student?: string | null;
  email_guardian?: string | null;
  /** tutors */
  email?: string;
}

const OPEN_ROUND = (role: Role, alias: string) =>
  `NOT EXISTS (SELECT 1 FROM reconfirmation c WHERE c.${role}_id = ${alias}.id AND c.closed_at IS NULL)`;

/**
 * One round at a time: two started at once would each see the other's people as not yet asked. Answers and expiry
 * wait for a round being written (its questions are not theirs to close yet).
 */
export async function lockRounds(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE reconfirmation IN SHARE ROW EXCLUSIVE MODE');
}

/**
 * Those a round asks, without an open question already: waiting tutees (active, not in a current match, their family's
 * email not bouncing: the question would reach no one, and silence would take them off the list) and available
 * tutors (active, not paused, a free place). Locked, so a match or a status change made meanwhile waits for the round.
 */
export async function askees(tx: Queryable, role: Role): Promise<Askee[]> {
  const { rows } = await tx.query<Askee>(
    role === 'tutee'
      ? `SELECT t.id, t.first_name, t.preferred_language, t.submitter, t.email_student, t.email_guardian FROM tutees t
         WHERE t.active AND NOT t.matched AND NOT ${familyEmailBouncing('t')} AND ${OPEN_ROUND('tutee', 't')}
         ORDER BY t.id FOR UPDATE`
      : `SELECT r.id, r.first_name, r.preferred_language, r.email FROM tutors r
         WHERE r.active AND r.current_matches < r.capacity AND r.paused_at IS NULL AND ${OPEN_ROUND('tutor', 'r')}
         ORDER BY r.id FOR UPDATE`,
  );
  return rows;
}

export interface QueuedQuestion {
  id: number;
  to: string;
  question: { subject: string; body: string };
  reminder: { subject: string; body: string };
}

export interface RoundTimes {
  createdBy: number;
  askedAt: Date;
  remindAt: Date;
  expiresAt: Date;
  questionKind: string;
  reminderKind: string;
}

/**
 * Queues a batch of one role's questions in one statement: each question and its reminder in the outbox (held back
 * until due), and the open reconfirmation naming both.
 */
export async function insertQuestions(
  tx: Queryable,
  role: Role,
  round: RoundTimes,
  questions: readonly QueuedQuestion[],
): Promise<void> {
  if (questions.length === 0) return;
  const owner = `${role}_id`;
  await tx.query(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         AS x (person_id, to_address, q_subject, q_body, r_subject, r_body)
     ), questions AS (
       INSERT INTO email_outbox (kind, to_address, subject, body, ${owner}, requested_at, next_attempt_at)
       SELECT $7, to_address, q_subject, q_body, person_id, now(), $9 FROM input RETURNING id, ${owner} AS person_id
     ), reminders AS (
       INSERT INTO email_outbox (kind, to_address, subject, body, ${owner}, requested_at, next_attempt_at)
       SELECT $8, to_address, r_subject, r_body, person_id, now(), $10 FROM input RETURNING id, ${owner} AS person_id
     )
     INSERT INTO reconfirmation (${owner}, created_by, asked_at, expires_at, question_outbox_id, reminder_outbox_id)
     SELECT q.person_id, $11, $9, $12, q.id, r.id FROM questions q JOIN reminders r USING (person_id)`,
    [
      questions.map((q) => q.id),
      questions.map((q) => q.to),
      questions.map((q) => q.question.subject),
      questions.map((q) => q.question.body),
      questions.map((q) => q.reminder.subject),
      questions.map((q) => q.reminder.body),
      round.questionKind,
      round.reminderKind,
      round.askedAt,
      round.remindAt,
      round.createdBy,
      round.expiresAt,
    ],
  );
}

/** Deletes the outbox rows not sent yet among these ids (a reminder no longer needed); answers how many went. */
async function deleteUnsent(tx: Queryable, ids: readonly (string | null)[]): Promise<number> {
  const unsent = ids.filter((id): id is string => id !== null);
  if (unsent.length === 0) return 0;
  const { rowCount } = await tx.query('DELETE FROM email_outbox WHERE id = ANY ($1::bigint[]) AND sent_at IS NULL', [
    unsent,
  ]);
  return rowCount;
}

/**
 * Closes the person's open reconfirmation with their answer, or as matched when the tutee got a match meanwhile, and
 * deletes its emails not sent yet (the reminder; the question too when it is still waiting for sendAt).
 */
export async function closeOpen(
  tx: Queryable,
  ref: ApplicationRef,
  outcome: ReconfirmAnswer | 'matched',
): Promise<void> {
  const { rows } = await tx.query<{ question: string | null; reminder: string | null }>(
    `UPDATE reconfirmation SET outcome = $2, closed_at = now()
     WHERE ${ref.role}_id = $1 AND closed_at IS NULL
     RETURNING question_outbox_id::text AS question, reminder_outbox_id::text AS reminder`,
    [ref.id, outcome],
  );
  await deleteUnsent(
    tx,
    rows.flatMap((row) => [row.question, row.reminder]),
  );
}

/** A yes: when the person last confirmed. */
export async function markConfirmed(tx: Queryable, ref: ApplicationRef): Promise<void> {
  await tx.query(`UPDATE ${ref.role}s SET last_confirmed_at = now() WHERE id = $1`, [ref.id]);
}

/**
 * Takes these tutees off the waiting list with the reason: deactivated, unless matched or deactivated meanwhile.
 * Answers the ids it deactivated.
 */
export async function deactivateTutees(
  tx: Queryable,
  ids: readonly number[],
  reason: ReconfirmReason,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE tutees SET active = false, inactive_reason = $2 WHERE id = ANY ($1::int[]) AND active AND NOT matched
     RETURNING id`,
    [ids, reason],
  );
  return rows.map((row) => row.id);
}

/**
 * Pauses these tutors with the reason: the tutor_offers trigger takes them out of every candidate list. A tutor
 * already paused, or matched to capacity meanwhile, stays as they are. Answers the ids it paused.
 */
export async function pauseTutors(tx: Queryable, ids: readonly number[], reason: ReconfirmReason): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE tutors SET paused_at = now(), paused_reason = $2
     WHERE id = ANY ($1::int[]) AND active AND paused_at IS NULL AND current_matches < capacity RETURNING id`,
    [ids, reason],
  );
  return rows.map((row) => row.id);
}

/**
 * Closes every open reconfirmation past its expiry as expired, in one statement: a row another process closed first
 * is skipped (its lock makes this one wait, then re-read), so each is applied once. Deletes their emails not sent yet.
 */
export async function closeExpired(tx: Queryable): Promise<{ tuteeIds: number[]; tutorIds: number[] }> {
  const { rows } = await tx.query<{
    tutee_id: number | null;
    tutor_id: number | null;
    question: string | null;
    reminder: string | null;
  }>(
    `UPDATE reconfirmation SET outcome = 'expired', closed_at = now()
     WHERE closed_at IS NULL AND expires_at <= now()
     RETURNING tutee_id, tutor_id, question_outbox_id::text AS question, reminder_outbox_id::text AS reminder`,
  );
  await deleteUnsent(
    tx,
    rows.flatMap((row) => [row.question, row.reminder]),
  );
  return {
    tuteeIds: rows.flatMap((row) => (row.tutee_id === null ? [] : [row.tutee_id])),
    tutorIds: rows.flatMap((row) => (row.tutor_id === null ? [] : [row.tutor_id])),
  };
}

/** The language of the person a reconfirmation link asks, for its page. */
export async function languageOf(db: Queryable, ref: ApplicationRef): Promise<string> {
  const { rows } = await db.query<{ language: string }>(
    `SELECT preferred_language AS language FROM ${ref.role}s WHERE id = $1`,
    [ref.id],
  );
  return rows[0]?.language ?? 'en';
}
