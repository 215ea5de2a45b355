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

export interface Db extends Queryable {
  readonly engine: 'pg' | 'pglite';
  /** Runs fn in one transaction; inside it use only the given client. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (the schema) atomically. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: a consistent copy of its data folder (gzipped tar), taken between transactions. */
  backup?(): Promise<Uint8Array>;
}
