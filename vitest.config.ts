import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { compiledCatalogues } from './client/scripts/compiledCatalogues';

// Tests import @tutoring/common from its TypeScript source (the package's "tutoring-source" export), never from a
// common/dist that an earlier build left behind.
const SOURCE = 'tutoring-source';
const fromSource = {
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] } },
};

const apiProject = (engine: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
  ...fromSource,
  test: {
    name: `api-${engine}`,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/globalSetup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share one module graph per worker: each builds its own app and database, so nothing leaks between
    // them, and the server's modules are imported once instead of once per file.
    isolate: false,
  },
});

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL names a server.
const projects: TestProjectInlineConfiguration[] = [
  {
    ...fromSource,
    test: {
      name: 'unit',
      include: ['common/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['client/src/test/staffText.setup.ts'],
      // One module graph per worker, as in the API projects: the files share the loaded catalogues and libraries
      // (setup and environment took six times as long as the tests); they pass in any order (--sequence.shuffle).
      isolate: false,
    },
    // The client's staff texts come from the compiled staff catalogue, as in the build.
    plugins: [compiledCatalogues()],
  },
  {
    ...fromSource,
    test: {
      name: 'component',
      include: ['client/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['client/src/test/staffText.setup.ts', 'client/src/test/component.setup.ts'],
      isolate: false,
    },
    plugins: [compiledCatalogues()],
  },
  apiProject('pglite'),
  ...(process.env.TEST_DATABASE_URL ? [apiProject('pg')] : []),
  {
    ...fromSource,
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['e2e/support/globalSetup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // expect.poll's 1 s by default: a page's first render after a navigation took longer on a loaded CI machine.
      expect: { poll: { timeout: 10_000 } },
      // Each file runs its own server and pages; two at once is what two cores take.
      maxWorkers: 2,
      // A worker runs file after file, importing Playwright and the helpers once and keeping one Chromium
      // (support/fixture.ts): each file still starts its own server and keeps its own state in its own module.
      isolate: false,
      // After the unit and API tests (group 0), never alongside them.
      sequence: { groupOrder: 1 },
    },
  },
];

// Vitest runs the files that were slowest last time first, from the durations it keeps in its cache folder; CI keeps
// that folder between runs (VITEST_CACHE_DIR) so a long browser file does not start last and run alone.
export default defineConfig({ cacheDir: process.env.VITEST_CACHE_DIR, test: { projects } });
