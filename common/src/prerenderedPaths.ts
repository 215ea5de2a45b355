/**
 * The public pages the server sends prerendered (server/src/prerender): where families and volunteers arrive, and
 * each wizard's first step. Later steps and staff pages render in the browser.
 */
export const PRERENDERED_PATHS = ['/home', '/StudentInfo', '/TutorInfo'] as const;
