import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { LOCALE_CODES } from '../common/src/i18n/locales';
import { bundleBudget } from './scripts/bundleBudget';
import { compiledCatalogues } from './scripts/compiledCatalogues';
import { criticalCss } from './scripts/criticalCss';
import { precompress } from './scripts/precompress';

// Two builds: the browser's (dist) and, with --ssr, the server's prerender of the public pages (dist-ssr,
// src/prerender), which needs neither the budget nor compressed copies but the critical CSS.
const browserPlugins = [
  // What /home and the wizard steps load must stay within this budget (issue 7); the build fails above it.
  // The server's request schemas stay out too: building them cost a phone about 100 ms on every page load
  // (Lighthouse's blocking time on /StudentInfo, docs/benchmarks.md), and the wizards validate with their own;
  // so do the answer schemas, which only the OpenAPI document and the API tests read. zod itself arrives after the
  // first render, with the wizards' step schemas (src/features/registration/stepRules.ts).
  bundleBudget({
    jsKb: 105,
    cssKb: 25,
    excluded: [
      'common/src/schemas/submissions.ts',
      'common/src/schemas/responses.ts',
      'common/src/schemas/studentWizard.ts',
      'common/src/schemas/tutorWizard.ts',
      'node_modules/zod/v4/core/schemas.js',
    ],
  }),
  // Last: .br and .gz beside each built file, which the server sends to browsers that accept them.
  precompress(),
];

export default defineConfig(({ isSsrBuild }) => ({
  // @tutoring/common from its TypeScript source (the server runs its compiled common/dist).
  resolve: { conditions: ['tutoring-source', ...defaultClientConditions] },
  plugins: [
    react(),
    compiledCatalogues(),
    ...(isSsrBuild
      ? [criticalCss({ clientDist: fileURLToPath(new URL('dist', import.meta.url)), locales: LOCALE_CODES })]
      : browserPlugins),
  ],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's SCSS still uses @import and global functions, which Sass warns about on every build.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: false } },
  },
  // The server loads the prerender as one file, without the client's packages to resolve at run time.
  ssr: { noExternal: true, resolve: { conditions: ['tutoring-source', ...defaultServerConditions] } },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        minify: 'terser',
        terserOptions: { compress: { passes: 2 } },
      },
}));
