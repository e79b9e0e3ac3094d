import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { onServer, withDatabase } from '../testing/database-template.ts';
import { multipartBody, PDF } from '../testing/patient-files.ts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { signInOverHttp, spawnServer, untilHealthy, type ServerProcess } from '../testing/server-process.ts';
import { until } from '../testing/until.ts';

const ADMIN = { email: 'admin@shutdown.test', password: 'Shutdown#Admin2026' };
const DEADLINE_MS = 10_000;

let workDir: string;
const databases: string[] = [];
const running: ServerProcess[] = [];

/** A copy of the suite's migrated PostgreSQL database. */
async function newDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `clinic_shutdown_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('testDatabaseTemplate')}`);
  databases.push(name);
  return withDatabase(serverUrl, name);
}

async function server(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const started = await spawnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
  running.push(started);
  return started;
}

/** Sends SIGTERM and answers how the process ended and how long it took. */
async function terminate(target: ServerProcess) {
  const sent = Date.now();
  target.child.kill('SIGTERM');
  const ended = await target.exited;
  return { ...ended, afterMs: Date.now() - sent };
}

/** Opens a raw connection and sends the head of a request and part of its body, then waits. */
async function startRequest(target: ServerProcess, head: string, body: Buffer, sentBytes: number) {
  const socket = net.connect(target.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  // The server answers "100 Continue" once it holds the request: only then is it in flight.
  const held = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write(`${head}Content-Length: ${body.length}\r\nConnection: close\r\nExpect: 100-continue\r\n\r\n`);
  await held;
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write(body.subarray(0, sentBytes));
  return { socket, rest: () => socket.write(body.subarray(sentBytes)), answer: async () => (await closed, answer) };
}

const signIn = (target: ServerProcess) => signInOverHttp(target.baseUrl, ADMIN.email, ADMIN.password);

describe('SIGTERM', () => {
  beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-shutdown-'));
  });
  afterAll(async () => {
    for (const process of running) if (process.child.exitCode === null) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    for (const name of databases)
      await onServer(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('stops an idle server on the embedded database and releases its data directory', async () => {
    const dataDir = path.join(workDir, 'idle');
    const idle = await server({ DATA_DIR: dataDir });
    await untilHealthy(idle);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
    const ended = await terminate(idle);
    expect(ended.code).toBe(0);
    expect(ended.afterMs).toBeLessThan(DEADLINE_MS);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
    // Creating an embedded database is the slow part: seconds of work on a busy machine.
  }, 90_000);

  it('stops during start-up and migrations, and the next start finds a whole database', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `clinic_shutdown_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    databases.push(name);
    const databaseUrl = withDatabase(serverUrl, name);
    const dataDir = path.join(workDir, 'starting');
    const starting = await server({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    // The server is connected to its empty database: it is migrating it.
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const connected = async () =>
        (await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n >
        0;
      await until('the server to connect to its new database', connected, { everyMs: 10 });
    } finally {
      await client.end();
    }
    const ended = await terminate(starting);
    expect(ended.code).toBe(0);
    expect(ended.afterMs).toBeLessThan(DEADLINE_MS);

    const next = await server({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    await untilHealthy(next);
    expect((await signIn(next)).length).toBeGreaterThan(0);
    expect((await terminate(next)).code).toBe(0);
  }, 60_000);

  it('answers a request in flight, then stops', async () => {
    // At info level, the server says when it starts to shut down.
    const busy = await server({
      DATA_DIR: path.join(workDir, 'busy'),
      DATABASE_URL: await newDatabase(),
      LOG_LEVEL: 'info',
    });
    await untilHealthy(busy);
    const body = Buffer.from(new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }).toString());
    const request = await startRequest(
      busy,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/x-www-form-urlencoded\r\n',
      body,
      10,
    );
    // The server has answered "100 Continue": the request is in flight, not a new one arriving while closing.
    const ended = terminate(busy);
    await until('the server to start shutting down', () => busy.output().includes('shutting down'));
    request.rest();
    expect(await request.answer()).toMatch(/^HTTP\/1.1 200/);
    const { code, afterMs } = await ended;
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(DEADLINE_MS);
  }, 60_000);

  it('stops by its deadline during an upload that never finishes, saving nothing of it', async () => {
    const databaseUrl = await newDatabase();
    const dataDir = path.join(workDir, 'upload');
    const uploading = await server({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    await untilHealthy(uploading);
    const token = await signIn(uploading);
    const patient = buildPatientInput();
    const upload = multipartBody(
      JSON.stringify(patient),
      Array.from({ length: 10 }, (_, index) => ({ name: `scan-${index}.pdf`, content: PDF(256 * 1024) })),
    );
    const request = await startRequest(
      uploading,
      `POST /api/v1/patients/ HTTP/1.1\r\nHost: portal\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${upload.headers['content-type']}\r\n`,
      upload.payload,
      upload.payload.length / 2,
    );
    const ended = await terminate(uploading);
    request.socket.destroy();
    expect(ended.code).toBe(1);
    expect(ended.afterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 500);
    expect(ended.afterMs).toBeLessThan(DEADLINE_MS + 2000);

    const next = await server({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    await untilHealthy(next);
    const search = await fetch(
      `${next.baseUrl}/api/v1/patients/?last_name_search=${encodeURIComponent(patient.last_name)}`,
      { headers: { authorization: `Bearer ${await signIn(next)}` } },
    );
    expect(((await search.json()) as { total: number }).total).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'files'))).toEqual([]);
  }, 60_000);
});
