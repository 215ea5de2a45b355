import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock half a minute off still signs in. */
const WINDOW = 1;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code: SHA-1, 6 digits, 30 s, as every app supports. */
export function totpUrl(secret: string, issuer: string, username: string): string {
  return totpOf(secret, issuer, username).toString();
}

/** The time step (RFC 6238's T) the code belongs to, within one step of now; undefined for a wrong code. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** A code as typed: digits only, spaces dropped ("123 456"). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
export const totpDigits = (code: string) => code.replace(/\s/g, '');
