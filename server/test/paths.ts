import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readSchema } from '../src/db/schema.js';

const schemaHash = crypto.createHash('sha256').update(readSchema()).digest('hex').slice(0, 16);

/** Keyed by the schema's content, so a changed database.sql never meets a stale template. */
export const PGLITE_TEMPLATE = path.join(os.tmpdir(), `tutoring-pglite-template-${schemaHash}.tar`);
