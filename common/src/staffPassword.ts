// The staff password's rules, which the sign-in pages state, apart from the schemas (schemas/auth.ts) that the public
// entry leaves out.
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/**
 * bcrypt reads only the first 72 bytes: a longer password would silently lose its tail, and at sign-in any suffix to
 * a 72-byte password would match. Refused when set, and never matching when checked.
 */
export function fitsBcrypt(password: string): boolean {
  return new TextEncoder().encode(password).length <= 72;
}
