// ESLint for the whole repository: `npm run lint` (with `prettier --check`, `depcruise` and `knip`). Type-aware rules
// run on every TypeScript file through the workspace's own tsconfig; the architecture's import rules are
// dependency-cruiser's (.dependency-cruiser.cjs).
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

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
    rules: {
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
    // V8 allocates a function written as a property's value (`obj.f = () => ...`) in the old generation, expecting a
    // long-lived method; made per request, it keeps whatever it closes over (the request, its rows) alive through
    // young collections until the next full one (docs/architecture.md#garbage-per-request).
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression[left.type='MemberExpression'][right.type=/^(ArrowFunctionExpression|FunctionExpression)$/]",
          message:
            'Name the function first (`const f = () => ...; obj.f = f`): see docs/architecture.md#garbage-per-request.',
        },
      ],
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
