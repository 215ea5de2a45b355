import crypto from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import { typedUsername } from './typedUsername.js';

const LIFETIME_MS = 180 * 24 * 3_600_000;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Behind TLS the __Host- prefix, as for the session cookie: no other site on a parent domain can plant one. */
function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-tutoring.device' : 'tutoring.device';
}

export interface SignInDevices {
  /** the device id of a valid, unexpired cookie issued to this (normalised) username, else undefined */
  deviceOf(req: Request, username: string): string | undefined;
  /**
   * after a successful sign-in: keeps the browser's device id, or gives it one, for another 180 days; `username` is
   * the one typed at the password step when the request completing the sign-in (the second factor's) has none
   */
  remember(req: Request, res: Response, staffId: number, username?: string): void;
}

/**
 * Browsers that have signed in before (ASVS 2.2.1: no lockout by strangers). A successful sign-in leaves a long-lived
 * cookie "staffId.deviceId.expires.mac", the MAC an HMAC-SHA256 over those and the username under a key derived from
 * SESSION_SECRET, so no one can forge one or move it to another account. The sign-in limits count a failure that
 * carries a valid cookie against that browser only, so guesses from elsewhere never lock the owner out of a browser
 * they have used. Nothing is stored: a cookie stolen with the browser buys its thief one more throttled bucket, no
 * sign-in.
 */
export function createSignInDevices(config: Config): SignInDevices {
  const key = crypto.createHmac('sha256', config.SESSION_SECRET).update('tutoring sign-in device cookie v1').digest();
  const name = deviceCookieName(config.COOKIE_SECURE);
  const macOf = (staffId: string, deviceId: string, expires: string, username: string) =>
    crypto.createHmac('sha256', key).update([staffId, deviceId, expires, username].join('\n')).digest();

  function read(req: Request, username: string): { staffId: number; deviceId: string } | undefined {
    const value = parse(req.headers.cookie ?? '')[name];
    const [staffId, deviceId, expires, mac, ...rest] = value?.split('.') ?? [];
    if (staffId === undefined || deviceId === undefined || expires === undefined || mac === undefined) return;
    if (rest.length > 0 || !/^\d{1,10}$/.test(staffId) || !DEVICE_ID.test(deviceId) || !/^\d{1,15}$/.test(expires))
      return;
    if (Number(expires) <= Date.now()) return;
    const given = Buffer.from(mac, 'base64url');
    const expected = macOf(staffId, deviceId, expires, username);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return;
    return { staffId: Number(staffId), deviceId };
  }

  return {
    deviceOf: (req, username) => read(req, username)?.deviceId,
    remember(req, res, staffId, username = typedUsername(req)) {
      const known = read(req, username);
      const deviceId = known?.staffId === staffId ? known.deviceId : crypto.randomBytes(16).toString('base64url');
      const expires = String(Date.now() + LIFETIME_MS);
      const mac = macOf(String(staffId), deviceId, expires, username).toString('base64url');
      res.cookie(name, [staffId, deviceId, expires, mac].join('.'), {
        httpOnly: true,
        sameSite: 'strict',
        secure: config.COOKIE_SECURE,
        path: '/',
        maxAge: LIFETIME_MS,
      });
    },
  };
}
