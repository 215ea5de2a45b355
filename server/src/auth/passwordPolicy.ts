import { STAFF_PASSWORD_MIN_LENGTH } from '@tutoring/common';
import { badRequest } from '../http/errors.js';

export const COMMON_PASSWORD =
  'This password is on a list of commonly used passwords that attackers try first. Choose another one.';

let common: Promise<Set<string>> | undefined;

/**
 * The common passwords of zxcvbn-ts's dictionary (@zxcvbn-ts/language-common, MIT, about 49,000 passwords from
 * breach corpora), loaded on first use: only the ones long enough to pass the length rule can matter, so only
 * those are kept, lower-cased, as the comparison is case-insensitive ('Qwerty123456' is as weak as 'qwerty123456').
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'] as readonly string[];
    return new Set(
      list.filter((password) => password.length >= STAFF_PASSWORD_MIN_LENGTH).map((password) => password.toLowerCase()),
    );
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** The server's half of the password rules (the length half is the shared schema): 400 with a field error. */
export async function assertNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}
