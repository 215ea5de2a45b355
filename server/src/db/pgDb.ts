import pg from 'pg';
import type { Logger } from 'pino';
import type { Db, QueryResult, Queryable, SqlParam } from './db.js';
import { asDatabaseError, DatabaseUnavailableError } from './errors.js';

// int8 (count(*), bigserial) as JS numbers: our counts and ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const SCHEMA_LOCK_ID = 718_352_114;
// Applying the schema may fill a new table or build an index over every row of a large database once, which takes
// far longer than any request may (about 45 s for tutor_offers at 100,000 tutors).
const SCHEMA_TIMEOUT_MS = 15 * 60_000;

export function createPgDb(connectionString: string, logger: Logger, poolSize = 10, queryTimeoutMs = 30_000): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A database that stops answering (network partition, frozen host) fails requests instead of hanging them.
    query_timeout: queryTimeoutMs || undefined,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.warn({ code: (error as { code?: string }).code }, 'database connection lost'));

  async function run<Row>(
    client: pg.Pool | pg.PoolClient,
    text: string,
    params?: readonly SqlParam[],
    timeoutMs = queryTimeoutMs,
  ): Promise<QueryResult<Row>> {
    try {
      // pg reads query_timeout per query too; its typings only know the pool-wide setting.
      const config: pg.QueryConfig & { query_timeout?: number } = { text, values: params as unknown[] | undefined, query_timeout: timeoutMs || undefined };
      const result = await client.query(config);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    } catch (error) {
      throw asDatabaseError(error);
    }
  }

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>, timeoutMs = queryTimeoutMs): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw asDatabaseError(error);
    }
    const tx: Queryable = { query: (text, params) => run(client, text, params, timeoutMs) };
    let lost = false;
    try {
      await tx.query('BEGIN');
      const result = await fn(tx);
      await tx.query('COMMIT');
      return result;
    } catch (error) {
      const failure = asDatabaseError(error);
      lost = failure instanceof DatabaseUnavailableError;
      if (!lost) await client.query('ROLLBACK').catch(() => undefined);
      throw failure;
    } finally {
      // A connection that timed out or broke is thrown away, never handed to the next request.
      client.release(lost);
    }
  }

  return {
    engine: 'pg',
    query: (text, params) => run(pool, text, params),
    transaction: (fn) => transaction(fn),
    async exec(script) {
      // Several servers may start at once on one database: apply the schema one at a time.
      await transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_ID})`);
        await tx.query(script);
      }, SCHEMA_TIMEOUT_MS);
    },
    close: () => pool.end(),
  };
}
