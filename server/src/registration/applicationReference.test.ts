import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, type ApplicationReceived, type TuteeRecord, type TutorRecord } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertMatch } from '../../test/people.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';
import { tuteeSubmissionSchemaFor } from '@tutoring/common';
import { createExpectedWait } from './expectedWait.js';
import { submitTutee } from './service.js';
import { tuteeBody, tutorBody } from './testBodies.js';

// Issue 28 item 1: every application gets a reference it keeps, and a family hears how long families like theirs
// waited for a tutor lately.
describe('the reference and expected wait of a new application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function post(path: '/api/tutees' | '/api/tutors', body: object, key?: string): Promise<ApplicationReceived> {
    const req = t.agent().post(path);
    if (key) req.set('Idempotency-Key', key);
    const res = await req.send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as ApplicationReceived;
  }
  const tutee = (overrides: object = {}) => post('/api/tutees', tuteeBody(overrides));

  it('gives T- and V- references of 8 readable characters, all different, stored with the application', async () => {
    const answers = [
      ...(await Promise.all(Array.from({ length: 12 }, () => tutee()))),
      ...(await Promise.all(Array.from({ length: 12 }, () => post('/api/tutors', tutorBody())))),
    ];
    for (const [i, answer] of answers.entries()) {
      expect(answer.reference).toMatch(REFERENCE_PATTERN);
      expect(answer.reference.startsWith(i < 12 ? 'T-' : 'V-')).toBe(true);
      expect(answer.reference.slice(2)).not.toMatch(/[01ILOU]/);
    }
    expect(new Set(answers.map((a) => a.reference)).size).toBe(answers.length);
    const { rows } = await t.db.query<{ reference: string }>('SELECT reference FROM tutees WHERE id = $1', [
      answers[0]!.id,
    ]);
    expect(rows[0]?.reference).toBe(answers[0]!.reference);
  });

  it('answers the same id and reference to a retry with the same idempotency key, and mails once', async () => {
    for (const [path, body] of [
      ['/api/tutees', tuteeBody({ emailGuardian: 'retry-tutee@example.com' })],
      ['/api/tutors', tutorBody({ email: 'retry-tutor@example.com' })],
    ] as const) {
      const key = randomUUID();
      const first = await post(path, body, key);
      const again = await post(path, body, key);
      expect(again).toEqual(first);
      const mails = await t.db.query<{ body: string }>(
        "SELECT body FROM email_outbox WHERE to_address = $1 AND kind = 'application_received'",
        [path === '/api/tutees' ? 'retry-tutee@example.com' : 'retry-tutor@example.com'],
      );
      expect(mails.rows).toHaveLength(1);
      expect(mails.rows[0]?.body).toContain(first.reference);
    }
  });

  it('shows staff the reference on the tutee and tutor records', async () => {
    const staff = await t.staffAgent('reference-reader');
    const family = await tutee();
    const volunteer = await post('/api/tutors', tutorBody());
    const tutees = (await staff.get('/api/tutees').expect(200)).body as TuteeRecord[];
    expect(tutees.find((r) => r.id === family.id)?.tutee_reference).toBe(family.reference);
    const profile = (await staff.get(`/api/tutors/${volunteer.id}`).expect(200)).body as TutorRecord;
    expect(profile.tutor_reference).toBe(volunteer.reference);
  });

  it('draws another reference when the first one is taken', async () => {
    const taken = (await tutee()).reference;
    const draws = [taken, taken, 'T-23456789'];
    const deps = {
      db: t.db,
      config: t.ctx.config,
      expectedWait: createExpectedWait(t.db),
      newReference: () => draws.shift()!,
    };
    const input = tuteeSubmissionSchemaFor('US').parse(tuteeBody());
    const stored = await submitTutee(deps, input, null);
    expect(stored.reference).toBe('T-23456789');
    expect(draws).toEqual([]);
  });

  describe('expected wait', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

    /** A tutee of this first subject and grade who applied `appliedDaysAgo` and was matched `matchedDaysAgo`. */
    async function pastMatch(subject: string, grade: string, appliedDaysAgo: number, matchedDaysAgo: number) {
      const tuteeId = await insertTutee(t.db, {
        subjects: [subject, 'hist_world', 'hist_us'],
        grade,
        submittedAt: daysAgo(appliedDaysAgo),
      });
      const tutorId = await insertTutor(t.db, { subjects: [subject], grades: [grade], capacity: 5 });
      await insertMatch(t.db, tuteeId, tutorId, `${matchedDaysAgo} days`, null);
    }
    const applyFor = (subject: string, gradeLevel: string) =>
      tutee({
        subject1: subject,
        subject2: 'hist_world',
        subject3: 'hist_us',
        gradeLevel,
        emailGuardian: `${subject}.${gradeLevel}@example.com`,
      });

    it('is null with fewer than 5 recent matches for the first subject and grade', async () => {
      for (const wait of [3, 4, 5, 6]) await pastMatch('sci_chem', '10th', wait + 10, 10);
      expect((await applyFor('sci_chem', '10th')).expectedWaitDays).toBeNull();
    });

    it('is the median of the last 90 days for that first subject and grade, in days rounded up', async () => {
      // Waits of 2, 3.5, 4.5, 10 and 30 days: the median is 4.5, said as 5.
      for (const [applied, matched] of [
        [12, 10],
        [23.5, 20],
        [34.5, 30],
        [50, 40],
        [80, 50],
      ] as const) {
        await pastMatch('sci_physics', '11th', applied, matched);
      }
      // Ignored: older than 90 days, another subject, another grade (each would move the median).
      for (let i = 0; i < 5; i += 1) {
        await pastMatch('sci_physics', '11th', 300, 100);
        await pastMatch('sci_bio_life', '11th', 300, 5);
        await pastMatch('sci_physics', '12th', 300, 5);
      }
      expect((await applyFor('sci_physics', '11th')).expectedWaitDays).toBe(5);
      const mail = await t.db.query<{ body: string }>(
        "SELECT body FROM email_outbox WHERE to_address = $1 AND kind = 'application_received'",
        ['sci_physics.11th@example.com'],
      );
      expect(mail.rows[0]?.body).toContain('about 5 days for a tutor');
    });

    it('counts a re-match from the end of the previous match, not from the application', async () => {
      for (let i = 0; i < 5; i += 1) {
        const tuteeId = await insertTutee(t.db, {
          subjects: ['lang_german', 'hist_world', 'hist_us'],
          grade: '9th',
          submittedAt: daysAgo(80.5),
        });
        const first = await insertTutor(t.db, { subjects: ['lang_german'], grades: ['9th'] });
        const second = await insertTutor(t.db, { subjects: ['lang_german'], grades: ['9th'] });
        await insertMatch(t.db, tuteeId, first, '78 days', '30 days');
        await insertMatch(t.db, tuteeId, second, '24 days', null);
      }
      // First matches waited 2.5 days, re-matches 6: five of each, the median of ten is 4.25, said as 5 (from the
      // applications, the re-matches would have waited 56.5 days and the median be 30).
      expect((await applyFor('lang_german', '9th')).expectedWaitDays).toBe(5);
    });

    it('is null for a volunteer tutor', async () => {
      expect((await post('/api/tutors', tutorBody())).expectedWaitDays).toBeNull();
    });
  });
});
