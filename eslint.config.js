// ESLint for the whole repository: `npm run lint` (with `prettier --check`). Type-aware rules run on every
// TypeScript file through the workspace's own tsconfig; the import rules below are the architecture, written down.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const at = (...segments) => path.join(root, ...segments);

const featuresDir = at('client/src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's public entry is its `index.ts`: what other features may use. A feature whose state the store loads
 * eagerly while its pages are lazy also has `state.ts` (slices, actions, sagas; no components), so eager modules do not
 * pull its pages into the public entry. Everything else in the folder is the feature's own. The app (routes, store,
 * root saga) composes the features and may reach into them.
 */
const featureZones = features.map((feature) => ({
  target: `${featuresDir}/${feature}/**`,
  from: [`${featuresDir}/*/**`],
  except: [`${featuresDir}/${feature}/**`, `${featuresDir}/*/index.ts`, `${featuresDir}/*/state.ts`],
  message: `Another feature is used only through its public entry: '../<feature>' (index.ts) or '../<feature>/state'.`,
}));

const architecture = [
  {
    target: at('common'),
    from: [at('client'), at('server'), at('e2e')],
    message: 'common is shared by the client and the server and imports neither.',
  },
  { target: at('client'), from: [at('server')], message: 'The client reaches the server only over HTTP.' },
  {
    target: at('server'),
    from: [at('client')],
    message: 'The server shares code with the client only through common.',
  },
  {
    target: [at('client/src/lib'), at('client/src/components'), at('client/src/i18n')],
    from: [at('client/src/features'), at('client/src/app')],
    message: 'lib, components and i18n are generic: they know no feature and not the app.',
  },
  {
    target: at('client/src/features'),
    from: [at('client/src/app')],
    message: 'The app composes the features; they do not import it (store types come from lib/state.ts).',
  },
  ...featureZones,
  {
    target: [at('server/src/**/repo.ts'), at('server/src/**/*Repo.ts')],
    from: [at('server/src/**/routes.ts'), at('server/src/**/*Routes.ts'), at('server/src/**/router.ts')],
    message: 'A repo is SQL only: routes use repos (through services), never the other way.',
  },
  {
    target: at('server/src/db'),
    from: [at('server/src/http')],
    message: 'The database layer knows nothing of HTTP; the error middleware maps its errors to answers.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'client/dist-ssr/',
      'data/',
      '.tmp/',
      'test-results/',
      'screenshots/',
      'client/.build-lock/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  eslintComments.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', 'scripts/*.ts'], defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { [at('scripts/eslintTypescriptResolver.cjs')]: {} },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { basePath: root, zones: architecture }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'import/no-mutable-exports': 'error',
      // A rule is switched off in code only with the reason on the same line: `// eslint-disable-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      // `_` marks what is left out on purpose (a destructured field dropped, a reducer's unused action), as in tsc.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['client/src/**/*.tsx'] },
  {
    // redux-saga hands a saga what an effect produced as the value of `yield`, which TypeScript types as any; each
    // saga names the type it takes (`const response: { data: T } = yield call(...)`), as redux-saga documents.
    files: ['client/src/**/*Saga.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // supertest answers every response body, and JSON.parse every document, as any: a test's expect() is what checks
    // their shape, so reading them needs no type first.
    files: ['**/*.test.ts', 'server/test/**', 'e2e/**', 'scripts/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript tooling (this file, build and CI scripts) is not part of a TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS modules load their dependencies with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layout is Prettier's (npm run lint checks it): ESLint's rules about layout are off.
  prettier,
);
