/**
 * The one form of a staff username, used for the account, the sign-in lookup and the failed-sign-in counters:
 * NFKC (full-width and compatibility letters become plain ones), then lower case. JavaScript lower-cases
 * 'İ' (U+0130) to 'i' + U+0307 COMBINING DOT ABOVE (Unicode's special casing), where PostgreSQL's lower() gives a
 * plain 'i'; the dot adds nothing visible on an 'i', so it is dropped, and 'RACİ', 'raci' and 'Raci' are one
 * username in both. NFKC again at the end, as lower-casing can leave a sequence NFKC would compose.
 */
export function normalizeUsername(username: string): string {
  return username
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .normalize('NFKC');
}

// Alphabets with letters that look like another's ('а' Cyrillic, 'a' Latin; 'ο' Greek, 'o' Latin, ...).
const LOOKALIKE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Cherokee'].map(
  (script) => new RegExp(`\\p{Script=${script}}`, 'u'),
);

/** A username with letters of two of those alphabets ('раypal' with a Cyrillic 'р' and 'а') can impersonate another. */
export function mixesLookalikeScripts(username: string): boolean {
  return LOOKALIKE_SCRIPTS.filter((script) => script.test(username)).length > 1;
}

// Control, format (zero-width spaces, direction marks), surrogate, private-use and line/paragraph separator
// characters: invisible or unprintable, they let 'root-admin\u200b' pass for 'root-admin' in lists and the audit log.
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** A username with a character that shows as nothing, or not at all, can impersonate another. */
export function hasHiddenCharacters(username: string): boolean {
  return HIDDEN_CHARACTERS.test(username);
}
