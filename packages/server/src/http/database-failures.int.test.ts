import fs from 'node:fs';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@clinic/contracts';
import { createTestApp, useTestApp } from '../testing/test-app.ts';
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler.ts';

const t = useTestApp();

describe('text the database refuses', () => {
  // The text rule answers first on every route; these statements reach the database on purpose.
  it.each([
    ['22P02', 'a lone surrogate in jsonb', sql`SELECT ${'{"note":"\\ud800"}'}::jsonb`],
    ['22021', 'a NUL in text', sql`SELECT ${'Ana\u0000'}::text`],
    ['22P05', 'an escaped NUL in jsonb', sql`SELECT ${'{"note":"\\u0000"}'}::jsonb`],
  ])('answers SQLSTATE %s (%s) with 422, not 500', async (_state, _what, statement) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/store', async () => {
      await t.database.db.execute(statement);
      return { stored: true };
    });
    const response = await app.inject({ method: 'POST', url: '/store' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: SERVER_MESSAGES.textNotStorable });
    await app.close();
  });
});

describe('a database outage', () => {
  it('answers 503 with Retry-After and a detail, to reads and writes alike, instead of 500', async () => {
    const outage = await createTestApp();
    try {
      const admin = await outage.signIn('ADMIN');
      expect((await outage.api({ method: 'GET', url: '/users/me', token: admin.token })).statusCode).toBe(200);
      await outage.database.close();
      for (const request of [
        { method: 'GET' as const, url: '/users/me' },
        { method: 'POST' as const, url: '/products', payload: { name: 'Botox', category: 'toxin', unit: 'U' } },
      ]) {
        const response = await outage.api({ ...request, token: admin.token });
        expect(response.statusCode, request.url).toBe(503);
        expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual({ detail: SERVER_MESSAGES.databaseUnavailable });
      }
    } finally {
      await outage.app.close();
      fs.rmSync(outage.config.dataDir, { recursive: true, force: true });
    }
  });
});
