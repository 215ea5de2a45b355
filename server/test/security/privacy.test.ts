import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { samplePerson, tuteeBody, tutorBody } from '../samples.js';
import { sessionCookieOf } from '../sessionCookie.js';
import { testConfig } from '../testApp.js';
import { createTestDb } from '../testDb.js';
import { concretePath, hasParams, isPublic, listApiRoutes } from './apiRoutes.js';
import { tableChecksum } from './dbChecksum.js';

interface Reply {
  status: number;
  body: unknown;
}

/** A tiny cookie-keeping HTTP client, as a browser would be. */
function client(baseUrl: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = sessionCookieOf(res);
    if (session) cookie = session.split(';')[0] ?? '';
    const text = await res.text();
    // Staff exports answer CSV; everything else JSON.
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: !text ? null : isJson ? (JSON.parse(text) as unknown) : text };
  };
}

/** Every string in a value (request bodies), at any depth. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** A tutee's record in a JSON answer, or the records CSV export's tutee columns. */
const hasTuteeRecord = (body: unknown): boolean =>
  typeof body === 'string'
    ? body.includes('Tutee First Name')
    : JSON.stringify(body ?? null).includes('"tutee_firstname"');

describe('privacy: a full flow leaves no personal data in the logs, and staff access is audited', () => {
  let server: RunningServer;
  let logOutput = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-privacy-'));
  const sentValues: string[] = [];
  const unaudited: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logOutput += chunk.toString();
        done();
      },
    });
    // debug: everything the server would ever log, not only what production shows.
    const logger = createLogger('debug', sink);
    server = await startServer(
      testConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }),
      await createTestDb(),
      logger,
    );
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs submit, mail, sign in, every list, status changes and a match', async () => {
    const db = server.ctx.db;
    const anonymous = client(server.url);
    const staff = client(server.url);
    const auditCount = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]?.n ?? 0;
    const dataChecksum = async () => {
      // The outbox is also changed by the background sender, so it is no evidence of a staff change.
      const { audit_log: _audit, email_outbox: _outbox, ...data } = await tableChecksum(db);
      return JSON.stringify(data);
    };
    /** A staff call: a data change or a read of tutee records must add an audit row. */
    const staffCall = async (method: string, url: string, body?: unknown) => {
      if (body !== undefined) sentValues.push(...stringsIn(body));
      const [auditBefore, dataBefore] = [await auditCount(), await dataChecksum()];
      const res = await staff(method, url, body);
      const changed = (await dataChecksum()) !== dataBefore;
      if ((changed || hasTuteeRecord(res.body)) && (await auditCount()) === auditBefore)
        unaudited.push(`${method} ${url} (${res.status})`);
      return res;
    };
    const send = async (method: string, url: string, body: unknown, headers?: Record<string, string>) => {
      sentValues.push(...stringsIn(body));
      return anonymous(method, url, body, headers);
    };

    const admin = { username: `admin${samplePerson().firstName}`, password: `pw ${samplePerson().lastName}` };
    expect((await staffCall('POST', '/api/user/register', { ...admin, setupCode: server.setupCode })).status).toBe(201);

    const tutee = tuteeBody(samplePerson('privtutee'));
    const tutor = tutorBody(samplePerson('privtutor'));
    expect((await send('POST', '/api/tutees', tutee, { 'Idempotency-Key': crypto.randomUUID() })).status).toBe(201);
    expect((await send('POST', '/api/tutors', tutor)).status).toBe(201);
    await send('POST', '/api/mail', { email: tutee.emailGuardian });
    await send('POST', '/api/mail', { email: tutor.email });
    // Rejected input and a failed sign-in are logged too: their values must not be.
    expect((await send('POST', '/api/tutees', { ...tuteeBody(samplePerson('rejected')), phone: '' })).status).toBe(400);
    expect(
      (await send('POST', '/api/user/login', { username: admin.username, password: 'wrong secret password' })).status,
    ).toBe(401);

    const ids = await db.query<{ kind: string; id: number }>(
      `SELECT 'tutee' AS kind, id FROM tutees UNION ALL SELECT 'tutor', id FROM tutors`,
    );
    const tuteeId = ids.rows.find((r) => r.kind === 'tutee')!.id;
    const tutorId = ids.rows.find((r) => r.kind === 'tutor')!.id;

    // Every declared staff read, with the tutee's name and subjects in the query string.
    const query = new URLSearchParams({
      q: tutee.lastName,
      subject1: String(tutee.subject1),
      subject2: String(tutee.subject2),
      subject3: String(tutee.subject3),
      grade: tutee.gradeLevel,
    });
    const listing = createApp(server.ctx);
    const routes = listApiRoutes(listing);
    listing.close();
    for (const route of routes.filter((r) => r.method === 'GET')) {
      // Public reads (the API reference describes record fields, it holds none) are logged but not audited.
      const call = isPublic(route) ? (method: string, url: string) => anonymous(method, url) : staffCall;
      await call('GET', `${concretePath(route, String(tuteeId))}?${query}`);
      if (hasParams(route)) await call('GET', concretePath(route, String(tuteeId)));
    }
    for (const kind of ['tutees', 'tutors']) {
      const id = kind === 'tutees' ? tuteeId : tutorId;
      expect((await staffCall('PUT', `/api/${kind}/changeStatus`, { id })).status).toBe(200);
      expect((await staffCall('PUT', `/api/${kind}/changeStatus`, { id })).status).toBe(200);
    }
    expect((await staffCall('POST', '/api/matches', { tutee_id: tuteeId, tutor_id: tutorId })).status).toBe(201);
    expect((await staffCall('PUT', '/api/matches/matchStatus', { tutee_id: tuteeId, tutor_id: tutorId })).status).toBe(
      200,
    );
    // Personal data where an id belongs, and in a path no route knows: the path must not reach the log either.
    expect((await staffCall('GET', `/api/matches/tutee/${tutee.lastName}`)).status).toBe(400);
    expect((await staffCall('GET', `/api/no-such-route/${tutee.firstName}`)).status).toBe(404);
    expect((await staffCall('GET', '/api/matches')).status).toBe(200);
    await staffCall('POST', '/api/user/logout', {});
    // Let the mail outbox send (to .eml files) so its logging is part of the capture.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(logOutput).toContain('"msg":"request"');
    // Request logs still say which route answered.
    expect(logOutput).toContain('"path":"/api/matches/tutee/:id","status":400');
    expect(logOutput).toContain('"path":"/api/tutees","status":201');
  });

  it('no request body value, email, phone or name appears in the log output', () => {
    const secrets = [...new Set(sentValues)].filter((value) => value.length >= 6 && !/^(true|false|null)$/.test(value));
    expect(secrets.length).toBeGreaterThan(20);
    const leaked = secrets.filter(
      (value) => logOutput.includes(value) || logOutput.includes(JSON.stringify(value).slice(1, -1)),
    );
    expect(leaked).toEqual([]);
  });

  it('every staff read of tutee records and every staff change wrote an audit row', () => {
    expect(unaudited).toEqual([]);
  });
});
