import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.ts';

describe('loggableUrl', () => {
  it('cuts the query string, where searches carry names and phones', () => {
    expect(loggableUrl('/api/v1/patients/?last_name_search=Dela%20Cruz&page=2')).toBe('/api/v1/patients/?…');
  });

  it('hides a download link’s signed token', () => {
    expect(loggableUrl('/api/v1/files/eyJwIjo0MiwiYSI6N30.c2lnbmF0dXJl')).toBe('/api/v1/files/:token');
  });

  it('keeps a plain path as it is', () => {
    expect(loggableUrl('/api/v1/patients/42/history')).toBe('/api/v1/patients/42/history');
  });
});
