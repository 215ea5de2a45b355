import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSON_DATA_MESSAGES } from '@tutoring/common';
import type { Db } from '../db/db.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { apply, insertMatch, type Applicant } from '../../test/people.js';
import { issueLinkToken } from '../links/tokens.js';
import { ownedReferences, PERSON_REFERENCES, PERSON_TABLE, type PersonKind } from './references.js';
import type { PersonExport } from './exportRepo.js';

type Agent = Awaited<ReturnType<TestApp['staffAgent']>>;

/** Every column outside the person's table that holds a tutee's or tutor's id: foreign keys, and *_id columns by name. */
async function columnsHoldingIds(db: Db, kind: PersonKind): Promise<string[]> {
  const table = PERSON_TABLE[kind];
  const { rows } = await db.query<{ column_ref: string }>(
    `SELECT DISTINCT k.table_name || '.' || k.column_name AS column_ref
     FROM information_schema.referential_constraints r
     JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
     JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.unique_constraint_name AND u.constraint_schema = r.unique_constraint_schema
     WHERE u.table_name = $1 AND k.table_schema = 'public'
     UNION
     SELECT c.table_name || '.' || c.column_name FROM information_schema.columns c
     WHERE c.table_schema = 'public' AND c.table_name <> $1 AND c.column_name LIKE '%' || $2 || '\\_id'
     ORDER BY 1`,
    [table, kind],
  );
  return rows.map((row) => row.column_ref);
}

/** Every text-like column of every table, for a search of a person's traces. */
async function textColumns(db: Db): Promise<{ table_name: string; column_name: string }[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb') OR c.udt_name IN ('_text', '_varchar'))
     ORDER BY 1, 2`,
  );
  return rows;
}

/** Where in the database a value appears (case-insensitive), as table.column names. */
async function tracesOf(db: Db, value: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns(db)) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE '%' || $1 || '%'`,
      [value],
    );
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function rowsHolding(db: Db, table: string, column: string, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table} WHERE ${column} = $1`, [
    id,
  ]);
  return rows[0]!.n;
}

const fullName = (applicant: Applicant) => `${applicant.person.firstName} ${applicant.person.lastName}`;

describe('export and erasure of a person on request', () => {
  let t: TestApp;
  let staff: Agent;
  let tutee: Applicant;
  let tutor: Applicant;
  let otherTutor: Applicant;

  beforeEach(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000' });
    staff = await t.staffAgent();
    tutee = await apply(t, 'tutee');
    tutor = await apply(t, 'tutor');
    otherTutor = await apply(t, 'tutor');
    // Rows in every table that holds their ids: a match ended just now (the overview counts it in this school year
    // whatever the date), a do-not-pair entry, the confirmation emails (queued at apply), the tutor's trigger-kept
    // copies, emailed links, and audit rows about each.
    await insertMatch(t.db, tutee.id, tutor.id, '40 days', '0 days');
    await staff
      .post(`/api/tutees/${tutee.id}/do-not-pair`)
      .send({ tutorId: tutor.id, reason: 'Asked not to be paired again.' })
      .expect(201);
    // A proposal run that proposed the pair (written directly: the do-not-pair entry keeps a run from proposing it now).
    await t.db.query(
      `WITH run AS (INSERT INTO proposal_runs (stats) VALUES ('{}') RETURNING id)
       INSERT INTO proposal_entries (run_id, tutee_id, tutor_id, match_group, score, reasons) SELECT run.id, $1, $2, 'D', 0, '{}' FROM run`,
      [tutee.id, tutor.id],
    );
    await issueLinkToken(t.db, 'reconfirm', { role: 'tutee', id: tutee.id }, new Date(), 7);
    await issueLinkToken(t.db, 'reconfirm', { role: 'tutor', id: tutor.id }, new Date(), 7);
    // A reconfirmation question to each, as a round writes it (server/src/reconfirmations).
    for (const [role, id] of [
      ['tutee', tutee.id],
      ['tutor', tutor.id],
    ] as const) {
      await t.db.query(
        `INSERT INTO reconfirmation (${role}_id, asked_at, expires_at) VALUES ($1, now(), now() + interval '14 days')`,
        [id],
      );
    }
  });
  afterEach(async () => {
    await t?.close();
  });

  for (const kind of ['tutee', 'tutor'] as const) {
    it(`PERSON_REFERENCES lists every column that references ${kind}s (walks information_schema)`, async () => {
      const listed = PERSON_REFERENCES[kind].map((reference) => `${reference.table}.${reference.column}`).sort();
      expect(await columnsHoldingIds(t.db, kind)).toEqual(listed);
    });

    it(`a ${kind}'s export holds every row of every referencing table, and erasure leaves none`, async () => {
      const person = kind === 'tutee' ? tutee : tutor;
      const res = await staff.get(`/api/${kind}s/${person.id}/export`).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${kind}-${person.id}-data.json"`);
      const document = JSON.parse(res.text) as PersonExport;
      expect(document).toMatchObject({
        kind,
        id: person.id,
        application: { id: person.id, first_name: person.person.firstName },
      });
      expect(document.consent.termsVersion).toEqual(expect.stringContaining(kind === 'tutee' ? 'student' : 'tutor'));
      expect(document.consent.termsText?.length).toBeGreaterThan(0);
      expect(document.consent.termsVersionStated).toBe(true);
      for (const reference of PERSON_REFERENCES[kind]) {
        const held = await rowsHolding(t.db, reference.table, reference.column, person.id);
        // The fixture puts the person in every table, so a missed table would show.
        expect(held, `${reference.table}.${reference.column} has no row in the fixture`).toBeGreaterThan(0);
        if ('section' in reference) {
          const exported = document[reference.section].filter((row) => row[reference.column] === person.id);
          expect(exported.length, `${reference.table}.${reference.column} in the export`).toBe(held);
        }
      }
      // Audit rows about them: the do-not-pair entry names both; the match row's audit would too.
      expect(document.auditLog.map((row) => row.action)).toContain('doNotPair.add');

      await staff
        .post(`/api/${kind}s/${person.id}/erase`)
        .send({ confirmName: fullName(person) })
        .expect(200);
      for (const reference of PERSON_REFERENCES[kind]) {
        expect(
          await rowsHolding(t.db, reference.table, reference.column, person.id),
          `${reference.table}.${reference.column}`,
        ).toBe(0);
      }
      expect(await rowsHolding(t.db, PERSON_TABLE[kind], 'id', person.id)).toBe(0);
      // Export and erasure are audited, with counts only.
      const audit = await t.db.query<{ action: string; details: Record<string, unknown> }>(
        'SELECT action, details FROM audit_log WHERE entity = $1 AND entity_id = $2 AND action LIKE $3 ORDER BY id',
        [kind, person.id, `${kind}.e%`],
      );
      expect(audit.rows).toEqual([
        { action: `${kind}.export`, details: {} },
        // The confirmation and the reminder to confirm.
        { action: `${kind}.erase`, details: { matches: 1, emails: 2, doNotPair: 1 } },
      ]);
    });

    it(`after a ${kind}'s erasure no text column anywhere holds their name, email or phone`, async () => {
      const person = kind === 'tutee' ? tutee : tutor;
      const values = [person.person.firstName, person.person.lastName, person.person.email, person.person.phone];
      // The search finds them before, so it can fail.
      for (const value of values) expect(await tracesOf(t.db, value), value).not.toEqual([]);
      await staff
        .post(`/api/${kind}s/${person.id}/erase`)
        .send({ confirmName: fullName(person) })
        .expect(200);
      for (const value of values) expect(await tracesOf(t.db, value), value).toEqual([]);
    });
  }

  it('keeps the overview right: the erased matches stay as anonymous counts', async () => {
    const before = (await staff.get('/api/overview').expect(200)).body;
    expect(before.matches.endedThisYear).toBe(1);
    await staff
      .post(`/api/tutors/${tutor.id}/erase`)
      .send({ confirmName: fullName(tutor) })
      .expect(200);
    expect((await t.db.query('SELECT 1 FROM matches')).rows).toEqual([]);
    const after = (await staff.get('/api/overview').expect(200)).body;
    expect(after.matches).toEqual(before.matches);
    // The tutor had a free place: the pending count drops by them, and the tutee is still waiting.
    expect(after.pending).toEqual({ tutees: before.pending.tutees, tutors: before.pending.tutors - 1 });
  });

  it('erasure removes the person from the staff lists', async () => {
    const listed = async (path: string, id: number) =>
      ((await staff.get(path).expect(200)).body as { id: number }[]).some((row) => row.id === id);
    expect(await listed('/api/tutees', tutee.id)).toBe(true);
    expect(await listed('/api/tutors', otherTutor.id)).toBe(true);
    await staff
      .post(`/api/tutees/${tutee.id}/erase`)
      .send({ confirmName: fullName(tutee) })
      .expect(200);
    await staff
      .post(`/api/tutors/${otherTutor.id}/erase`)
      .send({ confirmName: fullName(otherTutor) })
      .expect(200);
    expect(await listed('/api/tutees', tutee.id)).toBe(false);
    expect(await listed('/api/tutors', otherTutor.id)).toBe(false);
    await staff.get(`/api/tutees/${tutee.id}/export`).expect(404);
  });

  it('takes the name in any case and spacing, and refuses a wrong one with a field error, changing nothing', async () => {
    const wrong = await staff
      .post(`/api/tutees/${tutee.id}/erase`)
      .send({ confirmName: tutee.person.firstName })
      .expect(400);
    expect(wrong.body.error).toEqual({
      message: PERSON_DATA_MESSAGES.badErase,
      fieldErrors: { confirmName: [PERSON_DATA_MESSAGES.confirmName] },
    });
    const missing = await staff.post(`/api/tutees/${tutee.id}/erase`).send({}).expect(400);
    expect(missing.body.error.fieldErrors.confirmName).toEqual([PERSON_DATA_MESSAGES.confirmName]);
    expect(await rowsHolding(t.db, 'tutees', 'id', tutee.id)).toBe(1);
    const typed = `  ${tutee.person.firstName.toUpperCase()}    ${tutee.person.lastName.toLowerCase()} `;
    await staff.post(`/api/tutees/${tutee.id}/erase`).send({ confirmName: typed }).expect(200);
    expect(await rowsHolding(t.db, 'tutees', 'id', tutee.id)).toBe(0);
  });

  it('refuses to erase someone in a current match until the match is ended', async () => {
    const matchId = await insertMatch(t.db, tutee.id, otherTutor.id, '10 days', null);
    for (const [kind, person] of [
      ['tutee', tutee],
      ['tutor', otherTutor],
    ] as const) {
      const res = await staff
        .post(`/api/${kind}s/${person.id}/erase`)
        .send({ confirmName: fullName(person) })
        .expect(409);
      expect(res.body.error.message).toBe(PERSON_DATA_MESSAGES.inCurrentMatch(kind));
      expect(await rowsHolding(t.db, PERSON_TABLE[kind], 'id', person.id)).toBe(1);
    }
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    await staff
      .post(`/api/tutees/${tutee.id}/erase`)
      .send({ confirmName: fullName(tutee) })
      .expect(200);
  });

  it('is for admins: a coordinator gets 403 and changes nothing', async () => {
    const coordinator = await t.staffAgent('coordinator1', 'coordinator');
    await coordinator.get(`/api/tutees/${tutee.id}/export`).expect(403);
    await coordinator
      .post(`/api/tutors/${tutor.id}/erase`)
      .send({ confirmName: fullName(tutor) })
      .expect(403);
    expect(await rowsHolding(t.db, 'tutors', 'id', tutor.id)).toBe(1);
  });

  it('answers 404 for an unknown person and 400 for a bad id', async () => {
    await staff.get('/api/tutees/999999/export').expect(404);
    await staff.post('/api/tutors/999999/erase').send({ confirmName: 'Nobody Here' }).expect(404);
    await staff.get('/api/tutees/abc/export').expect(400);
  });

  it('retention and erasure delete the same tables', () => {
    for (const kind of ['tutee', 'tutor'] as const) {
      expect(
        ownedReferences(kind)
          .map((r) => r.section)
          .sort(),
      ).toEqual(['doNotPair', 'emails', 'matches', 'proposals', 'reconfirmations']);
    }
  });
});
