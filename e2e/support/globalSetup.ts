import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from '../../server/test/pgliteTemplate.js';
import { createPgSchemaTemplate, dropPgCopies, dropPgDatabase } from '../../server/test/testDb.js';
import { CHROMIUM_PATH, ROOT } from './paths.js';

/**
 * Browser tests need the built client and server (what `npm start` runs), Debian's Chromium (.ci/run installs it), and
 * the migrated template cluster their servers start on. When TEST_DATABASE_URL names a PostgreSQL server, the journeys'
 * servers (support/fixture.ts) run on copies of a migrated template database there instead: on two cores, an embedded
 * database's WebAssembly costs the browser suite about a fifth of its CPU.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  await preparePgliteTemplate();
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const template = await createPgSchemaTemplate();
  project.provide('pgSchemaTemplate', template);
  return async () => {
    await dropPgCopies(template);
    await dropPgDatabase(template);
  };
}
