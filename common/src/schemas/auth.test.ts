import { describe, expect, it } from 'vitest';
import { registrationSchema } from './auth.js';

const accepts = (password: string) => registrationSchema.safeParse({ username: 'coordinator', password }).success;

// ASVS 2.1: length is the only rule; nothing is cut or changed, and any character is allowed.
describe('staff password rules', () => {
  it('needs at least 12 characters, and says why', () => {
    expect(accepts('a'.repeat(11))).toBe(false);
    expect(accepts('a'.repeat(12))).toBe(true);
    const refused = registrationSchema.safeParse({ username: 'coordinator', password: 'short' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Use at least 12 characters for a staff password: long passwords are the hardest to guess.',
    );
  });

  it('takes up to 72 bytes, what bcrypt reads, and refuses a longer one rather than cutting it', () => {
    expect(accepts('a'.repeat(72))).toBe(true);
    expect(accepts('a'.repeat(73))).toBe(false);
    // 4-byte characters count by their bytes: 18 of them are 72 bytes, 19 are 76.
    expect(accepts('🔑'.repeat(18))).toBe(true);
    expect(accepts('🔑'.repeat(19))).toBe(false);
  });

  it('allows spaces, any script and emoji, and keeps the password exactly as typed', () => {
    const password = '  correct horse ባትሪ 电池 🐎  ';
    const parsed = registrationSchema.parse({ username: 'coordinator', password });
    expect(parsed.password).toBe(password);
  });
});

describe('new staff usernames', () => {
  it('refuse invisible and control characters, naming them, so no name can pass for another', () => {
    for (const username of [
      'root-admin\u200b',
      '\u200broot-admin',
      'root\u202eadmin',
      'root\u0007admin',
      'root\u2028admin',
    ]) {
      const refused = registrationSchema.safeParse({ username, password: 'a long enough password' });
      expect(refused.success, JSON.stringify(username)).toBe(false);
      expect(refused.error?.issues[0]?.message).toMatch(/^Use visible characters only/);
    }
    expect(registrationSchema.safeParse({ username: 'root-admin', password: 'a long enough password' }).success).toBe(
      true,
    );
  });
});
