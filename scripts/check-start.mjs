// Starts the portal the way a clinic deploys it: a fresh clone of this repository's HEAD,
// `NODE_ENV=production npm start`, until the health check answers; stopped by a SIGTERM to the npm
// process alone, which must end the server and free the data directory. Then starts it again
// unchanged, which must answer within seconds (no install, no build); breaks its node_modules (one
// package gone, another half there) and starts it again, which must repair them; and last removes
// its devDependencies and runs the built server bundle with plain `node`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repository = path.resolve(import.meta.dirname, '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-start-'));
const clone = path.join(workDir, 'portal');
const dataDir = path.join(workDir, 'data');
const port = Number(process.env.CHECK_START_PORT ?? 8391);
// A safety net for a start that installs and builds; a healthy one answers long before.
const INSTALL_AND_BUILD_DEADLINE_MS = 10 * 60_000;
// A start with nothing to install or build.
const UNCHANGED_START_DEADLINE_MS = 10_000;
// The server's own shutdown deadline is 10 s (src/main.ts).
const STOP_DEADLINE_MS = 15_000;

const environment = {
  ...process.env,
  NODE_ENV: 'production',
  CI: '',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  DATA_DIR: dataDir,
};

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `command` in the clone (in a process group of its own, so nothing it leaves behind goes
 * unseen) until /api/v1/health and /login answer; then sends SIGTERM to that one process and
 * checks that it and everything it started end, and that the data directory's lock is gone.
 */
async function startUntilHealthy(label, command, args, deadlineMs) {
  console.log(`check-start: ${label}`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: environment,
  });
  let exitCode = 'running';
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    }),
  );
  try {
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
      if (health?.ok) break;
      if (exitCode !== 'running') throw new Error(`${command} ended with ${exitCode} before the portal answered`);
      if (performance.now() - started > deadlineMs)
        throw new Error(`the portal did not answer within ${deadlineMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const login = await fetch(`http://127.0.0.1:${port}/login`);
    const page = await login.text();
    if (!login.ok || !page.includes('<div id="root">')) throw new Error(`/login answered ${login.status}`);
    console.log(`check-start: ${label}: the portal answers (${seconds} s)`);

    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(resolve, STOP_DEADLINE_MS, 'running')),
    ]);
    if (stopped === 'running') throw new Error(`${command} did not end within ${STOP_DEADLINE_MS / 1000} s of SIGTERM`);
    if (groupAlive(child.pid)) throw new Error(`SIGTERM to ${command} left processes it started running`);
    if (fs.existsSync(path.join(dataDir, 'portal.lock'))) throw new Error('the data directory is still locked');
    console.log(`check-start: ${label}: SIGTERM to ${command} stopped the server and freed the data directory`);
  } finally {
    if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  }
}

try {
  execFileSync('git', ['clone', '--quiet', repository, clone], { stdio: 'inherit' });
  await startUntilHealthy('fresh clone, NODE_ENV=production', 'npm', ['start'], INSTALL_AND_BUILD_DEADLINE_MS);
  await startUntilHealthy('started again, nothing changed', 'npm', ['start'], UNCHANGED_START_DEADLINE_MS);

  // One package gone, another half there, in a tree npm had finished.
  fs.rmSync(path.join(clone, 'node_modules', 'fastify'), { recursive: true, force: true });
  fs.rmSync(path.join(clone, 'node_modules', 'vite', 'package.json'));
  await startUntilHealthy('after a broken install', 'npm', ['start'], INSTALL_AND_BUILD_DEADLINE_MS);

  // docs/deploy.md's production install: the built tree, its packages without devDependencies
  // (`npm prune --omit=dev` leaves the tree `npm ci --omit=dev` makes, in seconds rather than minutes).
  execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'inherit' });
  if (fs.existsSync(path.join(clone, 'node_modules', 'vite'))) throw new Error('npm prune kept devDependencies');
  await startUntilHealthy(
    'installed without devDependencies',
    'node',
    ['packages/server/dist/main.js'],
    INSTALL_AND_BUILD_DEADLINE_MS,
  );
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
