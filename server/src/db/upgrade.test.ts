import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/catalogue.js';
import { createEmptyDb, type EmptyDb } from '../../test/emptyDb.js';
import { tuteeBody, tutorBody } from '../../test/samples.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { migrate, readMigrations } from './migrate.js';

const fixture = (name: string) =>
  fs.readFileSync(fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url)), 'utf8');

type Row = Record<string, unknown>;
type Ids = { id: number }[];
const ids = (body: unknown) => (body as Ids).map((row) => row.id).sort((a, b) => a - b);

/**
 * The keys a migration adds to the JSON copies that triggers keep of a row (tutor_json holds each tutor's row and
 * candidate row as JSON text): migration 0004 adds the tutor's availability to both.
 */
const ADDED_JSON_KEYS: Record<string, readonly string[]> = { tutor_json: ['availability'] };

function withoutAddedKeys(table: string, value: unknown): unknown {
  const added = ADDED_JSON_KEYS[table];
  if (!added || typeof value !== 'string' || !value.startsWith('{')) return value;
  const parsed = JSON.parse(value) as Row;
  for (const key of added) delete parsed[key];
  return JSON.stringify(parsed);
}

/** Each row of before, with only the columns it had: what a migration must keep (it may add columns). */
function keptColumns(before: Record<string, Row[]>, after: Record<string, Row[]>): Record<string, Row[]> {
  return Object.fromEntries(
    Object.entries(before).map(([table, rows]) => {
      const columns = Object.keys(rows[0] ?? {});
      const project = (row: Row) =>
        Object.fromEntries(columns.map((column) => [column, withoutAddedKeys(table, row[column])]));
      const sorted = (list: Row[]) =>
        list.map(project).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
      return [table, sorted(after[table] ?? [])];
    }),
  );
}

// A database made and filled by release 1.0.0 (its schema, then server/test/fixtures), then started by this version.
describe('upgrade from release 1.0.0 with data', () => {
  let empty: EmptyDb;
  let before: Record<string, Row[]>;
  let after: Record<string, Row[]>;
  let t: TestApp;
  let staff: TestAgent;

  beforeAll(async () => {
    empty = await createEmptyDb();
    // Release 1.0.0's schema as it shipped (the adoption baseline), then data it wrote.
    await empty.db.exec(fs.readFileSync(fileURLToPath(new URL('./baseline-1.0.0.sql', import.meta.url)), 'utf8'));
    const hash = await bcrypt.hash(STAFF_PASSWORD, 4);
    await empty.db.exec(fixture('release-1.0.0-data.sql').replaceAll('$ADMIN_HASH$', hash));
    before = await rowsOf(empty.db);
    await migrate(empty.db);
    after = await rowsOf(empty.db);
    t = await createTestApp({}, empty.db);
    staff = t.agent();
    await staff.post('/api/user/login').send({ username: 'ada', password: STAFF_PASSWORD }).expect(200);
    // Two schemas built from scratch (1.0.0's, then the baseline over it): more than a hook usually takes.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await empty?.drop();
  });

  it('records every migration and keeps every row of every table as it was', async () => {
    const { rows } = await empty.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY 1');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    // The filled tables: nothing lost in the data that the fixture wrote or that 1.0.0's triggers derived from it.
    expect(Object.entries(before).filter(([, rows]) => rows.length > 0).length).toBeGreaterThanOrEqual(25);
    expect(keptColumns(before, after)).toEqual(before);
  });

  it('signs staff in as before: the admin, and not the deactivated account', async () => {
    expect((await staff.get('/api/user').expect(200)).body).toMatchObject({ username: 'ada', role: 'admin' });
    const res = await t.agent().post('/api/user/login').send({ username: 'gone', password: STAFF_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('lists the tutees and tutors as before, all and by status', async () => {
    const tutees = (await staff.get('/api/tutees').expect(200)).body as Row[];
    expect(ids(tutees)).toEqual([1, 2, 3]);
    expect(tutees.find((row) => row.id === 1)).toMatchObject({
      tutee_firstname: 'Wanda',
      tutee_lastname: 'Waiting',
      email_guardian: 'wanda.parent@example.com',
      subject_1: 'math_alg2',
      tutee_language_spanish: true,
      tutee_language_other: 'Karen',
    });
    expect(ids((await staff.get('/api/tutees/active').expect(200)).body)).toEqual([1]);
    expect(ids((await staff.get('/api/tutees/deactive').expect(200)).body)).toEqual([3]);

    const tutors = (await staff.get('/api/tutors').expect(200)).body as Row[];
    expect(ids(tutors)).toEqual([1, 2, 3]);
    expect(tutors.find((row) => row.id === 1)).toMatchObject({
      tutor_first_name: 'Tara',
      tutor_email: 'tara@example.com',
      tutor_math_alg2: true,
      mentor_grade_7: true,
    });
    expect(ids((await staff.get('/api/tutors/active').expect(200)).body)).toEqual(expect.arrayContaining([1, 2]));
    // The overview's counts, kept by 1.0.0's triggers, and the original client's widget data.
    const overview = (await staff.get('/api/test').expect(200)).body as {
      pending: { tutees: number };
      matches: { current: number };
    };
    expect(overview.pending.tutees).toBe(1);
    expect(overview.matches.current).toBe(1);
  });

  it('lists the matches, and the candidate groups find the free tutor but not the paused or barred one', async () => {
    const matches = (await staff.get('/api/matches').expect(200)).body as Row[];
    expect(matches).toHaveLength(2);
    expect(matches.map((row) => row.tutee_firstname).sort()).toEqual(['Ines', 'Mateo']);
    const query = { subject1: 'math_alg2', subject2: 'sci_chem', subject3: 'hist_us', grade: '7th', tuteeId: 1 };
    const found: number[] = [];
    for (const group of ['A', 'B', 'C', 'D'])
      found.push(...ids((await staff.get(`/api/matches/group${group}`).query(query).expect(200)).body));
    expect(found.sort()).toEqual([1, 2]);
  });

  it('takes new applications, matches them and changes statuses as before', async () => {
    const tutee = await t.agent().post('/api/tutees').send(tuteeBody()).expect(201);
    const tutor = await t.agent().post('/api/tutors').send(tutorBody()).expect(201);
    expect(tutee.body.id).toBe(4);
    expect(tutor.body.id).toBe(4);
    await t.agent().post('/api/mail').send({ email: 'mail@example.com' }).expect(202);
    await staff.post('/api/matches').send({ tutee_id: tutee.body.id, tutor_id: tutor.body.id }).expect(201);
    await staff.put('/api/matches/matchStatus').send({ tutee_id: tutee.body.id, tutor_id: tutor.body.id }).expect(200);
    expect((await staff.get('/api/matches').expect(200)).body).toHaveLength(3);
    await staff.put('/api/tutees/changeStatus').send({ id: 1 }).expect(200);
    expect(ids((await staff.get('/api/tutees/deactive').expect(200)).body)).toEqual([1, 3]);
    await staff.put('/api/tutors/changeStatus').send({ id: 2 }).expect(200);
    expect(ids((await staff.get('/api/tutors/deactive').expect(200)).body)).toContain(2);
  });

  it('answers the staff pages on the old rows and registers staff: audit, overview, staff, settings, attention, match', async () => {
    const audit = (await staff.get('/api/audit').expect(200)).body as { items?: Row[] } | Row[];
    expect(JSON.stringify(audit)).toContain('match.end');
    expect((await staff.get('/api/overview').expect(200)).body).toBeTruthy();
    expect(JSON.stringify((await staff.get('/api/staff').expect(200)).body)).toContain('newbie');
    expect(JSON.stringify((await staff.get('/api/settings').expect(200)).body)).toContain('Rochester Tutoring');
    await staff.get('/api/attention').expect(200);
    await staff.post('/api/user/register').send({ username: 'fresh', password: 'a long new password 42' }).expect(201);
    expect(JSON.stringify((await staff.get('/api/matches/1').expect(200)).body)).toContain('Tara');
    await staff
      .post('/api/user/logout')
      .send({})
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect((await staff.get('/api/tutees')).status).toBe(401);
  });
});
