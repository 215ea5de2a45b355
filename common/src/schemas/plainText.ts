// Applicant text is copied into the organisation's emails and the staff screens. A single-line answer
// (a name, an address, a school) must not carry line breaks, tabs, bidirectional overrides or invisible
// characters that change how the email reads; a multi-line answer keeps its line breaks and loses the rest.
// Both the wizard steps and the API bodies use these rules, so the browser and the server agree.

/** Unicode control (Cc) and format (Cf) characters, and the line and paragraph separators. The ordinary space is Zs. */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const JOINERS = new Set(['\u200C', '\u200D']);
const LETTER_BEFORE = /[\p{L}\p{M}]$/u;
const LETTER_AFTER = /^[\p{L}\p{M}]/u;

/**
 * Zero-width non-joiner and joiner are format characters, but Persian names and Indic scripts need them between
 * letters to be spelt right, so they are kept there. Anywhere else they are refused: this also refuses emoji ZWJ
 * sequences (the joiner sits between two emoji, not letters), which no name, school or address needs.
 */
function isJoinerInsideWord(character: string, offset: number, text: string): boolean {
  return (
    JOINERS.has(character) && LETTER_BEFORE.test(text.slice(0, offset)) && LETTER_AFTER.test(text.slice(offset + 1))
  );
}

/** True when the text has none of the characters above, except joiners inside a word. */
export function isPlainSingleLine(text: string): boolean {
  let plain = true;
  text.replace(CONTROL_OR_FORMAT, (character: string, offset: number) => {
    if (!isJoinerInsideWord(character, offset, text)) plain = false;
    return character;
  });
  return plain;
}

/**
 * Multi-line text as it may be stored: line breaks (\n, \r\n) stay, the Unicode line separators become \n,
 * a tab becomes a space (dropping it would glue two words together), every other control or format character
 * is dropped, except joiners inside a word.
 */
export function cleanMultiLine(text: string): string {
  return text.replace(CONTROL_OR_FORMAT, (character: string, offset: number) => {
    if (character === '\n' || character === '\r' || isJoinerInsideWord(character, offset, text)) return character;
    if (character === '\u0085' || character === '\u2028' || character === '\u2029') return '\n';
    if (character === '\t') return ' ';
    return '';
  });
}

/** A school's name has at least two letters in any script: "x" or "12" names no school. */
export function hasTwoLetters(text: string): boolean {
  return (text.match(/\p{L}/gu)?.length ?? 0) >= 2;
}
