import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '../config.js';
import type { SignInDevices } from './deviceCookie.js';
import { typedUsername } from './typedUsername.js';

export interface SignInKeys {
  /** the typed username, normalised, as an HMAC: what the limits count "untrusted" failures under */
  username: string;
  /** set when the attempt carries a valid device cookie for that username: its failures count under this alone */
  device?: string;
}

/**
 * The keys the sign-in limits store for one attempt. What was typed as a username may be a password typed into the
 * wrong field, so the tables keep only an HMAC of it under a key derived from SESSION_SECRET: a copy of the database
 * alone cannot test guesses against it.
 */
export function createSignInKeys(config: Config, devices: SignInDevices): (req: Request) => SignInKeys {
  const key = crypto.createHmac('sha256', config.SESSION_SECRET).update('tutoring sign-in limit keys v1').digest();
  const hmac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('hex');
  return (req) => {
    const username = typedUsername(req);
    const device = devices.deviceOf(req, username);
    return {
      username: hmac(`username\n${username}`),
      device: device === undefined ? undefined : hmac(`device\n${device}\n${username}`),
    };
  };
}
