import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../testing/test-app.ts';

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
    expect(health.json()).toEqual({ status: 'ok', database: t.database.driver });
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
    expect(health.json()).toEqual({ status: 'unavailable', database: stopped.database.driver });
    expect(log.join('')).toContain('The database did not answer the health check');
  });
});
