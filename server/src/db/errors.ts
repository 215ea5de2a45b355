// SQLSTATE classes that mean "the database is not reachable right now", not "your query is wrong".
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
]);

/** The database cannot be reached right now; the error middleware answers 503 for it. */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('database unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

/** A statement the database did not answer in time (DATABASE_QUERY_TIMEOUT_MS). */
export class QueryTimeoutError extends Error {
  constructor() {
    super('query timed out');
  }
}

function isUnavailable(error: unknown): boolean {
  if (error instanceof QueryTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Connection terminated due to connection timeout/i.test(
    error.message,
  );
}

export function asDatabaseError(error: unknown): unknown {
  return isUnavailable(error) ? new DatabaseUnavailableError() : error;
}

/** PostgreSQL's unique_violation, raised for example by a second current match for one tutee. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
