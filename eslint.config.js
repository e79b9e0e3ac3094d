import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir`. */
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Every folder has a place in the layers. The features are read from the folders, so a new one is
 * kept apart from the day it is made; what is not a feature is named here, and
 * scripts/lint-boundaries.test.ts fails on a folder these lists do not place.
 */
export const WEB_SHARED = ['components', 'config', 'lib', 'testing'];
/** The web app's composition: routes and layout that put the features together. */
export const WEB_COMPOSITION = ['app'];
export const SERVER_INFRASTRUCTURE = [
  'audit',
  'data-dir',
  'db',
  'http',
  'images',
  'jobs',
  'keys',
  'mail',
  'monitoring',
  'sms',
  'storage',
  'uploads',
];
/** Test helpers: they build the whole app, so they may import anything; only tests import them. */
export const SERVER_TEST_HARNESS = ['scale', 'testing'];
export const WEB_FEATURES = foldersIn('packages/web/src/features');
export const SERVER_FEATURES = foldersIn('packages/server/src').filter(
  (folder) => !SERVER_INFRASTRUCTURE.includes(folder) && !SERVER_TEST_HARNESS.includes(folder),
);

const web = (folder) => `./packages/web/src/${folder}`;
const server = (folder) => `./packages/server/src/${folder}`;

/**
 * The layers: a web feature uses shared code and its own files, never another feature (the app
 * composes them); shared web code uses no feature; server infrastructure knows no feature; the
 * packages meet only through contracts.
 */
const boundaryZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared part to components/ or lib/.',
  })),
  {
    target: WEB_SHARED.map(web),
    from: web('features'),
    message: 'Shared code does not import a feature.',
  },
  {
    target: SERVER_INFRASTRUCTURE.map(server),
    from: SERVER_FEATURES.map(server),
    message: 'Infrastructure does not import a feature: take what it needs as a parameter.',
  },
  {
    target: './packages/contracts',
    from: ['./packages/server', './packages/web', './e2e'],
    message: 'Contracts depend on nothing of ours: server and web depend on them.',
  },
  {
    target: './packages/web',
    from: ['./packages/server', './e2e'],
    message: 'The web app meets the server only through contracts and HTTP.',
  },
  {
    target: './packages/server',
    from: ['./packages/web', './e2e'],
    message: 'The server meets the web app only through contracts and HTTP.',
  },
];

/** Outside tests, nothing imports the test harness. */
const harnessZone = {
  target: './packages/server/src',
  from: SERVER_TEST_HARNESS.map(server),
  message: 'Only tests import the test harness.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { import: importPlugin },
    // Cycles and boundaries are the project's own: packages are not followed.
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // A promise nobody awaits loses its error; one passed where a callback returns nothing too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The same boundaries again, with one more for code that ships: it never imports the test harness.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...SERVER_TEST_HARNESS.map((folder) => `packages/server/src/${folder}/**`)],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...boundaryZones, harnessZone] }] },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // No module imports a test file or a browser spec, so none can close a cycle: the search, the
    // costliest rule, is spent on the modules they import.
    files: ['**/*.test.{ts,tsx}', 'e2e/tests/**/*.spec.ts'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    // The web's component tests share a module graph (vitest.config.ts); replacing a module needs one of its own.
    files: ['packages/web/**/*.test.{ts,tsx}'],
    ignores: ['packages/web/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'A test that replaces modules runs in a module graph of its own: name it *.isolated.test.tsx.',
        })),
      ],
    },
  },
  {
    // CommonJS on purpose: scripts any old Node must be able to read (scripts/check-node.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
