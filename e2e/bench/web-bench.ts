// What a browser downloads and how fast it paints: the built portal served by the bundled server
// on a fresh embedded database, opened in Debian's Chromium.
//  1. The scripts /login loads before its form shows, in gzip and brotli bytes (the build's own
//     compressed copies, as the server sends them).
//  2. Lighthouse's performance score and Largest Contentful Paint for /login and, signed in, the
//     procedures dashboard, with Lighthouse's mobile and desktop settings.
// Run with `npm run bench:web` (it builds first). Figures go to docs/benchmarks.md by hand.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS } from '../support/environment.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8491);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench@clinic.test', password: 'Bench#web2026' };
const WEB_DIST = path.resolve(import.meta.dirname, '../../packages/web/dist');

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../../packages/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The measured screens are the portal's own, not the two-factor set-up the first SUPERADMIN meets.
      MFA_REQUIRED_ROLES: '',
    },
    stdio: 'inherit',
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server ended with ${server.exitCode}`);
    const health = await fetch(`${BASE_URL}/api/v1/health`).catch(() => undefined);
    if (health?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Bytes of a built file as sent with the given encoding (its compressed sibling). */
function encodedSize(assetPath: string, extension: '.gz' | '.br'): number {
  const file = path.join(WEB_DIST, assetPath);
  return fs.existsSync(file + extension) ? fs.statSync(file + extension).size : fs.statSync(file).size;
}

async function initialScriptsOfLogin() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await browser.close();
  const files = [...scripts];
  return {
    count: files.length,
    gzip: files.reduce((sum, file) => sum + encodedSize(file, '.gz'), 0),
    brotli: files.reduce((sum, file) => sum + encodedSize(file, '.br'), 0),
  };
}

async function lighthouseRuns() {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  const results: { page: string; settings: string; score: number; lcpMs: number; tbtMs: number; cls: number }[] = [];
  try {
    // Sign in once in the same browser; Lighthouse keeps its storage for the signed-in page.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/procedures/dashboard');
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await page.close();

    for (const [name, url] of [
      ['/login', `${BASE_URL}/login`],
      ['procedures dashboard', `${BASE_URL}/procedures/dashboard`],
    ] as const) {
      for (const [settings, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ] as const) {
        const signedIn = name !== '/login';
        // Signed out for /login: Lighthouse would otherwise follow the signed-in redirect.
        const setup = await browser.contexts()[0]!.newPage();
        await setup.goto(`${BASE_URL}/login`);
        await setup.evaluate(
          (value) => {
            if (value) window.localStorage.setItem('token', value);
            else window.localStorage.removeItem('token');
          },
          signedIn ? token : null,
        );
        await setup.close();
        const run = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            onlyCategories: ['performance'],
            disableStorageReset: true,
            logLevel: 'error',
          },
          config,
        );
        const lhr = run!.lhr;
        results.push({
          page: name,
          settings,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        });
      }
    }
    await browser.close();
  } finally {
    chrome.kill();
  }
  return results;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-web-'));
const server = await startServer(dataDir);
try {
  const login = await initialScriptsOfLogin();
  console.log(
    `/login initial scripts: ${login.count} files, ${(login.gzip / 1024).toFixed(1)} KB gzip, ${(login.brotli / 1024).toFixed(1)} KB brotli (target ≤ 150 KB gzip)`,
  );
  for (const result of await lighthouseRuns()) {
    console.log(
      `Lighthouse ${result.settings.padEnd(7)} ${result.page.padEnd(21)} performance ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls} (target ≥ 95)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
