import http from 'node:http';
import { once } from 'node:events';
import bcrypt from 'bcryptjs';
import type { Express } from 'express';
import type { StaffRole } from '@tutoring/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../src/app.js';
import type { ApiRoute } from '../src/http/apiRoute.js';
import type { OpenApiDocument } from '../src/openapi/document.js';
import { insertStaff } from '../src/auth/repo.js';
import { HashPool } from '../src/auth/hashPool.js';
import { AuthService } from '../src/auth/service.js';
import { prepareSetupCode } from '../src/auth/setupCode.js';
import { loadConfig, type Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import type { Db } from '../src/db/db.js';
import { createLogger } from '../src/logger.js';
import { createMailOutbox } from '../src/mail/outbox.js';
import { createTestDb } from './testDb.js';

export interface TestApp {
  app: Express;
  /** every /api route the app declares */
  routes: readonly ApiRoute[];
  /** the OpenAPI document the app serves */
  document: OpenApiDocument;
  db: Db;
  ctx: AppContext;
  /** a fresh cookie-keeping client, signed out */
  agent(): TestAgent;
  /** creates a staff account (straight in the database; an admin unless told) and returns a signed-in agent */
  staffAgent(username?: string, role?: StaffRole): Promise<TestAgent>;
  /** the first-run setup code a server on this database prints at start (undefined once staff exist) */
  setupCode(): Promise<string | undefined>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/tutoring-test-unused',
    ...overrides,
  });
}

const STAFF_PASSWORD = 'staff password 123';

/**
 * One hash pool for every app a test process builds: under vitest a hashing worker loads TypeScript through tsx,
 * which costs about a second of CPU per worker, and nearly every test signs someone in. Its idle workers are
 * unreferenced, so they never hold the process open.
 */
const sharedHashPool = new HashPool();

/** The real Express app on a real, fresh database (PGlite or PostgreSQL, see testDb.ts). */
export async function createTestApp(env: Record<string, string> = {}, existingDb?: Db): Promise<TestApp> {
  const config = testConfig(env);
  const db = existingDb ?? (await createTestDb());
  const logger = createLogger('silent');
  // The outbox is built but not started: mail tests start it when they want mail to go out.
  const ctx: AppContext = {
    config,
    db,
    logger,
    auth: new AuthService(db, {
      bcryptCost: config.BCRYPT_COST,
      setupSecret: config.SESSION_SECRET,
      hashPool: sharedHashPool,
    }),
    mail: createMailOutbox(config, db, logger),
  };
  const built = createApp(ctx);
  // One listening server for every request the test makes: given the app itself, supertest starts and stops a server
  // for each request. It listens as supertest's own would (port 0, every address), so callers' addresses are the same.
  const server = http.createServer(built.app).listen(0);
  server.unref();
  await once(server, 'listening');
  let staffCount = 0;
  return {
    app: built.app,
    routes: built.routes,
    document: built.document,
    db,
    ctx,
    agent: () => request.agent(server),
    async staffAgent(username = `staff${++staffCount}`, role: StaffRole = 'admin') {
      await insertStaff(db, {
        username,
        passwordHash: await bcrypt.hash(STAFF_PASSWORD, 4),
        role,
        mustChangePassword: false,
      });
      const agent = request.agent(server);
      await agent.post('/api/user/login').send({ username, password: STAFF_PASSWORD }).expect(200);
      return agent;
    },
    setupCode: () => prepareSetupCode(db, config.SESSION_SECRET),
    async close() {
      server.closeAllConnections();
      server.close();
      built.close();
      await ctx.mail.stop();
      await ctx.auth.close();
      if (!existingDb) await db.close();
    },
  };
}

export { STAFF_PASSWORD };
