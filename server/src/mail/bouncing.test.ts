import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { ProposalRun } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An outbox row to the tutee's family (or, with role tutor, a match email to its tutor), sent or failed for good. */
async function email(app: TestApp, tuteeId: number, state: 'sent' | 'failed', role: 'family' | 'tutor' = 'family') {
  await app.db.query(
    `INSERT INTO email_outbox (kind, to_address, subject, body, tutee_id, requested_at, role, sent_at, failed_at, attempts)
     VALUES ('test', 'family@example.org', 's', 'b', $1, now(), $2, $3, $4, 5)`,
    [tuteeId, role, state === 'sent' ? new Date() : null, state === 'failed' ? new Date() : null],
  );
}

async function proposedTutees(staff: TestAgent): Promise<number[]> {
  const run = (await staff.post('/api/proposals').send({}).expect(201)).body as ProposalRun;
  return run.pairs.map((pair) => pair.tutee_id).sort((a, b) => a - b);
}

async function askedTutees(app: TestApp, staff: TestAgent): Promise<number[]> {
  await staff.post('/api/reconfirmations').send({ tutees: true, tutors: false }).expect(201);
  const { rows } = await app.db.query<{ tutee_id: number }>(
    'DELETE FROM reconfirmation WHERE tutee_id IS NOT NULL RETURNING tutee_id',
  );
  return rows.map((row) => row.tutee_id).sort((a, b) => a - b);
}

describe('a family whose email bounces is not waiting', () => {
  it('is neither proposed nor asked to reconfirm until an email to the family goes through again', async () => {
    t = await createTestApp();
    const staff = await t.staffAgent('coordinator1', 'coordinator');
    const reachable = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
    const bouncing = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
    await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'], capacity: 2 });
    // A failed match email to the tutor carries the tutee's id too: it says nothing of the family's address.
    await email(t, reachable, 'failed', 'tutor');
    await email(t, bouncing, 'sent');
    await email(t, bouncing, 'failed');

    expect(await proposedTutees(staff)).toEqual([reachable]);
    expect(await askedTutees(t, staff)).toEqual([reachable]);

    await email(t, bouncing, 'sent');
    expect(await proposedTutees(staff)).toEqual([reachable, bouncing].sort((a, b) => a - b));
    expect(await askedTutees(t, staff)).toEqual([reachable, bouncing].sort((a, b) => a - b));
  });
});
