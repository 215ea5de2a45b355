import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import {
  reconfirmationQueuedSchema,
  type CandidateGroups,
  type ProposalRun,
  type TuteeRecord,
  type TutorRecord,
} from '@tutoring/common';
import { moveReconfirmTime, reconfirmToken } from '../../test/reconfirmations.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { consumeLinkToken } from '../links/tokens.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';
import { expireReconfirmations } from './service.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const GRADE = '3rd';
const DAY_MS = 86_400_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<{ app: TestApp; staff: TestAgent }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-reconfirm-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://tutoring.example/', ...env });
  return { app: t, staff: await t.staffAgent('coordinator1', 'coordinator') };
}

/** A waiting tutee whose family reads Spanish, and a tutor with a free place who teaches the tutee's subjects. */
async function people(app: TestApp): Promise<{ tuteeId: number; tutorId: number }> {
  const tuteeId = await insertTutee(app.db, { subjects: SUBJECTS3, grade: GRADE });
  await app.db.query(`UPDATE tutees SET preferred_language = 'es' WHERE id = $1`, [tuteeId]);
  const tutorId = await insertTutor(app.db, { subjects: SUBJECTS3, grades: [GRADE] });
  return { tuteeId, tutorId };
}

interface QueuedMail {
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  sent: boolean;
}

async function mailsOf(app: TestApp, role: 'tutee' | 'tutor', id: number): Promise<QueuedMail[]> {
  const { rows } = await app.db.query<QueuedMail>(
    `SELECT kind, to_address, subject, body, sent_at IS NOT NULL AS sent FROM email_outbox
     WHERE ${role}_id = $1 AND kind LIKE 'reconfirmation%' ORDER BY next_attempt_at, id`,
    [id],
  );
  return rows;
}

async function tutorRecord(staff: TestAgent, id: number): Promise<TutorRecord> {
  return (await staff.get(`/api/tutors/${id}`).expect(200)).body as TutorRecord;
}

async function listed<T extends { id: number }>(
  staff: TestAgent,
  listPath: string,
  id: number,
): Promise<T | undefined> {
  const rows = (await staff.get(listPath).expect(200)).body as T[];
  return rows.find((row) => row.id === id);
}

async function candidateIds(staff: TestAgent, tuteeId: number): Promise<number[]> {
  const groups = (
    await staff
      .get('/api/matches/groups')
      .query({ subject1: SUBJECTS3[0], subject2: SUBJECTS3[1], subject3: SUBJECTS3[2], grade: GRADE, tuteeId })
      .expect(200)
  ).body as CandidateGroups;
  return Object.values(groups).flatMap((rows) => rows.map((row) => row.id));
}

async function proposedTutors(staff: TestAgent): Promise<number[]> {
  const run = (await staff.post('/api/proposals').send({}).expect(201)).body as ProposalRun;
  return run.pairs.map((pair) => pair.tutor_id);
}

async function round(staff: TestAgent, body: object = { tutees: true, tutors: true }) {
  return reconfirmationQueuedSchema.parse((await staff.post('/api/reconfirmations').send(body).expect(201)).body);
}

describe('reconfirmation rounds: "Do you still need a tutor?" / "Are you still available to tutor?"', () => {
  it('asks every waiting family and available tutor once, in their language, with a reminder held back', async () => {
    const { app, staff } = await start();
    const { tuteeId, tutorId } = await people(app);
    const matchedTutee = await insertTutee(app.db, { subjects: SUBJECTS3, grade: GRADE });
    await app.db.query('UPDATE tutees SET matched = true WHERE id = $1', [matchedTutee]);
    const inactiveTutee = await insertTutee(app.db, { subjects: SUBJECTS3, grade: GRADE, active: false });
    const fullTutor = await insertTutor(app.db, { subjects: SUBJECTS3, grades: [GRADE], currentMatches: 1 });
    const inactiveTutor = await insertTutor(app.db, { subjects: SUBJECTS3, grades: [GRADE], active: false });

    await staff.post('/api/reconfirmations').send({ tutees: false, tutors: false }).expect(400);
    await staff.post('/api/reconfirmations').send({ tutees: true, tutors: true, sendAt: 'soon' }).expect(400);
    const queued = await round(staff);
    expect(queued).toMatchObject({ tutees: 1, tutors: 1 });
    expect(Date.parse(queued.remind_at) - Date.parse(queued.send_at)).toBe(7 * DAY_MS);
    expect(Date.parse(queued.expires_at) - Date.parse(queued.send_at)).toBe(14 * DAY_MS);
    for (const [role, id] of [
      ['tutee', matchedTutee],
      ['tutee', inactiveTutee],
      ['tutor', fullTutor],
      ['tutor', inactiveTutor],
    ] as const) {
      expect(await mailsOf(app, role, id)).toEqual([]);
    }

    const [question, reminder] = await mailsOf(app, 'tutee', tuteeId);
    expect(question).toMatchObject({ kind: 'reconfirmation', to_address: expect.stringMatching(/^guardian\d+@/) });
    expect(question!.subject).toBe('Volunteer Tutoring: ¿todavía necesita un tutor?');
    expect(question!.body).toContain('¿Todavía necesita un tutor?');
    expect(question!.body).toContain('Do you still need a tutor?');
    expect(question!.body).toContain('within 14 days');
    expect(reminder).toMatchObject({ kind: 'reconfirmation_reminder' });
    expect(reminder!.subject).toBe('Recordatorio: Volunteer Tutoring: ¿todavía necesita un tutor?');
    expect(reminder!.body).toContain('within 7 days');
    const [tutorQuestion] = await mailsOf(app, 'tutor', tutorId);
    expect(tutorQuestion!.subject).toBe('Volunteer Tutoring: are you still available to tutor?');
    expect(tutorQuestion!.body).not.toContain('English follows');
    // The reminder carries the question's link: one link per person per round.
    expect(reminder!.body).toContain(`/reconfirm/${await reconfirmToken(app.db, 'tutee', tuteeId)}?answer=no&lang=es`);

    // The question goes now; the reminder waits for its day.
    expect(await app.ctx.mail.sendDue()).toBe(2);
    // Nobody with an open question is asked again.
    expect(await round(staff)).toMatchObject({ tutees: 0, tutors: 0 });
    // Two rounds at once ask each person once between them.
    await app.db.query('UPDATE reconfirmation SET outcome = $1, closed_at = now()', ['yes']);
    const both = await Promise.all([round(staff), round(staff)]);
    expect(both.map((queued) => [queued.tutees, queued.tutors]).sort()).toEqual([
      [0, 0],
      [1, 1],
    ]);

    const { rows } = await app.db.query(
      `SELECT action, staff_user_id IS NOT NULL AS by_staff, details FROM audit_log WHERE action = 'reconfirmation.start' ORDER BY id`,
    );
    expect(rows[0]).toMatchObject({ by_staff: true, details: { tutees: 1, tutors: 1 } });
  });

  it('a round only for tutors asks no family; sendAt holds the questions back until then', async () => {
    const { app, staff } = await start();
    const { tuteeId, tutorId } = await people(app);
    const sendAt = new Date(Date.now() + 3 * DAY_MS);
    const queued = await round(staff, { tutees: false, tutors: true, sendAt: sendAt.toISOString() });
    expect(queued).toMatchObject({ tutees: 0, tutors: 1, send_at: sendAt.toISOString() });
    expect(await mailsOf(app, 'tutee', tuteeId)).toEqual([]);
    expect(await app.ctx.mail.sendDue()).toBe(0);
    await moveReconfirmTime(app, 3);
    expect(await app.ctx.mail.sendDue()).toBe(1);
    expect((await mailsOf(app, 'tutor', tutorId)).map((mail) => mail.sent)).toEqual([true, false]);
  });

  it('a page read changes nothing; a yes stamps last_confirmed_at, cancels the reminder and uses the link', async () => {
    const { app, staff } = await start();
    const { tuteeId, tutorId } = await people(app);
    await round(staff);
    expect(await app.ctx.mail.sendDue()).toBe(2);
    const tutorToken = await reconfirmToken(app.db, 'tutor', tutorId);
    const tuteeToken = await reconfirmToken(app.db, 'tutee', tuteeId);

    const tables = async () =>
      (
        await app.db.query(`SELECT (SELECT json_agg(l ORDER BY id) FROM link_token l)::text AS l,
          (SELECT json_agg(c ORDER BY id) FROM reconfirmation c)::text AS c,
          (SELECT json_agg(r.last_confirmed_at) FROM tutors r)::text AS r`)
      ).rows;
    const before = await tables();
    for (let i = 0; i < 2; i += 1) {
      expect((await app.agent().get(`/api/reconfirmations/${tutorToken}`).expect(200)).body).toEqual({
        role: 'tutor',
        language: 'en',
      });
    }
    expect((await app.agent().get(`/api/reconfirmations/${tuteeToken}`).expect(200)).body).toEqual({
      role: 'tutee',
      language: 'es',
    });
    expect(await tables()).toEqual(before);
    expect((await tutorRecord(staff, tutorId)).tutor_last_confirmed_at).toBeNull();

    await app.agent().post(`/api/reconfirmations/${tutorToken}`).send({ answer: 'maybe' }).expect(400);
    await app.agent().post(`/api/reconfirmations/${tutorToken}`).send({ answer: 'yes' }).expect(200, { answer: 'yes' });
    await app.agent().post(`/api/reconfirmations/${tuteeToken}`).send({ answer: 'yes' }).expect(200);

    const record = await tutorRecord(staff, tutorId);
    expect(Date.now() - Date.parse(record.tutor_last_confirmed_at!)).toBeLessThan(60_000);
    const row = await listed<TutorRecord>(staff, '/api/tutors/active', tutorId);
    expect(row?.tutor_last_confirmed_at).toBe(record.tutor_last_confirmed_at);
    const tutee = await listed<TuteeRecord>(staff, '/api/tutees/active', tuteeId);
    expect(tutee?.tutee_last_confirmed_at).not.toBeNull();
    // The match page's candidate row says when the tutor confirmed.
    const groups = (
      await staff
        .get('/api/matches/groups')
        .query({ subject1: SUBJECTS3[0], subject2: SUBJECTS3[1], subject3: SUBJECTS3[2], grade: GRADE, tuteeId })
        .expect(200)
    ).body as CandidateGroups;
    expect(groups.A.find((c) => c.id === tutorId)?.tutor_last_confirmed_at).toBe(record.tutor_last_confirmed_at);

    // Answered: no reminder goes, and the link is used up.
    expect((await mailsOf(app, 'tutor', tutorId)).map((mail) => mail.kind)).toEqual(['reconfirmation']);
    await moveReconfirmTime(app, 8);
    await app.ctx.mail.sendDue();
    expect((await mailsOf(app, 'tutor', tutorId)).map((mail) => mail.kind)).toEqual(['reconfirmation']);
    const again = await app.agent().post(`/api/reconfirmations/${tutorToken}`).send({ answer: 'no' }).expect(410);
    expect(again.body.error.code).toBe('used');
    expect((await app.agent().get(`/api/reconfirmations/${tutorToken}`).expect(410)).body.error.code).toBe('used');
    expect((await tutorRecord(staff, tutorId)).tutor_paused_at).toBeNull();
    // Nothing expires for those who answered.
    await moveReconfirmTime(app, 10);
    expect(await expireReconfirmations(app.db)).toEqual({ tutees: 0, tutors: 0 });
  });

  it('a no deactivates the tutee with its reason and pauses the tutor: offered nowhere until staff resume', async () => {
    const { app, staff } = await start();
    const { tuteeId, tutorId } = await people(app);
    const otherTutee = await insertTutee(app.db, { subjects: SUBJECTS3, grade: GRADE });
    await round(staff, { tutees: true, tutors: true });
    expect(await candidateIds(staff, otherTutee)).toEqual([tutorId]);

    await app
      .agent()
      .post(`/api/reconfirmations/${await reconfirmToken(app.db, 'tutor', tutorId)}`)
      .send({ answer: 'no' })
      .expect(200, { answer: 'no' });
    await app
      .agent()
      .post(`/api/reconfirmations/${await reconfirmToken(app.db, 'tutee', tuteeId)}`)
      .send({ answer: 'no' })
      .expect(200);

    const gone = await listed<TuteeRecord>(staff, '/api/tutees/deactive', tuteeId);
    expect(gone).toMatchObject({ active_tutee: false, tutee_inactive_reason: 'answered_no' });
    const paused = await tutorRecord(staff, tutorId);
    expect(paused).toMatchObject({ active_tutor: true, tutor_paused_reason: 'answered_no' });
    expect(paused.tutor_paused_at).not.toBeNull();
    // Still listed for staff, shown as paused; offered to no one: not a candidate, not proposed, not matchable.
    expect((await listed<TutorRecord>(staff, '/api/tutors/active', tutorId))?.tutor_paused_reason).toBe('answered_no');
    expect(await candidateIds(staff, otherTutee)).toEqual([]);
    expect(await proposedTutors(staff)).toEqual([]);
    const refused = await staff.post('/api/matches').send({ tutee_id: otherTutee, tutor_id: tutorId }).expect(409);
    expect(refused.body.error.message).toMatch(/paused/);
    // The overview's supply counts read the same rows: a paused tutor is no supply.
    const { rows } = await app.db.query('SELECT count(*)::int AS n FROM tutor_offers WHERE tutor_id = $1', [tutorId]);
    expect(rows[0]).toEqual({ n: 0 });

    const resumed = (await staff.post(`/api/tutors/${tutorId}/resume`).send({}).expect(200)).body as TutorRecord;
    expect(resumed).toMatchObject({ tutor_paused_at: null, tutor_paused_reason: null });
    expect(await candidateIds(staff, otherTutee)).toEqual([tutorId]);
    expect(await proposedTutors(staff)).toEqual([tutorId]);
    await staff.post('/api/tutors/999999/resume').send({}).expect(404);

    // Staff take the tutee back: active, and the reason goes.
    const back = (await staff.put('/api/tutees/changeStatus').send({ id: tuteeId }).expect(200)).body as TuteeRecord;
    expect(back).toMatchObject({ active_tutee: true, tutee_inactive_reason: null });

    const audit = await app.db.query<{ action: string; entity_id: number; by_staff: boolean; details: object }>(
      `SELECT action, entity_id, staff_user_id IS NOT NULL AS by_staff, details FROM audit_log
       WHERE action IN ('reconfirmation.answer', 'tutor.resume') ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'reconfirmation.answer', entity_id: tutorId, by_staff: false, details: { answer: 'no', paused: true } },
      {
        action: 'reconfirmation.answer',
        entity_id: tuteeId,
        by_staff: false,
        details: { answer: 'no', deactivated: true },
      },
      { action: 'tutor.resume', entity_id: tutorId, by_staff: true, details: {} },
    ]);
  });

  it('one reminder after RECONFIRM_REMIND_DAYS; unanswered after RECONFIRM_EXPIRE_DAYS, tutee off and tutor paused', async () => {
    const { app, staff } = await start({ RECONFIRM_REMIND_DAYS: '5', RECONFIRM_EXPIRE_DAYS: '10' });
    const { tuteeId, tutorId } = await people(app);
    const matchedMeanwhile = await insertTutee(app.db, { subjects: SUBJECTS3, grade: GRADE });
    await round(staff);
    await app.db.query('UPDATE tutees SET matched = true WHERE id = $1', [matchedMeanwhile]);
    const token = await reconfirmToken(app.db, 'tutor', tutorId);
    expect(await app.ctx.mail.sendDue()).toBe(3);

    await moveReconfirmTime(app, 4);
    expect(await app.ctx.mail.sendDue()).toBe(0);
    expect(await expireReconfirmations(app.db)).toEqual({ tutees: 0, tutors: 0 });
    await moveReconfirmTime(app, 1);
    expect(await app.ctx.mail.sendDue()).toBe(3);
    const reminder = (await mailsOf(app, 'tutor', tutorId))[1]!;
    expect(reminder).toMatchObject({ kind: 'reconfirmation_reminder', sent: true });
    expect(reminder.subject).toBe('Reminder: Volunteer Tutoring: are you still available to tutor?');
    expect(reminder.body).toContain('We have not heard from you yet');
    expect(reminder.body).toContain(`/reconfirm/${token}?answer=yes`);
    // Only one reminder.
    await moveReconfirmTime(app, 4);
    expect(await app.ctx.mail.sendDue()).toBe(0);
    expect(await expireReconfirmations(app.db)).toEqual({ tutees: 0, tutors: 0 });
    await app.agent().get(`/api/reconfirmations/${token}`).expect(200);

    await moveReconfirmTime(app, 1);
    const expired = await app.agent().post(`/api/reconfirmations/${token}`).send({ answer: 'yes' }).expect(410);
    expect(expired.body.error.code).toBe('expired');
    // Applied once, whoever runs it: a second pass finds nothing left.
    const passes = await Promise.all([expireReconfirmations(app.db), expireReconfirmations(app.db)]);
    expect(passes.reduce((sum, pass) => sum + pass.tutees + pass.tutors, 0)).toBe(2);
    expect(await expireReconfirmations(app.db)).toEqual({ tutees: 0, tutors: 0 });

    expect(await listed<TuteeRecord>(staff, '/api/tutees/deactive', tuteeId)).toMatchObject({
      tutee_inactive_reason: 'did_not_confirm',
    });
    expect(await tutorRecord(staff, tutorId)).toMatchObject({ tutor_paused_reason: 'did_not_confirm' });
    // A tutee matched meanwhile keeps its match.
    expect((await listed<TuteeRecord>(staff, '/api/tutees', matchedMeanwhile))?.active_tutee).toBe(true);
    const { rows } = await app.db.query(
      `SELECT action, entity, details FROM audit_log WHERE staff_user_id IS NULL AND details->>'reason' = 'did_not_confirm' ORDER BY entity`,
    );
    expect(rows).toEqual([
      { action: 'tutee.deactivate', entity: 'tutee', details: { reason: 'did_not_confirm' } },
      { action: 'tutor.pause', entity: 'tutor', details: { reason: 'did_not_confirm' } },
    ]);

    // Both reversible; a new round asks them again.
    await staff.put('/api/tutees/changeStatus').send({ id: tuteeId }).expect(200);
    await staff.post(`/api/tutors/${tutorId}/resume`).send({}).expect(200);
    expect(await round(staff)).toMatchObject({ tutees: 1, tutors: 1 });
  });

  it('a tutee matched while asked is asked no more: its reminder is not sent and nothing expires', async () => {
    const { app, staff } = await start();
    const { tuteeId, tutorId } = await people(app);
    await round(staff, { tutees: true, tutors: false });
    expect(await app.ctx.mail.sendDue()).toBe(1);
    await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId }).expect(201);
    expect((await mailsOf(app, 'tutee', tuteeId)).map((mail) => mail.kind)).toEqual(['reconfirmation']);
    const { rows } = await app.db.query('SELECT outcome FROM reconfirmation WHERE tutee_id = $1', [tuteeId]);
    expect(rows).toEqual([{ outcome: 'matched' }]);
    await moveReconfirmTime(app, 15);
    expect(await app.ctx.mail.sendDue()).toBe(0);
    expect(await expireReconfirmations(app.db)).toEqual({ tutees: 0, tutors: 0 });
  });

  it('tokens: single purpose, stored hashed, unknown and malformed answer as expired', async () => {
    const { app, staff } = await start();
    const { tutorId } = await people(app);
    await round(staff);
    const token = await reconfirmToken(app.db, 'tutor', tutorId);
    expect(await consumeLinkToken(app.db, 'checkin', token)).toEqual({ ok: false, state: 'expired' });
    const { rows } = await app.db.query('SELECT 1 FROM link_token WHERE token_hash = $1', [token]);
    expect(rows).toHaveLength(0);
    const unknown = await app
      .agent()
      .post(`/api/reconfirmations/${'A'.repeat(22)}`)
      .send({ answer: 'yes' })
      .expect(410);
    expect(unknown.body).toEqual({ error: { message: 'This link has expired.', code: 'expired' } });
    expect((await app.agent().get('/api/reconfirmations/not*a*token').expect(410)).body).toEqual(unknown.body);
    // A check-in link does not answer here either.
    await app.agent().get(`/api/checkins/${token}`).expect(410);
  });

  it("is in the person's export and goes with the person on erasure", async () => {
    const { app, staff } = await start();
    const { tuteeId } = await people(app);
    await round(staff);
    const admin = await app.staffAgent('admin1', 'admin');
    const exported = (await admin.get(`/api/tutees/${tuteeId}/export`).expect(200)).body as {
      reconfirmations: { tutee_id: number; outcome: string | null }[];
    };
    expect(exported.reconfirmations).toEqual([expect.objectContaining({ tutee_id: tuteeId, outcome: null })]);
    const { rows } = await app.db.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM tutees WHERE id = $1`,
      [tuteeId],
    );
    await admin.post(`/api/tutees/${tuteeId}/erase`).send({ confirmName: rows[0]!.name }).expect(200);
    const left = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reconfirmation WHERE tutee_id IS NOT NULL',
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
