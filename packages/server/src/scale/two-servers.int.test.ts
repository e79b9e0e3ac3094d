import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient, PatientListResponse } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { onServer, withDatabase } from '../testing/database-template.ts';
import { PDF, multipartBody, type TestFile } from '../testing/patient-files.ts';
import {
  loginOverHttp,
  startHaproxy,
  startServer,
  untilHealthy,
  spawnServer,
  type LoadBalancer,
  type ServerProcess,
} from '../testing/server-process.ts';
import { until } from '../testing/until.ts';

const ADMIN = { email: 'admin@scale.test', password: 'Scale#Admin2026' };

let workDir: string;
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
let servers: ServerProcess[];
let proxy: LoadBalancer;
let token: string;

const serverEnvironment = () => ({
  DATABASE_URL: databaseUrl,
  // Attachments on a disk both servers mount, as they would share object storage.
  DATA_DIR: path.join(workDir, 'shared'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

const api = (baseUrl: string, url: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api/v1${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });

const createPatient = (baseUrl: string, files: TestFile[] = []) => {
  const body = multipartBody(JSON.stringify(buildPatientInput()), files);
  return api(baseUrl, '/patients/', { method: 'POST', headers: body.headers, body: body.payload });
};

const listTotal = async (baseUrl: string) =>
  ((await (await api(baseUrl, '/patients/')).json()) as PatientListResponse).total;

describe('two servers on one PostgreSQL behind HAProxy', () => {
  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-two-servers-'));
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `clinic_scale_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    databaseUrl = withDatabase(serverUrl, name);
    dropDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // Both start at once on an empty database: one migrates and creates the first administrator.
    servers = await Promise.all([startServer(serverEnvironment()), startServer(serverEnvironment())]);
    proxy = await startHaproxy(workDir, servers);
    const signedIn = await loginOverHttp(proxy.baseUrl, ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    token = ((await signedIn.json()) as { access_token: string }).access_token;
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const server of servers ?? []) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase?.();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('answers from both servers in turn', async () => {
    const servedBy = new Set<string | null>();
    for (let request = 0; request < 4; request += 1) {
      servedBy.add((await fetch(`${proxy.baseUrl}/api/v1/health`)).headers.get('x-served-by'));
    }
    expect(servedBy).toEqual(new Set(['s0', 's1']));
  });

  it('holds a sign-in lockout on every server', async () => {
    const account = `nobody.${crypto.randomBytes(4).toString('hex')}@scale.test`;
    const servedBy = new Set<string | null>();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await loginOverHttp(proxy.baseUrl, account, 'Wrong#password1');
      expect(answer.status).toBe(401);
      servedBy.add(answer.headers.get('x-served-by'));
    }
    expect(servedBy.size).toBe(2);
    for (const server of servers) {
      const refused = await loginOverHttp(server.baseUrl, account, 'Wrong#password1');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    }
  });

  it("shows a patient created through one server in the other's totals at once", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const before = await listTotal(first.baseUrl);
    // Asked twice, so the first server holds the totals in its cache.
    expect(await listTotal(first.baseUrl)).toBe(before);
    expect((await createPatient(second.baseUrl)).status).toBe(200);
    expect(await listTotal(first.baseUrl)).toBe(before + 1);
  });

  it('downloads through one server an attachment uploaded through the other', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const content = PDF(2048);
    const created = (await (await createPatient(first.baseUrl, [{ name: 'scan.pdf', content }])).json()) as Patient;
    const attachment = created.attachments[0]!;
    const link = (await (await api(second.baseUrl, `/patients/${created.id}/attachments/${attachment.id}`)).json()) as {
      url: string;
    };
    const download = await fetch(`${first.baseUrl}${link.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('keeps every acknowledged write and keeps answering when one server is killed mid-load', async () => {
    const [victim, survivor] = servers as [ServerProcess, ServerProcess];
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const answer = await createPatient(proxy.baseUrl).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(((await answer.json()) as Patient).id);
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await until('writes acknowledged through the proxy', () => acknowledged.length >= 10);
    const beforeKill = acknowledged.length;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await until('writes acknowledged after the kill', () => acknowledged.length >= beforeKill + 10);
    stop = true;
    await Promise.all(writers);
    expect(beforeKill).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(beforeKill);

    // Every write the clients were told of is there, read through the proxy (the survivor alone now).
    for (const id of acknowledged) {
      const answer = await api(proxy.baseUrl, `/patients/${id}`);
      expect(answer.status, `patient ${id}`).toBe(200);
      expect(answer.headers.get('x-served-by')).toBe('s1');
    }
    expect((await fetch(`${survivor.baseUrl}/api/v1/health`)).status).toBe(200);

    // The killed server starts again on the same database and files and serves as before.
    const restarted = await spawnServer(serverEnvironment(), victim.port);
    servers[0] = restarted;
    await untilHealthy(restarted);
    expect((await api(restarted.baseUrl, `/patients/${acknowledged.at(-1)}`)).status).toBe(200);
  });
});
