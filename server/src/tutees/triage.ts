import { LANGUAGES, SUBJECTS, type StaffListKind, type TuteeListQuery } from '@tutoring/common';
import type { SqlParam } from '../db/db.js';
import type { ListRefinement } from '../staffLists/repo.js';

/**
 * The Pending Tutees list's triage (docs/adr/0006-triage-counts.md): tutee_triage holds each waiting tutee's best
 * group (0-3 for A-D, 4 for none) and how many available tutors at its first subject and grade it excludes; the
 * candidates are those tutors (available_tutor_needs.n) less the excluded. Both joins are by primary key.
 */
// Every waiting tutee has its row: the pending list joins it inner, so a walk of tutee_triage_rank_idx can lead.
const joins = (kind: StaffListKind) => `${kind === 'active' ? '' : 'LEFT '}JOIN tutee_triage tr ON tr.tutee_id = t.id
  LEFT JOIN available_tutor_needs an ON an.subject = t.subject_1 AND an.grade = t.grade`;
const COLUMNS = `tr.best_rank AS triage_rank,
  CASE WHEN tr.tutee_id IS NULL THEN NULL ELSE coalesce(an.n, 0) - tr.excluded END AS candidate_count`;

/** best_rank of the candidate filters: no candidate at all (4), or group D the best there is (3). */
const CANDIDATE_RANKS = { none: 4, only_d: 3 } as const;

/** Catalogue keys whose English name contains the searched text (the staff pages are in English). */
function keysNamed(list: readonly { key: string; label: string }[], q: string): string[] {
  const wanted = q.toLowerCase();
  return list.filter((item) => item.label.toLowerCase().includes(wanted)).map((item) => item.key);
}

function param(params: SqlParam[], value: SqlParam): string {
  params.push(value);
  return `$${params.length}`;
}

/** The tutee lists' joins, filters, name search of subjects and languages, and orders. */
export function tuteeListRefinement(kind: StaffListKind, query: TuteeListQuery, params: SqlParam[]): ListRefinement {
  const searchAlso: string[] = [];
  if (query.q) {
    searchAlso.push(`lower(coalesce(t.language_other, '')) LIKE lower($1)`);
    const subjects = keysNamed(SUBJECTS, query.q);
    if (subjects.length > 0) {
      const p = param(params, subjects);
      searchAlso.push(
        `t.subject_1 = ANY (${p}::text[]) OR t.subject_2 = ANY (${p}::text[]) OR t.subject_3 = ANY (${p}::text[])`,
      );
    }
    const languages = keysNamed(LANGUAGES, query.q);
    if (languages.length > 0) searchAlso.push(`t.languages && ${param(params, languages)}::text[]`);
  }
  // On the pending list every row has its triage row: its filters read tutee_triage alone (see pendingCount).
  const triageOnly: string[] = [];
  // The waiting tutees by first subject and grade, kept by the database (waiting_tutee_needs).
  const needsOnly: string[] = [];
  const where: string[] = [];
  const source = kind === 'active' ? 'tr' : 't';
  if (query.subject) {
    const p = param(params, query.subject);
    where.push(`${source}.subject_1 = ${p}`);
    triageOnly.push(`tr.subject_1 = ${p}`);
    needsOnly.push(`w.subject = ${p}`);
  }
  if (query.grade) {
    const p = param(params, query.grade);
    where.push(`${source}.grade = ${p}`);
    triageOnly.push(`tr.grade = ${p}`);
    needsOnly.push(`w.grade = ${p}`);
  }
  if (query.candidates) {
    const condition = `tr.best_rank = ${CANDIDATE_RANKS[query.candidates]}`;
    where.push(condition);
    triageOnly.push(condition);
  }
  return {
    joins: joins(kind),
    columns: COLUMNS,
    where,
    searchAlso,
    ...ORDERS[query.sort ?? 'longest_waiting'],
    ...(kind === 'active' && !query.q && query.unconfirmed !== 'true'
      ? { count: pendingCount(query, triageOnly, needsOnly) }
      : {}),
  };
}

/**
 * The pending list without a search, counted from what the database keeps: exactly from the waiting counts unless a
 * candidates filter asks for tutee_triage's best groups (2.4 ms to count 10,000 of its rows at 1,000,000 tutees, the
 * counts 0.3 ms for the whole list), whatever the order.
 */
function pendingCount(query: TuteeListQuery, triageOnly: string[], needsOnly: string[]): ListRefinement['count'] {
  if (query.candidates) return { from: 'tutee_triage tr', where: triageOnly.join(' AND ') };
  return needsOnly.length > 0
    ? {
        exact: `SELECT coalesce(sum(w.n), 0)::int AS total FROM waiting_tutee_needs w WHERE ${needsOnly.join(' AND ')}`,
      }
    : { exact: 'SELECT coalesce(sum(w.n), 0)::int AS total FROM waiting_tutee_days w' };
}

const ORDERS: Record<NonNullable<TuteeListQuery['sort']>, Pick<ListRefinement, 'order' | 'unpagedDirection'>> = {
  longest_waiting: { unpagedDirection: 'ASC' },
  shortest_waiting: {
    order: { inner: 't.submitted_at DESC, t.id DESC', outer: 'p.submitted_at DESC, p.id DESC' },
    unpagedDirection: 'DESC',
  },
  // No candidate (null rank, for tutees not waiting) last; oldest first within a group. Pages only.
  // Ordered by tutee_triage's own columns (equal to the tutee's), so tutee_triage_rank_idx gives the order.
  best_group: {
    order: { inner: 'tr.best_rank, tr.submitted_at, tr.tutee_id', outer: 'p.triage_rank, p.submitted_at, p.id' },
  },
};
