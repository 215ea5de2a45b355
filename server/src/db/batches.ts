// Lists read and answered in batches, so their memory is that of one batch however long they are.
import type { Queryable, SqlParam } from './db.js';

/**
 * Rows per query when a whole list is read. Each batch is in memory four times over while it is written (rows,
 * records, their JSON, the joined text); 250 rather than 1,000 took the server's peak while it streams whole lists from
 * 325 to 307 MB in the bench, for 13 % more time on the widest rows (the unpaged records list of 20,000 matches).
 */
export const BATCH_SIZE = 250;

// eslint-disable-next-line @typescript-eslint/require-await -- the list readers take batches as an async generator; a list already in memory is one batch with nothing to wait for
export async function* oneBatch<T>(items: T[]): AsyncGenerator<T[]> {
  yield items;
}

export async function* mapBatches<T, U>(batches: AsyncIterable<T[]>, map: (item: T) => U): AsyncGenerator<U[]> {
  for await (const batch of batches) yield batch.map(map);
}

export interface KeysetQuery {
  /** the select list */
  columns: string;
  /** the FROM clause, joins included */
  from: string;
  /** the filter, referring to params as $1, $2 ... */
  where: string;
  params: readonly SqlParam[];
  /** the order: a timestamp column, then the id column that breaks ties */
  time: string;
  id: string;
  direction: 'ASC' | 'DESC';
}

/** The position of the last row of a batch. The time travels as text: a JS Date would drop the microseconds and repeat rows. */
type Keyed = { keyset_time: string; keyset_id: number };

/**
 * Every row of a query in order, one batch per query, each starting after the last row of the one before, so a
 * list of any length is read with the memory of one batch and without OFFSET's growing cost.
 */
async function* keysetBatches<Row>(db: Queryable, q: KeysetQuery, batchSize = BATCH_SIZE): AsyncGenerator<Row[]> {
  const beyond = q.direction === 'ASC' ? '>' : '<';
  let last: Keyed | undefined;
  for (;;) {
    const params: SqlParam[] = [...q.params];
    let after = '';
    if (last) {
      params.push(last.keyset_time, last.keyset_id);
      after = ` AND (${q.time}, ${q.id}) ${beyond} ($${params.length - 1}::timestamptz, $${params.length}::int)`;
    }
    params.push(batchSize);
    const { rows } = await db.query<Row & Keyed>(
      `SELECT ${q.columns}, ${q.time}::text AS keyset_time, ${q.id} AS keyset_id FROM ${q.from}
       WHERE ${q.where}${after} ORDER BY ${q.time} ${q.direction}, ${q.id} ${q.direction} LIMIT $${params.length}`,
      params,
    );
    if (rows.length > 0) yield rows;
    last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
  }
}

/** How many rows the query has, and every one of them in keyset batches: what an unpaged list answers. */
export async function countedKeysetBatches<Row>(
  db: Queryable,
  q: KeysetQuery,
  batchSize = BATCH_SIZE,
): Promise<{ total: number; batches: AsyncIterable<Row[]> }> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${q.from} WHERE ${q.where}`,
    q.params,
  );
  return { total: rows[0]?.total ?? 0, batches: keysetBatches<Row>(db, q, batchSize) };
}
