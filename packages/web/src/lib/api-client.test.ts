import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse, mockApi, networkFailure } from '../testing/mock-api.ts';
import { api, onUnauthorized, setReauthentication } from './api-client.ts';
import { sessionEndsAt } from './session-deadline.ts';
import { ApiError, NetworkError } from './api-error.ts';

describe('api client', () => {
  it('calls /api/v1 with the stored bearer token and JSON', async () => {
    window.localStorage.setItem('token', 'abc');
    const confirmed = { message: 'Password confirmed' };
    const { requests } = mockApi({ 'POST /api/v1/auth/verify-password': jsonResponse(200, confirmed) });
    await expect(api.post('/auth/verify-password', { password: 'Ana' })).resolves.toEqual(confirmed);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ password: 'Ana' });
  });

  it('leaves out empty query values and sends no token when none is stored', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/procedures/', { query: { page: 2, status: '', doctor_name: undefined } });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/procedures/?page=2', expect.anything());
    expect(
      new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).has('Authorization'),
    ).toBe(false);
  });

  it('form-encodes when asked', async () => {
    const { requests } = mockApi({
      'POST /api/v1/auth/login': jsonResponse(200, { access_token: 'token', token_type: 'bearer' }),
    });
    await api.postForm('/auth/login', { username: 'a@b.co', password: 'x y' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(requests[0]?.body).toEqual({ username: 'a@b.co', password: 'x y' });
  });

  it('turns {detail} into an ApiError with status and detail', async () => {
    const issues = [{ loc: ['body', 'email'], msg: 'Invalid email format', type: 'custom' }];
    mockApi({ 'POST /api/v1/users/invite': jsonResponse(422, { detail: issues }) });
    const error = await api.post('/users/invite').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, detail: issues });
  });

  it('waits for a sign-in over the open screen when the session ended, then sends the save again', async () => {
    window.localStorage.setItem('token', 'ended');
    const tokens: (string | null)[] = [];
    const saved = buildUser({ id: 4 });
    mockApi({
      'PUT /api/v1/users/4': ({ headers }) => {
        tokens.push(headers.get('Authorization'));
        return tokens.length === 1 ? jsonResponse(401, { detail: 'Not authenticated' }) : jsonResponse(200, saved);
      },
    });
    const stop = setReauthentication(async () => {
      expect(window.localStorage.getItem('token')).toBeNull();
      window.localStorage.setItem('token', 'fresh');
    });
    await expect(api.put('/users/4', { full_name: 'Ana Cruz' })).resolves.toEqual(saved);
    expect(tokens).toEqual(['Bearer ended', 'Bearer fresh']);
    stop();
  });

  it('answers the 401 when the user signs out instead of signing in again', async () => {
    window.localStorage.setItem('token', 'ended');
    const listener = vi.fn();
    const stopListening = onUnauthorized(listener);
    const stop = setReauthentication(() => Promise.reject(new Error('signed out')));
    mockApi({ 'PUT /api/v1/procedures/4': jsonResponse(401, { detail: 'Not authenticated' }) });
    await expect(api.put('/procedures/4', {})).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
    stop();
    stopListening();
  });

  it('keeps the time the session ends, as the server counts it', async () => {
    window.localStorage.setItem('token', 'live');
    mockApi({
      'GET /api/v1/users/me': () => new Response('{}', { status: 200, headers: { 'x-session-ends-in': '1800' } }),
    });
    const before = Date.now();
    await api.get('/users/me');
    expect(sessionEndsAt()).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(sessionEndsAt()).toBeLessThanOrEqual(Date.now() + 1_800_000);
  });

  it('removes the token and tells the app on any 401', async () => {
    window.localStorage.setItem('token', 'expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockApi({ 'GET /api/v1/patients/': jsonResponse(401, { detail: 'Not authenticated' }) });
    await expect(api.get('/patients/')).rejects.toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('reports an unreachable server as a NetworkError', async () => {
    mockApi({ 'GET /api/v1/patients/': networkFailure });
    await expect(api.get('/patients/')).rejects.toBeInstanceOf(NetworkError);
  });
});
