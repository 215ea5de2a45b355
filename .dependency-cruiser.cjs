// The architecture as rules (`npm run lint` runs `depcruise`): which part of the code may import which, and no import
// cycle anywhere, type-only imports included (a cycle of types still ties two modules into one).

// The server's shared infrastructure: folders of server/src that know no workflow of their own (the database, HTTP,
// mail and link plumbing, the person records and staff-list kit every list reuses, workers, the API description,
// prerendered pages). Every domain may use them; they are not domains.
const SERVER_INFRASTRUCTURE = 'db|http|mail|links|records|staffLists|workers|openapi|prerender';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycle, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-is-shared',
      severity: 'error',
      comment: 'common is shared by the client and the server and imports neither.',
      from: { path: '^common/' },
      to: { path: '^(client|server|e2e)/' },
    },
    {
      name: 'client-over-http',
      severity: 'error',
      comment: 'The client reaches the server only over HTTP.',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-shares-through-common',
      severity: 'error',
      comment: 'The server shares code with the client only through common.',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'generic-client-layers',
      severity: 'error',
      comment: 'lib, components and i18n are generic: they know no feature and not the app.',
      from: { path: '^client/src/(lib|components|i18n)/' },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-the-app',
      severity: 'error',
      comment: 'The app composes the features; they do not import it (store types come from lib/state.ts).',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/app/' },
    },
    {
      name: 'feature-public-entry',
      severity: 'error',
      comment:
        'Another feature is used only through its public entry: index.ts, or state.ts (its slices, actions and sagas without its pages, for modules the public entry loads eagerly).',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/[^/]+/',
        pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/(index|state)\\.ts$'],
      },
    },
    {
      name: 'repos-are-sql-only',
      severity: 'error',
      comment: 'A repo is SQL only: routes use repos through services, never the other way.',
      from: { path: '^server/src/.+(/repo|Repo)\\.ts$' },
      to: { path: '^server/src/.+(/routes|Routes|/router)\\.ts$' },
    },
    {
      name: 'server-domain-public-surface',
      severity: 'error',
      comment:
        'A server domain (a folder of server/src) uses another only through its service.ts or index.ts. Not domains: ' +
        'the shared infrastructure (db, http, mail, links, records, staffLists, workers, openapi, prerender, and the ' +
        'files at the root of server/src), and the entry points that compose the domains (cli, seed). Tests and their ' +
        'fixtures (*.test.ts, test*.ts) may import what they test.',
      from: {
        path: '^server/src/([^/]+)/',
        pathNot: [`^server/src/(${SERVER_INFRASTRUCTURE}|cli|seed)/`, '(\\.test|/test[A-Z][^/]*)\\.ts$'],
      },
      to: {
        path: '^server/src/[^/]+/',
        pathNot: [
          '^server/src/$1/',
          `^server/src/(${SERVER_INFRASTRUCTURE})/`,
          '^server/src/[^/]+/(index|service)\\.ts$',
        ],
      },
    },
    {
      name: 'server-infrastructure-uses-domain-surfaces',
      severity: 'error',
      comment:
        'The shared infrastructure uses a domain only through its service.ts or index.ts, as other domains do: a ' +
        "domain's other files may change without touching the plumbing.",
      from: {
        path: `^server/src/(${SERVER_INFRASTRUCTURE})/`,
        pathNot: '(\\.test|/test[A-Z][^/]*)\\.ts$',
      },
      to: {
        path: '^server/src/[^/]+/',
        pathNot: [`^server/src/(${SERVER_INFRASTRUCTURE})/`, '^server/src/[^/]+/(index|service)\\.ts$'],
      },
    },
    {
      name: 'server-routers-call-services',
      severity: 'error',
      comment:
        "A router (routes.ts, *Routes.ts, router.ts) calls services, never a repo, its own domain's included: " +
        'what a request does is in the service, the SQL in the repo.',
      from: { path: '^server/src/.+(/routes|Routes|/router)\\.ts$' },
      to: { path: '^server/src/.+(/repo|Repo)\\.ts$' },
    },
    {
      name: 'db-knows-no-http',
      severity: 'error',
      comment: 'The database layer knows nothing of HTTP; the error middleware maps its errors to answers.',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/http/' },
    },
    {
      name: 'proposal-worker-stays-light',
      severity: 'error',
      comment:
        "A proposal's worker thread starts for every run: its modules load, besides each other, only the catalogue and the slot grid of common, never its index or schemas (zod) nor the rest of the server. Type-only imports are erased.",
      from: { path: '^server/src/proposals/(assignmentWorker|assignment|arcs|solver|levelPacking)[.]ts$' },
      to: {
        path: '^(server/src/(?!proposals/(assignment|arcs|solver|levelPacking)[.]ts$)|common/src/(?!(catalog|slots)[.]ts$))',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['tutoring-source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
