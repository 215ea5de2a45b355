import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../e2e/support/server.js';
import { samplePerson, tuteeBody, tutorBody } from '../samples.js';
import { createPgDatabase, dropPgDatabase, serverEnvOn, TEST_ENGINE } from '../testDb.js';
import { allTutees, staffCookie } from './count.js';
import { RELIABILITY } from './flags.js';

const ROUNDS = 8;

async function post(url: string, body: unknown, cookie = ''): Promise<{ status: number; body: { id?: number } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as { id?: number } };
}

describe.runIf(RELIABILITY && TEST_ENGINE === 'pg')('two server processes on one PostgreSQL', () => {
  it('share sessions and never double-match under racing POST /api/matches', async () => {
    const name = await createPgDatabase();
    const env = {
      ...serverEnvOn(name),
      SUBMISSIONS_PER_HOUR: '100000',
      LOGIN_MAX_FAILURES: '4',
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      // Signed in on A, the same cookie works on B; signed out on B, it is dead on A too.
      const cookie = await staffCookie(a.url);
      const meOnB = await fetch(`${b.url}/api/user`, { headers: { Cookie: cookie } });
      expect(meOnB.status).toBe(200);
      const other = await staffCookie(b.url);
      expect((await post(`${b.url}/api/user/logout`, {}, other)).status).toBe(204);
      expect((await fetch(`${a.url}/api/user`, { headers: { Cookie: other } })).status).toBe(401);

      // Failed sign-ins spread over both processes count against one limit.
      const guesses = [];
      for (let i = 0; i < 4; i += 1)
        guesses.push(
          (await post(`${i % 2 ? b.url : a.url}/api/user/login`, { username: 'counter', password: `guess ${i}` }))
            .status,
        );
      expect(guesses).toEqual([401, 401, 401, 401]);
      expect((await post(`${a.url}/api/user/login`, { username: 'counter', password: 'guess 5' })).status).toBe(429);
      expect((await post(`${b.url}/api/user/login`, { username: 'counter', password: 'guess 6' })).status).toBe(429);

      let created = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const tutee = (await post(`${a.url}/api/tutees`, tuteeBody(samplePerson('race')))).body.id!;
        const tutee2 = (await post(`${b.url}/api/tutees`, tuteeBody(samplePerson('race')))).body.id!;
        const tutorA = (await post(`${a.url}/api/tutors`, tutorBody(samplePerson('race')))).body.id!;
        const tutorB = (await post(`${b.url}/api/tutors`, tutorBody(samplePerson('race')))).body.id!;
        // One tutee, two tutors, one request on each process: exactly one match.
        const sameTutee = await Promise.all([
          post(`${a.url}/api/matches`, { tutee_id: tutee, tutor_id: tutorA }, cookie),
          post(`${b.url}/api/matches`, { tutee_id: tutee, tutor_id: tutorB }, cookie),
        ]);
        expect(sameTutee.map((r) => r.status).sort(), `round ${round} same tutee`).toEqual([201, 409]);
        // The tutor left free (capacity 1), two tutees: exactly one match again.
        const freeTutor = sameTutee[0]?.status === 201 ? tutorB : tutorA;
        const tutee3 = await post(`${a.url}/api/tutees`, tuteeBody(samplePerson('race')));
        const sameTutor = await Promise.all([
          post(`${a.url}/api/matches`, { tutee_id: tutee2, tutor_id: freeTutor }, cookie),
          post(`${b.url}/api/matches`, { tutee_id: tutee3.body.id, tutor_id: freeTutor }, cookie),
        ]);
        expect(sameTutor.map((r) => r.status).sort(), `round ${round} same tutor`).toEqual([201, 409]);
        created += 2;
      }

      const matches = (await (await fetch(`${b.url}/api/matches`, { headers: { Cookie: cookie } })).json()) as {
        tutee_id: number;
        tutor_id: number;
      }[];
      expect(matches.length).toBe(created);
      expect(new Set(matches.map((m) => m.tutee_id)).size).toBe(matches.length);
      expect(new Set(matches.map((m) => m.tutor_id)).size).toBe(matches.length);
      expect((await allTutees(a.url, cookie)).size).toBe(ROUNDS * 3);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
      await dropPgDatabase(name);
    }
  }, 150_000);
});
