import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import type { Config } from '../config.js';
import type { Queryable } from '../db/db.js';
import { hashToken } from '../links/tokens.js';

/** An applicant session lasts this long from the press of the manage link's button, and is never extended. */
const APPLICANT_SESSION_MINUTES = 30;

/** Apart from the staff session cookie; behind TLS the __Host- prefix, as the staff cookies have. */
function cookieName(config: Pick<Config, 'COOKIE_SECURE'>): string {
  return config.COOKIE_SECURE ? '__Host-tutoring.applicant' : 'tutoring.applicant';
}

function cookieOptions(config: Pick<Config, 'COOKIE_SECURE'>) {
  return { httpOnly: true, sameSite: 'strict', secure: config.COOKIE_SECURE, path: '/' } as const;
}

/**
 * Opens an applicant session for the address inside the caller's transaction and sets its cookie: 256 random bits,
 * stored as a hash. Sessions past their end are deleted on the way. Answers when it ends.
 */
export async function openApplicantSession(
  tx: Queryable,
  config: Pick<Config, 'COOKIE_SECURE'>,
  res: Response,
  address: string,
): Promise<string> {
  await tx.query('DELETE FROM applicant_session WHERE expires_at <= now()');
  const value = crypto.randomBytes(32).toString('base64url');
  const { rows } = await tx.query<{ expires_at: string }>(
    `INSERT INTO applicant_session (id_hash, address, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))
     RETURNING to_json(expires_at) #>> '{}' AS expires_at`,
    [hashToken(value), address, APPLICANT_SESSION_MINUTES],
  );
  res.cookie(cookieName(config), value, { ...cookieOptions(config), maxAge: APPLICANT_SESSION_MINUTES * 60_000 });
  return new Date(rows[0]!.expires_at).toISOString();
}

export interface ApplicantSession {
  address: string;
  expiresAt: string;
}

/** The request's applicant session, while it lasts; null without one. Grants nothing but the applicant routes. */
export async function applicantSessionOf(
  db: Queryable,
  config: Pick<Config, 'COOKIE_SECURE'>,
  req: Request,
): Promise<ApplicantSession | null> {
  const value = parse(req.headers.cookie ?? '')[cookieName(config)];
  if (!value || value.length > 100) return null;
  const { rows } = await db.query<{ address: string; expires_at: string }>(
    `SELECT address, to_json(expires_at) #>> '{}' AS expires_at FROM applicant_session
     WHERE id_hash = $1 AND expires_at > now()`,
    [hashToken(value)],
  );
  const row = rows[0];
  return row ? { address: row.address, expiresAt: new Date(row.expires_at).toISOString() } : null;
}

/** Ends the request's applicant session: its row and its cookie. */
export async function closeApplicantSession(
  db: Queryable,
  config: Pick<Config, 'COOKIE_SECURE'>,
  req: Request,
  res: Response,
): Promise<void> {
  const value = parse(req.headers.cookie ?? '')[cookieName(config)];
  if (value) await db.query('DELETE FROM applicant_session WHERE id_hash = $1', [hashToken(value)]);
  res.clearCookie(cookieName(config), cookieOptions(config));
}
