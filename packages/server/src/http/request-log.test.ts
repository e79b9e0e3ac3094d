import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { errorForLog, loggablePath, loggableUrl } from './request-log.ts';

describe('loggableUrl', () => {
  it('cuts the query string, where searches carry names and phones', () => {
    expect(loggableUrl('/api/v1/patients/?last_name_search=Dela%20Cruz&page=2')).toBe('/api/v1/patients/?…');
  });

  it('hides a download link’s signed token', () => {
    expect(loggableUrl('/api/v1/files/eyJwIjo0MiwiYSI6N30.c2lnbmF0dXJl')).toBe('/api/v1/files/:token');
    expect(loggableUrl('/api/v1/photo-files/thumb/12.34.1700000000.c2lnbmF0dXJl')).toBe(
      '/api/v1/photo-files/thumb/:token',
    );
    expect(loggableUrl('/api/v1/consent-files/eyJwIjo0Mn0.c2ln')).toBe('/api/v1/consent-files/:token');
    expect(loggableUrl('/api/v1/backup-files/eyJwIjo0Mn0.c2ln')).toBe('/api/v1/backup-files/:token');
  });

  it('hides the token of an appointment’s answer link and of its page', () => {
    expect(loggableUrl('/api/v1/appointment-answers/q8Zr2kTQ5wLm3NbV7cX9sA')).toBe('/api/v1/appointment-answers/:token');
    expect(loggableUrl('/a/q8Zr2kTQ5wLm3NbV7cX9sA')).toBe('/a/:token');
    expect(loggableUrl('/api/v1/patients/a/b')).toBe('/api/v1/patients/a/b');
  });

  it('keeps a plain path as it is', () => {
    expect(loggableUrl('/api/v1/patients/42/history')).toBe('/api/v1/patients/42/history');
    expect(loggableUrl('/password-management')).toBe('/password-management');
  });

  it('hides the token of a page link no route names (a reminder’s answer page)', () => {
    expect(loggableUrl('/a/Xk2_pQ9rT4vW7yZ1bC3dE5fG')).toBe('/a/:token');
    expect(loggableUrl('/reset-password?token=Xk2pQ9rT4vW7yZ1b')).toBe('/reset-password?…');
  });
});

describe('loggablePath', () => {
  const request = (url: string, template: string | undefined) =>
    ({ url, routeOptions: { url: template } }) as unknown as FastifyRequest;

  it('names a request by its route’s template, never the values in its path', () => {
    expect(loggablePath(request('/api/v1/backup-files/abc.def', '/api/v1/backup-files/:token'))).toBe(
      '/api/v1/backup-files/:token',
    );
    expect(loggablePath(request('/api/v1/appointment-answers/short?x=1', '/api/v1/appointment-answers/:token'))).toBe(
      '/api/v1/appointment-answers/:token?…',
    );
  });

  it('falls back to the cleaned path when only the web app’s catch-all answers', () => {
    expect(loggablePath(request('/a/Xk2_pQ9rT4vW7yZ1bC3dE5fG', '/*'))).toBe('/a/:token');
    expect(loggablePath(request('/nothing/Xk2_pQ9rT4vW7yZ1bC3dE5fG', undefined))).toBe('/nothing/:token');
  });
});

describe('errorForLog', () => {
  const patientText = 'Maria Santos, chief complaint: painful rash';
  const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

  it('keeps the class and the SQLSTATE of a failed query, never its text or parameters', () => {
    const databaseError = Object.assign(new Error(`invalid byte sequence near "${patientText}"`), { code: '22021' });
    const failed = new DrizzleQueryError(
      'insert into "users" values ($1, $2)',
      [patientText, passwordHash],
      databaseError,
    );
    const logged = errorForLog(failed);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError < Error', sqlState: '22021' });
    expect(logged.stack).toMatch(/^at /);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Maria');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('insert into');
  });

  it('keeps a Node error code and a status, and survives values that are not errors', () => {
    const missing = Object.assign(new Error(`ENOENT: no such file, open '/data/${patientText}'`), { code: 'ENOENT' });
    expect(errorForLog(missing)).toMatchObject({ type: 'Error', code: 'ENOENT' });
    expect(JSON.stringify(errorForLog(missing))).not.toContain('Maria');
    expect(errorForLog('a thrown string')).toEqual({ type: 'string', message: 'string', stack: '' });
    expect(errorForLog(undefined)).toEqual({ type: '', message: '', stack: '' });
  });
});
