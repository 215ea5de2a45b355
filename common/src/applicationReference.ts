// The reference every application gets (issue 28): a letter for the kind of application and 8 characters a family
// can read aloud over the phone. Crockford's base32 already leaves out I, L, O and U; 0 and 1 go too, so nothing on
// the list looks like another character (0/O, 1/I/L). 30^8 (6.6 * 10^11) references per kind.
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 8;

/** T for a tutee (family) application, V for a volunteer tutor's. */
export const REFERENCE_PREFIXES = { tutee: 'T', tutor: 'V' } as const;
export type ReferenceKind = keyof typeof REFERENCE_PREFIXES;

export const REFERENCE_PATTERN = new RegExp(`^[TV]-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** How many days back the expected wait looks, and how many matches it needs there before it says a number. */
export const EXPECTED_WAIT_WINDOW_DAYS = 90;
export const EXPECTED_WAIT_MIN_MATCHES = 5;
