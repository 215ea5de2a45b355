// A connection that keeps the plan of every statement it runs (npm run bench:explain, npm run bench:tail).
import pg from 'pg';
import type { Queryable, QueryResult, SqlParam } from '../src/db/db.js';

// auto_explain rather than an EXPLAIN in front of each statement: it also reports the statements run inside functions,
// and the candidate search's index walks run inside candidate_ranking (database.sql), planned as the server plans them.
const AUTO_EXPLAIN = [
  "LOAD 'auto_explain'",
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_analyze = on',
  'SET auto_explain.log_buffers = on',
  'SET auto_explain.log_nested_statements = on',
  'SET auto_explain.log_level = notice',
  'SET client_min_messages = notice',
].join('; ');

/** A Queryable on a connection of its own that keeps the plan of every statement it runs, nested ones first. */
export async function explainingConnection(
  url: string,
): Promise<Queryable & { plans: string[]; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => {
    if (notice.message?.startsWith('duration:')) plans.push(notice.message);
  });
  try {
    await client.query(AUTO_EXPLAIN);
  } catch (error) {
    await client.end();
    throw new Error(
      `auto_explain could not be loaded (it needs a superuser role): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    plans,
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await client.query(text, params as unknown[] | undefined);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    end: () => client.end(),
  };
}
