import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { patients } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PROXY = '10.0.0.2';
const METRICS_TOKEN = 'scrape-token-0123456789';
let now = new Date('2026-11-23T02:00:00Z');
const clock = () => now;

let gatewayAnswer = 200;
let gateway: http.Server;
let webDist: string;
/** No METRICS_TOKEN: this machine and the trusted proxy may scrape. */
let open: TestApp;
/** With METRICS_TOKEN. */
let guarded: TestApp;

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(gatewayAnswer, { 'content-type': 'application/json' }).end('[]'));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Clinic Portal</title>');
  open = await createTestApp({
    clock,
    webDistDir: webDist,
    environment: {
      TRUST_PROXY: PROXY,
      JOB_POLL_SECONDS: '0',
      SMS_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v4/messages`,
    },
  });
  guarded = await createTestApp({ webDistDir: webDist, environment: { METRICS_TOKEN } });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
  gateway.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const scrape = (app: TestApp, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one series of a scrape, by its name and labels as Prometheus writes them. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (line === undefined) return undefined;
  const value = line.slice(series.length + 1);
  return value === '+Inf' ? Infinity : Number(value);
}

/** Books an appointment for a patient with a mobile number and no e-mail, and sends its reminder now. */
async function sendReminderNow(doctorToken: string) {
  const [patient] = await open.database.db
    .insert(patients)
    .values({
      firstName: 'Lea',
      lastName: 'Cruz',
      sex: 'F',
      dateOfBirth: '1991-01-01',
      createdByRole: 'ADMIN',
      phonePrimary: '0917 123 4567',
      phonePrimaryDigits: '09171234567',
    })
    .returning();
  const booked = await open.api({
    method: 'POST',
    url: '/procedures/',
    token: doctorToken,
    payload: buildProcedureInput(patient!.id, { start_datetime: '2026-11-24T18:00' }),
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const sent = await open.api({ method: 'POST', url: `/procedures/${booked.json().id}/reminders`, token: doctorToken });
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  await open.app.jobs.runDue();
}

describe('GET /metrics', () => {
  it('counts requests by route template and status, and reports the queue, backups, reminders and pool', async () => {
    const doctor = await open.signIn('DOCTOR');
    for (let i = 0; i < 2; i += 1) {
      expect((await open.api({ method: 'GET', url: '/users/me', token: doctor.token })).statusCode).toBe(200);
    }
    expect((await open.api({ method: 'GET', url: '/patients/987654', token: doctor.token })).statusCode).toBe(404);
    await sendReminderNow(doctor.token);
    gatewayAnswer = 500;
    await sendReminderNow(doctor.token);
    await enqueueJob(open.database.db, { kind: 'nobody-runs-this', payload: {}, runAt: now });
    now = new Date(now.getTime() + 90_000);

    const response = await scrape(open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(valueOf(text, 'clinic_http_requests_total{method="GET",route="/api/v1/users/me",status="200"}')).toBe(2);
    expect(valueOf(text, 'clinic_http_requests_total{method="GET",route="/api/v1/patients/:id",status="404"}')).toBe(1);
    expect(
      valueOf(text, 'clinic_http_request_duration_seconds_count{method="GET",route="/api/v1/users/me",status="200"}'),
    ).toBe(2);
    // Paths are never labels: the id asked for appears nowhere.
    expect(text).not.toContain('987654');
    expect(valueOf(text, 'clinic_reminder_sends_total{channel="sms"}')).toBe(1);
    expect(valueOf(text, 'clinic_reminder_send_failures_total{channel="sms"}')).toBe(1);
    // The failed reminder's retry came due a minute after it failed; the job nobody runs has waited 90 s.
    expect(valueOf(text, 'clinic_jobs_due')).toBe(2);
    expect(valueOf(text, 'clinic_jobs_oldest_due_age_seconds')).toBe(90);
    // No backup yet: infinitely old, so an alert on its age fires.
    expect(valueOf(text, 'clinic_backup_newest_age_seconds')).toBe(Infinity);
    expect(valueOf(text, `clinic_info{version="0.1.0",database="${open.database.driver}"}`)).toBe(1);
    expect(text).toContain('process_cpu_seconds_total');
    if (open.database.driver === 'postgres') {
      expect(valueOf(text, 'clinic_database_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('clinic_database_pool_connections{');
    }
  });

  it('answers the trusted proxy itself, and 404 to anyone else, through the proxy or not', async () => {
    expect((await scrape(open, PROXY)).statusCode).toBe(200);
    for (const [address, headers] of [
      ['192.168.1.50', {}],
      [PROXY, { 'x-forwarded-for': '203.0.113.9' }],
      ['192.168.1.50', { 'x-forwarded-for': '127.0.0.1' }],
    ] as const) {
      const refused = await scrape(open, address, headers);
      expect(refused.statusCode, address).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('is not opened by a staff session, however high its role', async () => {
    const superadmin = await open.signIn('SUPERADMIN');
    expect((await scrape(open, '192.168.1.50', superadmin.headers)).statusCode).toBe(404);
  });

  it('asks for METRICS_TOKEN when one is set, from this machine too', async () => {
    const superadmin = await guarded.signIn('SUPERADMIN');
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: METRICS_TOKEN },
      superadmin.headers,
    ];
    for (const headers of wrong) {
      const refused = await scrape(guarded, '127.0.0.1', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.json()).toEqual({ detail: 'Not authenticated' });
    }
    const allowed = await scrape(guarded, '198.51.100.7', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('clinic_http_requests_total');
  });
});

describe('paths that are not pages of the app', () => {
  it('answer 404, not the app page, while page paths still get it', async () => {
    for (const url of ['/metrics/extra', '/.env', '/.git/HEAD', '/wp-login.php', '/api', '/api/v2/patients']) {
      const response = await open.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not Found' });
    }
    for (const url of ['/patients', '/a/Xk2_pQ9rT4vW7yZ1bC3dE5fG', '/password-management']) {
      const response = await open.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
