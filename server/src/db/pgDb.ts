import pg from 'pg';
import type { Logger } from 'pino';
import { SCHEMA_LOCK_ID, type Db, type QueryResult, type Queryable, type SqlParam } from './db.js';
import { asDatabaseError, DatabaseUnavailableError, QueryTimeoutError } from './errors.js';

// int8 (count(*), bigserial) as JS numbers: our counts and ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// A migration may fill a new table or build an index over every row of a large database once, which takes far longer
// than any request may (about 45 s for tutor_offers at 100,000 tutors).
const SCHEMA_TIMEOUT_MS = 15 * 60_000;

/**
 * Fails a statement the database has not answered within ms, so a database that stops answering (network partition,
 * frozen host) fails requests instead of hanging them. Our own timer rather than pg's query_timeout: see queryable.
 */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueryTimeoutError()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * PostgreSQL ends one of two transactions that wait on each other's row locks (deadlock_detected) and rolls it back
 * whole. A write that changes a tutor's and a tutee's derived counts at once (a match ending frees the tutor and
 * returns the tutee) locks their count rows in the order its triggers fire, which two such writes can cross: the one
 * rolled back runs again, a few times at most, after a short random pause.
 */
const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_RETRIES = 4;

async function retryingDeadlocks<T>(work: () => Promise<T>, logger: Logger): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt > DEADLOCK_RETRIES) throw error;
      // Each one cost a second (deadlock_timeout): frequent ones mean two writes take their locks in crossing orders.
      logger.warn({ attempt }, 'deadlock detected: the transaction runs again');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}

export function createPgDb(connectionString: string, logger: Logger, poolSize = 10, queryTimeoutMs = 30_000): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.warn({ code: (error as { code?: string }).code }, 'database connection lost'));

  /** Lends fn a pooled connection; one that timed out or broke is thrown away, never handed to the next request. */
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw asDatabaseError(error);
    }
    let lost = false;
    try {
      return await fn(client);
    } catch (error) {
      const failure = asDatabaseError(error);
      lost = failure instanceof DatabaseUnavailableError;
      throw failure;
    } finally {
      client.release(lost);
    }
  }

  // pg's callback form on purpose. Its promise form and its query_timeout each set the query's callback to a function
  // written as the property's value, which V8 allocates in the old generation (docs/architecture.md#garbage-per-request),
  // and with either one every result outlived two garbage-collector scavenges: three times the collector's pauses,
  // staff list query p99 6.1-6.9 ms instead of 1.6-1.9 ms (docs/benchmarks.md).
  function queryable(client: pg.PoolClient, timeoutMs: number): Queryable {
    return {
      async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
        const answer = new Promise<pg.QueryResult>((resolve, reject) => {
          client.query({ text, values: params as unknown[] | undefined }, (error, result) =>
            error ? reject(error) : resolve(result),
          );
        });
        const result = await withDeadline(answer, timeoutMs);
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
      },
    };
  }

  function transaction<T>(fn: (tx: Queryable) => Promise<T>, timeoutMs = queryTimeoutMs): Promise<T> {
    return withClient(async (client) => {
      const tx = queryable(client, timeoutMs);
      await tx.query('BEGIN');
      try {
        const result = await fn(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        if (!(asDatabaseError(error) instanceof DatabaseUnavailableError))
          await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  return {
    engine: 'pg',
    query: (text, params) =>
      retryingDeadlocks(() => withClient((client) => queryable(client, queryTimeoutMs).query(text, params)), logger),
    transaction: (fn) => retryingDeadlocks(() => transaction(fn), logger),
    // A query without parameters goes as a simple query, which may hold several statements.
    exec: (script) => transaction(async (tx) => void (await tx.query(script))),
    schemaTransaction: (fn) =>
      transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
        return fn({ ...tx, exec: async (script) => void (await tx.query(script)) });
      }, SCHEMA_TIMEOUT_MS),
    close: () => pool.end(),
  };
}
