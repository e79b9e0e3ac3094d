import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../testing/test-app.ts';
import { PORTAL_VERSION } from '../version.ts';
import { enqueueJob } from '../jobs/job-runner.ts';
import { takeBackupAndWait } from '../testing/backups.ts';

const log: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
const t = useTestApp({ logStream });

const loggedUrls = () =>
  log
    .flatMap((line) => line.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line).req?.url);

describe('GET /health', () => {
  it('says the database answers, and keeps monitors out of the request log', async () => {
    const doctor = await t.signIn('DOCTOR');
    const health = await t.api({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: t.database.driver, database_state: 'ok' });
    const me = await t.api({ method: 'GET', url: '/users/me', token: doctor.token });
    expect(me.statusCode).toBe(200);

    expect(loggedUrls()).toContain('/api/v1/users/me');
    expect(loggedUrls()).not.toContain('/api/v1/health');
  });

  it('answers 503 when the database does not answer, and says so in the log', async () => {
    const stopped = await createTestApp({ logStream });
    await stopped.database.close();
    const health = await stopped.api({ method: 'GET', url: '/health' });
    await stopped.app.close();
    fs.rmSync(stopped.config.dataDir, { recursive: true, force: true });

    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      database: stopped.database.driver,
      version: PORTAL_VERSION,
      database_state: 'unavailable',
      newest_backup_age_seconds: null,
      oldest_due_job_age_seconds: null,
    });
    expect(log.join('')).toContain('The database did not answer the health check');
  });
});

describe('GET /health for a monitor', () => {
  let now = new Date('2026-11-20T02:00:00Z');
  const clocked = useTestApp({ clock: () => now });

  it('names the version and tells how old the newest backup is and how long due jobs have waited', async () => {
    const empty = (await clocked.api({ method: 'GET', url: '/health' })).json();
    expect(empty).toEqual({
      status: 'ok',
      database: clocked.database.driver,
      version: PORTAL_VERSION,
      database_state: 'ok',
      newest_backup_age_seconds: null,
      oldest_due_job_age_seconds: null,
    });

    const superadmin = await clocked.signIn('SUPERADMIN');
    await takeBackupAndWait(clocked, superadmin.token);
    // A job no runner of this server handles waits from its time on.
    await enqueueJob(clocked.database.db, { kind: 'nobody-runs-this', payload: {}, runAt: now });
    now = new Date(now.getTime() + 2 * 3_600_000);

    expect((await clocked.api({ method: 'GET', url: '/health' })).json()).toMatchObject({
      status: 'ok',
      newest_backup_age_seconds: 7200,
      oldest_due_job_age_seconds: 7200,
    });
  });
});
