import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';
import { samplePerson, tuteeBody, tutorBody } from '../samples.js';

describe('double submit: the same application sent 10 times at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const kind of ['tutees', 'tutors'] as const) {
    it(`creates one ${kind.slice(0, -1)}, queues one confirmation, and every reply agrees`, async () => {
      const person = samplePerson(`double${kind}`);
      const body = kind === 'tutees' ? tuteeBody(person) : tutorBody(person);
      const key = randomUUID();
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => t.agent().post(`/api/${kind}`).set('Idempotency-Key', key).send(body)),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
      const ids = new Set(replies.map((r) => (r.body as { id: number }).id));
      expect(ids.size).toBe(1);
      const rows = await t.db.query<{ id: number }>(`SELECT id FROM ${kind} WHERE first_name = $1`, [person.firstName]);
      expect(rows.rows.map((r) => r.id)).toEqual([...ids]);
      const mail = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1 AND kind = 'application_received'",
        [person.email],
      );
      expect(mail.rows[0]?.n).toBe(1);

      // A later retry with the same key still answers the same application.
      const retry = await t.agent().post(`/api/${kind}`).set('Idempotency-Key', key.toUpperCase()).send(body);
      expect(retry.status).toBe(201);
      expect(retry.body.id).toBe([...ids][0]);
    });
  }

  it('without a key, each submit is its own application (the wizard always sends one)', async () => {
    const body = tuteeBody();
    const replies = await Promise.all([1, 2].map(() => t.agent().post('/api/tutees').send(body)));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(2);
  });
});
