// The waiting list of the proposals scenario: exactly N waiting tutees and M available tutors on a seeded database
// that holds many more (the seed leaves about nine in ten of its tutees waiting: 900,000 at the standard sizes).
//
// The waiting tutees and available tutors not kept are set inactive, with the database's user triggers off for that
// transaction (session_replication_role = replica). Fired for 900,000 tutees and 80,000 tutors, the triggers would
// rebuild most of the tables they keep in step (candidate offers, triage counts, waiting counts): many minutes. With
// them off only the base rows change, and the proposals read base rows only (proposals/repo.ts), so they see exactly
// the arranged list; the restore writes back the very values it changed, so the tables that never moved are in step
// again. Who can be hidden is kept in two bench tables, so a run that died half-way (--keep, --reuse) is restored by
// the next. The scenario runs before the others and vacuums after restoring: they meet the database as seeded.
import type { Db } from '../src/db/db.js';
import { awaitingGuardianConsent } from '../src/applications/guardianConsent.js';
import { familyEmailBouncing } from '../src/mail/bouncing.js';

const TUTEE_POOL = 'bench_pool_tutees';
const TUTOR_POOL = 'bench_pool_tutors';
const ALL = 2_147_483_647;

// A fixed scatter (Knuth's multiplicative hash) picks who is kept: spread over the waiting order and the subjects,
// the same on every run, and each smaller list is part of the larger ones.
const scatter = (alias: string) => `(${alias}.id::bigint * 2654435761) % 4294967296, ${alias}.id`;

export interface Pools {
  tutees: number;
  tutors: number;
}

async function poolsExist(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(`SELECT to_regclass('${TUTEE_POOL}') IS NOT NULL AS found`);
  return rows[0]?.found ?? false;
}

async function vacuum(db: Db): Promise<void> {
  // The arrangement's updates leave dead index entries that the next reads would walk.
  await db.query('VACUUM (ANALYZE) tutees, tutors');
}

/** Keeps the first `tutees` and `tutors` of the pools waiting and available, the rest of the pools inactive. */
export async function arrangeWaitingList(db: Db, tutees: number, tutors: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `UPDATE tutees t SET active = p.rank <= $1::int FROM ${TUTEE_POOL} p
       WHERE p.id = t.id AND t.active IS DISTINCT FROM (p.rank <= $1::int)`,
      [tutees],
    );
    await tx.query(
      `UPDATE tutors r SET active = p.rank <= $1::int FROM ${TUTOR_POOL} p
       WHERE p.id = r.id AND r.active IS DISTINCT FROM (p.rank <= $1::int)`,
      [tutors],
    );
  });
  await vacuum(db);
}

/** Every tutee and tutor of the pools back as seeded, and the pools gone. */
export async function restoreWaitingList(db: Db): Promise<void> {
  await arrangeWaitingList(db, ALL, ALL);
  await db.query(`DROP TABLE ${TUTEE_POOL}, ${TUTOR_POOL}`);
}

/**
 * Records who can be kept: the waiting tutees by the proposals' own rules (active, in no current match, email not
 * bouncing, no guardian's consent awaited) and the available tutors (active, a free place, not paused). Restores
 * first what a run that died left arranged.
 */
export async function openPools(db: Db, log: (line: string) => void): Promise<Pools> {
  if (await poolsExist(db)) {
    log('  restoring the waiting list an earlier run left arranged');
    await restoreWaitingList(db);
  }
  await db.query(
    `CREATE TABLE ${TUTEE_POOL} AS SELECT t.id, row_number() OVER (ORDER BY ${scatter('t')})::int AS rank
     FROM tutees t WHERE t.active AND NOT t.matched AND NOT ${familyEmailBouncing('t')} AND NOT ${awaitingGuardianConsent('t')}`,
  );
  await db.query(
    `CREATE TABLE ${TUTOR_POOL} AS SELECT r.id, row_number() OVER (ORDER BY ${scatter('r')})::int AS rank
     FROM tutors r WHERE r.active AND r.current_matches < r.capacity AND r.paused_at IS NULL`,
  );
  const { rows } = await db.query<Pools>(
    `SELECT (SELECT count(*)::int FROM ${TUTEE_POOL}) AS tutees, (SELECT count(*)::int FROM ${TUTOR_POOL}) AS tutors`,
  );
  return rows[0] ?? { tutees: 0, tutors: 0 };
}
