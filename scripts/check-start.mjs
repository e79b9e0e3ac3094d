// Starts the portal the way a clinic deploys it: a fresh clone of this repository's HEAD,
// `NODE_ENV=production npm start`, until the health check answers. Then breaks its node_modules
// (one package gone, another half there) and starts it again, which must repair them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repository = path.resolve(import.meta.dirname, '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-start-'));
const clone = path.join(workDir, 'portal');
const port = Number(process.env.CHECK_START_PORT ?? 8391);
// A safety net for a start that hangs; a healthy start answers long before.
const START_DEADLINE_MS = 10 * 60_000;

/** Runs `npm start` in the clone and resolves once /api/v1/health and /login answer; then stops it. */
async function startUntilHealthy(label) {
  console.log(`check-start: ${label}`);
  const server = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CI: '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
    },
  });
  let running = true;
  const exited = new Promise((resolve) =>
    server.on('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const deadline = Date.now() + START_DEADLINE_MS;
  try {
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
      if (health?.ok) break;
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 500, 'running'))]);
      if (code !== 'running') throw new Error(`npm start ended with ${code} before the portal answered`);
      if (Date.now() > deadline) throw new Error('the portal did not answer within 10 minutes');
    }
    const login = await fetch(`http://127.0.0.1:${port}/login`);
    const page = await login.text();
    if (!login.ok || !page.includes('<div id="root">')) throw new Error(`/login answered ${login.status}`);
    console.log(`check-start: ${label}: the portal answers`);
  } finally {
    if (running) process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
}

try {
  execFileSync('git', ['clone', '--quiet', repository, clone], { stdio: 'inherit' });
  await startUntilHealthy('fresh clone, NODE_ENV=production');

  // One package gone, another half there, in a tree npm had finished.
  fs.rmSync(path.join(clone, 'node_modules', 'fastify'), { recursive: true, force: true });
  fs.rmSync(path.join(clone, 'node_modules', 'vite', 'package.json'));
  await startUntilHealthy('after a broken install');
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
