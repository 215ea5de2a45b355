import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.js';
import type { Db } from '../db/db.js';
import { loadToolConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { buildServer } from '../../../e2e/support/server.js';
import { copyPgliteTemplateInto } from '../../test/pgliteTemplate.js';
import { createPgDatabase, databaseUrl, dropPgDatabase, TEST_ENGINE } from '../../test/testDb.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm run create-staff', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    buildServer();
    if (TEST_ENGINE === 'pg') {
      const name = await createPgDatabase();
      env = { DATABASE_URL: databaseUrl(name) };
      cleanup = () => dropPgDatabase(name);
    } else {
      // On the migrated template cluster: these tests are about the accounts, not about setting up a new folder.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-staff-'));
      copyPgliteTemplateInto(dir);
      env = { DATA_DIR: dir };
      cleanup = () => fs.promises.rm(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await cleanup();
  });

  // What `npm run create-staff` runs once it has built the server.
  const createStaff = (...args: string[]) =>
    run(process.execPath, ['server/dist/cli/createStaff.js', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, BCRYPT_COST: '4', STAFF_PASSWORD: 'a long staff password' },
    }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stderr: string }) => ({ ok: false, out: error.stderr }),
    );

  async function rolesInDb(): Promise<Record<string, string>> {
    let db: Db | undefined;
    try {
      db = await openDatabase(loadToolConfig({ ...env, BCRYPT_COST: '4' }), createLogger('silent'));
      const rows = await db.query<{ username: string; role: string }>('SELECT username, role FROM staff_users');
      return Object.fromEntries(rows.rows.map((r) => [r.username, r.role]));
    } finally {
      await db?.close();
    }
  }

  it('makes the first account an admin, refuses a first coordinator, and makes one with --role coordinator after', async () => {
    const firstCoordinator = await createStaff('helper', '--role', 'coordinator');
    expect(firstCoordinator).toEqual({
      ok: false,
      out: expect.stringContaining('The first staff account must be an admin'),
    });
    expect(await createStaff('lead')).toEqual({
      ok: true,
      out: expect.stringContaining('Created admin account "lead"'),
    });
    expect(await createStaff('helper', '--role', 'coordinator')).toEqual({
      ok: true,
      out: expect.stringContaining('Created coordinator account "helper"'),
    });
    expect(await createStaff('other', '--role', 'owner')).toEqual({
      ok: false,
      out: expect.stringContaining('Usage: npm run create-staff'),
    });
    expect(await rolesInDb()).toEqual({ lead: 'admin', helper: 'coordinator' });
  }, 120_000);
});
