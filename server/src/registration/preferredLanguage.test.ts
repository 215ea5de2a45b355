import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TuteeRecord } from '@tutoring/common';
import { startFromBeforeMigrations } from '../../test/beforeMigrations.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { tuteeBody, tutorBody } from './testBodies.js';

interface LanguageColumns {
  preferred_language: string;
  terms_language: string;
  terms_version: string;
}

describe("the applicant's language: stored with the application, used for its confirmation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SUBMISSIONS_PER_HOUR: '10000',
      ORG_NAME: 'Rochester Tutoring',
      SUPPORT_EMAIL: 'help@tutoring.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const languageOf = async (table: 'tutees' | 'tutors', id: number) =>
    (
      await t.db.query<LanguageColumns>(
        `SELECT preferred_language, terms_language, terms_version FROM ${table} WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const confirmationOf = async (column: 'tutee_id' | 'tutor_id', id: number) =>
    (
      await t.db.query<{ subject: string; body: string }>(
        `SELECT subject, body FROM email_outbox WHERE ${column} = $1 AND kind = 'application_received'`,
        [id],
      )
    ).rows[0];

  it('stores a Spanish tutee application as es (form and terms language), answers it in the staff record, and writes the confirmation in Spanish', async () => {
    const res = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ preferred_language: 'es', emailGuardian: 'familia@example.com' }))
      .expect(201);
    const id = res.body.id as number;
    expect(await languageOf('tutees', id)).toMatchObject({ preferred_language: 'es', terms_language: 'es' });
    const email = await confirmationOf('tutee_id', id);
    expect(email?.subject).toBe('Rochester Tutoring: recibimos su solicitud');
    expect(email?.body).toContain('Gracias por solicitar tutoría gratuita para Amina a Rochester Tutoring.');
    expect(email?.body).toContain('help@tutoring.example');

    const staff = await t.staffAgent();
    const list = await staff.get('/api/tutees').expect(200);
    const record = (list.body as TuteeRecord[]).find((tutee) => tutee.id === id);
    expect(record?.preferred_language).toBe('es');
  });

  it('stores a Somali tutor application as so and writes the confirmation in Somali', async () => {
    const res = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ preferred_language: 'so', email: 'lee.so@example.com' }))
      .expect(201);
    const id = res.body.id as number;
    expect(await languageOf('tutors', id)).toMatchObject({ preferred_language: 'so', terms_language: 'so' });
    const email = await confirmationOf('tutor_id', id);
    expect(email?.subject).toBe('Rochester Tutoring: waan helnay codsigaaga');
    expect(email?.body).toContain('Salaan Lee,');
    const staff = await t.staffAgent();
    expect((await staff.get(`/api/tutors/${id}`).expect(200)).body.preferred_language).toBe('so');
  });

  it('takes an application without a language (the old client) as English', async () => {
    const res = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ emailGuardian: 'english@example.com' }))
      .expect(201);
    expect(await languageOf('tutees', res.body.id as number)).toMatchObject({
      preferred_language: 'en',
      terms_language: 'en',
    });
    expect((await confirmationOf('tutee_id', res.body.id as number))?.subject).toBe(
      'Rochester Tutoring: we received your application',
    );
  });

  it('refuses a language the forms do not offer with 400 and a field error, storing nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tutees')).rows[0]?.n;
    const res = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ preferred_language: 'xx' }))
      .expect(400);
    expect(Object.keys(res.body.error.fieldErrors)).toEqual(['preferred_language']);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tutees')).rows[0]?.n).toBe(before);
  });

  it('upgrades a database from before languages when it is adopted: both columns added, existing applications English', async () => {
    const res = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ preferred_language: 'vi', email: 'old@example.com' }))
      .expect(201);
    await t.db.exec(`ALTER TABLE tutees DROP COLUMN preferred_language, DROP COLUMN terms_language;
      ALTER TABLE tutors DROP COLUMN preferred_language, DROP COLUMN terms_language;`);
    await startFromBeforeMigrations(t.db);
    expect(await languageOf('tutors', res.body.id as number)).toMatchObject({
      preferred_language: 'en',
      terms_language: 'en',
    });
    const next = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ preferred_language: 'vi', email: 'new@example.com' }))
      .expect(201);
    expect(await languageOf('tutors', next.body.id as number)).toMatchObject({
      preferred_language: 'vi',
      terms_language: 'vi',
    });
  });
});
