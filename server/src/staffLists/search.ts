import type { StaffListQuery } from '@tutoring/common';
import type { SqlParam } from '../db/db.js';

/** A case-insensitive "contains" pattern for ILIKE, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** LIMIT and OFFSET clauses as parameters; none when the caller asked for the whole list. */
export function pageClause(query: StaffListQuery, params: SqlParam[]): string {
  let clause = '';
  if (query.limit !== undefined) {
    params.push(query.limit);
    clause += ` LIMIT $${params.length}`;
  }
  if (query.offset !== undefined) {
    params.push(query.offset);
    clause += ` OFFSET $${params.length}`;
  }
  return clause;
}

export function isPaged(query: StaffListQuery): boolean {
  return query.limit !== undefined || query.offset !== undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
}
