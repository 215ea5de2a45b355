import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECTS,
  TUTOR_OTHER_SUBJECT,
  type TuteeSubmission,
  type TutorSubmission,
} from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import type { TuteeRow as StoredTuteeRow } from '../records/tuteeRecord.js';
import type { TutorRow as StoredTutorRow } from '../records/tutorRecord.js';
import { tuteeBody, tutorBody } from './testBodies.js';

/** What the app stores beyond the record columns: the consent record. */
interface Consent {
  terms_version: string;
  terms_accepted_at: Date;
}
type TuteeRow = StoredTuteeRow & Consent;
type TutorRow = StoredTutorRow & Consent;

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  tutee_id: number | null;
  tutor_id: number | null;
  requested_at: Date | null;
  sent_at: Date | null;
}

const noFlags = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, false]));
const ALL_TUTOR_FLAGS = [
  ...GRADE_LEVELS.map((g) => g.tutorFlag),
  ...SUBJECTS.map((s) => s.tutorFlag),
  TUTOR_OTHER_SUBJECT.tutorFlag,
  ...LANGUAGES.map((l) => l.flag),
];

describe('public registration: POST /api/tutees and POST /api/tutors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function postTutee(body: unknown, key?: string) {
    const req = t.agent().post('/api/tutees');
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body as object);
  }
  async function postTutor(body: unknown, key?: string) {
    const req = t.agent().post('/api/tutors');
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body as object);
  }
  async function tuteeRow(id: number): Promise<TuteeRow> {
    const row = (await t.db.query<TuteeRow>('SELECT * FROM tutees WHERE id = $1', [id])).rows[0];
    if (!row) throw new Error(`no tutee ${id}`);
    return row;
  }
  async function tutorRow(id: number): Promise<TutorRow> {
    const row = (await t.db.query<TutorRow>('SELECT * FROM tutors WHERE id = $1', [id])).rows[0];
    if (!row) throw new Error(`no tutor ${id}`);
    return row;
  }
  async function outboxFor(column: 'tutee_id' | 'tutor_id', id: number): Promise<OutboxRow[]> {
    const sql =
      column === 'tutee_id'
        ? "SELECT * FROM email_outbox WHERE tutee_id = $1 AND kind = 'application_received'"
        : "SELECT * FROM email_outbox WHERE tutor_id = $1 AND kind = 'application_received'";
    return (await t.db.query<OutboxRow>(sql, [id])).rows;
  }
  async function count(table: 'tutees' | 'tutors' | 'email_outbox'): Promise<number> {
    const sql = {
      tutees: 'SELECT count(*)::int AS n FROM tutees',
      tutors: 'SELECT count(*)::int AS n FROM tutors',
      email_outbox: "SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'application_received'",
    }[table];
    return (await t.db.query<{ n: number }>(sql)).rows[0]?.n ?? -1;
  }

  describe('tutees', () => {
    it('stores every field of a tutee, with every language ticked, and queues the confirmation in the same go', async () => {
      const body = tuteeBody({ ...Object.fromEntries(LANGUAGES.map((l) => [l.flag, true])), Other: 'Oromo' });
      const res = await postTutee(body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        reference: expect.stringMatching(/^T-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/),
        expectedWaitDays: null,
      });
      const row = await tuteeRow(res.body.id);
      expect(row).toMatchObject({
        active: true,
        matched: false,
        submitter: 'ParentOrGuardian',
        first_name: 'Amina',
        last_name: 'Hassan',
        pronouns: 'she/her',
        email_guardian: 'parent@example.com',
        email_student: 'amina@example.com',
        phone: '+15075550101',
        grade: '7th',
        school: 'Kellogg Middle School',
        subject_1: 'math_pre_algebra',
        subject_2: 'sci_bio_life',
        subject_3: 'lang_spanish',
        subject_details: 'Fractions and word problems.',
        misc_info: 'Afternoons work best.',
        languages: LANGUAGES.map((l) => l.key),
        language_other: 'Oromo',
        terms_version: body.termsVersion,
      });
      expect(Math.abs(row.terms_accepted_at.getTime() - Date.now())).toBeLessThan(60_000);
      // A guardian applied, so the guardian hears back; the message is released with the application.
      const outbox = await outboxFor('tutee_id', row.id);
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({
        kind: 'application_received',
        to_address: 'parent@example.com',
        sent_at: null,
      });
      expect(outbox[0]?.requested_at).toBeInstanceOf(Date);
      expect(outbox[0]?.body).toContain('Amina');
    });

    it.each(LANGUAGES.map((l) => [l.flag, l.key]))('stores the %s flag alone as language %s', async (flag, key) => {
      const res = await postTutee(tuteeBody({ [flag]: true }));
      expect(res.status).toBe(201);
      expect((await tuteeRow(res.body.id)).languages).toEqual([key]);
    });

    it('stores empty optional text as NULL, no languages as {}, and a student applicant gets the confirmation', async () => {
      const body = tuteeBody({
        studentOrGuardian: 'Student',
        emailGuardian: '',
        pronouns: '',
        miscInfo: '',
        Other: '',
        Spanish: undefined,
      });
      const res = await postTutee(body);
      expect(res.status).toBe(201);
      const row = await tuteeRow(res.body.id);
      expect(row).toMatchObject({
        submitter: 'Student',
        email_guardian: null,
        pronouns: null,
        misc_info: null,
        language_other: null,
        languages: [],
      });
      expect((await outboxFor('tutee_id', row.id))[0]?.to_address).toBe('amina@example.com');
    });

    it('accepts the numeric subject codes 1..41 and stores their keys', async () => {
      const res = await postTutee(tuteeBody({ subject1: 9, subject2: '10', subject3: 41 }));
      expect(res.status).toBe(201);
      expect(await tuteeRow(res.body.id)).toMatchObject({
        subject_1: 'math_pre_algebra',
        subject_2: 'math_alg1_linear_alg',
        subject_3: 'act_prep',
      });
    });

    it('stores hostile-looking text verbatim', async () => {
      const sql = "'); DROP TABLE tutees;--";
      const html = '<script>alert(1)</script>';
      const res = await postTutee(
        tuteeBody({ firstName: sql, lastName: html, subjectDetails: `${sql} ${html}`, miscInfo: html, Other: sql }),
      );
      expect(res.status).toBe(201);
      expect(await tuteeRow(res.body.id)).toMatchObject({
        first_name: sql,
        last_name: html,
        subject_details: `${sql} ${html}`,
        misc_info: html,
        language_other: sql,
      });
    });

    const invalidTutees: [string, Partial<TuteeSubmission>, string][] = [
      // undefined leaves the field out of the JSON body
      ['a missing first name', { firstName: '' }, 'firstName'],
      ['a blank first name', { firstName: '   ' }, 'firstName'],
      ['a missing last name', { lastName: undefined }, 'lastName'],
      ['a missing phone', { phone: '' }, 'phone'],
      ['a missing school', { school: '' }, 'school'],
      ['a missing grade', { gradeLevel: '' }, 'gradeLevel'],
      ['an unknown grade', { gradeLevel: '13th' }, 'gradeLevel'],
      ['an unknown submitter', { studentOrGuardian: 'Teacher' }, 'studentOrGuardian'],
      [
        'a guardian without a guardian email',
        { studentOrGuardian: 'ParentOrGuardian', emailGuardian: '' },
        'emailGuardian',
      ],
      ['a student without a student email', { studentOrGuardian: 'Student', emailStudent: '' }, 'emailStudent'],
      ['a mistyped guardian email', { emailGuardian: 'parent.example.com' }, 'emailGuardian'],
      ['a mistyped student email', { emailStudent: 'amina@example' }, 'emailStudent'],
      ['a missing first subject', { subject1: '' }, 'subject1'],
      ['a missing second subject', { subject2: undefined }, 'subject2'],
      ['a missing third subject', { subject3: '' }, 'subject3'],
      ['an unknown subject key', { subject1: 'basket_weaving' }, 'subject1'],
      ['subject code 42', { subject2: 42 }, 'subject2'],
      ['the same subject twice', { subject2: 'math_pre_algebra' }, 'subject2'],
      ['the third subject repeating the second', { subject3: 'sci_bio_life' }, 'subject3'],
      [
        'the same subject as code and as key',
        { subject1: 9, subject3: 'math_pre_algebra', subject2: 'sci_chem' },
        'subject3',
      ],
      ['missing detailed needs', { subjectDetails: '' }, 'subjectDetails'],
      ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, 'firstName'],
      ['pronouns over 50 characters', { pronouns: 'x'.repeat(51) }, 'pronouns'],
      ['detailed needs over 4000 characters', { subjectDetails: 'x'.repeat(4001) }, 'subjectDetails'],
      ['additional info over 4000 characters', { miscInfo: 'x'.repeat(4001) }, 'miscInfo'],
      ['another language over 100 characters', { Other: 'x'.repeat(101) }, 'Other'],
      ['a language flag that is not a boolean', { Somali: 'yes' }, 'Somali'],
      ['outdated terms', { termsVersion: 'student-2000-01-01' }, 'termsVersion'],
    ];

    it.each(invalidTutees)('answers 400 with a field error for %s and stores nothing', async (_name, change, field) => {
      const body = tuteeBody(change);
      const before = await count('tutees');
      const res = await postTutee(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.body.error.fieldErrors[field]?.[0]).toEqual(expect.any(String));
      expect(await count('tutees')).toBe(before);
    });
  });

  describe('tutors', () => {
    it('stores every field of a tutor with every grade, subject and language ticked', async () => {
      const body = tutorBody({
        ...Object.fromEntries(ALL_TUTOR_FLAGS.map((flag) => [flag, true])),
        otherLanguage: 'Karen',
      });
      const res = await postTutor(body);
      expect(res.status).toBe(201);
      const row = await tutorRow(res.body.id);
      expect(row).toMatchObject({
        active: true,
        first_name: 'Lee',
        last_name: 'Nguyen',
        pronouns: 'he/him',
        email: 'lee.tutor@example.com',
        phone: '+15075550199',
        grade: 'Junior',
        school: 'Mayo High School',
        misc_info: 'Member of the math club.',
        grade_levels: GRADE_LEVELS.map((g) => g.key),
        subjects: [...SUBJECTS.map((s) => s.key), 'other'],
        languages: LANGUAGES.map((l) => l.key),
        language_other: 'Karen',
        terms_version: body.termsVersion,
      });
      const outbox = await outboxFor('tutor_id', row.id);
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ to_address: 'lee.tutor@example.com' });
      expect(outbox[0]?.requested_at).toBeInstanceOf(Date);
    });

    // Each subject flag alone, with a grade and a language that rotate, so every flag maps to exactly its own key.
    const oneFlagCases = [
      ...SUBJECTS.map((s) => [s.tutorFlag, s.key]),
      [TUTOR_OTHER_SUBJECT.tutorFlag, TUTOR_OTHER_SUBJECT.key],
    ].map(([flag, key], i) => {
      const grade = GRADE_LEVELS[i % GRADE_LEVELS.length]!;
      const language = LANGUAGES[i % LANGUAGES.length]!;
      return [flag!, key!, grade.tutorFlag, grade.key, language.flag, language.key] as const;
    });
    it.each(oneFlagCases)(
      'stores %s alone as subject %s (with %s as %s, %s as %s)',
      async (subjectFlag, subjectKey, gradeFlag, gradeKey, languageFlag, languageKey) => {
        const res = await postTutor(
          tutorBody({ ...noFlags(ALL_TUTOR_FLAGS), [subjectFlag]: true, [gradeFlag]: true, [languageFlag]: true }),
        );
        expect(res.status).toBe(201);
        expect(await tutorRow(res.body.id)).toMatchObject({
          subjects: [subjectKey],
          grade_levels: [gradeKey],
          languages: [languageKey],
        });
      },
    );

    it('stores Linear Algebra independently of Pre-Algebra', async () => {
      const linearOnly = await postTutor(tutorBody({ MathPreAlgebra: false, MathLinearAlgebra: true }));
      expect((await tutorRow(linearOnly.body.id)).subjects).toEqual(['math_alg1_linear_alg']);
      const preOnly = await postTutor(tutorBody({ MathPreAlgebra: true, MathLinearAlgebra: false }));
      expect((await tutorRow(preOnly.body.id)).subjects).toEqual(['math_pre_algebra']);
    });

    it('treats missing booleans as false and empty optional text as NULL', async () => {
      const res = await postTutor({ ...tutorBody({ pronouns: '', miscInfo: '', otherLanguage: '' }) });
      expect(res.status).toBe(201);
      expect(await tutorRow(res.body.id)).toMatchObject({
        pronouns: null,
        misc_info: null,
        language_other: null,
        languages: [],
        grade_levels: ['7th'],
        subjects: ['math_pre_algebra'],
      });
    });

    it('stores hostile-looking text verbatim', async () => {
      const sql = "'); DROP TABLE tutees;--";
      const html = '<script>alert(1)</script>';
      const res = await postTutor(
        tutorBody({ firstName: html, school: sql, miscInfo: `${html}${sql}`, otherLanguage: html }),
      );
      expect(res.status).toBe(201);
      expect(await tutorRow(res.body.id)).toMatchObject({
        first_name: html,
        school: sql,
        misc_info: `${html}${sql}`,
        language_other: html,
      });
      expect(await count('tutees')).toBeGreaterThan(0);
    });

    const invalidTutors: [string, Partial<TutorSubmission>, string][] = [
      ['a missing first name', { firstName: '' }, 'firstName'],
      ['a missing last name', { lastName: undefined }, 'lastName'],
      ['a missing email', { email: '' }, 'email'],
      ['a mistyped email', { email: 'lee at example.com' }, 'email'],
      ['a missing phone', { phone: '' }, 'phone'],
      ['a missing grade', { grade: '' }, 'grade'],
      ['an unknown grade', { grade: 'Graduate' }, 'grade'],
      ['a missing school', { school: ' ' }, 'school'],
      ['no grade level ticked', { SeventhGrade: false }, 'gradeLevels'],
      ['no subject ticked', { MathPreAlgebra: false }, 'subjects'],
      ['a subject flag that is not a boolean', { MathGeometry: 'true' }, 'MathGeometry'],
      ['an email over 254 characters', { email: `${'x'.repeat(250)}@example.com` }, 'email'],
      ['a school over 200 characters', { school: 'x'.repeat(201) }, 'school'],
      ['another language over 100 characters', { otherLanguage: 'x'.repeat(101) }, 'otherLanguage'],
      ['the student terms instead of the tutor terms', { termsVersion: tuteeBody().termsVersion }, 'termsVersion'],
    ];

    it.each(invalidTutors)('answers 400 with a field error for %s and stores nothing', async (_name, change, field) => {
      const body = tutorBody(change);
      const before = await count('tutors');
      const res = await postTutor(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.body.error.fieldErrors[field]?.[0]).toEqual(expect.any(String));
      expect(await count('tutors')).toBe(before);
    });
  });

  describe('bodies that are not applications', () => {
    it.each([
      ['an array', []],
      ['an empty object', {}],
    ])('answers 400 for %s', async (_name, body) => {
      for (const path of ['/api/tutees', '/api/tutors']) {
        const res = await t.agent().post(path).send(body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toEqual(expect.any(String));
      }
    });

    it('answers 400 for JSON that does not parse', async () => {
      const res = await t.agent().post('/api/tutees').set('Content-Type', 'application/json').send('{"firstName":');
      expect(res.status).toBe(400);
    });
  });

  describe('idempotency', () => {
    it('creates one tutee for ten concurrent submits with the same key, and answers each with its id', async () => {
      const key = crypto.randomUUID();
      const tuteesBefore = await count('tutees');
      const mailBefore = await count('email_outbox');
      const replies = await Promise.all(
        // An address of its own: the earlier tests used up the shared one's daily confirmations.
        Array.from({ length: 10 }, () =>
          postTutee(tuteeBody({ firstName: 'Once', emailGuardian: 'once@example.com' }), key),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
      const ids = new Set(replies.map((r) => r.body.id as number));
      expect(ids.size).toBe(1);
      expect(await count('tutees')).toBe(tuteesBefore + 1);
      expect(await count('email_outbox')).toBe(mailBefore + 1);
      const again = await postTutee(tuteeBody({ firstName: 'Once' }), key.toUpperCase());
      expect(again.status).toBe(201);
      expect(again.body.id).toBe([...ids][0]);
    });

    it('creates one tutor for ten concurrent submits with the same key', async () => {
      const key = crypto.randomUUID();
      const before = await count('tutors');
      const replies = await Promise.all(Array.from({ length: 10 }, () => postTutor(tutorBody(), key)));
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(replies.map((r) => r.body.id as number)).size).toBe(1);
      expect(await count('tutors')).toBe(before + 1);
    });

    it('creates separate applications for different keys', async () => {
      const first = await postTutor(tutorBody(), crypto.randomUUID());
      const second = await postTutor(tutorBody(), crypto.randomUUID());
      expect(first.body.id).not.toBe(second.body.id);
    });

    it('answers 400 for a malformed key and stores nothing', async () => {
      const before = await count('tutees');
      const res = await postTutee(tuteeBody(), 'not-a-uuid');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/Idempotency-Key/);
      expect((await postTutor(tutorBody(), '')).status).toBe(400);
      expect(await count('tutees')).toBe(before);
    });
  });
});

describe('submission rate limit', () => {
  it('answers 429 with a clear message once SUBMISSIONS_PER_HOUR is used up', async () => {
    const t = await createTestApp({ SUBMISSIONS_PER_HOUR: '2' });
    try {
      expect((await t.agent().post('/api/tutees').send(tuteeBody())).status).toBe(201);
      expect((await t.agent().post('/api/tutors').send(tutorBody())).status).toBe(201);
      const limited = await t.agent().post('/api/tutees').send(tuteeBody());
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toMatch(/Too many applications/);
      const count = await t.db.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM tutees) + (SELECT count(*) FROM tutors) AS n',
      );
      expect(Number(count.rows[0]?.n)).toBe(2);
    } finally {
      await t.close();
    }
  });
});
