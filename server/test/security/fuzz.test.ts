import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../testApp.js';
import { samplePerson, tuteeBody, tutorBody } from '../samples.js';
import {
  concretePath,
  hasParams,
  isPublic,
  isStateChanging,
  listApiRoutes,
  routeName,
  type ApiRoute,
} from './apiRoutes.js';
import { recordChanges, type ChangeRecorder } from './dbChecksum.js';
import { Fuzz, HOSTILE_STRINGS, seededRandom } from './fuzzInputs.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const TOTAL_CASES = 1_200;
const HANG_MS = 10_000;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A valid body for the route where one is known, so mutations land near the edge of what is accepted. */
function baseBody(route: ApiRoute, ids: { tutee: number; tutor: number }): Record<string, unknown> {
  if (route.path === '/api/tutees') return { ...tuteeBody(samplePerson('fuzz')) };
  if (route.path === '/api/tutors') return { ...tutorBody(samplePerson('fuzz')) };
  if (route.path.startsWith('/api/user')) return { username: 'fuzzer', password: 'fuzz password 1' };
  if (route.path === '/api/mail') return { email: 'nobody@example.com' };
  return { id: ids.tutee, tutee_id: ids.tutee, tutor_id: ids.tutor };
}

describe(`input fuzz: ${TOTAL_CASES}+ malformed requests to every route (seed ${SEED})`, () => {
  let t: TestApp;
  let staff: TestAgent;
  let routes: ApiRoute[];
  let knownIds: number[];
  let seedIds: { tutee: number; tutor: number };
  let changes: ChangeRecorder;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '100000', SUBMISSIONS_PER_HOUR: '100000' });
    changes = await recordChanges(t.db);
    routes = listApiRoutes(t);
    for (let i = 0; i < 3; i += 1) {
      await t.agent().post('/api/tutees').send(tuteeBody());
      await t.agent().post('/api/tutors').send(tutorBody());
    }
    // The recorder sees what the requests wrote, or every "changed nothing" below would pass unseen.
    expect(await changes.take()).toEqual(expect.arrayContaining(['tutees', 'tutors']));
    staff = await t.staffAgent('fuzzstaff');
    const ids = await t.db.query<{ id: number; kind: string }>(
      `SELECT id, 'tutee' AS kind FROM tutees UNION ALL SELECT id, 'tutor' FROM tutors`,
    );
    knownIds = ids.rows.map((r) => r.id);
    seedIds = {
      tutee: ids.rows.find((r) => r.kind === 'tutee')?.id ?? 1,
      tutor: ids.rows.find((r) => r.kind === 'tutor')?.id ?? 1,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every one with a 2xx or a 4xx error message: zero 5xx, zero hangs, rejected ones change nothing', async () => {
    const fuzz = new Fuzz(seededRandom(SEED));
    const perRoute = Math.max(8, Math.ceil(TOTAL_CASES / routes.length));
    const failures: string[] = [];
    let sent = 0;
    await changes.take();

    for (const route of routes) {
      for (let n = 0; n < perRoute; n += 1) {
        const signedIn = !isPublic(route) ? fuzz.chance(0.85) : fuzz.chance(0.3);
        const agent = signedIn ? staff : t.agent();
        const idParam = hasParams(route) ? String(fuzz.id(knownIds)) : '1';
        const query = fuzz.chance(0.4) ? `?${fuzz.query(knownIds)}` : '';
        let req = agent[route.method.toLowerCase() as Method](`${concretePath(route, idParam)}${query}`).timeout({
          response: HANG_MS,
          deadline: HANG_MS * 2,
        });
        if (fuzz.chance(0.15))
          req = req.set(
            'Idempotency-Key',
            fuzz.chance(0.5)
              ? randomUUID()
              : String(fuzz.string())
                  .slice(0, 200)
                  .replace(/[^\t\x20-\x7e]/g, '?'),
          );

        let description: string;
        const shape = fuzz.int(10);
        if (!isStateChanging(route) && shape < 7) {
          description = `query ${query.slice(0, 120)}`;
        } else if (shape < 5) {
          const body = fuzz.mutate(baseBody(route, seedIds));
          if (fuzz.chance(0.3)) body.id = fuzz.id(knownIds);
          description = `mutated body ${JSON.stringify(body).slice(0, 160)}`;
          req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
        } else if (shape < 7) {
          const value = fuzz.value();
          description = `json value ${JSON.stringify(value).slice(0, 160)}`;
          req = req.set('Content-Type', 'application/json').send(JSON.stringify(value));
        } else if (shape < 9) {
          const raw = fuzz.rawBody();
          description = `raw body ${JSON.stringify(raw.slice(0, 80))}`;
          req = req.set('Content-Type', 'application/json').send(raw);
        } else {
          const type = fuzz.pick([
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/json-patch+json',
            'application/vnd.api+json',
            'application/json\u0000',
          ]);
          description = `content type ${JSON.stringify(type)}`;
          req = req.set('Content-Type', type.replaceAll('\u0000', '')).send(JSON.stringify(baseBody(route, seedIds)));
        }

        sent += 1;
        let res: Response;
        try {
          res = await req;
        } catch (error) {
          failures.push(`${routeName(route)} ${description}: no answer (${(error as Error).message})`);
          continue;
        }
        const where = `${routeName(route)} ${signedIn ? 'staff' : 'anonymous'} ${description}`;
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
        if (res.status >= 400 && res.status < 500) {
          const message: unknown = res.body?.error?.message;
          if (typeof message !== 'string' || message.length === 0)
            failures.push(`${where}: ${res.status} without an error message`);
          const changed = await changes.take();
          if (changed.length > 0)
            failures.push(`${where}: rejected with ${res.status} but changed ${changed.join(', ')}`);
        } else if (res.status < 400) {
          if ((await staff.get('/api/user')).status !== 200) {
            await staff.post('/api/user/login').send({ username: 'fuzzstaff', password: STAFF_PASSWORD }).expect(200);
          }
          // After the sign-in again, which is audited and stamps the account's last sign-in.
          await changes.take();
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1_000);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 300_000);

  it('stores hostile text in every field of a valid application, or refuses it with 400: never 5xx', async () => {
    const applicationCount = async () =>
      (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM tutees) + (SELECT count(*) FROM tutors) AS n'))
        .rows[0]?.n;
    const failures: string[] = [];
    for (const [kind, makeBody] of [
      ['tutees', tuteeBody],
      ['tutors', tutorBody],
    ] as const) {
      const textFields = Object.entries(makeBody())
        .filter(([, v]) => typeof v === 'string')
        .map(([k]) => k);
      for (const field of textFields) {
        for (const hostile of HOSTILE_STRINGS) {
          const body = { ...makeBody(), [field]: hostile() };
          const before = await applicationCount();
          const res = await t.agent().post(`/api/${kind}`).send(body);
          if (res.status !== 201 && res.status !== 400)
            failures.push(`${kind}.${field}=${JSON.stringify(body[field]).slice(0, 40)}: ${res.status}`);
          if (res.status === 400 && (await applicationCount()) !== before)
            failures.push(`${kind}.${field}: 400 but stored`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
