// A staff member's own signed-in sessions: GET /api/user/sessions, DELETE /api/user/sessions/:id.
import { z } from 'zod';

export interface StaffSessionDto {
  /** an opaque id for this list, derived from the session's cookie value and never equal to it */
  id: string;
  /** e.g. "Chrome on Android", read from the browser's User-Agent at sign-in; null when it sent none */
  browser: string | null;
  /** the address it signed in from; null when the server could not read one */
  address: string | null;
  lastActiveAt: string;
  /** the session that asked: it ends by signing out, not from the list */
  current: boolean;
}

/** The length of a session's opaque id: 22 base64url characters, 132 bits of an HMAC. */
export const STAFF_SESSION_ID_LENGTH = 22;

export const STAFF_SESSION_MESSAGES = {
  badId: 'That is not a session id.',
  notFound: 'You have no session with that id. It may have ended already.',
  current: 'This is the session you are using: sign out to end it.',
} as const;

export const staffSessionParamsSchema = z.object({
  id: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${STAFF_SESSION_ID_LENGTH}}$`), STAFF_SESSION_MESSAGES.badId),
});
