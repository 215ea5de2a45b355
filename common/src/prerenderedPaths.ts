/**
 * The public pages the server sends prerendered (server/src/prerender): where families and volunteers arrive, and
 * each wizard's first step. Later steps and staff pages render in the browser.
 */
export const PRERENDERED_PATHS = ['/home', '/StudentInfo', '/TutorInfo'] as const;

/** The id of the JSON data block that carries the public settings in a prerendered page (read by the client). */
export const EMBEDDED_CONFIG_ID = 'public-config';

/**
 * Marks the full style sheets of a prerendered page. They arrive as `media="print"`, so they neither delay the first
 * paint nor hold back the app's script (the inline critical CSS styles everything the page shows), and the app
 * switches them on once it has drawn its first render.
 */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';
