/** The long process-level reliability tests run only when CI (or a person) asks for them. */
export const RELIABILITY = process.env.RELIABILITY_TESTS === '1';
