import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { SCHEMA_LOCK_ID } from '../db/db.js';
import { createPgDb } from '../db/pgDb.js';
import type { Db } from '../db/db.js';
import { applySchema } from '../db/schema.js';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { apply, insertMatch, setLastChange, type Applicant } from '../../test/people.js';
import { createPgDatabase, databaseUrl, dropPgDatabase, TEST_ENGINE } from '../../test/testDb.js';
import { retentionPolicy } from './policy.js';
import { runRetention } from './service.js';
import { startRetentionJob } from './job.js';

const policy = retentionPolicy(testConfig());

async function ids(db: Db, table: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((row) => Number(row.id));
}

async function retentionAuditRows(db: Db) {
  const { rows } = await db.query<{ staff_user_id: number | null; details: Record<string, number> }>(
    `SELECT staff_user_id, details FROM audit_log WHERE action = 'retention.run' ORDER BY id`,
  );
  return rows;
}

describe('retention policy: exactly the rows past each period are deleted', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('uses the documented defaults', () => {
    expect(policy).toEqual({
      unmatchedMonths: 24,
      matchedMonths: 36,
      emailDays: 30,
      auditMonths: 84,
      unconfirmedDays: 30,
    });
  });

  it('GET /api/config tells the public terms page the configured periods', async () => {
    const custom = await createTestApp({
      RETAIN_UNMATCHED_MONTHS: '18',
      RETAIN_MATCHED_MONTHS: '48',
      RETAIN_EMAIL_DAYS: '14',
      RETAIN_AUDIT_MONTHS: '120',
      RETAIN_UNCONFIRMED_DAYS: '14',
    });
    try {
      const res = await custom.agent().get('/api/config').expect(200);
      expect(res.body.retention).toEqual({
        unmatchedMonths: 18,
        matchedMonths: 48,
        emailDays: 14,
        auditMonths: 120,
        unconfirmedDays: 14,
      });
    } finally {
      await custom.close();
    }
  });

  it('refuses a period that is not a whole positive number, naming the variable', () => {
    expect(() => testConfig({ RETAIN_EMAIL_DAYS: '0' })).toThrow(/RETAIN_EMAIL_DAYS/);
    expect(() => testConfig({ RETAIN_MATCHED_MONTHS: 'three years' })).toThrow(/RETAIN_MATCHED_MONTHS/);
  });

  it('deletes old unmatched applications, expired matches with their people, old sent emails and old audit rows; keeps the rest', async () => {
    const { db } = t;
    const people: Record<string, Applicant> = {};
    for (const name of ['oldTutee', 'youngTutee', 'c', 'd', 'e', 'f', 'g', 'h', 'reapplied'])
      people[name] = await apply(t, 'tutee');
    for (const name of ['oldTutor', 'youngTutor', 'x', 'y', 'z', 'w']) people[name] = await apply(t, 'tutor');
    const p = (name: string) => people[name]!;

    // c-x ended 36 months and a day ago, no other match: the match and both go.
    const cx = await insertMatch(db, p('c').id, p('x').id, '40 months', '36 months 1 day');
    // d-y ended a day short of 36 months ago: all kept.
    const dy = await insertMatch(db, p('d').id, p('y').id, '40 months', '36 months -1 day');
    // e-z expired, but z has a current match with f: e goes, z and f stay.
    const ez = await insertMatch(db, p('e').id, p('z').id, '45 months', '37 months');
    const fz = await insertMatch(db, p('f').id, p('z').id, '2 months', null);
    // g-w expired, but w tutored h since, ended 20 months ago: g goes, w and h stay.
    const gw = await insertMatch(db, p('g').id, p('w').id, '50 months', '40 months');
    const hw = await insertMatch(db, p('h').id, p('w').id, '30 months', '20 months');
    // reapplied's match expired, but the application changed 10 months ago: kept (now with no match on record).
    const rw = await insertMatch(db, p('reapplied').id, p('w').id, '50 months', '38 months');
    // A do-not-pair entry between a tutee who goes and a tutor who stays goes with the tutee.
    await db.query(`INSERT INTO do_not_pair (tutee_id, tutor_id, reason) VALUES ($1, $2, 'Safety concern noted.')`, [
      p('c').id,
      p('z').id,
    ]);

    for (const name of ['c', 'x', 'e', 'g']) await setLastChange(db, p(name), '36 months 1 day');
    for (const name of ['d', 'y', 'z', 'f', 'w', 'h']) await setLastChange(db, p(name), '20 months');
    await setLastChange(db, p('reapplied'), '10 months');
    await setLastChange(db, p('oldTutee'), '24 months 1 day');
    await setLastChange(db, p('oldTutor'), '24 months 1 day');
    await setLastChange(db, p('youngTutee'), '24 months -1 day');
    await setLastChange(db, p('youngTutor'), '24 months -1 day');

    // Emails: the confirmations of people who stay, sent 31 days ago (go) or 29 days ago (stay); one never sent stays.
    const outbox = async (applicant: Applicant) =>
      (
        await db.query<{ id: number }>(
          `SELECT id FROM email_outbox WHERE ${applicant.kind}_id = $1 AND kind = 'application_received'`,
          [applicant.id],
        )
      ).rows[0]!.id;
    const oldEmail = await outbox(p('d'));
    const youngEmail = await outbox(p('y'));
    const unsentEmail = await outbox(p('f'));
    await db.query(`UPDATE email_outbox SET sent_at = now() - interval '30 days 1 minute' WHERE id = $1`, [oldEmail]);
    await db.query(`UPDATE email_outbox SET sent_at = now() - interval '29 days 23 hours' WHERE id = $1`, [youngEmail]);
    await db.query(`UPDATE email_outbox SET sent_at = NULL, created_at = now() - interval '2 years' WHERE id = $1`, [
      unsentEmail,
    ]);

    // Audit rows 84 months and a day old go, a day younger stay; erased people's match counts go by the ended day.
    await db.query(
      `INSERT INTO audit_log (action, entity, created_at) VALUES ('old', 'x', now() - interval '84 months 1 day'), ('young', 'x', now() - interval '84 months -1 day')`,
    );
    await db.query(
      `INSERT INTO anonymous_matches (started_on, ended_on, n) VALUES
         ((now() - interval '40 months')::date, (now() - interval '36 months 2 days')::date, 3),
         ((now() - interval '40 months')::date, (now() - interval '35 months')::date, 2)`,
    );

    const tuteesBefore = await ids(db, 'tutees');
    const tutorsBefore = await ids(db, 'tutors');
    const outboxBefore = await ids(db, 'email_outbox');
    const outcome = await runRetention(db, policy);

    expect(outcome.ran).toBe(true);
    const gone = (before: number[], removed: number[]) => before.filter((id) => !removed.includes(id));
    expect(await ids(db, 'matches')).toEqual([dy, fz, hw].sort((a, b) => a - b));
    expect(await ids(db, 'tutees')).toEqual(gone(tuteesBefore, [p('oldTutee').id, p('c').id, p('e').id, p('g').id]));
    expect(await ids(db, 'tutors')).toEqual(gone(tutorsBefore, [p('oldTutor').id, p('x').id]));
    // The deleted people's six confirmations and six reminders go with them; of the others only the one sent over 30
    // days ago.
    const outboxAfter = await ids(db, 'email_outbox');
    expect(outboxAfter).toContain(youngEmail);
    expect(outboxAfter).toContain(unsentEmail);
    expect(outboxAfter).not.toContain(oldEmail);
    expect(outboxAfter.length).toBe(outboxBefore.length - 13);
    expect((await db.query('SELECT 1 FROM do_not_pair')).rows).toEqual([]);
    expect(
      (await db.query<{ action: string }>(`SELECT action FROM audit_log WHERE action IN ('old', 'young')`)).rows.map(
        (r) => r.action,
      ),
    ).toEqual(['young']);
    expect((await db.query<{ n: number }>('SELECT n FROM anonymous_matches')).rows).toEqual([{ n: 2 }]);
    // The overview's trigger-kept counts follow the deleted tutees: one waiting row per waiting tutee left.
    const waiting = await db.query<{ n: number }>('SELECT coalesce(sum(n), 0)::integer AS n FROM waiting_tutee_days');
    const pending = await db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM tutees WHERE active AND NOT matched',
    );
    expect(waiting.rows[0]!.n).toBe(pending.rows[0]!.n);

    const [audit, ...more] = await retentionAuditRows(db);
    expect(more).toEqual([]);
    expect(audit!.staff_user_id).toBeNull();
    expect(audit!.details).toEqual({
      matches: 4,
      tuteesAfterMatch: 3,
      tutorsAfterMatch: 1,
      tuteesUnmatched: 1,
      tutorsUnmatched: 1,
      tuteesUnconfirmed: 0,
      tutorsUnconfirmed: 0,
      peopleEmails: 12,
      peopleDoNotPair: 1,
      sentEmails: 1,
      anonymousMatches: 3,
      auditRows: 1,
    });
    expect(outcome.ran && outcome.result.matchIds).toEqual([cx, ez, gw, rw].sort((a, b) => a - b));
    // Counts, never names or emails.
    const auditText = JSON.stringify(audit);
    for (const applicant of Object.values(people)) {
      expect(auditText).not.toContain(applicant.person.lastName);
      expect(auditText).not.toContain(applicant.person.email);
    }
  });

  it('a dry run reports what would go and changes nothing', async () => {
    const old = await apply(t, 'tutee');
    await setLastChange(t.db, old, '25 months');
    const outcome = await runRetention(t.db, policy, { dryRun: true });
    expect(outcome).toMatchObject({ ran: true, dryRun: true, result: { unmatchedTuteeIds: [old.id] } });
    expect(await ids(t.db, 'tutees')).toEqual([old.id]);
    expect(await retentionAuditRows(t.db)).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM job_runs')).rows).toEqual([]);
  });

  it('the configured periods apply: RETAIN_UNMATCHED_MONTHS=6 deletes a 7-month-old application', async () => {
    const tutee = await apply(t, 'tutee');
    await setLastChange(t.db, tutee, '7 months');
    await runRetention(t.db, retentionPolicy(testConfig({ RETAIN_UNMATCHED_MONTHS: '6' })));
    expect(await ids(t.db, 'tutees')).toEqual([]);
  });

  it('the background job runs once a day: a second check the same day does nothing', async () => {
    const logger = createLogger('silent');
    const first = startRetentionJob(t.db, testConfig(), logger, t.ctx.mail);
    await first.settled();
    await first.stop();
    const second = startRetentionJob(t.db, testConfig(), logger, t.ctx.mail);
    await second.settled();
    await second.stop();
    expect((await retentionAuditRows(t.db)).length).toBe(1);
    // A day later it is due again.
    await t.db.query(`UPDATE job_runs SET last_run_at = last_run_at - interval '1 day' WHERE job = 'retention'`);
    const third = startRetentionJob(t.db, testConfig(), logger, t.ctx.mail);
    await third.settled();
    await third.stop();
    expect((await retentionAuditRows(t.db)).length).toBe(2);
  });

  it('RETENTION_CHECK_MINUTES=0 turns the background job off', async () => {
    const job = startRetentionJob(
      t.db,
      testConfig({ RETENTION_CHECK_MINUTES: '0' }),
      createLogger('silent'),
      t.ctx.mail,
    );
    await job.settled();
    await job.stop();
    expect(await retentionAuditRows(t.db)).toEqual([]);
  });
});

describe('retention: one process at a time', () => {
  it('two server processes on one database racing for the daily run: only one applies it', async () => {
    const logger = createLogger('silent');
    // On PostgreSQL: two app instances, each with its own connection pool, on one database. The embedded engine has
    // one owner process by construction (the data folder lock); its race is between two jobs in that process.
    const name = TEST_ENGINE === 'pg' ? await createPgDatabase() : undefined;
    const t = await createTestApp({}, name ? createPgDb(databaseUrl(name), logger, 3) : undefined);
    const other = name ? createPgDb(databaseUrl(name), logger, 3) : t.db;
    try {
      if (name) await applySchema(t.db);
      for (let round = 1; round <= 5; round += 1) {
        await t.db.query(`UPDATE job_runs SET last_run_at = '-infinity'`);
        const jobs = [
          startRetentionJob(t.db, testConfig(), logger, t.ctx.mail),
          startRetentionJob(other, testConfig(), logger, t.ctx.mail),
        ];
        await Promise.all(jobs.map((job) => job.settled()));
        await Promise.all(jobs.map((job) => job.stop()));
        expect((await retentionAuditRows(t.db)).length, `round ${round}`).toBe(round);
      }
    } finally {
      await t.close();
      if (name) {
        await t.db.close();
        await other.close();
        await dropPgDatabase(name);
      }
    }
  });

  it.runIf(TEST_ENGINE === 'pg')('on PostgreSQL a process that finds the lock taken skips at once', async () => {
    const logger = createLogger('silent');
    const name = await createPgDatabase();
    const first = createPgDb(databaseUrl(name), logger, 3);
    const second = createPgDb(databaseUrl(name), logger, 3);
    try {
      await applySchema(first);
      let outcome: unknown;
      await first.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(718352115)');
        outcome = await runRetention(second, policy);
      });
      expect(outcome).toEqual({ ran: false, reason: 'busy' });
      expect((await runRetention(second, policy)).ran).toBe(true);
    } finally {
      await first.close();
      await second.close();
      await dropPgDatabase(name);
    }
  });

  it.runIf(TEST_ENGINE === 'pg')(
    'on PostgreSQL the run waits while another process applies the schema, instead of deadlocking with it',
    async () => {
      const logger = createLogger('silent');
      const name = await createPgDatabase();
      const first = createPgDb(databaseUrl(name), logger, 3);
      const second = createPgDb(databaseUrl(name), logger, 3);
      const waitingForSchemaLock = async () => {
        const { rows } = await first.query<{ waiting: number }>(
          `SELECT count(*) AS waiting FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted AND objid = $1
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [SCHEMA_LOCK_ID],
        );
        return Number(rows[0]?.waiting);
      };
      try {
        await applySchema(first);
        let run: Promise<{ ran: boolean }> | undefined;
        await first.transaction(async (tx) => {
          // As a migration does: the schema lock, held until the transaction ends.
          await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
          run = runRetention(second, policy);
          await expect.poll(waitingForSchemaLock).toBe(1);
        });
        expect((await run)?.ran).toBe(true);
      } finally {
        await first.close();
        await second.close();
        await dropPgDatabase(name);
      }
    },
  );
});
