import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_TERMS, TUTOR_TERMS } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { ORIGINAL_CLIENT_TUTEE_BODY, ORIGINAL_CLIENT_TUTOR_BODY } from './originalClientBodies.js';

type Row = Record<string, unknown>;

// The original client shows the terms and requires the box, but sends no termsVersion (docs/compatibility.md).
describe('applications from the original client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function row(table: 'tutees' | 'tutors', id: number): Promise<Row> {
    const sql = table === 'tutees' ? 'SELECT * FROM tutees WHERE id = $1' : 'SELECT * FROM tutors WHERE id = $1';
    const found = (await t.db.query<Row>(sql, [id])).rows[0];
    if (!found) throw new Error(`no ${table} row ${id}`);
    return found;
  }

  it('takes its tutee body, storing the current terms as accepted but not stated, then its mail call', async () => {
    const res = await t.agent().post('/api/tutees').send(ORIGINAL_CLIENT_TUTEE_BODY);
    expect(res.status).toBe(201);
    expect(await row('tutees', res.body.id)).toMatchObject({
      submitter: 'ParentOrGuardian',
      first_name: 'Amina',
      last_name: 'Hassan',
      pronouns: null,
      email_guardian: 'parent.hassan@example.com',
      email_student: null,
      phone: '+15072850142',
      grade: '7th',
      school: 'Kellogg Middle School',
      subject_1: 'math_geom',
      subject_2: 'math_pre_algebra',
      subject_3: 'sci_bio_life',
      subject_details: 'Proofs in geometry.',
      misc_info: null,
      languages: ['spanish'],
      language_other: null,
      preferred_language: 'en',
      terms_version: STUDENT_TERMS.version,
      terms_version_stated: false,
      terms_language: 'en',
    });
    // The original client then asks for the confirmation to go to the guardian.
    await t.agent().post('/api/mail').send({ email: ORIGINAL_CLIENT_TUTEE_BODY.emailGuardian }).expect(202);
  });

  it('takes its tutor body the same way', async () => {
    const res = await t.agent().post('/api/tutors').send(ORIGINAL_CLIENT_TUTOR_BODY);
    expect(res.status).toBe(201);
    expect(await row('tutors', res.body.id)).toMatchObject({
      first_name: 'Lee',
      last_name: 'Nguyen',
      email: 'lee.nguyen@example.com',
      pronouns: 'He/Him',
      phone: '+15072850199',
      grade: 'College',
      school: 'Rochester Community and Technical College',
      misc_info: null,
      grade_levels: ['6th', '7th', '8th'],
      subjects: ['math_pre_algebra', 'math_alg1_linear_alg'],
      languages: ['hmong'],
      language_other: null,
      terms_version: TUTOR_TERMS.version,
      terms_version_stated: false,
    });
    await t.agent().post('/api/mail').send({ email: ORIGINAL_CLIENT_TUTOR_BODY.email }).expect(202);
  });

  it('records a stated current version as stated', async () => {
    const res = await t
      .agent()
      .post('/api/tutees')
      .send({ ...ORIGINAL_CLIENT_TUTEE_BODY, termsVersion: STUDENT_TERMS.version })
      .expect(201);
    expect(await row('tutees', res.body.id)).toMatchObject({
      terms_version: STUDENT_TERMS.version,
      terms_version_stated: true,
    });
  });

  it.each([
    ['an outdated student version', '/api/tutees', ORIGINAL_CLIENT_TUTEE_BODY, 'student-2000-01-01'],
    ['the tutor terms on a tutee', '/api/tutees', ORIGINAL_CLIENT_TUTEE_BODY, TUTOR_TERMS.version],
    ['a null version', '/api/tutees', ORIGINAL_CLIENT_TUTEE_BODY, null],
    ['an outdated tutor version', '/api/tutors', ORIGINAL_CLIENT_TUTOR_BODY, 'tutor-2000-01-01'],
    ['the student terms on a tutor', '/api/tutors', ORIGINAL_CLIENT_TUTOR_BODY, STUDENT_TERMS.version],
  ])('still refuses %s with 400 and stores nothing', async (_case, path, body, termsVersion) => {
    const table = path === '/api/tutees' ? 'tutees' : 'tutors';
    const countSql =
      table === 'tutees' ? 'SELECT count(*)::int AS n FROM tutees' : 'SELECT count(*)::int AS n FROM tutors';
    const before = (await t.db.query<{ n: number }>(countSql)).rows[0]?.n;
    const res = await t
      .agent()
      .post(path)
      .send({ ...body, termsVersion });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.termsVersion).toEqual(['Please accept the current terms before submitting.']);
    expect((await t.db.query<{ n: number }>(countSql)).rows[0]?.n).toBe(before);
  });
});
