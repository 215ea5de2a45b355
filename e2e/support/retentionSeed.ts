import type { Db } from '../../server/src/db/db.js';
import { apply, insertMatch, setLastChange, type Applicant } from '../../server/test/people.js';
import { createTestApp } from '../../server/test/testApp.js';

/** The rows of each table a retention run may delete, by key. */
export type Snapshot = Record<(typeof TABLES)[number], string[]>;

const TABLES = [
  'tutees',
  'tutors',
  'matches',
  'email_outbox',
  'do_not_pair',
  'audit_log',
  'anonymous_matches',
] as const;
const KEY: Record<(typeof TABLES)[number], string> = {
  tutees: 'id',
  tutors: 'id',
  matches: 'id',
  email_outbox: 'id',
  do_not_pair: "tutee_id || '-' || tutor_id",
  audit_log: 'id',
  anonymous_matches: "started_on || '/' || ended_on",
};

export async function snapshot(db: Db): Promise<Snapshot> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await db.query<{ key: string }>(`SELECT (${KEY[table]})::text AS key FROM ${table}`);
      return [table, rows.map((row) => row.key).sort()] as const;
    }),
  );
  return Object.fromEntries(entries) as Snapshot;
}

export interface Seeded {
  /** everyone who applied: a retention audit row must name none of them */
  people: Applicant[];
  /** the rows past their period, which a run must delete, and only those */
  expired: Snapshot;
  /** the retention.run audit row's counts for exactly those rows (the defaults: 24, 36 months, 30 days, 84 months) */
  counts: Record<string, number>;
}

/**
 * Applications through the real app on `db`, then clocks moved back in the database (as the API tests of retention
 * do): something past each default period, and beside each something a day short of it.
 */
export async function seedExpiredRows(db: Db): Promise<Seeded> {
  const t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000' }, db);
  try {
    const oldTutee = await apply(t, 'tutee');
    const youngTutee = await apply(t, 'tutee');
    const endedTutee = await apply(t, 'tutee');
    const keptTutee = await apply(t, 'tutee');
    const oldTutor = await apply(t, 'tutor');
    const endedTutor = await apply(t, 'tutor');
    const keptTutor = await apply(t, 'tutor');
    const expiredMatch = await insertMatch(db, endedTutee.id, endedTutor.id, '40 months', '36 months 1 day');
    await insertMatch(db, keptTutee.id, keptTutor.id, '40 months', '36 months -1 day');
    for (const person of [oldTutee, oldTutor]) await setLastChange(db, person, '24 months 1 day');
    await setLastChange(db, youngTutee, '24 months -1 day');
    for (const person of [endedTutee, endedTutor]) await setLastChange(db, person, '36 months 1 day');
    for (const person of [keptTutee, keptTutor]) await setLastChange(db, person, '20 months');

    const emailsOf = async (applicant: Applicant) =>
      (
        await db.query<{ id: number }>(`SELECT id FROM email_outbox WHERE ${applicant.kind}_id = $1 ORDER BY id`, [
          applicant.id,
        ])
      ).rows.map((row) => row.id);
    // The confirmation (the reminder to confirm follows it).
    const emailOf = async (applicant: Applicant) => (await emailsOf(applicant))[0]!;
    const sentEmail = async (applicant: Applicant, ago: string) => {
      const id = await emailOf(applicant);
      await db.query('UPDATE email_outbox SET sent_at = now() - $2::interval WHERE id = $1', [id, ago]);
      return id;
    };
    const oldEmail = await sentEmail(keptTutee, '30 days 1 minute');
    await sentEmail(keptTutor, '29 days 23 hours');
    const expiredPeople = [oldTutee, oldTutor, endedTutee, endedTutor];
    const peopleEmails = (await Promise.all(expiredPeople.map(emailsOf))).flat();

    const { rows: audit } = await db.query<{ id: number; old: boolean }>(
      `INSERT INTO audit_log (action, entity, created_at)
       VALUES ('tutees.list', 'tutee', now() - interval '84 months 1 day'),
              ('tutees.list', 'tutee', now() - interval '84 months -1 day')
       RETURNING id, created_at < now() - interval '84 months' AS old`,
    );
    const { rows: anonymous } = await db.query<{ key: string; old: boolean }>(
      `INSERT INTO anonymous_matches (started_on, ended_on, n) VALUES
         ((now() - interval '40 months')::date, (now() - interval '36 months 2 days')::date, 3),
         ((now() - interval '40 months')::date, (now() - interval '35 months')::date, 2)
       RETURNING (started_on || '/' || ended_on)::text AS key, ended_on < now() - interval '36 months' AS old`,
    );

    const ids = (values: number[]) => values.map(String).sort();
    return {
      people: [oldTutee, youngTutee, endedTutee, keptTutee, oldTutor, endedTutor, keptTutor],
      expired: {
        tutees: ids([oldTutee.id, endedTutee.id]),
        tutors: ids([oldTutor.id, endedTutor.id]),
        matches: [String(expiredMatch)],
        email_outbox: ids([...peopleEmails, oldEmail]),
        do_not_pair: [],
        audit_log: ids(audit.filter((row) => row.old).map((row) => row.id)),
        anonymous_matches: anonymous.filter((row) => row.old).map((row) => row.key),
      },
      counts: {
        matches: 1,
        tuteesAfterMatch: 1,
        tutorsAfterMatch: 1,
        tuteesUnmatched: 1,
        tutorsUnmatched: 1,
        tuteesUnconfirmed: 0,
        tutorsUnconfirmed: 0,
        peopleEmails: 8,
        peopleDoNotPair: 0,
        sentEmails: 1,
        anonymousMatches: 3,
        auditRows: 1,
      },
    };
  } finally {
    await t.close();
  }
}

/** `before` without the expired rows: what must be left after one run (besides the run's own audit row). */
export function without(before: Snapshot, expired: Snapshot): Snapshot {
  return Object.fromEntries(
    Object.entries(before).map(([table, keys]) => [
      table,
      keys.filter((key) => !expired[table as keyof Snapshot].includes(key)),
    ]),
  ) as Snapshot;
}
