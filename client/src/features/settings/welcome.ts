/** The Settings page's query that shows its welcome line: where the first-run setup sends the new admin. */
export const WELCOME_PARAM = 'welcome';
export const FIRST_RUN_PATH = `/settings?${WELCOME_PARAM}`;
