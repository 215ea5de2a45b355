import crypto from 'node:crypto';
import type { Db } from '../db/db.js';
import { countStaff, deleteSetupNonce, ensureSetupNonce, findSetupNonce, lockStaffTable } from './repo.js';

// 32 letters and digits without the look-alikes 0/O and 1/I: one character per 5 bits, so a byte maps without bias.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 16; // 80 bits

/**
 * The code is derived, not stored: HMAC(session secret, the database's nonce). Every process on one database
 * shares both, so each prints the same code at start; a reader of the database alone cannot compute it.
 */
function codeOf(secret: string, nonce: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`first-run setup code:${nonce}`).digest();
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[(mac[i] ?? 0) % ALPHABET.length];
  return code;
}

/** Grouped in fours for reading off a log; typed back with or without the dashes, in any case. */
function formatted(code: string): string {
  return code.match(/.{4}/g)?.join('-') ?? code;
}

function canonical(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * At start: while no staff account exists, the first-run setup code (creating its nonce if no process has yet),
 * otherwise undefined, and a leftover nonce is dropped. Under the staff table lock, so a process starting while
 * the first account is created never leaves a nonce behind it.
 */
export async function prepareSetupCode(db: Db, secret: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await lockStaffTable(tx);
    if ((await countStaff(tx)) > 0) {
      await deleteSetupNonce(tx);
      return undefined;
    }
    return formatted(codeOf(secret, await ensureSetupNonce(tx, crypto.randomBytes(32).toString('base64url'))));
  });
}

/** Whether a typed code is this database's current one, compared in constant time (digests of equal length). */
export async function setupCodeMatches(db: Db, secret: string, typed: string | undefined): Promise<boolean> {
  const nonce = await findSetupNonce(db);
  if (nonce === undefined || !typed) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(canonical(typed)), digest(codeOf(secret, nonce)));
}

const RULE = '='.repeat(72);

/**
 * The line operators look for, on its own and outside the JSON log, so it reads the same in any log viewer, framed by
 * rules and a blank line so that it stands out among the start-up lines.
 */
export function setupCodeLine(code: string, url: string): string {
  return `\n${RULE}\nSetup code: ${code}\nCreate the first staff account at ${url}/registration with this code.\n${RULE}\n\n`;
}
