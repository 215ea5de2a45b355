import { Router } from 'express';
import type { AppContext } from '../context.js';
import { SCHEMA_TABLES } from '../db/schema.js';
import type { DocumentedOperation } from '../openapi/document.js';
import { healthSchema, readinessSchema, type Health, type Readiness } from './schemas.js';

// A database that does not answer within this is "not ready": a load balancer must not wait out the query timeout.
const DATABASE_CHECK_MS = 2_000;

async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('deadline')), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every table of the schema exists (one catalogue query); false when the database cannot say. */
async function checkSchema(
  { db }: Pick<AppContext, 'db'>,
  tables: readonly string[],
): Promise<{ database: boolean; schema: boolean }> {
  try {
    const { rows } = await withinDeadline(
      db.query<{ present: number }>(
        'SELECT count(*)::int AS present FROM pg_catalog.pg_tables WHERE schemaname = current_schema() AND tablename = ANY ($1::text[])',
        [tables],
      ),
      DATABASE_CHECK_MS,
    );
    return { database: true, schema: rows[0]?.present === tables.length };
  } catch {
    return { database: false, schema: false };
  }
}

/**
 * For load balancers and process managers, unauthenticated and cheap: /healthz says the process answers (restart it
 * if not); /readyz says it can serve (send it traffic only if so): the database answers, the schema is applied and the
 * mail worker runs. Neither touches a session or reveals more than those three booleans.
 */
export function createHealthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const body: Health = { status: 'ok' };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get('/readyz', async (_req, res) => {
    const checks: Readiness['checks'] = { ...(await checkSchema(ctx, SCHEMA_TABLES)), mail: ctx.mail.isRunning() };
    const ready = checks.database && checks.schema && checks.mail;
    if (!ready) ctx.logger.warn({ checks }, 'not ready');
    const body: Readiness = { status: ready ? 'ready' : 'unavailable', checks };
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json(body);
  });
  return router;
}

/** The health routes as the API reference describes them (they live outside /api, beside it). */
export const HEALTH_OPERATIONS: readonly DocumentedOperation[] = [
  {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tag: 'Health',
    summary: 'Liveness: the process answers',
    responses: { 200: { description: 'always, while the process runs', json: healthSchema } },
  },
  {
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tag: 'Health',
    summary: 'Readiness: database answers, schema applied, mail worker running',
    responses: {
      200: { description: 'ready for traffic', json: readinessSchema },
      503: { description: 'not ready; checks says which part failed', json: readinessSchema },
    },
  },
];
