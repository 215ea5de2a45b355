import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const SCHEMA_PATH = fileURLToPath(new URL('../../../database.sql', import.meta.url));

export function readSchema(): string {
  return fs.readFileSync(SCHEMA_PATH, 'utf8');
}

/** The tables database.sql creates: a database holding all of them has had the schema applied. */
export function schemaTables(): string[] {
  return [...readSchema().matchAll(/^CREATE TABLE IF NOT EXISTS (\w+)/gm)].map((match) => match[1] as string);
}

export async function applySchema(db: Db): Promise<void> {
  await db.exec(readSchema());
}
