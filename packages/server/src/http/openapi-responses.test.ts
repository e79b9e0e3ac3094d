import { describe, expect, it } from 'vitest';
import { errorStatusesOf } from './openapi-responses.ts';

const nothingRead = { readsPath: false, readsQuery: false, readsBody: false, readsUpload: false };

describe('the errors a route documents', () => {
  it('gives a guarded route that reads nothing only the guard’s 401 and 403', () => {
    expect(errorStatusesOf({ isPublic: false, ...nothingRead })).toEqual([401, 403]);
  });

  it('gives a public route that reads a token in its path 404 and 422, never the guard’s', () => {
    expect(errorStatusesOf({ isPublic: true, ...nothingRead, readsPath: true })).toEqual([404, 422]);
  });

  it('gives a JSON body 400, 413 and 422, and adds what the service answers', () => {
    expect(errorStatusesOf({ isPublic: true, ...nothingRead, readsBody: true, more: [429] })).toEqual([
      400, 413, 422, 429,
    ]);
  });

  it('gives an upload its refused type, hourly allowance and full disk, each status once', () => {
    expect(
      errorStatusesOf({ isPublic: false, ...nothingRead, readsPath: true, readsUpload: true, more: [409, 429] }),
    ).toEqual([400, 401, 403, 404, 409, 413, 415, 422, 429, 507]);
  });
});
