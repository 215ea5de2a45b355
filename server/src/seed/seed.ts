import { checkpointAfterBulkLoad } from '../db/checkpoint.js';
import type { Db } from '../db/db.js';
import { maintainTables } from '../db/embeddedVacuum.js';
import type { Logger } from 'pino';
import { insertMatchesBatch, insertTuteesBatch, insertTutorsBatch, type SeededMatch } from './batchInsert.js';
import { syntheticTutee, syntheticTutor } from './people.js';
import { Random } from './random.js';

interface SeedSize {
  tutors: number;
  tutees: number;
  matches: number;
}

export interface SeedOptions extends SeedSize {
  /** PRNG seed: the same seed and sizes give the same data */
  seed?: number;
  /** told of each table vacuumed between batches */
  logger: Logger;
  batchSize?: number;
  onProgress?: (what: keyof SeedSize, done: number, total: number) => void;
}

const DAY_MS = 86_400_000;

/**
 * Generates batches while the previous one is being written, so the database and the generator overlap.
 * Returns the ids in generation order.
 */
async function insertInBatches<T>(
  total: number,
  batchSize: number,
  make: (serial: number) => T,
  insert: (rows: T[]) => Promise<number[]>,
  progress: (done: number) => void,
): Promise<number[]> {
  const ids: number[] = [];
  let pending: Promise<void> = Promise.resolve();
  for (let start = 0; start < total; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, total - start) }, (_, i) => make(start + i));
    await pending;
    pending = insert(rows).then((batchIds) => {
      ids.push(...batchIds);
      progress(ids.length);
    });
  }
  await pending;
  return ids;
}

/** Loads deterministic synthetic tutors, tutees and matches into db (which may already hold data). */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const rng = new Random(options.seed ?? 20_221_107);
  const batchSize = options.batchSize ?? (db.engine === 'pg' ? 5_000 : 2_000);
  const progress = (what: keyof SeedSize, total: number) => (done: number) => options.onProgress?.(what, done, total);
  // Every batch leaves a dead row per subject and grade in the counters its triggers keep (available_tutor_needs,
  // about 400 rows), so they are vacuumed between batches as autovacuum would: where it is off (PGlite has none; CI's
  // PostgreSQL runs without it), a million dead rows there made 2,000 tutees take 6.5 s to insert instead of 0.1 s.
  const thenVacuum = async <R>(batch: Promise<R>): Promise<R> => {
    const written = await batch;
    await maintainTables(db, options.logger);
    return written;
  };

  const tutorFacts: { active: boolean; capacity: number; submittedAt: number }[] = [];
  const tutorIds = await insertInBatches(
    options.tutors,
    batchSize,
    (serial) => {
      const tutor = syntheticTutor(rng, serial, options.tutors);
      const capacity = rng.chance(0.15) ? rng.int(2, 3) : 1;
      tutorFacts.push({ active: tutor.active, capacity, submittedAt: tutor.submittedAt.getTime() });
      return { ...tutor.row, submittedAt: tutor.submittedAt, active: tutor.active, capacity };
    },
    (rows) => thenVacuum(insertTutorsBatch(db, rows)),
    progress('tutors', options.tutors),
  );

  const tuteeFacts: { active: boolean; submittedAt: number }[] = [];
  const tuteeIds = await insertInBatches(
    options.tutees,
    batchSize,
    (serial) => {
      const tutee = syntheticTutee(rng, serial, options.tutees);
      tuteeFacts.push({ active: tutee.active, submittedAt: tutee.submittedAt.getTime() });
      return { ...tutee.row, submittedAt: tutee.submittedAt, active: tutee.active };
    },
    (rows) => thenVacuum(insertTuteesBatch(db, rows)),
    progress('tutees', options.tutees),
  );

  // Oldest active tutees were matched first; tutors in a shuffled order while they have room.
  // Once every place is taken, further matches are history (ended), as after a school year.
  const freePlaces = tutorFacts.map((t) => (t.active ? t.capacity : 0));
  const tutorOrder = rng.sample(
    tutorIds.map((_, index) => index),
    tutorIds.length,
  );
  let nextTutor = 0;
  const matches: SeededMatch[] = [];
  for (let index = 0; index < tuteeIds.length && matches.length < options.matches; index += 1) {
    const tutee = tuteeFacts[index];
    if (!tutee?.active) continue;
    while (nextTutor < tutorOrder.length && (freePlaces[tutorOrder[nextTutor] ?? 0] ?? 0) === 0) nextTutor += 1;
    const current = nextTutor < tutorOrder.length;
    const tutorIndex = current ? (tutorOrder[nextTutor] ?? 0) : rng.int(0, tutorIds.length - 1);
    const tutor = tutorFacts[tutorIndex];
    if (!tutor) break;
    if (current) freePlaces[tutorIndex] = (freePlaces[tutorIndex] ?? 1) - 1;
    const createdAt = new Date(Math.max(tutee.submittedAt, tutor.submittedAt) + rng.int(1, 20) * DAY_MS);
    matches.push({
      tuteeId: tuteeIds[index] ?? 0,
      tutorId: tutorIds[tutorIndex] ?? 0,
      createdAt,
      endedAt: current ? null : new Date(createdAt.getTime() + rng.int(30, 200) * DAY_MS),
    });
  }
  for (let start = 0; start < matches.length; start += batchSize) {
    await thenVacuum(insertMatchesBatch(db, matches.slice(start, start + batchSize)));
    options.onProgress?.('matches', Math.min(start + batchSize, matches.length), options.matches);
  }
  // Fresh statistics for the planner, and the visibility map set so that counts read indexes alone, now rather than
  // whenever the server's maintenance (PostgreSQL's autovacuum, or the embedded one) gets to it: 8 s for PGlite at
  // 1,000,000 tutees.
  await db.query('VACUUM ANALYZE tutees, tutors, tutor_offers, tutor_json, matches');
  await checkpointAfterBulkLoad(db);
}
