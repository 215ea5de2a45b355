import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from './pgliteTemplate.js';
import { createPgSchemaTemplate, dropPgCopies, dropPgDatabase } from './testDb.js';

/**
 * PostgreSQL: the migrations run once, in a template database of this run, and every test database is a copy of
 * it (CREATE DATABASE ... TEMPLATE), which takes a third of the time of creating one and applying the schema. Test
 * processes keep their copies for reuse (testDbPool.ts); the run's end drops them with the template.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env?.TEST_ENGINE !== 'pg') {
    await preparePgliteTemplate();
    return undefined;
  }
  const template = await createPgSchemaTemplate();
  project.provide('pgSchemaTemplate', template);
  return async () => {
    await dropPgCopies(template);
    await dropPgDatabase(template);
  };
}
