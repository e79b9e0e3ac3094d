import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const integration = (target: 'pglite' | 'postgres') => ({
  test: {
    name: `server-int-${target}`,
    include: ['packages/server/src/**/*.int.test.ts'],
    // On PostgreSQL only: real server processes (several behind HAProxy, killed, stopped) and
    // what only PostgreSQL does (`*.postgres.int.test.ts`).
    exclude:
      target === 'postgres' ? [] : ['packages/server/src/scale/**', 'packages/server/src/**/*.postgres.int.test.ts'],
    environment: 'node',
    env: { TEST_DB_TARGET: target },
    globalSetup: ['packages/server/src/testing/global-setup.ts'],
    // Each file builds its own app on its own database and mocks nothing, so the files of a worker
    // share one module graph: importing the server once per worker rather than once per file
    // halved these two projects' time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const ISOLATED_WEB_TESTS = 'packages/web/src/**/*.isolated.test.{ts,tsx}';

/**
 * The web's component tests. Most share their worker's module graph: each test starts from a clean
 * document and storage (vitest.setup.ts), so re-importing React and MUI for every file was most of
 * their time. A file that replaces modules with `vi.mock` needs a graph of its own, or a module
 * another file loaded first would keep the real one; such files are named `*.isolated.test.tsx`
 * (the linter asks for it).
 */
const webComponents = (graph: 'shared' | 'isolated') => ({
  plugins: [react()],
  test: {
    name: graph === 'shared' ? 'web' : 'web-isolated',
    include: graph === 'shared' ? ['packages/web/src/**/*.test.{ts,tsx}'] : [ISOLATED_WEB_TESTS],
    exclude: graph === 'shared' ? [ISOLATED_WEB_TESTS] : [],
    environment: 'jsdom',
    setupFiles: ['packages/web/vitest.setup.ts'],
    isolate: graph === 'isolated',
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; here the integration tests mostly wait on the
    // database, so two files at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: ['packages/server/src/**/*.int.test.ts'],
          environment: 'node',
          // A few start an embedded database, which takes more than the default 10 s on a busy machine.
          hookTimeout: 60_000,
        },
      },
      integration('pglite'),
      // The same integration suite on a real PostgreSQL server, whenever one is configured.
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
      webComponents('shared'),
      webComponents('isolated'),
    ],
  },
});
