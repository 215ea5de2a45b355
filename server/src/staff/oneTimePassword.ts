import crypto from 'node:crypto';

// No 0/O, 1/l/I: read aloud or copied by hand, no two characters are confused.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 5;
const GROUP_LENGTH = 4;

/**
 * A one-time password for a new or reset account: 20 characters from 32, 100 bits from the system's secure random
 * source, in groups of four ("k7qp-3xdm-..."), so it is easy to pass on by phone and no admin ever picks a weak one.
 */
export function generateOneTimePassword(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join(''),
  ).join('-');
}
