// The SPA's page paths, lower case (routes match case-insensitively). The server logs a page request by these
// names only: any other path may carry what someone typed (a name, an email), so it is logged as "/…".
// client/src/app/pagePaths.test.ts fails when the client's route table and this list differ.
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/home',
  '/studentinfo',
  '/studentsubjects',
  '/studentadditional',
  '/studentterms',
  '/studentsubmitted',
  '/tutorinfo',
  '/tutorsubjects',
  '/tutoradditional',
  '/tutorterms',
  '/tutorsubmitted',
  '/progressbar',
  '/studentmodal',
  '/tutormodal',
  '/login',
  '/registration',
  '/admin',
  '/tutors',
  '/records',
  '/match',
  '/proposals',
  '/overview',
  '/attention',
  '/account',
  '/staff',
  '/audit',
  // A pattern, so no request equals it: a check-in page is logged as "/…", never with its token.
  '/checkin/:token',
];
