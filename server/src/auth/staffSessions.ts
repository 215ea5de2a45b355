import crypto from 'node:crypto';
import { STAFF_SESSION_ID_LENGTH, type StaffSessionDto } from '@tutoring/common';
import type { Config } from '../config.js';
import type { Queryable } from '../db/db.js';

interface SessionRow {
  sid: string;
  browser: string | null;
  address: string | null;
  lastActiveAt: Date;
}

type EndOutcome = { outcome: 'ended'; browser: string | null } | { outcome: 'current' } | { outcome: 'notFound' };

export interface StaffSessions {
  /** the staff member's live sessions, most recently active first; `currentSid` is the asking one */
  list(db: Queryable, staffUserId: number, currentSid: string): Promise<StaffSessionDto[]>;
  /**
   * Ends the staff member's session of that list id: 'current' for the asking one (signing out ends that), 'notFound'
   * for an id none of their live sessions has, whoever's it may be.
   */
  end(db: Queryable, staffUserId: number, currentSid: string, id: string): Promise<EndOutcome>;
}

/**
 * A staff member's own sessions, each named by an HMAC of its session id under a key derived from SESSION_SECRET: the
 * list must not hand the page the session ids themselves (each is what the cookie of that browser carries), and the id
 * needs no column of its own. An id is only ever looked up among the asker's own sessions, so another member's
 * session cannot be named, let alone ended.
 */
export function createStaffSessions(config: Config): StaffSessions {
  const key = crypto.createHmac('sha256', config.SESSION_SECRET).update('tutoring session list ids v1').digest();
  const idOf = (sid: string) =>
    crypto.createHmac('sha256', key).update(sid).digest('base64url').slice(0, STAFF_SESSION_ID_LENGTH);
  const maxAgeMs = config.SESSION_MAX_HOURS * 3_600_000;

  // Live as absoluteTimeout (session.ts) judges them too: a session past SESSION_MAX_HOURS ends at its next request.
  const rowsOf = async (db: Queryable, staffUserId: number) =>
    (
      await db.query<SessionRow>(
        `SELECT sid, sess ->> 'browser' AS browser, sess ->> 'address' AS address, last_active_at AS "lastActiveAt"
         FROM session
         WHERE sess -> 'passport' ->> 'user' = $1::text AND expire > now()
           AND coalesce((sess ->> 'signedInAt')::float8, $2::float8) >= $2::float8
         ORDER BY last_active_at DESC`,
        [String(staffUserId), Date.now() - maxAgeMs],
      )
    ).rows;

  return {
    async list(db, staffUserId, currentSid) {
      return (await rowsOf(db, staffUserId)).map((row) => ({
        id: idOf(row.sid),
        browser: row.browser,
        address: row.address,
        // The asking session is active now; its stored time may lag by the store's touch step.
        lastActiveAt: (row.sid === currentSid ? new Date() : row.lastActiveAt).toISOString(),
        current: row.sid === currentSid,
      }));
    },

    async end(db, staffUserId, currentSid, id) {
      const row = (await rowsOf(db, staffUserId)).find((candidate) => idOf(candidate.sid) === id);
      if (!row) return { outcome: 'notFound' };
      if (row.sid === currentSid) return { outcome: 'current' };
      const deleted = await db.query(
        "DELETE FROM session WHERE sid = $1 AND sess -> 'passport' ->> 'user' = $2::text",
        [row.sid, String(staffUserId)],
      );
      return deleted.rowCount > 0 ? { outcome: 'ended', browser: row.browser } : { outcome: 'notFound' };
    },
  };
}
