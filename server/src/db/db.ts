export type SqlParam =
  string | number | boolean | null | Date | readonly string[] | readonly number[] | readonly boolean[];

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** What repositories need: run parameterised SQL. A transaction hands out one of these too. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>>;
}

/** A transaction that may also run a script of several statements without parameters (a migration). */
export interface ScriptQueryable extends Queryable {
  exec(script: string): Promise<void>;
}

/**
 * Held exclusively by a transaction that changes the schema (a migration), so processes starting together on one
 * database change it one at a time. A transaction that changes rows of several tables while another process may be
 * starting (the retention run) holds it shared: a migration locks table after table, and such a transaction locking
 * rows in another order would deadlock with it.
 */
export const SCHEMA_LOCK_ID = 718_352_114;

export interface Db extends Queryable {
  readonly engine: 'pg' | 'pglite';
  /** Runs fn in one transaction; inside it use only the given client. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements atomically. */
  exec(script: string): Promise<void>;
  /**
   * Runs fn in one transaction holding the schema lock exclusively (SCHEMA_LOCK_ID), without the request deadline:
   * one schema change, one process at a time.
   */
  schemaTransaction<T>(fn: (tx: ScriptQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database only: a consistent copy of its data folder (gzipped tar), taken between transactions. */
  backup?(): Promise<Uint8Array>;
}
