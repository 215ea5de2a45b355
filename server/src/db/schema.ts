import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

export const SCHEMA_PATH = fileURLToPath(new URL('../../../database.sql', import.meta.url));

export function readSchema(): string {
  return fs.readFileSync(SCHEMA_PATH, 'utf8');
}

export async function applySchema(db: Db): Promise<void> {
  await db.exec(readSchema());
}
