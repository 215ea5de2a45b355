/**
 * The public pages the server sends prerendered (server/src/prerender): where families and volunteers arrive, and
 * each wizard's first step. Later steps and staff pages render in the browser.
 */
export const PRERENDERED_PATHS = ['/home', '/StudentInfo', '/TutorInfo'] as const;

/** The id of the JSON data block that carries the public settings in a prerendered page (read by the client). */
export const EMBEDDED_CONFIG_ID = 'public-config';

/**
 * The id of the JSON data block that carries the page language's compiled catalogue in a prerendered page, its
 * `data-locale` naming the language. It rides in the page's own response, whose bytes arrive while the script's
 * request is still waiting out its round trip, instead of taking bandwidth from the script later.
 */
export const EMBEDDED_CATALOGUE_ID = 'public-catalogue';

/**
 * Marks the full style sheets of a prerendered page, which the app switches on (`media="print"` to `all`) once it has
 * drawn its first render: the inline critical CSS styles everything the page shows until then. The main style sheet's
 * address is the attribute's value and the link has no `href`, so it does not download at all before the app's
 * script has arrived: on a slow line its bytes would otherwise share the bandwidth with the script and delay the
 * app. The right-to-left sheet keeps its `href` (the app waits for it before its first render).
 */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';
