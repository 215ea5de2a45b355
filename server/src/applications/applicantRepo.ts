import type { ApplicantApplication, ApplicationStatus } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import type { ApplicationRef } from '../links/tokens.js';

interface ApplicationRow {
  role: 'tutee' | 'tutor';
  id: number;
  reference: string | null;
  first_name: string;
  submitted_at: string;
  active: boolean;
  withdrawn: boolean;
  phone: string;
  email: string;
  unconfirmed: boolean;
  matched_since: string | null;
}

// One SELECT per table, each the applications holding the address ($1, lower case) in one of its email columns; the
// lower(...) indexes of database.sql answer them. A tutee's shown address is the one that matched.
const COMMON = `id, reference, first_name, to_json(submitted_at) #>> '{}' AS submitted_at, active,
  withdrawn_at IS NOT NULL AS withdrawn, phone,
  email_confirm_asked_at IS NOT NULL AND email_confirmed_at IS NULL AS unconfirmed`;
const matchedSince = (role: string, alias: string) =>
  `(SELECT to_json(min(m.created_at)) #>> '{}' FROM matches m WHERE m.${role}_id = ${alias}.id AND m.ended_at IS NULL) AS matched_since`;
const TUTEES_OF_ADDRESS = `SELECT 'tutee' AS role, ${COMMON},
    CASE WHEN lower(t.email_guardian) = $1 THEN t.email_guardian ELSE t.email_student END AS email,
    ${matchedSince('tutee', 't')}
  FROM tutees t WHERE (lower(t.email_guardian) = $1 OR lower(t.email_student) = $1)`;
const TUTORS_OF_ADDRESS = `SELECT 'tutor' AS role, ${COMMON}, r.email, ${matchedSince('tutor', 'r')}
  FROM tutors r WHERE lower(r.email) = $1`;

function statusOf(row: ApplicationRow): ApplicationStatus {
  if (row.matched_since) return 'matched';
  if (!row.active) return 'ended';
  return row.unconfirmed ? 'received' : 'reviewing';
}

function toApplication(row: ApplicationRow): ApplicantApplication {
  return {
    role: row.role,
    id: row.id,
    reference: row.reference,
    firstName: row.first_name,
    submittedAt: new Date(row.submitted_at).toISOString(),
    status: statusOf(row),
    matchedSince: row.matched_since ? new Date(row.matched_since).toISOString() : null,
    withdrawn: row.withdrawn,
    phone: row.phone,
    email: row.email,
  };
}

/** Every application holding the address, oldest first. */
export async function applicationsOfAddress(db: Queryable, address: string): Promise<ApplicantApplication[]> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT * FROM (${TUTEES_OF_ADDRESS} UNION ALL ${TUTORS_OF_ADDRESS}) a ORDER BY submitted_at, role, id`,
    [address],
  );
  return rows.map(toApplication);
}

/** One application, only when it holds the address (else undefined: another person's application looks absent). */
export async function applicationOfAddress(
  db: Queryable,
  address: string,
  ref: ApplicationRef,
): Promise<ApplicantApplication | undefined> {
  const query = ref.role === 'tutee' ? TUTEES_OF_ADDRESS : TUTORS_OF_ADDRESS;
  const alias = ref.role === 'tutee' ? 't' : 'r';
  const { rows } = await db.query<ApplicationRow>(`${query} AND ${alias}.id = $2 FOR UPDATE OF ${alias}`, [
    address,
    ref.id,
  ]);
  return rows[0] && toApplication(rows[0]);
}

/** The first application holding the address, with its language: whom a manage link is issued for. */
export async function firstApplicationOfAddress(
  db: Queryable,
  address: string,
): Promise<(ApplicationRef & { language: string }) | undefined> {
  const { rows } = await db.query<ApplicationRef & { language: string }>(
    `SELECT * FROM (
       SELECT 'tutee' AS role, id, preferred_language AS language, submitted_at FROM tutees
       WHERE lower(email_guardian) = $1 OR lower(email_student) = $1
       UNION ALL
       SELECT 'tutor', id, preferred_language, submitted_at FROM tutors WHERE lower(email) = $1
     ) a ORDER BY submitted_at DESC LIMIT 1`,
    [address],
  );
  return rows[0] && { role: rows[0].role, id: rows[0].id, language: rows[0].language };
}
