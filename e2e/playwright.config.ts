import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_ADMIN, E2E_BASE_URL, E2E_LAN_HOST, E2E_PORT } from './support/environment.ts';

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
const RUNS_ALONE = /@alone/;

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${E2E_PORT}`,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two browsers at a time: one keeps only about half of two cores busy (most of a test is the
  // page waiting on the server and the network), so a second one finishes the suite about 1.4×
  // sooner. Every test makes its own users and records, so none depends on another's order.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // As a user who asks for less motion: menus and dialogs open at once, so no step waits out an
    // animation (the portal honours the setting; see the theme).
    reducedMotion: 'reduce',
    // One tab per worker, reset between tests (storage, cache, routes, init scripts, clock, extra
    // tabs), rather than a new browser context each time: see docs/decisions/023-test-suite-time.md.
    reuseContext: true,
    // Debian's Chromium: no browser download, ever.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        ...CHROMIUM_ARGS,
        // The clinic's network: the portal reached by a name other than localhost.
        `--host-resolver-rules=MAP ${E2E_LAN_HOST} 127.0.0.1`,
      ],
    },
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, grepInvert: RUNS_ALONE },
    // A test that reads a count over every account (`@alone`) runs once the others are done: the
    // other worker's tests register accounts all the time, so the count would move under it.
    { name: 'chromium-alone', use: CHROMIUM, grep: RUNS_ALONE, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT), ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  },
});
