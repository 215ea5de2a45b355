import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tutoring/common';

// No 0/o, 1/l/i: a code copied from paper is typed back right. 31 symbols, 10 of them: about 50 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export interface RecoveryCodes {
  /** RECOVERY_CODE_COUNT new codes, shown as xxxxx-xxxxx, and the hashes to store */
  generate(): { codes: string[]; hashes: string[] };
  /** the stored hash of a typed code (any case, dashes and spaces ignored) */
  hashOf(typed: string): string;
}

/**
 * Single-use recovery codes, stored only as HMAC-SHA256 under a key derived from SESSION_SECRET: the codes carry
 * enough randomness that a slow hash adds nothing, and the key keeps a copy of the database from testing guesses.
 */
export function createRecoveryCodes(sessionSecret: string): RecoveryCodes {
  const key = crypto.createHmac('sha256', sessionSecret).update('tutoring recovery codes v1').digest();
  const normalise = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');
  const hashOf = (typed: string) => crypto.createHmac('sha256', key).update(normalise(typed)).digest('base64url');
  const oneCode = () => {
    const letters = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${letters.slice(0, LENGTH / 2)}-${letters.slice(LENGTH / 2)}`;
  };
  return {
    generate() {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);
      return { codes, hashes: codes.map(hashOf) };
    },
    hashOf,
  };
}
