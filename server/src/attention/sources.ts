import type { AttentionKind } from '@tutoring/common';
import { CONTACT_STATUS_AGGREGATE } from '../checkins/index.js';

/**
 * Where the items of "Needs attention" come from: one SELECT per kind, each answering (kind, since, match_id,
 * email_id, concern_id), for current matches except concerns. The list is their UNION ALL in one statement (repo.ts), so a new kind is one more
 * entry here. `since` is when the item arose: an item staff marked handled before that time
 * shows again.
 */
interface AttentionSource {
  kind: AttentionKind;
  sql: string;
}

/**
 * A current match's contact status with the time it took that status: the last no, or the last answer deadline. The
 * check-ins of every current match are grouped in one pass (asked match by match, 22,000 current matches took
 * 450 ms); a match without check-ins is awaiting, which no item lists, so only matches with check-ins are read.
 */
const CONTACT = `SELECT m.id AS match_id, ${CONTACT_STATUS_AGGREGATE} AS status,
    max(c.answered_at) FILTER (WHERE c.answer = 'no') AS no_at,
    max(c.answer_by) FILTER (WHERE c.cancelled_at IS NULL) AS answer_by
  FROM matches m
    JOIN match_checkin c ON c.match_id = m.id
    LEFT JOIN email_outbox e ON e.id = c.outbox_id
  WHERE m.ended_at IS NULL
  GROUP BY m.id`;

const ATTENTION_SOURCES: readonly AttentionSource[] = [
  {
    // Open concerns, also about matches that have ended (the survey email carries the link too); closed, not handled.
    kind: 'concern',
    sql: `SELECT 'concern' AS kind, c.reported_at AS since, c.match_id, NULL::bigint AS email_id, c.id AS concern_id
      FROM match_concern c WHERE c.closed_at IS NULL`,
  },
  {
    kind: 'no_contact',
    sql: `SELECT 'no_contact' AS kind, s.no_at AS since, s.match_id, NULL::bigint AS email_id, NULL::bigint AS concern_id
      FROM contact s WHERE s.status = 'no_contact'`,
  },
  {
    kind: 'no_answer',
    sql: `SELECT 'no_answer' AS kind, s.answer_by AS since, s.match_id, NULL::bigint AS email_id, NULL::bigint AS concern_id
      FROM contact s WHERE s.status = 'no_answer'`,
  },
  {
    // A failed email stops needing attention once a copy of it (a resend to the same side) has been queued: that
    // copy, if it fails for good too, is an item of its own.
    kind: 'email_failed',
    sql: `SELECT 'email_failed' AS kind, e.failed_at AS since, e.match_id, e.id AS email_id, NULL::bigint AS concern_id
      FROM email_outbox e JOIN matches m ON m.id = e.match_id AND m.ended_at IS NULL
      WHERE e.failed_at IS NOT NULL AND e.match_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM email_outbox n WHERE n.match_id = e.match_id AND n.role = e.role AND n.id > e.id)`,
  },
];

/**
 * The whole list as one statement: the contact status of the current matches worked out once (a CTE), the sources
 * over it, the names joined once, handled items left out; concerns first (urgent), then oldest first.
 */
export const ATTENTION_LIST_SQL = `WITH contact AS MATERIALIZED (${CONTACT}),
  items AS (${ATTENTION_SOURCES.map((source) => source.sql).join('\n  UNION ALL\n  ')})
  SELECT i.kind, i.since, i.match_id, i.email_id::int AS email_id, e.role AS email_role,
    m.tutee_id, m.tutor_id, t.first_name || ' ' || t.last_name AS tutee_name,
    r.first_name || ' ' || r.last_name AS tutor_name,
    c.id::int AS concern_id, c.side AS concern_side, c.message AS concern_message, c.contact AS concern_contact
  FROM items i
  JOIN matches m ON m.id = i.match_id
  JOIN tutees t ON t.id = m.tutee_id
  JOIN tutors r ON r.id = m.tutor_id
  LEFT JOIN email_outbox e ON e.id = i.email_id
  LEFT JOIN match_concern c ON c.id = i.concern_id
  WHERE NOT EXISTS (SELECT 1 FROM attention_handled h
    WHERE h.match_id = i.match_id AND h.kind = i.kind AND h.email_id IS NOT DISTINCT FROM i.email_id
      AND h.handled_at >= i.since)
  ORDER BY i.kind = 'concern' DESC, i.since, i.match_id, i.email_id, i.concern_id`;
