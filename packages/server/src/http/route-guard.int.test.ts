import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PUBLIC_ROUTES = [
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  'GET /api/v1/health',
  // An attachment download opened in a new tab: its signed, short-lived token is the permission.
  'GET /api/v1/files/:token',
];

describe('the route guard', () => {
  it('leaves only the sign-in flows, the health check and signed downloads public', () => {
    const open = t.app.apiRoutes.filter((route) => route.public).map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to an anonymous call of every other route', async () => {
    const guarded = t.app.apiRoutes.filter((route) => !route.public);
    const anonymousDownload = await t.app.inject({ method: 'GET', url: '/api/v1/files/forged-token' });
    expect(anonymousDownload.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymousDownload.statusCode).toBeLessThan(500);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const anonymous = await t.app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const badToken = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(badToken.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses the session of a deactivated account on its next request', async () => {
    const admin = await t.signIn('ADMIN');
    const nurse = await t.signIn('NURSE');
    const update = await t.api({
      method: 'PUT',
      url: `/users/${nurse.user.id}`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(update.statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users/me', token: nurse.token })).statusCode).toBe(401);
  });

  it('answers health with the database it checked', async () => {
    const response = await t.api({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.driver });
  });
});
