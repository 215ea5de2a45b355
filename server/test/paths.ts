import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readMigrations } from '../src/db/migrate.js';

const schemaHash = crypto.createHash('sha256').update(JSON.stringify(readMigrations())).digest('hex').slice(0, 16);

/** Keyed by the migrations' content, so a new or changed migration never meets a stale template. */
export const PGLITE_TEMPLATE = path.join(os.tmpdir(), `tutoring-pglite-template-${schemaHash}.tar`);

/** The same cluster before the migrations ran: a new, empty database without a cluster's set-up (initdb). */
export const PGLITE_EMPTY_TEMPLATE = path.join(os.tmpdir(), `tutoring-pglite-empty-${schemaHash}.tar`);
