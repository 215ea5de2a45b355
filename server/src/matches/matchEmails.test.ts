import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { CHECKIN_KIND, SURVEY_KIND, type MatchEmailState, type MatchRecord } from '@tutoring/common';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { TRANSLATORS } from '../mail/translators.js';
import { retentionPolicy } from '../retention/policy.js';
import { runRetention } from '../retention/service.js';
import { ENGLISH_BELOW } from './matchEmails.js';
import { insertTutee, insertTutor } from './testFixtures.js';

const tuteeFixture = { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'] as [string, string, string], grade: '3rd' };
const tutorFixture = { subjects: ['K5_Math'], grades: ['3rd'] };

interface OutboxRow {
  id: string;
  kind: string;
  role: string;
  language: string;
  to_address: string;
  cc_addresses: string[];
  subject: string;
  body: string;
  tutee_id: number | null;
  tutor_id: number | null;
  match_id: number | null;
  attempts: number;
  failed_at: Date | null;
}

/** The outbox without the check-ins every match queues (server/src/checkins covers those). */
async function outbox(t: TestApp): Promise<OutboxRow[]> {
  return (
    await t.db.query<OutboxRow>(
      `SELECT id::text AS id, kind, role, language, to_address, cc_addresses, subject, body, tutee_id, tutor_id, match_id,
         attempts, failed_at
       FROM email_outbox WHERE kind <> ALL ($1) ORDER BY id`,
      [[CHECKIN_KIND, SURVEY_KIND]],
    )
  ).rows;
}

async function people(
  t: TestApp,
  tuteeLanguage = 'en',
  submitter: 'Student' | 'ParentOrGuardian' = 'ParentOrGuardian',
) {
  const tuteeId = await insertTutee(t.db, { ...tuteeFixture, submitter });
  await t.db.query('UPDATE tutees SET preferred_language = $2 WHERE id = $1', [tuteeId, tuteeLanguage]);
  const tutorId = await insertTutor(t.db, tutorFixture);
  const names = await t.db.query<{
    tutee: string;
    tutor: string;
    guardian: string;
    student: string;
    tutor_email: string;
  }>(
    `SELECT t.first_name AS tutee, r.first_name AS tutor, t.email_guardian AS guardian, t.email_student AS student,
       r.email AS tutor_email
     FROM tutees t, tutors r WHERE t.id = $1 AND r.id = $2`,
    [tuteeId, tutorId],
  );
  return { tuteeId, tutorId, ...names.rows[0]! };
}

/** The rows of a file's headers, quoted-printable soft breaks undone. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('POST /api/matches with sendEmails', () => {
  let t: TestApp;
  let staff: TestAgent;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-match-mail-'));
    t = await createTestApp({ DATA_DIR: dataDir, MAIL_MAX_ATTEMPTS: '2', MAIL_RETRY_MS: '60000' });
    staff = await t.staffAgent('coordinator1', 'coordinator');
  });
  afterEach(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("queues the tutor's and the family's emails with the match: addresses, copies, language, English below", async () => {
    const p = await people(t, 'es');
    const res = await staff.post('/api/matches').send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true });
    expect(res.status).toBe(201);
    const match = res.body as MatchRecord;

    const [tutorMail, familyMail, ...more] = await outbox(t);
    expect(more).toEqual([]);
    expect(tutorMail).toMatchObject({
      kind: 'match_tutor',
      role: 'tutor',
      language: 'en',
      to_address: p.tutor_email,
      cc_addresses: ['support@example.org'],
      subject: `Volunteer Tutoring: you have been matched with ${p.tutee} Tutee`,
      match_id: match.match_id,
      // Both people on each row: each email holds the other side's details, so erasing either removes it.
      tutee_id: p.tuteeId,
      tutor_id: p.tutorId,
    });
    expect(tutorMail!.body).toMatch(new RegExp(`^Hi ${p.tutor},`));
    expect(familyMail).toMatchObject({
      kind: 'match_family',
      role: 'family',
      language: 'es',
      // The guardian filled in the form: the email goes to them, the student and the team copied.
      to_address: p.guardian,
      cc_addresses: [p.student, 'support@example.org'],
      subject: TRANSLATORS.es('email.match.subjectGuardian', {
        orgName: 'Volunteer Tutoring',
        studentFirstName: p.tutee,
        tutorName: `${p.tutor} Tutor`,
      }),
      tutee_id: p.tuteeId,
      tutor_id: p.tutorId,
    });
    const [spanish, english] = familyMail!.body.split(ENGLISH_BELOW);
    expect(spanish).toMatch(/^Hola:\n\n/);
    expect(spanish).toContain(TRANSLATORS.es('email.match.bestWishes'));
    expect(english).toMatch(/^Hello,\n\n/);
    expect(english).toContain(`Good news: Volunteer Tutoring has found a volunteer tutor for ${p.tutee}!`);

    expect(match.emails).toEqual([
      expect.objectContaining({
        role: 'tutor',
        address: p.tutor_email,
        language: 'en',
        status: 'queued',
        sent_at: null,
      }),
      expect.objectContaining({ role: 'family', address: p.guardian, language: 'es', status: 'queued', sent_at: null }),
    ]);
  });

  it('writes an English family email alone, to the student when the student applied', async () => {
    const p = await people(t, 'en', 'Student');
    await staff.post('/api/matches').send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true }).expect(201);
    const family = (await outbox(t)).find((row) => row.role === 'family');
    expect(family).toMatchObject({
      language: 'en',
      to_address: p.student,
      cc_addresses: [p.guardian, 'support@example.org'],
      subject: `Volunteer Tutoring: meet your tutor, ${p.tutor} Tutor`,
    });
    expect(family!.body).not.toContain(ENGLISH_BELOW);
    expect(family!.body).toMatch(new RegExp(`^Hi ${p.tutee},`));
  });

  it("writes the tutor's email in the tutor's form language, with the English below", async () => {
    const p = await people(t);
    await t.db.query("UPDATE tutors SET preferred_language = 'fr' WHERE id = $1", [p.tutorId]);
    await staff.post('/api/matches').send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true }).expect(201);
    const tutorMail = (await outbox(t)).find((row) => row.role === 'tutor');
    expect(tutorMail).toMatchObject({
      language: 'fr',
      to_address: p.tutor_email,
      cc_addresses: ['support@example.org'],
      subject: TRANSLATORS.fr('email.matchTutor.subject', {
        orgName: 'Volunteer Tutoring',
        tuteeName: `${p.tutee} Tutee`,
      }),
    });
    const [french, english] = tutorMail!.body.split(ENGLISH_BELOW);
    expect(french).toMatch(new RegExp(`^Bonjour ${p.tutor},\n\nMerci de votre engagement bénévole`));
    expect(french).toContain(`Matière 1: ${TRANSLATORS.fr('subject.K5_Math')}`);
    expect(english).toMatch(new RegExp(`^Hi ${p.tutor},\n\nThank you for volunteering with Volunteer Tutoring!`));
    expect(english).toContain('Subject 1: K-5 Math');
  });

  it('sends nothing when sendEmails is omitted or false (the original client)', async () => {
    for (const sendEmails of [undefined, false]) {
      const p = await people(t, 'es');
      const res = await staff.post('/api/matches').send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails });
      expect(res.status).toBe(201);
      expect(res.body.emails).toEqual([]);
    }
    expect(await outbox(t)).toEqual([]);
  });

  it('queues nothing when the match is refused: the emails share its transaction', async () => {
    const p = await people(t, 'es');
    await t.db.query('UPDATE tutors SET current_matches = capacity WHERE id = $1', [p.tutorId]);
    const res = await staff.post('/api/matches').send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true });
    expect(res.status).toBe(409);
    expect(await outbox(t)).toEqual([]);
    const barred = await people(t, 'es');
    await t.db.query('INSERT INTO do_not_pair (tutee_id, tutor_id, reason) VALUES ($1, $2, $3)', [
      barred.tuteeId,
      barred.tutorId,
      'test',
    ]);
    expect(
      (await staff.post('/api/matches').send({ tutor_id: barred.tutorId, tutee_id: barred.tuteeId, sendEmails: true }))
        .status,
    ).toBe(409);
    expect(await outbox(t)).toEqual([]);
  });

  it('shows each email sent, with its time, on the records; the .eml files carry To and Cc', async () => {
    const p = await people(t, 'es');
    const { body: match } = await staff
      .post('/api/matches')
      .send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true })
      .expect(201);
    // A match confirmed by hand sits beside it in the full list, with no emails.
    const other = await people(t);
    await staff.post('/api/matches').send({ tutor_id: other.tutorId, tutee_id: other.tuteeId }).expect(201);

    expect(await t.ctx.mail.sendDue()).toBe(2);
    const mailDir = path.join(dataDir, 'mail');
    const files = fs.readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    const family = readable(fs.readFileSync(path.join(mailDir, `message-${match.emails[1].id}.eml`), 'utf8'));
    expect(family).toMatch(new RegExp(`^To: ${p.guardian.replace('.', '\\.')}$`, 'm'));
    expect(family).toMatch(new RegExp(`^Cc: ${p.student.replace('.', '\\.')}, support@example\\.org$`, 'm'));

    const list = await staff.get('/api/matches').expect(200);
    const records = list.body as MatchRecord[];
    const sent = records.find((r) => r.match_id === match.match_id)!;
    expect(sent.emails.map((e) => [e.role, e.status])).toEqual([
      ['tutor', 'sent'],
      ['family', 'sent'],
    ]);
    for (const email of sent.emails) expect(new Date(email.sent_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(records.find((r) => r.tutee_id === other.tuteeId)!.emails).toEqual([]);
    const one = await staff.get(`/api/matches/${match.match_id}`).expect(200);
    expect(one.body.emails).toEqual(sent.emails);
  });

  it('marks an email failed after MAIL_MAX_ATTEMPTS failed sends and stops retrying it; staff can resend it', async () => {
    await t.close();
    // Nothing listens on port 1: every send fails at once.
    t = await createTestApp({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_MAX_ATTEMPTS: '2' });
    staff = await t.staffAgent('coordinator1', 'coordinator');
    const p = await people(t);
    const { body: match } = await staff
      .post('/api/matches')
      .send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true })
      .expect(201);
    const pass = async () => {
      await t.ctx.mail.sendDue();
      // The retry delay, over at once.
      await t.db.query('UPDATE email_outbox SET next_attempt_at = now() WHERE kind <> $1', [CHECKIN_KIND]);
    };
    const states = async (): Promise<MatchEmailState[]> =>
      (await staff.get(`/api/matches/${match.match_id}`).expect(200)).body.emails;

    await pass();
    expect((await states()).map((e) => [e.status, e.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    await pass();
    const failed = await states();
    expect(failed.map((e) => [e.status, e.attempts, e.sent_at])).toEqual([
      ['failed', 2, null],
      ['failed', 2, null],
    ]);
    expect(failed[0]!.failed_at).not.toBeNull();
    await pass();
    expect((await outbox(t)).map((row) => row.attempts)).toEqual([2, 2]);
    // No error text on the record: the mail server's answer may echo addresses.
    expect(JSON.stringify(failed)).not.toMatch(/ECONNREFUSED|error/i);

    const family = failed[1]!;
    const resent = await staff.post(`/api/matches/${match.match_id}/emails/${family.id}/resend`).send({});
    expect(resent.status).toBe(201);
    const after = (resent.body as MatchRecord).emails;
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ role: 'family', address: family.address, status: 'queued', attempts: 0 });
    const rows = await outbox(t);
    expect(rows[2]).toMatchObject({ ...rows[1], id: rows[2]!.id, attempts: 0, failed_at: null });
    const audit = await t.db.query<{ entity_id: number; details: unknown }>(
      "SELECT entity_id, details FROM audit_log WHERE action = 'match.email.resend'",
    );
    expect(audit.rows).toEqual([{ entity_id: match.match_id, details: { emailId: family.id, copyId: after[2]!.id } }]);

    // Only this match's own emails.
    const q = await people(t);
    const { body: otherMatch } = await staff
      .post('/api/matches')
      .send({ tutor_id: q.tutorId, tutee_id: q.tuteeId })
      .expect(201);
    expect((await staff.post(`/api/matches/${otherMatch.match_id}/emails/${family.id}/resend`).send({})).status).toBe(
      404,
    );
    expect((await staff.post(`/api/matches/${match.match_id}/emails/999999/resend`).send({})).status).toBe(404);
    expect(await outbox(t)).toHaveLength(3);

    // An ended match's emails are not sent again.
    await staff.post(`/api/matches/${match.match_id}/end`).send({ reason: 'finished' }).expect(200);
    const ended = await staff.post(`/api/matches/${match.match_id}/emails/${family.id}/resend`).send({});
    expect(ended.status).toBe(409);
    expect(ended.body.error.message).toBe('This match has ended: its emails are not sent again.');
    expect(await outbox(t)).toHaveLength(3);
  });

  it('erasing either person removes the match emails and their .eml files', async () => {
    const admin = await t.staffAgent('admin1', 'admin');
    const p = await people(t, 'es');
    const { body: match } = await staff
      .post('/api/matches')
      .send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true })
      .expect(201);
    expect(await t.ctx.mail.sendDue()).toBe(2);
    expect(fs.readdirSync(path.join(dataDir, 'mail'))).toHaveLength(2);
    await staff.post(`/api/matches/${match.match_id}/end`).send({ reason: 'finished' }).expect(200);
    const erased = await admin.post(`/api/tutors/${p.tutorId}/erase`).send({ confirmName: `${p.tutor} Tutor` });
    expect(erased.status).toBe(200);
    expect(await outbox(t)).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'mail'))).toEqual([]);
  });

  it('retention: failed emails go RETAIN_EMAIL_DAYS after failing; an expired match takes its emails along', async () => {
    const policy = retentionPolicy(testConfig());
    const p = await people(t);
    const { body: match } = await staff
      .post('/api/matches')
      .send({ tutor_id: p.tutorId, tutee_id: p.tuteeId, sendEmails: true })
      .expect(201);
    const [tutorMail, familyMail] = match.emails as MatchEmailState[];
    await t.db.query(
      `UPDATE email_outbox SET failed_at = now() - make_interval(days => $2::int) - interval '1 minute' WHERE id = $1`,
      [tutorMail!.id, policy.emailDays],
    );
    await t.db.query(`UPDATE email_outbox SET failed_at = now() - interval '1 day' WHERE id = $1`, [familyMail!.id]);
    await runRetention(t.db, policy);
    expect((await outbox(t)).map((row) => Number(row.id))).toEqual([familyMail!.id]);

    // The match ended long ago: retention deletes it, and its queued email with it.
    await t.db.query(
      `UPDATE matches SET ended_at = now() - make_interval(months => $2::int) - interval '1 day' WHERE id = $1`,
      [match.match_id, policy.matchedMonths],
    );
    await t.db.query('UPDATE tutees SET matched = false WHERE id = $1', [p.tuteeId]);
    await runRetention(t.db, policy);
    expect(await outbox(t)).toEqual([]);
  });
});
