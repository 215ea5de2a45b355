import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPgDatabase, dropPgDatabase, serverEnvOn } from '../../server/test/testDb.js';
import { launchBrowser } from './browser.js';
import { outputTailOf, setupCodeOf, startServerProcess, type ServerProcess } from './server.js';

export interface E2eEnv {
  server: ServerProcess;
  browser: Browser;
  /** the server's database settings (none on the embedded database), for a test that starts it again on its data */
  databaseEnv: Record<string, string>;
}

/**
 * One Chromium for all the files a worker runs, one after another (isolate: false): a launch costs more CPU than many
 * tests. Each file works in contexts of its own, closed when it ends.
 */
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (workerBrowser = undefined));
    return browser;
  });
  return workerBrowser;
}

/**
 * A new PostgreSQL database for one test file's server, copied from the run's migrated template (globalSetup.ts), when
 * TEST_DATABASE_URL names a server; undefined otherwise.
 */
async function pgDatabaseForFile(): Promise<string | undefined> {
  // Provided only when the global setup made a template: undefined at run time otherwise, whatever its type says.
  const template = inject('pgSchemaTemplate') as string | undefined;
  return template ? createPgDatabase(template) : undefined;
}

/**
 * One real server (a new database holding the schema only: a PostgreSQL copy when TEST_DATABASE_URL is set, else an
 * embedded one) for the whole test file, and the worker's Chromium.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): E2eEnv {
  const holder = {} as E2eEnv;
  let pgDatabase: string | undefined;
  beforeAll(async () => {
    pgDatabase = await pgDatabaseForFile();
    holder.databaseEnv = pgDatabase ? serverEnvOn(pgDatabase) : {};
    const [server, browser] = await Promise.all([
      startServerProcess({ ...holder.databaseEnv, ...env }, undefined, { fromTemplate: true }),
      sharedBrowser(),
    ]);
    holder.server = server;
    holder.browser = browser;
  });
  afterAll(async () => {
    await Promise.all(holder.browser?.contexts().map((context) => context.close()) ?? []);
    await holder.server?.dispose();
    if (pgDatabase) await dropPgDatabase(pgDatabase);
  });
  return holder;
}

/** Creates the first staff account through the API's first-run registration, with the setup code the server printed. */
export async function createStaffViaApi(baseUrl: string, username: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, setupCode: setupCodeOf(baseUrl) }),
  });
  if (res.status !== 201) {
    throw new Error(
      `could not create staff ${username}: ${res.status} ${await res.text()}\nthe server's last lines:\n${outputTailOf(baseUrl)}`,
    );
  }
}

/**
 * Adds a coordinator as the admin signed in on `page` (the page's own same-origin call, with its session): the
 * Staff accounts page offers a password reset only for colleagues, never for oneself.
 */
export async function addColleagueOnPage(page: Page, username: string): Promise<void> {
  const status = await page.evaluate(
    (name) =>
      fetch('/api/staff', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: name, role: 'coordinator' }),
      }).then((res) => res.status),
    username,
  );
  if (status !== 201) throw new Error(`could not add colleague ${username}: ${status}`);
}
