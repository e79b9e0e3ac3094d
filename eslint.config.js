import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = ['auth', 'consents', 'inventory', 'patients', 'procedures', 'transactions', 'users'];
const SERVER_FEATURES = [
  'archive',
  'auth',
  'consents',
  'demo',
  'inventory',
  'patients',
  'procedures',
  'transactions',
  'users',
];
const SERVER_INFRASTRUCTURE = ['audit', 'db', 'http', 'images', 'mail', 'storage', 'uploads'];

const web = (folder) => `./packages/web/src/${folder}`;
const server = (folder) => `./packages/server/src/${folder}`;

/**
 * The layers: a web feature uses shared code and its own files, never another feature (the app
 * composes them); shared web code uses no feature; server infrastructure knows no feature.
 */
const boundaryZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared part to components/ or lib/.',
  })),
  {
    target: [web('components'), web('lib'), web('config')],
    from: web('features'),
    message: 'Shared code does not import a feature.',
  },
  {
    target: SERVER_INFRASTRUCTURE.map(server),
    from: SERVER_FEATURES.map(server),
    message: 'Infrastructure does not import a feature: take what it needs as a parameter.',
  },
];

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
