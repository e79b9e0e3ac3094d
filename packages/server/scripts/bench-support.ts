/** Pieces shared by the bench-*.ts scripts: settings, a throw-away database, the app on a port, load and timing. */
import { execFile, spawn, type StdioOptions } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { Role } from '@clinic/contracts';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database, type DatabaseHandle, type Queryable } from '../src/db/client.ts';
import { keyFingerprints } from '../src/db/schema/index.ts';
import { createSessionsService } from '../src/auth/sessions.service.ts';
import { createUsersRepository } from '../src/users/users.repository.ts';
import { systemClock } from '../src/clock.ts';
import { onServer, withDatabase } from '../src/testing/database-template.ts';
import { buildServerBundle, freePort } from '../src/testing/server-process.ts';

export interface LoadSettings {
  /** How long each scenario is driven. */
  seconds: number;
  /** Parallel workers, each sending one request after another. */
  concurrency: number;
}

/** A number from the environment variable `name` (BENCH_…), or `fallback` when it is not set. */
export const benchSetting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const loadSettings: LoadSettings = {
  seconds: benchSetting('BENCH_SECONDS', 10),
  concurrency: benchSetting('BENCH_CONCURRENCY', 16),
};

const keepDatabase = process.env.BENCH_KEEP_DATABASE === '1';

/** Latencies of one scenario, in milliseconds. */
export interface Latencies {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export function measureLatencies(latencies: number[], elapsedMs: number): Latencies {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: Math.round((sorted.length / elapsedMs) * 1000),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

export const formatMs = (value: number) => `${value.toFixed(1)} ms`;

/** One row of a printed table: count, rate and percentiles. */
export function latencySummary({ requests, perSecond, p50, p95, p99 }: Latencies) {
  return { requests, 'req/s': perSecond, p50: formatMs(p50), p95: formatMs(p95), p99: formatMs(p99) };
}

export type LatencySummary = ReturnType<typeof latencySummary>;

/** One GET over a kept-alive connection; resolves with the status once the whole body has arrived. */
function get(agent: http.Agent, url: URL, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A GET path under /api/v1, or a function giving the next one (for requests that must differ). */
export type ApiPath = string | (() => string);

/**
 * Workers each sending one GET (path under /api/v1) after another until the deadline, over
 * kept-alive connections with node's plain http client: the load generator shares the machine's
 * cores with the server, so it should cost as little as it can (fetch costs several times more).
 */
export async function driveLoad(
  baseUrl: string,
  token: string,
  apiPath: ApiPath,
  settings: LoadSettings,
): Promise<Latencies> {
  const deadline = performance.now() + settings.seconds * 1000;
  return driveLoadWhile(baseUrl, token, apiPath, settings.concurrency, () => performance.now() < deadline);
}

/**
 * Like driveLoad, for as long as `going()` answers true (checked before each request); each
 * latency is also pushed to `latencies` when given.
 */
export async function driveLoadWhile(
  baseUrl: string,
  token: string,
  apiPath: ApiPath,
  concurrency: number,
  going: () => boolean,
  latencies: number[] = [],
): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();
  const worker = async () => {
    while (going()) {
      const path = typeof apiPath === 'string' ? apiPath : apiPath();
      const begin = performance.now();
      const status = await get(agent, new URL(`${baseUrl}/api/v1${path}`), token);
      if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
      latencies.push(performance.now() - begin);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return measureLatencies(latencies, performance.now() - started);
}

/** Drives each scenario's GET path (under /api/v1) in turn and prints their latencies as a table. */
export async function driveScenarios(app: BenchApp, scenarios: Record<string, ApiPath>): Promise<void> {
  const rows: Record<string, LatencySummary> = {};
  for (const [scenario, apiPath] of Object.entries(scenarios))
    rows[scenario] = latencySummary(await driveLoad(app.baseUrl, app.token, apiPath, loadSettings));
  console.table(rows);
}

/** The first line of a PostgreSQL run: what was seeded and how it is driven. */
export function describePostgresRun(seeded: string): void {
  console.log(
    `PostgreSQL, ${seeded}, concurrency ${loadSettings.concurrency}, ${loadSettings.seconds}s per scenario, ` +
      `${os.cpus().length} cores`,
  );
}

/** Runs one call `runs` times in a row, straight through the driver. */
export async function timeSequential(runs: number, call: () => Promise<unknown>): Promise<Latencies> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now();
    await call();
    latencies.push(performance.now() - begin);
  }
  return measureLatencies(latencies, performance.now() - started);
}

/** Wall-clock seconds `work` took, with one decimal. */
export async function secondsTaken(work: () => Promise<void>): Promise<string> {
  const started = performance.now();
  await work();
  return ((performance.now() - started) / 1000).toFixed(1);
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database named `<prefix>_<random>` on the server behind `serverUrl`. */
export async function createBenchDatabase(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Runs `bench` against a fresh PostgreSQL database (pool sized for the load) and a temp data dir,
 * then removes both, unless BENCH_KEEP_DATABASE=1 keeps the database for EXPLAIN.
 */
export async function withThrowawayPostgres(
  serverUrl: string,
  prefix: string,
  bench: (handle: DatabaseHandle, context: { url: string; dataDir: string }) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  const database = await createBenchDatabase(serverUrl, prefix);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: loadSettings.concurrency });
    await bench(handle, { url: database.url, dataDir });
  } finally {
    await handle?.close();
    if (keepDatabase) console.log(`kept database ${database.url}`);
    else await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `bench` against a database an earlier run kept (BENCH_KEEP_DATABASE=1), brought up to the
 * current migrations as it opens, with a temp data dir, and leaves it there.
 */
export async function withKeptPostgres(
  url: string,
  bench: (handle: DatabaseHandle, context: { url: string; dataDir: string }) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-kept-'));
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: loadSettings.concurrency });
  try {
    // The run that kept it sealed nothing a bench reads, and its archive key went with its data dir:
    // this run's server records its own.
    await handle.db.delete(keyFingerprints).where(eq(keyFingerprints.name, 'archive'));
    await bench(handle, { url, dataDir });
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `bench` against a fresh PGlite database in a temp data dir, then removes both. */
export async function withThrowawayPglite(
  prefix: string,
  bench: (handle: DatabaseHandle, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await bench(handle, dataDir);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface BenchApp {
  baseUrl: string;
  token: string;
  /** The server's resident memory now and at its peak, in bytes; undefined when it shares this process. */
  memory(): { rss: number; peak: number } | undefined;
  /** Starts the server's peak afresh at its current resident memory (when it is a process of its own). */
  resetPeakMemory(): void;
  close(): Promise<void>;
}

const serverDir = path.resolve(import.meta.dirname, '..');

/** A user with `role` and a live session for it, straight in the database. */
async function benchSession(handle: DatabaseHandle, role: Role): Promise<string> {
  const user = await createUsersRepository(handle.db).insert({
    email: `bench.${Date.now()}@example.com`,
    fullName: 'Benchmark',
    role,
    isActive: true,
    passwordHash: 'not-used',
  });
  return createSessionsService({
    db: handle.db,
    policy: { idleMinutes: 600, maxHours: 12 },
    clock: systemClock,
  }).start(user.id);
}

/** Peak and current resident set of a process, from the kernel's own accounting. */
function processMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

/** Waits until a server process answers its health check; fails if it exits or takes over a minute. */
async function waitForHealth(baseUrl: string, exitCode: () => number | null): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const code = exitCode();
    if (code !== null) throw new Error(`the server exited with ${code}`);
    const health = await fetch(`${baseUrl}/api/v1/health`).catch(() => undefined);
    if (health?.ok) return;
    if (attempt > 600) throw new Error('the server did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The bench's administrator signs in with a password alone: two-factor sign-in is not what it
// measures. No scheduled backups: the first is due at once, and on the bench's large database it
// would run through the measured requests.
const BENCH_SERVER_SETTINGS = { MFA_REQUIRED_ROLES: '', BACKUP_EVERY: 'off' };

/** The server as `npm start` runs it (the bundle, built first), in a process of its own. */
async function spawnBenchServer(token: string, env: NodeJS.ProcessEnv): Promise<BenchApp> {
  buildServerBundle();
  const server = await spawnServing(
    () => ['dist/main.js'],
    { ...env, LOG_LEVEL: 'warn', ...BENCH_SERVER_SETTINGS },
    'inherit',
  );
  return {
    ...server,
    token,
    memory: () => (server.pid ? processMemory(server.pid) : undefined),
    resetPeakMemory: () => server.pid && fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5'),
  };
}

/**
 * The real app on a loopback port, plus a live session for a new user with `role`. On PostgreSQL
 * it is the server as `npm start` runs it, in a process of its own, so the load generator does not
 * share its event loop and its memory can be read alone. PGlite allows one process per data
 * directory, so there the app runs in this process on the bench's own handle (see
 * `startPgliteServer` for a process of its own).
 */
export async function startBenchApp(
  handle: DatabaseHandle,
  dataDir: string,
  role: Role,
  postgresUrl?: string,
): Promise<BenchApp> {
  const token = await benchSession(handle, role);
  if (postgresUrl) return spawnBenchServer(token, { DATABASE_URL: postgresUrl, DATA_DIR: dataDir });
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...BENCH_SERVER_SETTINGS }),
    webDistDir: undefined,
  };
  const app = await buildApp({ config, database: handle });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, token, memory: () => undefined, resetPeakMemory: () => undefined, close: () => app.close() };
}

/**
 * The server as `npm start` runs it on the PGlite database in `dataDir`, in a process of its own
 * as on PostgreSQL, so the load generator does not share the one thread that serves HTTP and runs
 * the database. PGlite allows one process per data directory: this closes `handle` first, so
 * anything timed through it must come before.
 */
export async function startPgliteServer(handle: DatabaseHandle, dataDir: string, role: Role): Promise<BenchApp> {
  const token = await benchSession(handle, role);
  await handle.close();
  return spawnBenchServer(token, { DATA_DIR: dataDir });
}

/**
 * Streams a CSV download (a GET under /api/v1) from a server process of its own, counting its rows
 * (lines less the header), with that process's resident memory before, after and at its peak.
 */
export async function timeCsvDownload(app: BenchApp, apiPath: string) {
  const before = app.memory();
  app.resetPeakMemory();
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}/api/v1${apiPath}`, {
    headers: { authorization: `Bearer ${app.token}` },
  });
  if (!response.ok || !response.body) throw new Error(`GET ${apiPath}: HTTP ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    // Native search, not a loop over every byte: the counting must not take the CPU the server needs.
    const lineEnds = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = lineEnds.indexOf(10); at !== -1; at = lineEnds.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = app.memory();
  if (!before || !after) throw new Error('the download is timed on a server process of its own');
  return { rows: lines - 1, seconds, bytes, rssBefore: before.rss, rssAfter: after.rss, peak: after.peak };
}

/** PostgreSQL's own COPY of `query`'s rows as CSV, through psql to /dev/null: the floor a CSV download is held to. */
export async function timePsqlCopy(url: string, query: string): Promise<{ seconds: number }> {
  const started = performance.now();
  await promisify(execFile)('psql', [
    url,
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `\\copy (${query.replace(/\s+/g, ' ')}) to '/dev/null' with (format csv, header)`,
  ]);
  return { seconds: (performance.now() - started) / 1000 };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The app served for the length of `use`, then closed. */
export async function servedBy<Result>(
  handle: DatabaseHandle,
  dataDir: string,
  role: Role,
  use: (app: BenchApp) => Promise<Result>,
  postgresUrl?: string,
): Promise<Result> {
  const app = await startBenchApp(handle, dataDir, role, postgresUrl);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

export interface ServingProcess {
  baseUrl: string;
  pid: number | undefined;
  close(): Promise<void>;
}

/**
 * Node running `args` in the server's folder on a free loopback port (HOST and PORT added to this
 * process's environment and `env`), once it answers its health check; closing ends it.
 */
export async function spawnServing(
  args: (port: number) => string[],
  env: NodeJS.ProcessEnv,
  output: 'inherit' | 'ignore',
): Promise<ServingProcess> {
  const port = await freePort();
  const stdio: StdioOptions = ['ignore', output, 'inherit'];
  const server = spawn(process.execPath, args(port), {
    cwd: serverDir,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, () => server.exitCode);
  return {
    baseUrl,
    pid: server.pid,
    close: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Bulk-load practice: drops the tables' secondary indexes, runs `load` in one transaction without
 * row-by-row foreign-key checks or triggers (ids are consistent by construction), then moves the id
 * sequences past the loaded rows, rebuilds the indexes and the daily totals the triggers keep,
 * analyzes and checkpoints.
 */
export async function bulkLoad(db: Database, tables: string[], load: (tx: Queryable) => Promise<void>): Promise<void> {
  const indexes = (await db.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const index of indexes.rows) await db.execute(sql.raw(`DROP INDEX ${index.name}`));

  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await load(tx);
  });
  for (const table of tables) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
    );
  }
  for (const index of indexes.rows) await db.execute(sql.raw(index.definition));
  await db.execute(sql`SELECT rebuild_daily_totals()`);
  await db.execute(sql`SELECT rebuild_patient_name_words()`);
  for (const table of [
    ...tables,
    'transaction_daily_totals',
    'transaction_monthly_totals',
    'procedure_daily_counts',
    'patient_name_words',
  ])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  // The load's pages are written out now, not by a checkpoint in the middle of the first scenario.
  await db.execute(sql`CHECKPOINT`);
}

/** Patients with ids 1…count; names from small lists plus a hash, phones spread out. */
export async function insertNumberedPatients(tx: Queryable, count: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO patients (id, first_name, last_name, sex, date_of_birth, email, phone_primary, phone_primary_digits,
                          lifestyle, created_by_role)
    SELECT g,
           (ARRAY['Maria','Jose','Ana','Juan','Rosa','Pedro','Luz','Carlos','Elena','Ramon'])[1 + g % 10],
           (ARRAY['Santos','Reyes','Cruz','Bautista','Ocampo','Garcia','Mendoza','Torres'])[1 + (g / 10) % 8]
             || substr(md5(g::text), 1, 4),
           CASE WHEN g % 2 = 0 THEN 'F' ELSE 'M' END,
           DATE '1950-01-01' + (g % 20000),
           'patient' || g || '@example.com',
           '09' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           '09' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           '{"civil_status":"single","tobacco_use":"NO","alcohol_use":"NO"}'::jsonb,
           'ADMIN'
    FROM generate_series(1, ${count}) AS g`);
}

/** The PostgreSQL server a bench makes its throw-away database on. */
export const benchPostgresServer = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** How many procedures a procedures-sized bench seeds (BENCH_PROCEDURES), and the patients they belong to: one in ten. */
export function benchProcedureCounts(defaultCount = 2_000_000) {
  const procedureCount = benchSetting('BENCH_PROCEDURES', defaultCount);
  return { procedureCount, patientCount: Math.max(1, Math.floor(procedureCount / 10)) };
}

/** How many patients (BENCH_PATIENTS) and attachment files (BENCH_FILES) a bench of stored files seeds. */
export function benchFileCounts(defaults: { patients: number; files: number }) {
  return {
    patientCount: benchSetting('BENCH_PATIENTS', defaults.patients),
    fileCount: benchSetting('BENCH_FILES', defaults.files),
  };
}

/** Procedure and payment seeds spread their dates evenly over six years from this day. */
export const SEED_FIRST_DAY = '2020-01-01';
export const SEED_DAYS = 2192;

interface ProcedureSeed {
  /** Procedures, each with one payment of the same id. */
  count: number;
  patientCount: number;
  /**
   * As the procedures dashboard sees them: statuses mixed, times spread through the day and one
   * medication each. Otherwise every procedure is completed, at 9:00, without medications.
   */
  dashboard: boolean;
}

const DASHBOARD_PROCEDURE = {
  laterHours: sql`((g % 9) || ' hours')::interval`,
  status: sql`(ARRAY['scheduled','ongoing','completed','cancelled'])[1 + (g / 3) % 4]`,
  medications: sql`'[{"name":"Tretinoin","dosage":"0.05%","frequency":"Nightly","start_date":null,"notes":"Duration: 2 weeks"}]'::jsonb`,
};
const COMPLETED_PROCEDURE = { laterHours: sql`INTERVAL '0'`, status: sql`'completed'`, medications: sql`'[]'::jsonb` };

/**
 * Patients, then procedures and their payments over `SEED_DAYS` days from `SEED_FIRST_DAY`, with
 * three INSERT … SELECT over generate_series under `bulkLoad`.
 */
export async function seedProceduresWithPayments(
  db: Database,
  { count, patientCount, dashboard }: ProcedureSeed,
): Promise<void> {
  const { laterHours, status, medications } = dashboard ? DASHBOARD_PROCEDURE : COMPLETED_PROCEDURE;
  const firstDay = sql.raw(`DATE '${SEED_FIRST_DAY}'`);
  const firstMorning = sql.raw(`TIMESTAMPTZ '${SEED_FIRST_DAY} 09:00+08'`);
  await bulkLoad(db, ['patients', 'procedures', 'procedure_transactions'], async (tx) => {
    await insertNumberedPatients(tx, patientCount);
    await tx.execute(sql`
      INSERT INTO procedures (id, patient_id, name, doctor_name, start_datetime, status, medications)
      SELECT g, 1 + g % ${patientCount},
             (ARRAY['Botox','Chemical Peel','Laser Hair Removal','Acne Facial','Dermal Filler',
                    'Medicine Refill / Purchase'])[1 + g % 6],
             (ARRAY['Dr. Reyes','Dr. Santos','Dr. Lim'])[1 + g % 3],
             ${firstMorning} + ((g % ${SEED_DAYS}) || ' days')::interval + ${laterHours},
             ${status},
             ${medications}
      FROM generate_series(1, ${count}) AS g`);
    await tx.execute(sql`
      INSERT INTO procedure_transactions (id, procedure_id, patient_id, amount, payment_mode, payment_status, payment_date)
      SELECT g, g, 1 + g % ${patientCount},
             ((g::bigint * 7919) % 5000000) / 100.0,
             (ARRAY['cash','card','paymaya','other'])[1 + (g / 7) % 4],
             CASE WHEN g % 3 = 0 THEN 'pending' ELSE 'paid' END,
             ${firstDay} + (g % ${SEED_DAYS})
      FROM generate_series(1, ${count}) AS g`);
  });
}

/** The procedures dashboard's data (procedures with payments, daily totals), said and timed. */
export async function seedDashboardProcedures(
  handle: DatabaseHandle,
  { procedureCount, patientCount }: { procedureCount: number; patientCount: number },
): Promise<void> {
  describePostgresRun(
    `${procedureCount.toLocaleString('en')} procedures (${patientCount.toLocaleString('en')} patients)`,
  );
  const seed = () => seedProceduresWithPayments(handle.db, { count: procedureCount, patientCount, dashboard: true });
  console.log(`seeded and indexed in ${await secondsTaken(seed)} s`);
}

/**
 * A bench of GET scenarios on the procedures dashboard's data: seeds BENCH_PROCEDURES procedures
 * with their payments in a throw-away database, then drives each scenario as `role`.
 */
export async function benchOnDashboardProcedures(
  databasePrefix: string,
  role: Role,
  scenarios: Record<string, ApiPath>,
): Promise<void> {
  const counts = benchProcedureCounts();
  await withThrowawayPostgres(benchPostgresServer, databasePrefix, async (handle, { url, dataDir }) => {
    await seedDashboardProcedures(handle, counts);
    await servedBy(handle, dataDir, role, (app) => driveScenarios(app, scenarios), url);
  });
}
