import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { until } from './until.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** Bundles the server as `npm start` does (dist/main.js). */
export function buildServerBundle(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote, both streams. */
  output(): string;
}

/** How the process runs the server: the bundle `npm start` runs, or its source through tsx (no build needed). */
const ENTRY_ARGUMENTS = { bundle: ['dist/main.js'], source: ['--import', 'tsx', 'src/main.ts'] };

/**
 * The bundled server in a process of its own, as `npm start` runs it, with `env` over a quiet
 * default, on `port` (a free one when not given).
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  port?: number,
  entry: keyof typeof ENTRY_ARGUMENTS = 'bundle',
): Promise<ServerProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ENTRY_ARGUMENTS[entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_ROLES: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Waits until the server answers its health check; fails when it exits first or takes 90 s (a new embedded database on a busy machine). */
export async function untilHealthy(server: ServerProcess): Promise<void> {
  await until(
    'the server to answer its health check',
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
      return (await fetch(`${server.baseUrl}/api/v1/health`).catch(() => undefined))?.ok;
    },
    { seconds: 90, everyMs: 50 },
  );
}

/** The sign-in form posted to a running server, as a browser sends it. */
export function loginOverHttp(baseUrl: string, username: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
}

/** Signs in to a running server; the session's bearer token. */
export async function signInOverHttp(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await loginOverHttp(baseUrl, username, password);
  if (!answer.ok) throw new Error(`signing in failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await untilHealthy(server);
  return server;
}

export interface LoadBalancer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Debian's HAProxy in front of `servers`, round robin, checking each server's health every 200 ms
 * and sending a request whose server refused the connection to the next. Each answer names the
 * server that gave it in `x-served-by` (`s0`, `s1`, …).
 */
export async function startHaproxy(workDir: string, servers: readonly ServerProcess[]): Promise<LoadBalancer> {
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 2',
    '  option redispatch',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /api/v1/health',
    '  http-response set-header x-served-by %[srv_name]',
    '  default-server inter 200ms fall 1 rise 1',
    ...servers.map((server, index) => `  server s${index} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
  const file = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await until(
    'HAProxy to pass a health check through',
    async () => {
      if (child.exitCode !== null) throw new Error(`HAProxy did not start: ${errors}`);
      return (await fetch(`${baseUrl}/api/v1/health`).catch(() => undefined))?.ok;
    },
    { seconds: 10, everyMs: 50 },
  );
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
