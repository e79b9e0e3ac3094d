import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Patient } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { onServer, withDatabase } from '../testing/database-template.ts';
import { PDF, multipartBody } from '../testing/patient-files.ts';
import { LEFTOVERS_SWEEP_JOB } from '../leftovers/leftovers-sweep.ts';
import {
  signInOverHttp,
  spawnServer,
  startServer,
  untilHealthy,
  type ServerProcess,
} from '../testing/server-process.ts';
import { until } from '../testing/until.ts';

const ADMIN = { email: 'admin@crash.test', password: 'Crash#Admin2026' };
const HOUR_AND_A_BIT_MS = 2 * 3_600_000;

let workDir: string;
let filesDir: string;
let databaseName: string;
let client: pg.Client;
let server: ServerProcess;
let token: string;

const environment = () => ({
  DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, databaseName),
  DATA_DIR: workDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

const api = (url: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/api/v1${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

async function signIn(): Promise<void> {
  token = await signInOverHttp(server.baseUrl, ADMIN.email, ADMIN.password);
}

const createPatient = (lastName: string, files: number, size: number) => {
  const body = multipartBody(
    JSON.stringify(buildPatientInput({ last_name: lastName })),
    Array.from({ length: files }, (_, index) => ({ name: `scan-${index}.pdf`, content: PDF(size) })),
  );
  return api('/patients/', { method: 'POST', headers: body.headers, body: body.payload });
};

const rows = async <Row>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as Row[];

/**
 * Kills the server with SIGKILL, lets an hour pass for what it left behind (the hourly sweep comes
 * due meanwhile), starts it again, and waits for that sweep to have run.
 */
async function crashAndRestart(): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
  await client.query(`UPDATE pending_files SET created_at = created_at - interval '2 hours'`);
  await client.query(`UPDATE jobs SET run_at = run_at - interval '2 hours' WHERE kind = $1`, [LEFTOVERS_SWEEP_JOB]);
  const hourAgo = new Date(Date.now() - HOUR_AND_A_BIT_MS);
  for (const entry of fs.readdirSync(filesDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), hourAgo, hourAgo);
  }
  server = await spawnServer(environment(), server.port);
  await untilHealthy(server);
  await signIn();
  const sweepIsAhead = async () =>
    (
      await rows<{ ahead: boolean }>('SELECT run_at > now() AS ahead FROM jobs WHERE kind = $1', [LEFTOVERS_SWEEP_JOB])
    )[0]?.ahead;
  await expect.poll(sweepIsAhead, { timeout: 30_000 }).toBe(true);
}

/** Every stored attachment file belongs to a row of the same size, and every row has its file. */
async function expectNoOrphans(): Promise<void> {
  const attachments = await rows<{ storage_key: string; size: number }>(
    'SELECT storage_key, size::int AS size FROM patient_attachments',
  );
  const stored = fs.readdirSync(filesDir).filter((name) => name !== 'archive');
  expect(stored.sort()).toEqual(attachments.map((row) => row.storage_key).sort());
  for (const row of attachments) expect(fs.statSync(path.join(filesDir, row.storage_key)).size).toBe(row.size);
  expect(await rows('SELECT * FROM pending_files')).toEqual([]);
}

describe('a server killed with SIGKILL', () => {
  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-crash-'));
    filesDir = path.join(workDir, 'files');
    databaseName = `clinic_crash_${crypto.randomBytes(6).toString('hex')}`;
    const serverUrl = process.env.TEST_DATABASE_URL!;
    await onServer(serverUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${inject('testDatabaseTemplate')}`);
    client = new pg.Client({ connectionString: withDatabase(serverUrl, databaseName) });
    await client.connect();
    server = await startServer(environment());
    await signIn();
  }, 60_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await client?.end();
    await onServer(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('during 10-file uploads leaves whole patients only, and no orphan files after the next start', async () => {
    const marker = `Upload${crypto.randomBytes(3).toString('hex')}`;
    let acknowledged = 0;
    let stop = false;
    const uploader = async () => {
      while (!stop) {
        const answer = await createPatient(marker, 10, 200 * 1024).catch(() => undefined);
        if (answer?.status === 200) acknowledged += 1;
      }
    };
    const uploaders = Array.from({ length: 4 }, uploader);
    await until('two acknowledged uploads', () => acknowledged >= 2, { seconds: 30 });
    await crashAndRestart();
    stop = true;
    await Promise.all(uploaders);

    const counts = await rows<{ files: number }>(
      `SELECT (SELECT count(*)::int FROM patient_attachments a WHERE a.patient_id = p.id) AS files
       FROM patients p WHERE p.last_name = $1`,
      [marker],
    );
    expect(counts.length).toBeGreaterThanOrEqual(acknowledged > 0 ? 2 : 0);
    expect(counts.every((row) => row.files === 10)).toBe(true);
    await expectNoOrphans();
  }, 60_000);

  it('during archives leaves each patient whole, active or archived, and no orphan files after the next start', async () => {
    const marker = `Archive${crypto.randomBytes(3).toString('hex')}`;
    const patients: Patient[] = [];
    for (let index = 0; index < 6; index += 1)
      patients.push((await (await createPatient(marker, 3, 300 * 1024)).json()) as Patient);
    let archived = 0;
    const archives = patients.map(async (patient) => {
      const answer = await api(`/patients/${patient.id}`, { method: 'DELETE' }).catch(() => undefined);
      if (answer?.status === 200) archived += 1;
    });
    await until('an acknowledged archive', () => archived >= 1, { everyMs: 5 });
    await crashAndRestart();
    await Promise.all(archives);

    for (const patient of patients) {
      const [active] = await rows('SELECT id FROM patients WHERE id = $1', [patient.id]);
      const [sealed] = await rows('SELECT patient_id FROM archived_patients WHERE patient_id = $1', [patient.id]);
      expect(Boolean(active) !== Boolean(sealed), `patient ${patient.id} is either active or archived`).toBe(true);
      // An archived patient opens whole: restoring it brings back its three files.
      if (sealed) expect((await api(`/patients/archived/${patient.id}/restore`, { method: 'POST' })).status).toBe(200);
      const files = await rows('SELECT id FROM patient_attachments WHERE patient_id = $1', [patient.id]);
      expect(files).toHaveLength(3);
    }
    await expectNoOrphans();
    const archiveDir = path.join(filesDir, 'archive');
    expect(fs.existsSync(archiveDir) ? fs.readdirSync(archiveDir) : []).toEqual([]);
  }, 60_000);
});
