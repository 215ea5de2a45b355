import type { Queryable } from '../src/db/db.js';
import type { PersonKind } from '../src/personData/references.js';
import { samplePerson, tuteeBody, tutorBody, type Person } from './samples.js';
import type { TestApp } from './testApp.js';

/** Someone who applied through the public form: their row, consent record and queued confirmation email exist. */
export interface Applicant {
  kind: PersonKind;
  id: number;
  person: Person;
}

export async function apply(t: TestApp, kind: PersonKind): Promise<Applicant> {
  const person = samplePerson(kind);
  const res = await t
    .agent()
    .post(kind === 'tutee' ? '/api/tutees' : '/api/tutors')
    .send(kind === 'tutee' ? tuteeBody(person) : tutorBody(person))
    .expect(201);
  return { kind, id: (res.body as { id: number }).id, person };
}

/** SQL interval text, e.g. '24 months 1 day': how long ago something happened. */
export type Ago = string;

/**
 * A match written straight to the tables, started and (unless endedAgo is null) ended the given time ago; a current
 * one marks the tutee matched and takes one of the tutor's places, as POST /api/matches does.
 */
export async function insertMatch(
  db: Queryable,
  tuteeId: number,
  tutorId: number,
  startedAgo: Ago,
  endedAgo: Ago | null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO matches (tutee_id, tutor_id, created_at, ended_at, end_reason)
     VALUES ($1, $2, now() - $3::interval, now() - $4::interval, CASE WHEN $4::interval IS NULL THEN NULL ELSE 'finished' END)
     RETURNING id`,
    [tuteeId, tutorId, startedAgo, endedAgo],
  );
  if (endedAgo === null) {
    await db.query('UPDATE tutees SET matched = true WHERE id = $1', [tuteeId]);
    await db.query('UPDATE tutors SET current_matches = current_matches + 1 WHERE id = $1', [tutorId]);
  }
  return rows[0]!.id;
}

/** Moves a person's last change back in time (the retention clock of an application). */
export async function setLastChange(db: Queryable, applicant: Applicant, ago: Ago): Promise<void> {
  await db.query(`UPDATE ${applicant.kind}s SET updated_at = now() - $2::interval WHERE id = $1`, [applicant.id, ago]);
}
